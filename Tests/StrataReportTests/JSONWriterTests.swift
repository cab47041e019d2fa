import XCTest
@testable import StrataReport

/// The streaming writer lays out JSON exactly as a rendered ``JSONValue`` tree does.
final class JSONWriterTests: XCTestCase {
    func testWriterMatchesRenderedTree() {
        let tree: JSONValue = .object([
            ("name", .string("a \"quoted\"\nname")),
            ("count", .int(-42)),
            ("flag", .bool(true)),
            ("empty", .array([])),
            ("emptyObject", .object([])),
            ("list", .array([.int(0), .strings(["x", "y"]), .object([("inner", .array([.object([])]))])])),
        ])
        var writer = JSONWriter()
        writer.beginObject()
        writer.member("name", "a \"quoted\"\nname")
        writer.member("count", -42)
        writer.key("flag")
        writer.bool(true)
        writer.key("empty")
        writer.beginArray()
        writer.endArray()
        writer.key("emptyObject")
        writer.beginObject()
        writer.endObject()
        writer.key("list")
        writer.beginArray()
        writer.int(0)
        writer.strings(["x", "y"])
        writer.beginObject()
        writer.key("inner")
        writer.beginArray()
        writer.beginObject()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        XCTAssertEqual(writer.finished(), tree.rendered())
    }
}

extension JSONWriterTests {
    func testIntegersAsStringWritesThem() {
        for value in [0, 7, -7, 10, 1_000_000, Int.max, Int.min] {
            var writer = JSONWriter()
            writer.int(value)
            XCTAssertEqual(writer.finished(), "\(value)\n")
        }
    }
}
