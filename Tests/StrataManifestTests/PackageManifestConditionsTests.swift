import StrataScan
import XCTest

@testable import StrataManifest

/// `#if` in `Package.swift`: decided by the one engine in ``PackageManifestConfiguration`` (SwiftPM on Linux),
/// the code under an unknown condition reported as skipped.
final class PackageManifestConditionsTests: XCTestCase {
    /// Parentheses group what `!` negates, and `&&` binds tighter than `||`; an unknown flag decides nothing
    /// unless the rest of the condition does.
    func testParenthesisedConditionsThroughTheReader() {
        let source = manifest(targets: """
            .target(name: "A"),
            #if !(DEBUG || TUIST)
            .target(name: "Open"),
            #endif
            #if !(os(macOS) || os(Windows))
            .target(name: "NotMacNorWindows"),
            #endif
            #if !(os(Linux) || DEBUG)
            .target(name: "Never"),
            #endif
            #if (os(Linux) && (DEBUG || !canImport(Darwin)))
            .target(name: "Nested"),
            #endif
            #if os(macOS) && DEBUG || os(Linux)
            .target(name: "Precedence"),
            #endif
            #if DEBUG || os(Linux)
            .target(name: "Either"),
            #endif
            #if DEBUG && os(macOS)
            .target(name: "Neither"),
            #endif
            """)
        let read = readManifest(source)
        XCTAssertEqual(read.issueLines,
                       ["8:1: skipped a target: code under `#if !(DEBUG || TUIST)`, a condition strata cannot decide"])
        XCTAssertEqual(read.targets.map(\.name), ["A", "NotMacNorWindows", "Nested", "Precedence", "Either"])
    }

    /// Conditions as SwiftPM on Linux decides them, with what strata does not know left open.
    func testConfigurationTable() {
        let table: [(String, Truth)] = [
            ("os(Linux)", .yes), ("os(macOS)", .no), ("os(linux)", .no), ("canImport(Darwin)", .no),
            ("canImport(Glibc)", .unknown), ("DEBUG", .unknown), ("true", .yes), ("false", .no),
            ("swift(>=5.9)", .unknown), ("compiler(>=6.0)", .unknown), ("arch(x86_64)", .unknown),
            ("hasFeature(X)", .unknown), ("hasAttribute(retroactive)", .unknown), ("frobnicate(x)", .unknown),
            // Parentheses, precedence and negation.
            ("!(DEBUG || TUIST)", .unknown), ("!(os(Linux) || DEBUG)", .no), ("!(os(macOS) || os(Windows))", .yes),
            ("os(macOS) && DEBUG || os(Linux)", .yes), ("os(macOS) && (DEBUG || os(Linux))", .no),
            ("!os(macOS) && !canImport(Darwin)", .yes), ("!(os(macOS) && DEBUG)", .yes),
            ("((os(Linux) && !(canImport(Darwin) || os(Windows))))", .yes), ("os(Linux) && DEBUG", .unknown),
            ("frobnicate(x) || os(Linux)", .yes), ("frobnicate(x) && os(Windows)", .no),
        ]
        for (text, expected) in table {
            XCTAssertEqual(BuildCondition(parsing: text)?.evaluate(in: PackageManifestConfiguration()), expected, text)
        }
    }
}
