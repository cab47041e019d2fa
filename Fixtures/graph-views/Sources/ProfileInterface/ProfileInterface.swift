import Models

public protocol ProfileInterfaceType {
    var models: ModelsType { get }
}
