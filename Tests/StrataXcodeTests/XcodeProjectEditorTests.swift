import StrataProject
import StrataTestSupport
import StrataText
import XCTest

@testable import StrataXcode

final class XcodeProjectEditorTests: XCTestCase {
    /// `Fixtures/fix-xcode`'s project: App links Feed (and embeds it), Feed links Chat; Core and Chat link nothing; the
    /// project references the local package `Packages/Kit`.
    private let path = "App.xcodeproj/project.pbxproj"
    private lazy var original: [UInt8] = {
        let url = Fixtures.directory("fix-xcode").appendingPathComponent(path)
        return (try? Array(Data(contentsOf: url))) ?? []
    }()

    /// Where the native target named `name` is declared in `bytes`.
    private func target(_ name: String, in bytes: [UInt8]) throws -> (line: Int, column: Int) {
        let objects = try objects(bytes)
        let id = try XCTUnwrap(objects.identifiers(isa: "PBXNativeTarget").first { objects.string($0, "name") == name })
        let position = objects.position(of: id)
        return (position.line, position.column)
    }

    private func objects(_ bytes: [UInt8]) throws -> PBXObjects {
        try PBXObjects(PropertyListParser.parse(bytes).get())
    }

    /// Every object of `bytes` as `id isa`.
    private func inventory(_ bytes: [UInt8]) throws -> Set<String> {
        let objects = try objects(bytes)
        let list = objects.list
        guard let node = list.value(forKey: "objects", in: list.root) else { return [] }
        return Set(list.entries(node).compactMap { entry in list.text(entry.key).map { "\($0) \(objects.isa($0) ?? "")" } })
    }

    private func applied(_ editor: XcodeProjectEditor, to bytes: [UInt8]) throws -> [UInt8] {
        var result: [UInt8] = []
        var position = 0
        for edit in editor.edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            XCTAssertGreaterThanOrEqual(edit.range.lowerBound, position, "edits overlap")
            result += bytes[position..<edit.range.lowerBound] + edit.replacement
            position = edit.range.upperBound
        }
        return result + bytes[position...]
    }

    /// The three fixes of the fixture, made on `bytes`.
    private func fixed(_ bytes: [UInt8]) throws -> [UInt8] {
        var editor = try XcodeProjectEditor(bytes: bytes, path: path)
        try editor.addTargetDependency(toTargetAt: target("Feed", in: bytes), on: "Core")
        try editor.addTargetDependency(toTargetAt: target("App", in: bytes), on: "Core")
        try editor.addPackageProduct("Kit", package: "Packages/Kit", toTargetAt: target("App", in: bytes))
        let feed = try objects(bytes).identifiers(isa: "PBXNativeTarget").first { try objects(bytes).string($0, "name") == "Feed" }
        let dependency = try XCTUnwrap(objects(bytes).strings(XCTUnwrap(feed), "dependencies").first)
        let place = try objects(bytes).position(of: dependency)
        try editor.removeDependency(at: (place.line, place.column), ofTargetAt: target("Feed", in: bytes))
        return try applied(editor, to: bytes)
    }

    func testEditedProjectKeepsEveryObjectAndReadsBack() throws {
        let edited = try fixed(original)
        let before = try inventory(original), after = try inventory(edited)
        // Feed's dependency on Chat: its target dependency, proxy and Frameworks build file, and nothing else.
        XCTAssertEqual(before.subtracting(after).sorted(), [
            "7A1000322C4E9B1000D1F0A5 PBXBuildFile", "7A1000362C4E9B1000D1F0A5 PBXTargetDependency",
            "7A1000372C4E9B1000D1F0A5 PBXContainerItemProxy",
        ])
        let added = after.subtracting(before).map { $0.split(separator: " ").map(String.init) }
        // Core linked by Feed; linked and embedded by App; Kit linked by App.
        XCTAssertEqual(added.map { $0[1] }.sorted(), [
            "PBXBuildFile", "PBXBuildFile", "PBXBuildFile", "PBXBuildFile", "PBXContainerItemProxy", "PBXContainerItemProxy",
            "PBXTargetDependency", "PBXTargetDependency", "XCSwiftPackageProductDependency",
        ])
        for id in added.map({ $0[0] }) {
            XCTAssertTrue(id.utf8.count == 24 && id.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) }, id)
        }
        // The reader sees the new dependencies and not the removed one.
        let tree = try TemporaryTree()
        try tree.write(path, String(decoding: edited, as: UTF8.self))
        let modules = tree.read("App.xcodeproj").modules
        let dependencies = { (name: String) in modules.first { $0.name == name }?.dependencies.map(\.name) ?? [] }
        XCTAssertEqual(dependencies("Feed"), ["Core"])
        XCTAssertEqual(dependencies("App"), ["Feed", "Core", "Kit"])
        // App copies Core.framework into its Frameworks folder, signed, as it does Feed.framework.
        let project = try objects(edited)
        let embedding = try XCTUnwrap(project.identifiers(isa: "PBXCopyFilesBuildPhase").first)
        XCTAssertEqual(project.strings(embedding, "files").compactMap { project.string($0, "fileRef") },
                       ["7A1000132C4E9B1000D1F0A5", "7A1000272C4E9B1000D1F0A5"])
        // Every section stays sorted by identifier, as Xcode keeps it.
        let layout = PBXLayout(bytes: edited)
        let objects = try objects(edited)
        for (isa, section) in layout.sections {
            let ids = objects.identifiers(isa: isa).filter {
                objects.declaration(of: $0).map { (section.begin..<section.end).contains(objects.list.nodes[$0.key].offset) } ?? false
            }
            XCTAssertEqual(ids, ids.sortedByBytes(), isa)
        }
        XCTAssertNotNil(layout.sections["XCSwiftPackageProductDependency"])
    }

    func testSameInputSameBytesAndCollisionsAvoided() throws {
        let edited = try fixed(original)
        XCTAssertEqual(try fixed(original), edited)
        let added = try inventory(edited).subtracting(inventory(original)).map { String($0.prefix(24)) }.sorted()
        // A file that already holds the identifiers the editor would make gets others.
        let taken = "\tclasses = {\n" + added.map { "\t\t\($0) = 1;\n" }.joined() + "\t};\n"
        let crowded = Array(String(decoding: original, as: UTF8.self)
            .replacingOccurrences(of: "\tclasses = {\n\t};\n", with: taken).utf8)
        let other = try inventory(fixed(crowded)).subtracting(inventory(crowded)).map { String($0.prefix(24)) }
        XCTAssertEqual(other.count, added.count)
        XCTAssertTrue(Set(other).isDisjoint(with: added), "\(other) \(added)")
    }

    func testWhatCannotBeWrittenExactlyIsRefused() throws {
        XCTAssertThrowsError(try XcodeProjectEditor(bytes: Array("<?xml version=\"1.0\"?><plist/>".utf8), path: path)) {
            XCTAssertTrue(($0 as? XcodeProjectEditor.Refusal)?.message.contains("ASCII property list") ?? false, "\($0)")
        }
        let crlf = Array(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        XCTAssertThrowsError(try XcodeProjectEditor(bytes: crlf, path: path))
        var editor = try XcodeProjectEditor(bytes: original, path: path)
        XCTAssertThrowsError(try editor.addPackageProduct("Tools", package: "Packages/Tools", toTargetAt: target("Chat", in: original))) {
            XCTAssertTrue(($0 as? XcodeProjectEditor.Refusal)?.message.contains("does not reference the local package") ?? false)
        }
        XCTAssertThrowsError(try editor.addTargetDependency(toTargetAt: target("Chat", in: original), on: "Elsewhere")) {
            XCTAssertTrue(($0 as? XcodeProjectEditor.Refusal)?.message.contains("no target of App.xcodeproj builds") ?? false)
        }
        XCTAssertThrowsError(try editor.addTargetDependency(toTargetAt: (1, 1), on: "Core"))
        XCTAssertEqual(editor.edits, [])
    }

    func testAPackageInAFolderOfTheGroupsIsLinkedWithoutAReference() throws {
        // The project holds Packages/Kit as a folder reference (Xcode before 15) and references another package.
        let folder = "\t\t7A10FFFF2C4E9B1000D1F0A5 /* Kit */ = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Kit; "
            + "path = Packages/Kit; sourceTree = \"<group>\"; };\n"
        let text = String(decoding: original, as: UTF8.self)
            .replacingOccurrences(of: "relativePath = Packages/Kit;", with: "relativePath = Packages/Other;")
            .replacingOccurrences(of: "/* Begin PBXFileReference section */\n", with: "/* Begin PBXFileReference section */\n" + folder)
            .replacingOccurrences(of: "\t\t\t\t7A10000A2C4E9B1000D1F0A5 /* App */,\n",
                                  with: "\t\t\t\t7A10FFFF2C4E9B1000D1F0A5 /* Kit */,\n\t\t\t\t7A10000A2C4E9B1000D1F0A5 /* App */,\n")
        let bytes = Array(text.utf8)
        var editor = try XcodeProjectEditor(bytes: bytes, path: path)
        try editor.addPackageProduct("Kit", package: "Packages/Kit", toTargetAt: target("App", in: bytes))
        let edited = try applied(editor, to: bytes)
        let objects = try objects(edited)
        let product = try XCTUnwrap(objects.identifiers(isa: "XCSwiftPackageProductDependency").first)
        XCTAssertEqual(objects.string(product, "productName"), "Kit")
        XCTAssertNil(objects.string(product, "package"))
        // A package the project holds in neither way is refused.
        var other = try XcodeProjectEditor(bytes: bytes, path: path)
        XCTAssertThrowsError(try other.addPackageProduct("Tools", package: "Packages/Tools", toTargetAt: target("App", in: bytes)))
    }

    func testAnObjectSomethingElseReferencesStays() throws {
        // Core depends on Chat through the very target dependency (and proxy) Feed uses: removing Feed's leaves them.
        let text = String(decoding: original, as: UTF8.self)
        let shared = text.replacingOccurrences(
            of: "\t\t\t);\n\t\t\tname = Core;",
            with: "\t\t\t\t7A1000362C4E9B1000D1F0A5 /* PBXTargetDependency */,\n\t\t\t);\n\t\t\tname = Core;")
        let bytes = Array(shared.utf8)
        XCTAssertNotEqual(shared, text)
        var editor = try XcodeProjectEditor(bytes: bytes, path: path)
        let place = try objects(bytes).position(of: "7A1000362C4E9B1000D1F0A5")
        try editor.removeDependency(at: (place.line, place.column), ofTargetAt: target("Feed", in: bytes))
        let removed = try inventory(bytes).subtracting(inventory(applied(editor, to: bytes)))
        XCTAssertEqual(removed, ["7A1000322C4E9B1000D1F0A5 PBXBuildFile"])
    }

    func testAHostedTestBundleIsNotLinkedAgainstAStaticProductItsHostHolds() throws {
        // Feed as a test bundle loaded into App, Core a static framework: Feed gets the target dependency, no build file.
        var text = String(decoding: original, as: UTF8.self)
        for bundle in ["com.example.feed;", "com.example.core;"] {
            let extra = bundle == "com.example.feed;" ? "\t\t\t\tTEST_HOST = \"$(BUILT_PRODUCTS_DIR)/App.app/App\";\n"
                : "\t\t\t\tMACH_O_TYPE = staticlib;\n"
            let line = "PRODUCT_BUNDLE_IDENTIFIER = \(bundle)\n"
            text = text.replacingOccurrences(of: line, with: line + extra)
        }
        let bytes = Array(text.utf8)
        XCTAssertNotEqual(bytes, original)
        var editor = try XcodeProjectEditor(bytes: bytes, path: path)
        try editor.addTargetDependency(toTargetAt: target("Feed", in: bytes), on: "Core")
        let added = try inventory(applied(editor, to: bytes)).subtracting(inventory(bytes)).map { $0.split(separator: " ")[1] }
        XCTAssertEqual(added.sorted(), ["PBXContainerItemProxy", "PBXTargetDependency"])
    }
}

