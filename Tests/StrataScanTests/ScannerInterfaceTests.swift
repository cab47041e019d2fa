import XCTest
@testable import StrataScan

/// What a file's public interface mentions: the names `public-import` keeps a `public import` for.
final class ScannerInterfaceTests: XCTestCase {
    func testExposedHeadersCountAndBodiesDoNot() {
        let table: [(String, [String])] = [
            ("public func load(id: ID) -> [Post] { let cache = DiskCache(); return [] }", ["ID", "Post"]),
            ("func load() -> Post { HTTPClient().get() }", []),
            ("private struct S: Codable { var client: HTTPClient }", []),
            ("public struct S: Codable where T: Hashable { var client: HTTPClient; public var post: Post }",
             ["Codable", "Hashable", "Post", "S", "T"]),
            ("open class Screen: BaseViewController {}", ["BaseViewController", "Screen"]),
            ("package var theme: Theme = .standard", ["Theme", "standard"]),
            ("@MainActor public final class Store { @Published public var state: AppState }",
             ["AppState", "MainActor", "Published", "Store"]),
            ("public let shared = Networking.Client.make()", ["Client", "Networking", "make"]),
            ("public func f(color: Color = .brandPrimary, make: () -> Void = makeDefault) {}",
             ["Color", "Void", "brandPrimary", "makeDefault"]),
            ("public typealias Handler = (Event) -> Void\nfunc g() -> Secret { Secret() }", ["Event", "Handler", "Void"]),
            // Requirements of a public protocol, members of a public extension, cases of a public enum.
            ("public protocol Loading { func load() -> Post; var client: HTTPClient { get } }",
             ["HTTPClient", "Loading", "Post"]),
            ("protocol Loading { func load() -> Post }", []),
            ("public extension Feed { func reload() -> Post { Post() } }", ["Feed", "Post"]),
            ("public enum Route { case post(Post); func make() -> Secret { Secret() } }", ["Post", "Route"]),
            ("enum Route { case post(Post) }", []),
            // Every extension's header: a conformance is as public as its type and protocol.
            ("extension Feed: Refreshable { func refresh() -> Secret { Secret() } }", ["Feed", "Refreshable"]),
            // A closure in a default argument is compiled by clients; the header goes on after it.
            ("public func run(_ body: () -> Void = { Log.start() }) -> Result {}", ["Log", "Result", "Void", "start"]),
            // Imports end the header before them; their modules are not mentions.
            ("public let x: Int = 1\npublic import Networking\nimport Models", ["Int"]),
        ]
        for (source, expected) in table {
            let interface = interfaceScan(source)
            XCTAssertEqual(interface.names, expected, "source: \(source)")
            XCTAssertFalse(interface.hasInlinableCode, "source: \(source)")
        }
    }

    func testCodeClientsCompileKeepsEveryImport() {
        for source in ["@inlinable public func f() {}", "@usableFromInline func g() {}", "@frozen public struct S {}",
                       "@_alwaysEmitIntoClient public var x: Int { 1 }", "@_transparent public func h() {}"] {
            XCTAssertTrue(interfaceScan(source).hasInlinableCode, "source: \(source)")
        }
    }

    func testHostileNestingStaysLinearAndBalanced() {
        let source = String(repeating: "public struct S { ", count: 500) + String(repeating: "}", count: 700)
            + "\npublic func f() -> Post {}"
        XCTAssertEqual(interfaceScan(source).names, ["Post", "S"])
    }

    /// The interface is read only for the imports it decides about: a file with none has nothing to read.
    func testReadOnlyWhenAPublicOrPackageImportAsks() {
        let source = "public func load(id: ID) -> [Post] { [] }\n"
        XCTAssertEqual(scan("import Models\n@_exported import Kit\n" + source).interface, InterfaceMentions())
        XCTAssertEqual(scan("internal import Models\n" + source).interface, InterfaceMentions())
        XCTAssertEqual(scan("package import Models\n" + source).interface.names, ["ID", "Post"])
        XCTAssertEqual(scan("#if canImport(UIKit)\npublic import UIKit\n#endif\n" + source).interface.names, ["ID", "Post"])
    }

    /// The interface of `source` read after a `public import`, which asks for it.
    private func interfaceScan(_ source: String) -> InterfaceMentions {
        scan("public import Base\n" + source).interface
    }
}
