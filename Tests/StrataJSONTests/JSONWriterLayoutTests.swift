import StrataJSON
import XCTest

/// The one-line layout of protocol messages, and reports embedded in a larger document without being written twice.
final class JSONWriterLayoutTests: XCTestCase {
    private let tree: JSONValue = .object([
        ("name", .string("a \"quoted\"\nname")),
        ("list", .array([.int(-1), .null, .bool(true), .array([]), .object([])])),
        ("nested", .object([("odd key: [x]", .strings(["{", "}", ","]))])),
    ])

    func testLineLayoutIsOneLineWithoutSpaces() {
        let line = tree.rendered(layout: .line)
        XCTAssertEqual(line, #"{"name":"a \"quoted\"\nname","list":[-1,null,true,[],{}],"nested":{"odd key: [x]":["{","}",","]}}"#
            + "\n")
        XCTAssertEqual(line.filter { $0 == "\n" }.count, 1, "only the final newline")
    }

    /// An indented document embedded in a one-line one is the one-line rendering of the same tree, byte for byte:
    /// strings holding punctuation and escapes, numbers with their decimals, empty containers.
    func testEmbeddingLaysTheDocumentOutAgain() {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("ratio")
        writer.decimal(1000, places: 3)
        writer.key("tree")
        writer.beginArray()
        writer.endArray()
        writer.endObject()
        let report = writer.finished()
        let embedded = JSONValue.object([("report", .written(report)), ("tree", .written(tree.rendered()))])
        XCTAssertEqual(embedded.rendered(layout: .line),
                       #"{"report":{"ratio":1.000,"tree":[]},"tree":"# + String(tree.rendered(layout: .line).dropLast()) + "}\n")
        XCTAssertEqual(JSONValue.written(tree.rendered(layout: .line)).rendered(), tree.rendered(), "and back to indented")
    }

    func testEmbeddedScalarsAndStrings() {
        XCTAssertEqual(JSONValue.array([.written(" 12 "), .written("\"a\\\"b\""), .written("-1.5e3")]).rendered(layout: .line),
                       #"[12,"a\"b",-1.5e3]"# + "\n")
    }
}
