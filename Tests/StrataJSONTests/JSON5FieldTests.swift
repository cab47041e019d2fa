import StrataJSON
import XCTest

/// Typed reading: the value when it has the type asked for, else an error naming its path and line.
final class JSON5FieldTests: XCTestCase {
    private let text = """
        {
          "name": "App",
          "count": 3,
          "flag": true,
          "none": null,
          "list": ["a", "b"],
          "items": [{"rule": "cycle"}, {"rule": 7}],
          "odd key": {"x": 1},
          "twice": 1,
          "twice": 2
        }
        """

    private func document() throws -> JSON5Field {
        JSON5Field(try JSON5.parse(Array(text.utf8)))
    }

    /// The error a throwing read gives, as `line:column: path: message`.
    private func failure(_ read: () throws -> Void) -> String? {
        do {
            try read()
            return nil
        } catch let error as JSON5DecodingError {
            return error.description
        } catch {
            return "not a decoding error: \(error)"
        }
    }

    func testValuesOfTheTypeAskedFor() throws {
        let root = try document()
        XCTAssertEqual(try root.field("name").string(), "App")
        XCTAssertEqual(try root.field("count").integer(), 3)
        XCTAssertEqual(try root.field("flag").value.bool, true)
        XCTAssertEqual(try root.field("list").strings(), ["a", "b"])
        XCTAssertEqual(try root.field("items").array().map { try $0.field("rule").path },
                       ["items[0].rule", "items[1].rule"])
        XCTAssertEqual(try root.field("odd key").members().map(\.field.path), ["['odd key'].x"])
        XCTAssertEqual(try root.field("twice").integer(), 2, "the last of a repeated key, as JSON.parse")
        XCTAssertNil(try root.optionalField("none"))
        XCTAssertNil(try root.optionalField("absent"))
        XCTAssertEqual(root.value["list"]?.array?.count, 2)
        XCTAssertEqual(root.value["name"]?.string, "App")
        XCTAssertNil(root.value["name"]?.integer)
    }

    func testAWrongTypeNamesThePathAndLine() throws {
        let root = try document()
        XCTAssertEqual(failure { _ = try root.field("name").array() }, "2:11: name: expected an array, found a string")
        XCTAssertEqual(failure { _ = try root.field("items").array()[1].field("rule").string() },
                       "7:41: items[1].rule: expected a string, found an integer")
        XCTAssertEqual(failure { _ = try root.field("none").string() }, "5:11: none: expected a string, found null")
        XCTAssertEqual(failure { _ = try root.field("name").field("x") },
                       "2:11: name: expected an object, found a string")
        XCTAssertEqual(failure { _ = try root.field("list").integer() },
                       "6:11: list: expected an integer, found an array")
    }

    func testAStringListNamesItsFirstWrongElement() throws {
        let root = JSON5Field(try JSON5.parse(Array("{\"modules\": [\"A\",\n 2]}".utf8)))
        XCTAssertEqual(failure { _ = try root.field("modules").strings() },
                       "2:2: modules[1]: expected a string, found an integer")
    }

    func testMissingAndUnknownKeys() throws {
        let root = try document()
        XCTAssertEqual(failure { _ = try root.field("items").array()[0].field("message") },
                       "7:13: items[0]: missing required key 'message'")
        XCTAssertEqual(failure { _ = try root.field("absent") }, "1:1: missing required key 'absent'")
        XCTAssertEqual(failure { try root.field("odd key").requireKeys(in: ["y", "z"]) },
                       "8:15: ['odd key'].x: unknown key 'x'; expected one of 'y' or 'z'")
        XCTAssertNil(failure { try root.field("odd key").requireKeys(in: ["x"]) })
    }
}
