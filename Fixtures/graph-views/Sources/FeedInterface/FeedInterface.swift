import Models

public protocol FeedInterfaceType {
    var models: ModelsType { get }
}
