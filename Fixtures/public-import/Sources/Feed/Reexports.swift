@_exported public import Networking
