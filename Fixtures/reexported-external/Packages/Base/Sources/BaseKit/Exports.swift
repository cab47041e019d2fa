// Every module that declares BaseKit sees Factory without declaring it.
@_exported import Factory
