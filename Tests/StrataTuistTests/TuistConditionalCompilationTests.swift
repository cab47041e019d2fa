import StrataProject
import StrataScan
import StrataTestSupport
import XCTest

@testable import StrataTuist

/// `#if` in Tuist's manifests: decided by the one engine in ``TuistManifestConfiguration``, every branch
/// definite.
final class TuistConditionalCompilationTests: XCTestCase {
    /// `#if !(DEBUG || TUIST)` is false in Tuist's build; before the one engine, the reader skipped the
    /// parentheses and took it.
    func testParenthesisedConditionInAProject() throws {
        let tree = try TemporaryTree()
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription

            #if !(DEBUG || TUIST)
            let name = "Wrong"
            #else
            let name = "Right"
            #endif

            let project = Project(name: "P", targets: [
                .target(name: name, destinations: .iOS, product: .framework, bundleId: "x"),
            #if !(os(macOS) && TUIST) || DEBUG
                .target(name: "Never", destinations: .iOS, product: .framework, bundleId: "y"),
            #elseif (TUIST && (os(iOS) || !DEBUG))
                .target(name: "Nested", destinations: .iOS, product: .framework, bundleId: "z"),
            #endif
            ])
            """)
        let result = tree.read("Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["Right", "Nested"])
    }

    /// Conditions as Tuist's build decides them: nested parentheses, `&&` over `||`, `!` binding its operand.
    func testConfigurationTable() {
        let table: [(String, Truth)] = [
            ("TUIST", .yes), ("DEBUG", .no), ("SOME_FLAG", .no), ("true", .yes), ("false", .no),
            ("os(macOS)", .yes), ("os(OSX)", .yes), ("os(iOS)", .no), ("os(Linux)", .no),
            ("canImport(ProjectDescription)", .yes), ("canImport(Anything, _version: 2)", .yes),
            ("swift(>=5.9)", .yes), ("compiler(<6.0)", .yes), ("hasFeature(StrictConcurrency)", .yes),
            ("arch(arm64)", .no), ("targetEnvironment(simulator)", .no), ("_runtime(_ObjC)", .no),
            ("hasAttribute(retroactive)", .no), ("_endian(little)", .no), ("frobnicate(x)", .no),
            // Parentheses, precedence and negation.
            ("!(DEBUG || TUIST)", .no), ("!DEBUG || TUIST", .yes), ("!(DEBUG && TUIST)", .yes),
            ("TUIST || DEBUG && os(Linux)", .yes), ("(TUIST || DEBUG) && os(Linux)", .no),
            ("DEBUG && os(Linux) || TUIST", .yes), ("DEBUG && (os(Linux) || TUIST)", .no),
            ("!((TUIST && (DEBUG || !os(Linux))) || DEBUG)", .no), ("!!TUIST", .yes),
            ("!(os(iOS) || os(tvOS)) && canImport(Foundation)", .yes),
        ]
        for (text, expected) in table {
            XCTAssertEqual(BuildCondition(parsing: text)?.evaluate(in: TuistManifestConfiguration()), expected, text)
        }
    }

    /// The tokens kept: a condition strata cannot read is not taken, and stray directives are kept as tokens.
    func testActiveTokens() {
        let cases: [(String, String)] = [
            ("#if !(DEBUG || TUIST)\na\n#elseif (TUIST)\nb\n#else\nc\n#endif", "b"),
            ("#if (TUIST\na\n#else\nb\n#endif", "b"),
            ("#if TUIST\n#if DEBUG\na\n#elseif os(macOS)\nb\n#endif\n#else\nc\n#endif\nd", "b d"),
            ("#endif\na\n#warning(\"x\")", "#endif a #warning ( \"x\" )"),
        ]
        for (source, expected) in cases {
            let bytes = Array(source.utf8)
            let kept = TuistScriptParsing.activeTokens(Lexer.tokenize(bytes).tokens, bytes: bytes)
            let text = bytes.withUnsafeBytes { buffer in kept.map { $0.text(in: buffer) }.joined(separator: " ") }
            XCTAssertEqual(text, expected, source)
        }
    }
}
