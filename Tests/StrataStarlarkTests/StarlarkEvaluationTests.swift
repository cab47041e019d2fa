import StrataStarlark
import StrataText
import XCTest

/// The Starlark subset BUILD files and macros use, evaluated: each case declares a `filegroup` whose `srcs` is
/// the value under test, printed with `repr`-like text.
final class StarlarkEvaluationTests: XCTestCase {
    /// The value of `expression`, evaluated after `prelude` in a `.bzl` file that the BUILD file loads.
    private func value(_ expression: String, prelude: String = "", files: [String: String] = [:]) -> String {
        var host = MemoryHost(files: files)
        host.files["pkg/defs.bzl"] = prelude + "\nVALUE = " + expression + "\n"
        let result = host.evaluate("load(\":defs.bzl\", \"VALUE\")\nfilegroup(name = \"x\", srcs = VALUE)\n")
        XCTAssertEqual(result.issues, [], "issues of \(expression)")
        return result.targets.first?.attribute("srcs").map(Self.describe) ?? "<none>"
    }

    static func describe(_ value: StarlarkValue) -> String {
        switch value {
        case .none: return "None"
        case .bool(let flag): return flag ? "True" : "False"
        case .int(let number): return String(number)
        case .string(let text, _): return "\"" + text + "\""
        case .list(let list): return "[" + list.elements.map(describe).joined(separator: ", ") + "]"
        case .tuple(let list): return "(" + list.elements.map(describe).joined(separator: ", ") + (list.elements.count == 1 ? ",)" : ")")
        case .dict(let dict):
            return "{" + zip(dict.keys, dict.values).map { describe($0) + ": " + describe($1) }.joined(separator: ", ") + "}"
        case .structure(let structure):
            return "struct(" + structure.fields.map { $0.name + "=" + describe($0.value) }.joined(separator: ", ") + ")"
        case .select(let select): return "select(\(select.parts.count) parts)"
        case .unknown(let problem): return "<unknown: \(problem.message)>"
        default: return "<\(value.typeName)>"
        }
    }

    func testAKnownRuleCalledWithAPositionalArgumentIsAFunctionOfItsRuleSet() {
        var host = MemoryHost(files: [:])
        host.knownRules.formUnion(["xcodeproj", "top_level_target"])
        let result = host.evaluate("""
            load("@rules_xcodeproj//xcodeproj:defs.bzl", "top_level_target", "xcodeproj")
            xcodeproj(name = "project", top_level_targets = [top_level_target(":App", target_environments = ["simulator"])])
            """)
        XCTAssertEqual(result.issues, [], "the value is unknown, and read by no one")
        XCTAssertEqual(result.targets.map(\.name), ["project"])
        XCTAssertEqual(result.targets.first?.attribute("top_level_targets").map(Self.describe),
                       "[<unknown: top_level_target() is a function of its rule set that is not evaluated>]")
    }

    func testFunctionsWithDefaultsKeywordsAndUnpacking() {
        let prelude = """
        def f(a, b = 2, *rest, c = 3, **named):
            return [a, b, list(rest), c, sorted(named.keys())]
        """
        XCTAssertEqual(value("f(1)", prelude: prelude), "[1, 2, [], 3, []]")
        XCTAssertEqual(value("f(1, 5, 6, 7, c = 8, z = 1, y = 2)", prelude: prelude), "[1, 5, [6, 7], 8, [\"y\", \"z\"]]")
        XCTAssertEqual(value("f(*[1, 2], **{\"c\": 9})", prelude: prelude), "[1, 2, [], 9, []]")
        XCTAssertEqual(value("(lambda x, y = 1: x + y)(4)"), "5")
    }

    func testControlFlow() {
        let prelude = """
        def classify(values):
            out = []
            for v in values:
                if v < 0:
                    continue
                elif v == 0:
                    out.append("zero")
                elif v > 10:
                    break
                else:
                    out.append("n%d" % v)
            return out
        """
        XCTAssertEqual(value("classify([-1, 0, 3, 11, 4])", prelude: prelude), "[\"zero\", \"n3\"]")
    }

    func testComprehensionsAndBuiltins() {
        XCTAssertEqual(value("[x * 2 for x in range(5) if x % 2 == 0]"), "[0, 4, 8]")
        XCTAssertEqual(value("{k: v for k, v in zip([\"a\", \"b\"], [1, 2])}"), "{\"a\": 1, \"b\": 2}")
        XCTAssertEqual(value("[(i, s) for i, s in enumerate([\"a\", \"b\"], 1)]"), "[(1, \"a\"), (2, \"b\")]")
        XCTAssertEqual(value("[len(\"abc\"), len([1]), int(\"0x1f\", 16), str(12), bool([]), type({})]"),
                       "[3, 1, 31, \"12\", False, \"dict\"]")
        XCTAssertEqual(value("sorted([\"b\", \"a\", \"C\"], reverse = True)"), "[\"b\", \"a\", \"C\"]")
        XCTAssertEqual(value("sorted([3, 1, 2], key = lambda x: -x)"), "[3, 2, 1]")
        XCTAssertEqual(value("[min(3, 1, 2), max([4, 9]), any([0, 1]), all([])]"), "[1, 9, True, True]")
        XCTAssertEqual(value("[hasattr(struct(a = 1), \"a\"), getattr(struct(a = 1), \"b\", 7)]"), "[True, 7]")
        XCTAssertEqual(value("[1, 2, 3, 4][1:3] + [1, 2, 3][::-1]"), "[2, 3, 3, 2, 1]")
    }

    /// Bazel's structs (up to Bazel 7) write themselves as JSON, fields sorted by name (xchammer's configuration macros).
    func testStructsWriteJSON() {
        XCTAssertEqual(value(#"struct(b = [1, True, None], a = "x\"y", c = struct(d = {"k": (2,)})).to_json()"#),
                       #""{"a":"x\"y","b":[1,true,null],"c":{"d":{"k":[2]}}}""#)
        XCTAssertEqual(value("struct(f = len).to_json()"), "<unknown: struct.to_json() of a value JSON cannot hold>")
    }

    func testStringMethodsAndFormatting() {
        XCTAssertEqual(value("\"{}-{name}\".format(1, name = \"x\")"), "\"1-x\"")
        XCTAssertEqual(value("\"%s:%d %r\" % (\"a\", 3, \"q\")"), "\"a:3 \"q\"\"")
        XCTAssertEqual(value("\"a/b/c\".split(\"/\") + \"a/b/c\".rsplit(\"/\", 1)"), "[\"a\", \"b\", \"c\", \"a/b\", \"c\"]")
        XCTAssertEqual(value("[\"Ab\".lower(), \"ab\".upper(), \" x \".strip(), \"a-b\".replace(\"-\", \"_\")]"),
                       "[\"ab\", \"AB\", \"x\", \"a_b\"]")
        XCTAssertEqual(value("[\"ab\".startswith(\"a\"), \"ab\".endswith((\"x\", \"b\")), \",\".join([\"a\", \"b\"])]"),
                       "[True, True, \"a,b\"]")
        XCTAssertEqual(value("[\"x.swift\".removesuffix(\".swift\"), \"abcabc\".count(\"b\"), \"a\" in \"cat\"]"),
                       "[\"x\", 2, True]")
    }

    func testDictsAndMutation() {
        let prelude = """
        def build():
            d = {"a": 1}
            d.update({"b": 2}, c = 3)
            d["d"] = d.get("z", 4)
            l = [1]
            l += [2]
            l.extend([3])
            l.insert(0, 0)
            return [sorted(d.items()), d.pop("a"), l, d.setdefault("e", 5), list(d.values())]
        """
        XCTAssertEqual(value("build()", prelude: prelude),
                       "[[(\"a\", 1), (\"b\", 2), (\"c\", 3), (\"d\", 4)], 1, [0, 1, 2, 3], 5, [2, 3, 4, 5]]")
    }

    func testStringLiterals() {
        let prelude = #"""
        RAW = r"a\nb"
        TRIPLE = """one
        two"""
        JOINED = ("a"
            "b")
        CONTINUED = 1 + \
            2
        """#
        XCTAssertEqual(value("[RAW, TRIPLE, JOINED, CONTINUED, '\\x41\\u00e9']", prelude: prelude),
                       "[\"a\\nb\", \"one\ntwo\", \"ab\", 3, \"Aé\"]")
    }

    func testSelectsAddToLists() {
        let result = value("[\":a\"] + select({\"@platforms//os:ios\": [\":b\"], \"//conditions:default\": []}) + [\":c\"]")
        XCTAssertEqual(result, "select(3 parts)")
    }

    func testSkylibHelpers() {
        let prelude = """
        load("@bazel_skylib//lib:dicts.bzl", "dicts")
        load("@bazel_skylib//lib:paths.bzl", "paths")
        """
        XCTAssertEqual(value("[dicts.add({\"a\": 1}, {\"b\": 2}), paths.join(\"a\", \"b.swift\"), paths.basename(\"a/b.c\")]",
                             prelude: prelude), "[{\"a\": 1, \"b\": 2}, \"a/b.swift\", \"b.c\"]")
    }

    func testMacrosDeclareTargetsAtTheirCall() {
        let host = MemoryHost(files: [
            "tools/BUILD": "",
            "tools/defs.bzl": """
            load("@rules_swift//swift:swift.bzl", "swift_library")
            def feature(name, deps = []):
                swift_library(name = name + "Interface")
                swift_library(name = name, deps = [":%sInterface" % name] + deps)
                native.cc_library(name = name + "C")
            """,
        ])
        let result = host.evaluate("""
        load("//tools:defs.bzl", "feature")
        package(default_visibility = ["//visibility:public"])

        feature(
            name = "Feed",
            deps = ["//Core"],
        )
        """)
        XCTAssertEqual(result.issues, [])
        XCTAssertEqual(result.targets.map(\.name), ["FeedInterface", "Feed", "FeedC"])
        XCTAssertEqual(result.targets.map(\.kind), ["swift_library", "swift_library", "cc_library"])
        XCTAssertEqual(result.targets.map(\.location.line), [4, 4, 4])
        XCTAssertEqual(result.targets.first?.macro, "feature")
        XCTAssertEqual(result.loadedFiles, ["tools/defs.bzl"])
        let deps = result.targets[1].attribute("deps")?.elements ?? []
        XCTAssertEqual(deps.compactMap(\.stringValue), [":FeedInterface", "//Core"])
        if case .string(_, let origin) = deps[1] {
            XCTAssertEqual(origin, SourceLocation(file: "pkg/BUILD", line: 6, column: 13), "where the BUILD file writes it")
        }
    }

    func testLabels() {
        XCTAssertEqual(StarlarkLabel.parse("//Modules/Feed", in: "x"),
                       StarlarkLabel(repository: nil, package: "Modules/Feed", name: "Feed"))
        XCTAssertEqual(StarlarkLabel.parse(":Feed", in: "x"), StarlarkLabel(repository: nil, package: "x", name: "Feed"))
        XCTAssertEqual(StarlarkLabel.parse("@swift-syntax//:SwiftSyntax", in: "x"),
                       StarlarkLabel(repository: "swift-syntax", package: "", name: "SwiftSyntax"))
        XCTAssertEqual(StarlarkLabel.parse("@@//a:b", in: "x"), StarlarkLabel(repository: nil, package: "a", name: "b"))
        XCTAssertEqual(StarlarkLabel.parse("@repo", in: "x"), StarlarkLabel(repository: "repo", package: "", name: "repo"))
        XCTAssertNil(StarlarkLabel.parse("//", in: "x"))
        XCTAssertEqual(StarlarkLabel(repository: nil, package: "Modules/Chat", name: "Chat").written(from: nil), "//Modules/Chat")
        XCTAssertEqual(StarlarkLabel(repository: nil, package: "", name: "App").written(from: nil), "//:App")
    }
}
