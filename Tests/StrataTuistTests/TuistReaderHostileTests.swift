import Foundation
import StrataProject
import StrataTestSupport
import StrataTuist
import XCTest

/// Manifests and helpers no reader may crash, hang or overflow the stack on. Each is read from a thread with
/// a 512 KiB stack, so that recursion following the input's nesting would crash the test.
final class TuistReaderHostileTests: XCTestCase {
    private func readOnSmallStack(_ tree: TemporaryTree, _ path: String) -> ProjectReadResult {
        let context = ProjectReadContext(root: tree.path, fileSystem: FileSystemSnapshot())
        return SmallStack.run { TuistReader().read(path, context: context) }
    }

    private func repeated(_ piece: String, _ count: Int) -> String {
        String(repeating: piece, count: count)
    }

    /// A manifest with one target whose `name:` is `expression`.
    private func manifest(name expression: String) -> String {
        "import ProjectDescription\nlet project = Project(name: \"P\", targets: [.target(name: \(expression), "
            + "destinations: .iOS, product: .app, bundleId: \"x\")])\n"
    }

    func testMalformedManifestsGiveIssuesNotCrashes() throws {
        let n = SmallStack.deepNesting
        let header = "import ProjectDescription\n"
        let cases: [(String, String, UInt)] = [
            ("only the import", header, #line),
            ("unterminated string", header + "let project = Project(name: \"App, targets: [])\n", #line),
            ("unterminated comment", header + "let project = Project(name: \"App\", targets: []) /* and then", #line),
            ("unterminated call", header + "let project = Project(name: \"App\", targets: [", #line),
            ("stray closers", header + ")))]]]}}} let project = Project(name: \"x\") ]", #line),
            (
                "garbage bytes",
                header + String(decoding: (0..<4_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self),
                #line
            ),
            ("nested parens", manifest(name: repeated("(", n) + "\"A\"" + repeated(")", n)), #line),
            ("unclosed parens", manifest(name: repeated("(", n)), #line),
            ("nested arrays", manifest(name: repeated("[", n) + repeated("]", n)), #line),
            ("nested closures", manifest(name: repeated("{ ", n) + repeated("} ", n)), #line),
            ("nested calls with closures", manifest(name: repeated("f({", n) + repeated("})", n)), #line),
            ("nested interpolations", manifest(name: repeated("\"\\(", 2_000) + "1" + repeated(")\"", 2_000)), #line),
            ("negations", manifest(name: repeated("!", n) + "true"), #line),
            ("ternary chain", manifest(name: repeated("true ? 1 : ", n) + "2"), #line),
            ("long member chain", manifest(name: "\"A\"" + repeated(".x", n)), #line),
            (
                "nested ifs",
                header + repeated("if true {\n", n) + repeated("}\n", n)
                    + "let project = Project(name: \"P\", targets: [nope])\n", #line
            ),
            (
                "nested #if",
                header + repeated("#if os(macOS)\n", n) + "let project = Project(name: \"P\", targets: [nope])\n"
                    + repeated("#endif\n", n), #line
            ),
        ]
        let tree = try TemporaryTree(self)
        for (name, source, line) in cases {
            try tree.write("Project.swift", source)
            let result = readOnSmallStack(tree, "Project.swift")
            XCTAssertFalse(result.issues.isEmpty, name, line: line)
            XCTAssertEqual(result.manifestFiles, ["Project.swift"], name, line: line)
        }
    }

    func testLongButFlatInputIsRead() throws {
        let tree = try TemporaryTree(self)
        let count = 100_000
        let dependencies = (0..<count).map { ".target(name: \"D\($0 % 10)\")" }.joined(separator: ", ")
        let sum = (0..<count).map { _ in "1" }.joined(separator: " + ")
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription

            let total = \(sum)
            let project = Project(name: "P", targets: [
                .target(name: "App\\(total)", destinations: .iOS, product: .app, bundleId: "x",
                        dependencies: [\(dependencies)]),
            ])
            """)
        let result = readOnSmallStack(tree, "Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.first?.name, "App\(count)")
        XCTAssertEqual(result.modules.first?.dependencies.count, count)
    }

    func testRecursiveAndEndlessHelpersGiveIssuesAtTheirLines() throws {
        let tree = try TemporaryTree(self)
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Loops.swift",
            """
            import ProjectDescription

            func forever(_ n: Int) -> String {
                forever(n + 1)
            }

            func spin() -> String {
                var n = 0
                while true { n += 1 }
                return "never"
            }

            func deep(_ n: Int) -> [String] { [[[[[[[[[[[[[[[[deep(n + 1)]]]]]]]]]]]]]]]] }
            """)
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "P", targets: [
                .target(name: forever(0), destinations: .iOS, product: .app, bundleId: "x"),
                .target(name: spin(), destinations: .iOS, product: .app, bundleId: "x"),
                .target(name: "Deep", destinations: .iOS, product: .app, bundleId: "x", dependencies: deep(0)),
                .target(name: "Fine", destinations: .iOS, product: .framework, bundleId: "y"),
            ])
            """)
        let result = readOnSmallStack(tree, "Project.swift")
        XCTAssertEqual(result.modules.map(\.name), ["Deep", "Fine"])
        let messages = result.issues.map { "\($0.location.line): \($0.message)" }
        XCTAssertTrue(
            messages.contains {
                $0.hasPrefix("5: cannot evaluate `forever(n + 1)` in Tuist/ProjectDescriptionHelpers/Loops.swift:4")
                    && $0.contains("calls nested more than 48 deep")
            }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("6: ") && $0.contains("steps to evaluate") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("7: ") }, "\(messages)")
    }

    func testAnUnevaluableConstructIsAnIssueAtItsLineAndTheRestIsRead() throws {
        let tree = try TemporaryTree(self)
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift",
            """
            import ProjectDescription

            extension Target {
                public static func feature(_ name: String) -> Target {
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "x",
                            dependencies: [.target(name: name.obfuscated())])
                }
            }
            """)
        try tree.write("Sources/A.swift", "let a = 1\n")
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "P", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "x", sources: ["Sources/**"],
                        dependencies: [.target(name: "Kit"), .target(name: try! computeName()),
                                       .external(name: "Lib")]),
                .feature("Kit"),
                Target.mystery(),
            ])
            """)
        let result = readOnSmallStack(tree, "Project.swift")
        XCTAssertEqual(result.modules.map(\.name), ["App", "Kit"])
        XCTAssertEqual(result.module("App")?.dependencyNames, ["Kit", "pkg:Lib"])
        XCTAssertEqual(result.module("App")?.sourceFiles, ["Sources/A.swift"])
        XCTAssertEqual(result.module("Kit")?.dependencyNames, [])
        let issues = result.issues.map { "\($0.location.file):\($0.location.line): \($0.message)" }
        XCTAssertEqual(
            issues,
            [
                "Project.swift:6: cannot evaluate `computeName()` (the function 'computeName')",
                "Project.swift:8: cannot evaluate `name.obfuscated()` in "
                    + "Tuist/ProjectDescriptionHelpers/Project+Templates.swift:6 "
                    + "(the method '.obfuscated(…)' on the string \"Kit\")",
                "Project.swift:9: a target strata cannot read (a value made by .mystery(…))",
            ])
        XCTAssertTrue(result.issues.allSatisfy { !$0.isFatal })
    }

    /// Long and deep chains of operators the helpers declare: a long flat chain is read, a right-grouping chain
    /// of lazy operands ends at the call depth, brackets nested too deeply at the parser's depth.
    func testLongAndDeepChainsOfADeclaredOperatorEnd() throws {
        let tree = try TemporaryTree(self)
        try tree.write(
            "Tuist/ProjectDescriptionHelpers/Operators.swift",
            """
            precedencegroup ForwardPipe { associativity: left }
            infix operator |>: ForwardPipe
            func |> <T, U>(value: T, function: (T) -> U) -> U { function(value) }
            precedencegroup Choice { associativity: right }
            infix operator ?>: Choice
            func ?> <T>(condition: Bool, value: @autoclosure () -> T?) -> T? { condition ? value() : nil }
            func same(_ name: String) -> String { name }
            """)
        let long = "\"Long\"" + repeated(" |> same", 5_000)
        let lazy = repeated("true ?> ", 20_000) + "\"Lazy\""
        let nested = repeated("(", 10_000) + "\"Nested\"" + repeated(" |> same)", 10_000)
        try tree.write(
            "Project.swift",
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "P", targets: [
                .target(name: \(long), destinations: .iOS, product: .app, bundleId: "x"),
                .target(name: \(lazy), destinations: .iOS, product: .app, bundleId: "x"),
                .target(name: \(nested), destinations: .iOS, product: .app, bundleId: "x"),
                .target(name: "Fine", destinations: .iOS, product: .framework, bundleId: "y"),
            ])
            """)
        let result = readOnSmallStack(tree, "Project.swift")
        XCTAssertEqual(result.modules.map(\.name), ["Long", "Fine"])
        let messages = result.issues.map { "\($0.location.line): \($0.message)" }
        XCTAssertFalse(messages.contains { $0.hasPrefix("5: ") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("6: ") && $0.contains("calls nested more than") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("7: ") && $0.contains("nested") }, "\(messages)")
    }

    /// 200,000 nested functions, closures, `do` blocks and arrays of calls, then a project: the brackets are
    /// matched in linear time (each `)` searched the stack of open `{` and `[` for its `(`: 200,000 nested
    /// functions took 32 s in a release build), the parser stops at its depth, and the project is read.
    func testDeeplyNestedCodeIsSkippedInLinearTime() throws {
        let n = 200_000
        let tree = try TemporaryTree(self)
        let shapes: [(String, String)] = [
            ("functions", repeated("func f() -> String {\n", n) + repeated("}\n", n)),
            ("closures", "let c = " + repeated("{\n", n) + repeated("}\n", n)),
            ("blocks", "func g() {\n" + repeated("do {\n", n) + repeated("}\n", n) + "}\n"),
            ("arrays of calls", "func h() -> [String] { " + repeated("[f(), ", n) + repeated("]", n) + " }\n"),
        ]
        for (name, nested) in shapes {
            let project = "let project = Project(name: \"P\", targets: [.target(name: \"App\", destinations: .iOS, "
                + "product: .app, bundleId: \"x\")])\n"
            try tree.write("Project.swift", "import ProjectDescription\n" + nested + project)
            let result = readOnSmallStack(tree, "Project.swift")
            XCTAssertEqual(result.modules.map(\.name), ["App"], name)
        }
    }

    /// One literal of 100,000 interpolations: their lines are counted in one pass over the literal (each was
    /// counted from the literal's start, O(n²): 14 s in a release build).
    func testManyInterpolationsInOneLiteralAreRead() throws {
        let tree = try TemporaryTree(self)
        let name = "\"App" + repeated("\\(\"\")", 100_000) + "\""
        try tree.write("Project.swift", manifest(name: name))
        let result = readOnSmallStack(tree, "Project.swift")
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.modules.map(\.name), ["App"])
    }

    func testManyBrokenStatementsAreCountedNotListed() throws {
        let tree = try TemporaryTree(self)
        try tree.write(
            "Project.swift",
            "import ProjectDescription\n" + repeated("let = ]\n", 50_000)
                + "let project = Project(name: \"P\", targets: [])\n")
        let result = readOnSmallStack(tree, "Project.swift")
        XCTAssertEqual(result.issues.count, 101)
        XCTAssertEqual(result.issues.last?.message, "49900 more problems in Project.swift not listed")
    }
}
