import Models

public struct DatabaseType {
    var models: ModelsType? = nil
}
