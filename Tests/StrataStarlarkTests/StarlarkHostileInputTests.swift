import Foundation
import StrataStarlark
import XCTest

/// Input that must not crash, hang or exhaust the stack: each gives a clear issue, and the rest of the file still
/// counts. Run on a thread with a small stack, as the readers' threads may have.
final class StarlarkHostileInputTests: XCTestCase {
    /// Evaluates `build` on a thread of 512 KiB of stack.
    private func evaluate(_ build: String, files: [String: String] = [:], limits: StarlarkInterpreter.Limits = .init())
        -> (names: [String], issues: [String]) {
        let host = MemoryHost(files: files)
        nonisolated(unsafe) var result: StarlarkPackage?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = StarlarkInterpreter(host: host, limits: limits)
                .evaluateBuildFile(path: "pkg/BUILD", package: "pkg", bytes: Array(build.utf8))
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        return (result?.targets.map(\.name) ?? [], result?.issues.map { "\($0.location.line): \($0.message)" } ?? [])
    }

    private let after = "\ncc_library(name = \"after\")\n"

    func testRecursionIsAnIssue() {
        let defs = "def f(n):\n    return f(n - 1) if n > 0 else 0\n\nX = 1\n"
        let result = evaluate("load(\":defs.bzl\", \"f\")\ncc_library(name = \"r\", srcs = [f(3)])" + after,
                              files: ["pkg/defs.bzl": defs])
        XCTAssertEqual(result.names, ["after"])
        XCTAssertEqual(result.issues.count, 1)
        XCTAssertTrue(result.issues[0].contains("recursion: f -> f"), "\(result.issues)")
    }

    func testMutualRecursionIsAnIssue() {
        let defs = "def a(n):\n    return b(n)\n\ndef b(n):\n    return a(n)\n"
        let result = evaluate("load(\":defs.bzl\", \"a\")\na(1)" + after, files: ["pkg/defs.bzl": defs])
        XCTAssertEqual(result.names, ["after"])
        XCTAssertTrue(result.issues.first?.contains("recursion: a -> b -> a") ?? false, "\(result.issues)")
    }

    func testDeepNestingIsAnIssue() {
        for (open, close) in [("[", "]"), ("(", ")"), ("{", "}"), ("-", "")] {
            let deep = String(repeating: open, count: 100_000) + "1" + String(repeating: close, count: 100_000)
            let result = evaluate("x = " + deep + after)
            XCTAssertEqual(result.names, ["after"], open)
            XCTAssertTrue(result.issues.first?.contains("nested more than") ?? false, "\(open): \(result.issues)")
        }
    }

    func testDeeplyNestedValuesAreReleasedWithoutRecursion() {
        let defs = "def deep():\n    x = []\n    for i in range(100000):\n        x = [x]\n    y = {}\n    for i in range(100000):\n"
            + "        y = {\"k\": y, \"s\": struct(v = y)}\n    return 1\n"
        let result = evaluate("load(\":defs.bzl\", \"deep\")\ncc_library(name = \"d\", srcs = [str(deep())])" + after,
                              files: ["pkg/defs.bzl": defs])
        XCTAssertEqual(result.names, ["d", "after"], "\(result.issues)")
    }

    func testHugeComprehensionsStopAtTheBudget() {
        var limits = StarlarkInterpreter.Limits()
        limits.statementSteps = 200_000
        let result = evaluate("x = [i for i in range(1000000) for j in range(1000)]" + after, limits: limits)
        XCTAssertEqual(result.names, ["after"])
        XCTAssertTrue(result.issues.first?.contains("steps") ?? false, "\(result.issues)")
        let big = evaluate("x = \"ab\" * 100000000" + after)
        XCTAssertTrue(big.issues.first?.contains("is not built") ?? false, "\(big.issues)")
        let range = evaluate("x = range(9223372036854775807)" + after)
        XCTAssertTrue(range.issues.first?.contains("is not built") ?? false, "\(range.issues)")
    }

    func testLoopsWithoutEndStopAtTheBudget() {
        var limits = StarlarkInterpreter.Limits()
        limits.statementSteps = 100_000
        let defs = "def forever():\n    l = [1]\n    for x in l:\n        l.append(x)\n"
        let result = evaluate("load(\":defs.bzl\", \"forever\")\nforever()" + after, files: ["pkg/defs.bzl": defs], limits: limits)
        XCTAssertEqual(result.names, ["after"])
        XCTAssertTrue(result.issues.first?.contains("cannot change a list while it is iterated") ?? false, "\(result.issues)")
    }

    func testTruncatedAndGarbageInput() {
        let source = "cc_library(name = \"a\")\nx = [1, 2,\ncc_library(name = \"b\")\n"
        XCTAssertEqual(evaluate(source).names, ["a"], "an unclosed bracket swallows the rest, as in Python")
        let garbage = evaluate("cc_library(name = \"a\")\n$$$ \u{7}\u{0} ``\ncc_library(name = \"b\"")
        XCTAssertEqual(garbage.names, ["a"])
        XCTAssertFalse(garbage.issues.isEmpty)
        var bytes: [UInt8] = Array("cc_library(name = \"a\")\n".utf8) + [0xFF, 0xFE, 0x80, 0x0A] + Array("cc_library(name = \"b\")\n".utf8)
        let host = MemoryHost()
        let result = StarlarkInterpreter(host: host).evaluateBuildFile(path: "pkg/BUILD", package: "pkg", bytes: bytes)
        XCTAssertEqual(result.targets.map(\.name), ["a", "b"])
        XCTAssertEqual(result.issues.count, 1)
        bytes = Array("s = \"\"\"never closed\n".utf8)
        XCTAssertEqual(StarlarkInterpreter(host: host).evaluateBuildFile(path: "pkg/BUILD", package: "pkg", bytes: bytes).issues.count, 1)
        for length in 0..<40 {
            _ = evaluate(String("def f(a, *b, **c):\n    return [x for x in a if x]\n".prefix(length)))
        }
    }

    func testUnindentAndBadIndentation() {
        let result = evaluate("cc_library(name = \"a\")\n    cc_library(name = \"b\")\ncc_library(name = \"c\")\n")
        XCTAssertEqual(result.names, ["a", "c"])
        XCTAssertEqual(result.issues, ["2: unexpected indentation"])
    }

    func testExternalMacrosAndUnknownNamesAreNamed() {
        let result = evaluate("""
        load("@other//rules:defs.bzl", "magic")
        magic(name = "m")
        undefined_rule(name = "u")
        cc_library(name = "kept")
        """)
        XCTAssertEqual(result.names, ["kept"])
        XCTAssertEqual(result.issues, [
            "2: magic(), loaded from @other//rules:defs.bzl, is not on disk; the targets it declares are not read",
            "3: undefined_rule() could not be evaluated: name 'undefined_rule' is not defined",
        ])
    }

    func testLoadCyclesAndFailuresAreIssues() {
        let files = ["pkg/a.bzl": "load(\":b.bzl\", \"B\")\nA = 1\n", "pkg/b.bzl": "load(\":a.bzl\", \"A\")\nB = A\n"]
        let result = evaluate("load(\":a.bzl\", \"A\")\ncc_library(name = \"x\", srcs = [A])" + after, files: files)
        XCTAssertEqual(result.names, ["x", "after"])
        let failing = evaluate("load(\":f.bzl\", \"f\")\nf()" + after, files: ["pkg/f.bzl": "def f():\n    fail(\"no\")\n"])
        XCTAssertEqual(failing.issues, ["2: f() could not be evaluated: fail(): no (pkg/f.bzl:2)"])
    }
}
