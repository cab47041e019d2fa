import StrataJSON
import XCTest

/// The streaming writer lays out JSON exactly as a rendered ``JSONValue`` tree does, and both write the bytes expected.
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

extension JSONWriterTests {
    /// The exact bytes: layout, escapes (keys too), and text beyond ASCII as it is.
    func testRenderedTextByteForByte() {
        let tree: JSONValue = .object([
            ("odd \"key\"\t", .array([.null, .bool(false), .string("é\u{1}\u{7F}\\/")])),
            ("nested", .object([("a", .array([])), ("b", .object([]))])),
        ])
        let expected = """
            {
              "odd \\"key\\"\\t": [
                null,
                false,
                "é\\u0001\\u007f\\\\/"
              ],
              "nested": {
                "a": [],
                "b": {}
              }
            }

            """
        XCTAssertEqual(tree.rendered(), expected)
        XCTAssertEqual(JSONValue.string("top").rendered(), "\"top\"\n")
    }

    func testDecimalsHaveTheirFixedPlaces() {
        var writer = JSONWriter()
        writer.beginArray()
        for (units, places) in [(667, 3), (1000, 3), (5, 3), (0, 2), (-125, 2)] { writer.decimal(units, places: places) }
        writer.endArray()
        XCTAssertEqual(writer.finished(), "[\n  0.667,\n  1.000,\n  0.005,\n  0.00,\n  -1.25\n]\n")
    }
}
