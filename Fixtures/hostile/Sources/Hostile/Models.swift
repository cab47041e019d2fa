import Core
import Foundation

public struct Document: Identifiable {
    public let id: Identifier<Document>
    public var title: String
    public var body: Data

    public init(id: Identifier<Document>, title: String, body: Data = Data()) {
        self.id = id
        self.title = title
        self.body = body
    }
}
