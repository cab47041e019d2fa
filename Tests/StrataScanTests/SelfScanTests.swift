import Foundation
import XCTest
@testable import StrataScan

/// Runs the scanner over strata's own sources and these tests (which are full of hostile literals):
/// valid Swift must scan without problems, with the imports it has.
final class SelfScanTests: XCTestCase {
    /// The package root, three levels above this file.
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func swiftFiles(under directory: String) throws -> [URL] {
        let base = root.appendingPathComponent(directory)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    private func facts(_ url: URL) throws -> FileFacts {
        Scanner.scan([UInt8](try Data(contentsOf: url)))
    }

    func testSourcesScanWithoutProblems() throws {
        let files = try swiftFiles(under: "Sources")
        XCTAssertGreaterThan(files.count, 10)
        for file in files {
            XCTAssertEqual(try facts(file).problems, [], file.path)
        }
    }

    func testOnlyTheGeneratedFilesSayTheyAreGenerated() throws {
        let generated = try (swiftFiles(under: "Sources") + swiftFiles(under: "Tests")).filter { file in
            try [UInt8](Data(contentsOf: file)).withUnsafeBytes(GeneratedHeader.saysGenerated)
        }
        // One file per asset of the HTML page, the index, one file per rule page, and the toolchain's member names and
        // global names.
        let assets = ["Body", "ErrorCapture", "Graph", "Panels", "Style"].map { "HTMLPageAssets+\($0).generated.swift" }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let pages = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) + ".generated.swift" }
        let lists = ["RulePages.generated.swift", "SystemGlobalNames.generated.swift",
                     "SystemMemberNames+CoreLibraries.generated.swift", "SystemMemberNames+StandardLibrary.generated.swift"]
        XCTAssertEqual(generated.map(\.lastPathComponent).sorted(), (assets + lists + pages).sorted())
    }

    func testScannerSourcesImportNothingAndDeclareTheContract() throws {
        var declared: Set<String> = []
        for file in try swiftFiles(under: "Sources/StrataScan") {
            let facts = try facts(file)
            XCTAssertEqual(facts.imports, [], file.path)
            for declaration in facts.declarations where declaration.kind != .extension {
                declared.insert(declaration.name)
            }
        }
        let contract: Set<String> = ["Lexer", "LexedFile", "Scanner", "Token", "TokenKind", "TokenFlags", "FileFacts",
                                     "ImportFact", "DeclarationFact", "DeclarationKind", "MemberFact",
                                     "TypeReference", "ScanProblem", "Kind", "FactExtractor", "LexerCursor"]
        XCTAssertEqual(contract.subtracting(declared), [])
    }

    func testTestsScanWithoutProblemsAndImportWhatTheyImport() throws {
        let files = try swiftFiles(under: "Tests/StrataScanTests")
        XCTAssertGreaterThan(files.count, 5)
        for file in files {
            let facts = try facts(file)
            XCTAssertEqual(facts.problems, [], file.path)
            let modules = facts.imports.map(\.module).filter { $0 != "Foundation" }
            XCTAssertEqual(modules, ["XCTest", "StrataScan"], file.path)
            XCTAssertEqual(facts.imports.last?.attributes, ["testable"], file.path)
        }
    }

    func testManifest() throws {
        let facts = try facts(root.appendingPathComponent("Package.swift"))
        XCTAssertEqual(facts.imports.map(\.module), ["PackageDescription"])
        XCTAssertEqual(facts.problems, [])
    }
}
