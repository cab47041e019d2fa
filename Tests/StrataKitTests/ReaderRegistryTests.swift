import Foundation
import StrataJSON
import StrataTestSupport
import XCTest
@testable import StrataKit

/// The build systems the JSON reports may name are the readers' of the registry, SwiftPM's included: a reader
/// added without its name in the `affected` schema (or a name left behind) fails here.
final class ReaderRegistryTests: XCTestCase {
    func testTheAffectedSchemaNamesEveryReadersBuildSystem() throws {
        let url = Fixtures.repositoryRoot.appendingPathComponent("Schemas/affected.schema.json")
        let schema = try JSON5.parse(Array(try Data(contentsOf: url)))
        let names = try XCTUnwrap(buildSystemEnum(in: schema), "affected.schema.json has no buildSystem enum")
        XCTAssertEqual(names, ProjectReaders.all(manifests: .static).map(\.buildSystem))
    }

    func testEveryReaderHasItsOwnName() {
        let names = ProjectReaders.all(manifests: .static).map(\.buildSystem)
        XCTAssertEqual(Set(names).count, names.count)
    }

    /// The first `buildSystem` property's `enum` found in the schema, depth first.
    private func buildSystemEnum(in value: JSON5Value) -> [String]? {
        var pending = [value]
        while let next = pending.popLast() {
            switch next.kind {
            case .object(let members):
                if let property = members.first(where: { $0.key == "buildSystem" })?.value,
                   case .object(let fields) = property.kind,
                   let list = fields.first(where: { $0.key == "enum" })?.value, case .array(let items) = list.kind {
                    return items.compactMap { if case .string(let text) = $0.kind { text } else { nil } }
                }
                pending += members.map(\.value).reversed()
            case .array(let items):
                pending += items.reversed()
            default:
                continue
            }
        }
        return nil
    }
}
