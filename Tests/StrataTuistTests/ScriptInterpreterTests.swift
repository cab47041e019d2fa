import StrataScript
import XCTest

@testable import StrataTuist

/// The helper patterns real Tuist projects use, each evaluated and compared with what Swift computes.
final class ScriptInterpreterTests: XCTestCase {
    /// µFeatures' module template: an enum of target kinds turned into targets with dependencies between them.
    private let moduleTemplate = """
        import ProjectDescription

        public enum ModuleTarget: String, CaseIterable {
            case interface = "Interface"
            case implementation = ""
            case testing = "Testing"
            case tests = "Tests"

            var product: Product {
                switch self {
                case .interface, .implementation, .testing: return .framework
                case .tests: return .unitTests
                }
            }
        }

        extension Project {
            public static func makeModule(name: String, targets: [ModuleTarget] = ModuleTarget.allCases) -> [String] {
                targets.map { name + $0.rawValue }
            }

            static func dependencies(of kind: ModuleTarget, module name: String) -> [String] {
                switch kind {
                case .interface: return []
                case .implementation: return ["\\(name)Interface"]
                case .testing, .tests:
                    guard kind == .tests else { return [name + "Interface"] }
                    return [name, "\\(name)Testing"]
                }
            }
        }
        """

    func testHelperPatterns() {
        let cases: [(helpers: String, expression: String, expected: String, line: UInt)] = [
            // Static functions, labels, default values, string interpolation and `+`.
            (
                """
                extension Project { static func make(name: String, suffix: String = "Kit") -> String { name + suffix } }
                """,
                "Project.make(name: \"Feed\")", "\"FeedKit\"", #line
            ),
            (
                """
                extension Project {
                    static func make(name: String, suffix: String = "Kit") -> String { "\\(name)-\\(suffix)" }
                }
                """,
                "Project.make(name: \"Feed\", suffix: \"UI\")", "\"Feed-UI\"", #line
            ),
            // An enum of targets mapped to names, `allCases`, raw values, computed properties, `switch`.
            (
                moduleTemplate, "Project.makeModule(name: \"Feed\")",
                "[\"FeedInterface\", \"Feed\", \"FeedTesting\", \"FeedTests\"]", #line
            ),
            (
                moduleTemplate, "Project.makeModule(name: \"Chat\", targets: [.interface, .implementation])",
                "[\"ChatInterface\", \"Chat\"]", #line
            ),
            (
                moduleTemplate, "ModuleTarget.allCases.map(\\.product)",
                "[.framework, .framework, .framework, .unitTests]", #line
            ),
            (
                moduleTemplate, "Project.dependencies(of: .tests, module: \"Feed\")", "[\"Feed\", \"FeedTesting\"]",
                #line
            ),
            (moduleTemplate, "Project.dependencies(of: .testing, module: \"Feed\")", "[\"FeedInterface\"]", #line),
            (moduleTemplate, "ModuleTarget(rawValue: \"Tests\")", "ModuleTarget.tests", #line),
            (moduleTemplate, "ModuleTarget(rawValue: \"Nope\") ?? .interface", "ModuleTarget.interface", #line),
            // Implicit raw values, Int raw values, `capitalized`, `lowercased()`.
            (
                "enum Module: String { case feed, chatList }",
                "[Module.feed.rawValue, Module.chatList.rawValue.capitalized]",
                "[\"feed\", \"Chatlist\"]", #line
            ),
            (
                "enum Layer: Int { case core, domain = 10, feature }", "[Layer.core.rawValue, Layer.feature.rawValue]",
                "[0, 11]", #line
            ),
            ("", "\"Feed\".lowercased() + \"my feed\".capitalized", "\"feedMy Feed\"", #line),
            // `flatMap`, `compactMap`, `filter`, `reduce`, named closure parameters, `$0`.
            (
                "", "[\"A\", \"B\"].flatMap { name in [name, name + \"Tests\"] }",
                "[\"A\", \"ATests\", \"B\", \"BTests\"]", #line
            ),
            ("", "[\"A\", \"\", \"C\"].compactMap { $0.isEmpty ? nil : $0 }", "[\"A\", \"C\"]", #line),
            ("", "[1, 2, 3, 4].filter { $0 % 2 == 0 }", "[2, 4]", #line),
            ("", "[1, 2, 3].reduce(0) { $0 + $1 }", "6", #line),
            ("", "[\"b\", \"a\"].sorted().joined(separator: \",\")", "\"a,b\"", #line),
            // Operators by precedence, ternaries, `??`, casts.
            ("", "1 + 2 * 3 - 4 / 2", "5", #line),
            ("", "true || false && false", "true", #line),
            ("", "1 < 2 ? \"yes\" : \"no\"", "\"yes\"", #line),
            ("", "nil ?? \"fallback\"", "\"fallback\"", #line),
            ("", "(\"x\" as? String) ?? \"\"", "\"x\"", #line),
            ("", "[\"a\"] + [\"b\"] + [\"c\"]", "[\"a\", \"b\", \"c\"]", #line),
            // Static lets, nested types, computed properties of extensions.
            (
                """
                enum Paths { enum Feature: String { case home = "Home" } }
                extension Paths.Feature { var path: String { "Projects/Feature/" + rawValue } }
                """,
                "Paths.Feature.home.path", "\"Projects/Feature/Home\"", #line
            ),
            (
                """
                extension SourceFilesList { static let sources: SourceFilesList = "Sources/**" }
                func make(sources: SourceFilesList) -> SourceFilesList { sources }
                """,
                "make(sources: .sources)", "\"Sources/**\"", #line
            ),
            // Structs: memberwise and explicit initializers, methods, `self`.
            (
                "struct Spec { var name: String; var product: String = \"framework\" }", "Spec(name: \"Feed\")",
                "Spec(name: \"Feed\", product: \"framework\")", #line
            ),
            (
                """
                struct Spec { let name: String
                 init(module: String) { self.name = module + "Kit" }
                 func full() -> String { name + "!" } }
                """,
                "Spec(module: \"UI\").full()", "\"UIKit!\"", #line
            ),
            // The `Configurable.with { $0.x = … }` pattern: an inout closure parameter.
            (
                """
                protocol Configurable {}
                extension Configurable {
                    func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
                        var copy = self
                        try block(&copy)
                        return copy
                    }
                }
                struct Spec: Configurable { var sources: String = "Sources/**" }
                """, "Spec().with { $0.sources = \"Interface/**\" }.sources", "\"Interface/**\"", #line
            ),
            // Protocol extensions reached through a conformance, `case let .x(y as any P)` patterns.
            (
                """
                protocol Named { func targetName(suffix: String) -> String }
                extension Named where Self: RawRepresentable {
                    func targetName(suffix: String) -> String { "\\(self.rawValue)\\(suffix)" }
                }
                enum Paths: Named { case feature(Feature)
                 enum Feature: String, Named { case Home }
                    func targetName(suffix: String) -> String {
                        switch self {
                        case let .feature(module as any Named): return module.targetName(suffix: suffix)
                        }
                    }
                }
                """, "Paths.feature(.Home).targetName(suffix: \"Interface\")", "\"HomeInterface\"", #line
            ),
            // MiniSuperApp: an extension of RawRepresentable, which an enum with a raw type conforms to without naming it.
            (
                """
                extension RawRepresentable where Self.RawValue == String { var packageName: String { rawValue + "Kit" } }
                enum FeatureDependencies: String, CaseIterable { case feature = "Feature" }
                """, "FeatureDependencies.feature.packageName", "\"FeatureKit\"", #line
            ),
            // Overloads told apart by labels, variadic parameters, `Self` and `.init`.
            (
                """
                extension Target { static func make(name: String) -> String { name }
                 static func make(module: Int) -> String { "m\\(module)" } }
                """,
                "[Target.make(name: \"a\"), Target.make(module: 2)]", "[\"a\", \"m2\"]", #line
            ),
            ("func all(_ names: String...) -> Int { names.count }", "all(\"a\", \"b\", \"c\")", "3", #line),
            (
                "extension Project { static func app(name: String) -> Self { .init(name: name, targets: []) } }",
                "Project.app(name: \"App\")", ".Project(name: \"App\", targets: [])", #line
            ),
            // `if`/`guard`/`for`/`while`, mutation, local functions, switch expressions.
            (
                """
                func make(_ tests: Bool) -> [String] { var all = ["A"]
                 if tests { all.append("ATests") } else { all += ["B"] }
                 return all }
                """,
                "[make(true), make(false)]", "[[\"A\", \"ATests\"], [\"A\", \"B\"]]", #line
            ),
            (
                """
                func first(_ names: [String]) -> String { guard let name = names.first else { return "none" }
                 return name }
                """,
                "[first([]), first([\"x\"])]", "[\"none\", \"x\"]", #line
            ),
            (
                """
                func names() -> [String] { var result: [String] = []
                 for index in 0..<3 where index != 1 { result.append("T\\(index)") }
                 return result }
                """,
                "names()", "[\"T0\", \"T2\"]", #line
            ),
            ("func count() -> Int { var n = 0\n while n < 5 { n += 1 }\n return n }", "count()", "5", #line),
            (
                "func outer() -> Int { func inner(x: Int) -> Int { x * 2 }\n return inner(x: 21) }", "outer()", "42",
                #line
            ),
            (
                """
                enum Kind { case app, lib
                 var product: String { switch self { case .app: "app"
                 case .lib: "framework" } } }
                """,
                "Kind.lib.product", "\"framework\"", #line
            ),
            // Associated values, `if case`, dictionaries, the empty environment.
            (
                """
                enum Dep { case module(String, tests: Bool) }
                func name(_ dep: Dep) -> String {
                    if case let .module(name, tests) = dep, tests { return name + "Tests" }
                 return "none" }
                """,
                "name(.module(\"Feed\", tests: true))", "\"FeedTests\"", #line
            ),
            ("", "[\"A\": \"1\"].merging([\"B\": \"2\"])", "[\"A\": \"1\", \"B\": \"2\"]", #line),
            // A trailing closure combines (Team-Notitime/NOFFICE-iOS's settings).
            ("", "[\"A\": \"1\", \"B\": \"0\"].merging([\"B\": \"2\"]) { (_, new) in new }",
             "[\"A\": \"1\", \"B\": \"2\"]", #line),
            ("", "ProcessInfo.processInfo.environment[\"TUIST_ENV\"] ?? \"dev\"", "\"dev\"", #line),
            ("", "[\"a\", \"b\"].enumerated().map { \"\\($0.offset)\\($0.element)\" }", "[\"0a\", \"1b\"]", #line),
            // What `.member` means comes from the context: parameter and field types, implicit member chains,
            // the other side of a comparison; when several types declare it, it waits for a context to decide.
            (
                """
                enum Kind: String { case interface, sources }
                extension SourceFilesList { static let interface: SourceFilesList = "Interface/**" }
                func has(_ kinds: Set<Kind>) -> [Bool] { [kinds.contains(.interface), kinds.contains(.sources)] }
                func glob(_ list: SourceFilesList) -> SourceFilesList { list }
                """, "has([.interface]) + [glob(.interface) == \"Interface/**\"]", "[true, false, true]", #line
            ),
            (
                """
                struct Spec { var product: Product = .framework
                 var kind: String = "" }
                extension Path { static var app: Path { .relativeToRoot("App") } }
                func make() -> Product { var spec = Spec()
                 spec.product = .app
                 return spec.product }
                """,
                "make()", ".app", #line
            ),
            (
                """
                extension TargetDependency { struct SPM {} }
                extension TargetDependency.SPM { static let Alamofire = TargetDependency.external(name: "Alamofire") }
                extension ModulePaths { enum SPM: String { case Alamofire } }
                enum ModulePaths {}
                func deps(_ list: [TargetDependency]) -> [TargetDependency] { list }
                """,
                "deps([.SPM.Alamofire])", "[.external(name: \"Alamofire\")]", #line
            ),
            (
                "enum A { case shared }\nenum B { case shared, other }\nfunc isShared(_ b: B) -> Bool { b == .shared }",
                "[isShared(.shared), isShared(.other)]",
                "[true, false]", #line
            ),
            // ProjectDescription calls become made values; `.target(name:)` in a dependency list.
            (
                "", "TargetDependency.project(target: \"Chat\", path: .relativeToRoot(\"Projects/Chat\"))",
                ".project(target: \"Chat\", path: .relativeToRoot(\"Projects/Chat\"))", #line
            ),
        ]
        for (helpers, expression, expected, line) in cases {
            XCTAssertEqual(ScriptHarness.value(of: expression, helpers: helpers), expected, expression, line: line)
        }
    }

    /// Swift syntax that manifests use around what they compute.
    func testSyntaxForms() {
        let cases: [(helpers: String, expression: String, expected: String, line: UInt)] = [
            ("#if os(macOS)\nlet platform = \"mac\"\n#else\nlet platform = \"other\"\n#endif", "platform", "\"mac\"",
             #line),
            ("#if DEBUG\nlet mode = \"debug\"\n#elseif TUIST\nlet mode = \"tuist\"\n#endif", "mode", "\"tuist\"",
             #line),
            ("let name = \"Feed\"", "\"\"\"\n    \\(name)\n      Kit\n    \"\"\"", "\"Feed\n  Kit\"", #line),
            ("", "#\"raw \\(not) \"quoted\"\"#", "\"raw \\(not) \"quoted\"\"", #line),
            ("", "Set<String>([\"a\", \"a\", \"b\"]).count", "2", #line),
            ("func f(_ x: [String: Set<Array<Int>>]) -> Int { x.count }", "f([:])", "0", #line),
            ("enum M: String { case a, b }", "[M.a, M.b].map(\\.rawValue)", "[\"a\", \"b\"]", #line),
            ("func f() throws -> Int { 1 }", "(try? f()) ?? 0", "1", #line),
            ("struct S { static var all: [String] { [\"x\"] }\n var first: String { get { Self.all[0] } set { } } }",
             "S().first", "\"x\"", #line),
            ("indirect enum Tree { case leaf(String), node([Tree]) }\ntypealias Name = String\n"
                + "func f(_ n: Name) -> Name { n }",
             "f(\"t\")", "\"t\"", #line),
            ("func pick(_ a: Int, or b: () -> Int) -> Int { a > 0 ? a : b() }", "pick(0) { 7 }", "7", #line),
            ("func both(first: () -> Int, second: () -> Int) -> Int { first() + second() }",
             "both { 1 } second: { 2 }", "3", #line),
            ("let values = [1, 2, 3]", "values\n    .map { $0 * 2 }\n    .filter { $0 > 2 }", "[4, 6]", #line),
            ("", "[1, 2, 3].first(where: { $0 > 1 })!", "2", #line),
        ]
        for (helpers, expression, expected, line) in cases {
            XCTAssertEqual(ScriptHarness.value(of: expression, helpers: helpers), expected, expression, line: line)
        }
    }

    /// What the interpreter cannot or must not run is unknown, with the reason, never a guess or a crash.
    func testUnevaluableHelpersGiveReasons() {
        let cases: [(helpers: String, expression: String, reason: String, line: UInt)] = [
            ("func loop(_ n: Int) -> Int { loop(n + 1) }", "loop(0)", "calls nested more than 48 deep", #line),
            (
                "func ping(_ n: Int) -> Int { pong(n) }\nfunc pong(_ n: Int) -> Int { ping(n) }", "ping(0)",
                "calls nested more than", #line
            ),
            (
                "func spin() -> Int { var n = 0\n while true { n += 1 }\n return n }", "spin()", "steps to evaluate",
                #line
            ),
            ("enum E { static let a: String = b\n static let b: String = a }", "E.a", "depends on itself", #line),
            ("", "\"x\".frobnicate()", "the method '.frobnicate(…)'", #line),
            ("", "undefinedName + 1", "the name 'undefinedName'", #line),
            ("func f() -> Int { throw Failure() }", "f()", "'throw', which strata does not run", #line),
            (
                "enum Kind { case a, b }\nfunc f(_ k: Kind) -> Int { switch k { case .a: return 1 } }", "f(.b)",
                "no case of the `switch`", #line
            ),
            ("", "Int.max + 1", "the operator", #line),
            ("", "(1...1_000_000).count", "a range larger than strata builds", #line),
        ]
        for (helpers, expression, reason, line) in cases {
            let rendered = ScriptHarness.value(of: expression, helpers: helpers)
            XCTAssertTrue(
                rendered.hasPrefix("unknown(") && rendered.contains(reason), "\(expression): \(rendered)", line: line)
        }
    }

    /// A list keeps what is known when one element cannot be evaluated.
    func testListsKeepTheElementsThatEvaluate() {
        let rendered = ScriptHarness.value(of: "[\"A\", undefined(), \"C\"]")
        XCTAssertEqual(rendered, "[\"A\", unknown(the function 'undefined'), \"C\"]")
        XCTAssertEqual(ScriptHarness.value(of: "[\"A\"].map { $0 == \"A\" ? $0 : nope }"), "[\"A\"]")
    }

    /// Team-WSS/WSS-iOS-V2 names every module through `pascalCased`, a regular expression's replacement; patterns that
    /// could backtrack for long are not matched.
    func testRegularExpressionReplacements() {
        let pascalCased = """
            extension String {
                var pascalCased: String {
                    let spaced = replacingOccurrences(of: "([a-z0-9])([A-Z])", with: "$1 $2", options: .regularExpression)
                    return spaced.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
                }
            }
            """
        XCTAssertEqual(ScriptHarness.value(of: "\"myPageFeature\".pascalCased", helpers: pascalCased), "\"MyPageFeature\"")
        XCTAssertEqual(ScriptHarness.value(of: #""a-b".replacingOccurrences(of: "-", with: "_", options: [.regularExpression])"#),
                       "\"a_b\"")
        for pattern in ["(a+)+b", "(a|a)*", "a*a*a*a*b", "([a-z"] {
            let call = "\"aaaa\".replacingOccurrences(of: \"\(pattern)\", with: \"\", options: .regularExpression)"
            let rendered = ScriptHarness.value(of: call)
            XCTAssertTrue(rendered.hasPrefix("unknown(a regular expression strata does not match"), "\(pattern): \(rendered)")
        }
    }

    /// Pepsi-Club/WhereMyBus-iOS capitalizes a case's raw value through its characters (`rawValue.map { $0 }`).
    func testAStringIsACollectionOfCharacters() {
        let helpers = """
            enum Presentation: String {
                case busStop
                var module: String {
                    var name = rawValue.map { $0 }
                    name.removeFirst()
                    name.insert(Character(rawValue.first!.uppercased()), at: 0)
                    return "\\(String(name))Feature"
                }
            }
            """
        XCTAssertEqual(ScriptHarness.value(of: "Presentation.busStop.module", helpers: helpers), "\"BusStopFeature\"")
        XCTAssertEqual(ScriptHarness.value(of: #""a-b-c".filter { $0 != "-" }"#), "\"abc\"")
        XCTAssertEqual(ScriptHarness.value(of: #"Array("ab")"#), "[\"a\", \"b\"]")
        XCTAssertEqual(ScriptHarness.value(of: #""ab".contains(where: { $0 == "b" })"#), "true")
    }

    /// depromeet/Cllog-iOS: `case module(name: String, useDemo: Bool = false)`, made without `useDemo`, matched by
    /// `case let .module(name, useDemo)`.
    func testAnEnumCasesDefaultAssociatedValuesAreFilledIn() {
        let helpers = """
            enum ModuleType { case module(name: String, useDemo: Bool = false) }
            func describe(_ type: ModuleType) -> String {
                switch type {
                case let .module(name, useDemo): return useDemo ? name + "Demo" : name
                }
            }
            """
        XCTAssertEqual(ScriptHarness.value(of: #"describe(.module(name: "Core"))"#, helpers: helpers), "\"Core\"")
        XCTAssertEqual(ScriptHarness.value(of: #"describe(.module(name: "Kit", useDemo: true))"#, helpers: helpers), "\"KitDemo\"")
    }
}
