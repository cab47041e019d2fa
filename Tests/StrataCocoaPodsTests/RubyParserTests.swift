import StrataTestSupport
import XCTest
@testable import StrataCocoaPods

final class RubyParserTests: XCTestCase {
    /// A one-line summary of each top-level statement, with blocks and branches inline.
    private func summarize(_ source: String) -> [String] {
        let program = RubyParser.parse(Array(source.utf8))
        func describe(_ index: Int, depth: Int) -> String {
            let statement = program.statements[index]
            var text: String
            switch statement.kind {
            case .expression(.call(let call)):
                text = "call \(call.receiver == nil ? "" : "_.")\(call.name)/\(call.arguments.count)"
            case .expression(.name(let name, _)):
                text = "name \(name)"
            case .expression:
                text = "expression"
            case .assignment(let target, _, let operation):
                if case .name(let name, _) = target { text = "assign \(name)\(operation ?? "")" } else { text = "assign _" }
            case .definition(let name, let parameters):
                text = "def \(name)(\(parameters.map(\.name).joined(separator: ",")))"
            case .conditional(let keyword):
                text = "\(keyword)[" + statement.branches.map { $0.map { describe($0, depth: depth + 1) }.joined(separator: "; ") }
                    .joined(separator: " | ") + "]"
            case .unsupported(let message):
                text = "unsupported: \(message)"
            }
            if let body = statement.body, depth < 8 {
                text += " {" + (statement.blockParameters.isEmpty ? "" : "|\(statement.blockParameters.joined(separator: ","))| ")
                text += body.map { describe($0, depth: depth + 1) }.joined(separator: "; ") + "}"
            }
            return text
        }
        return program.topLevel.map { describe($0, depth: 0) }
    }

    func testStatementTable() {
        let table: [(String, [String])] = [
            ("pod 'A'\npod 'B', :path => 'x'", ["call pod/1", "call pod/2"]),
            ("use_frameworks!\nplatform :ios, '15.0'", ["name use_frameworks!", "call platform/2"]),
            ("target 'App' do\n  pod 'A'\nend", ["call target/1 {call pod/1}"]),
            ("target('App') { pod 'A' }", ["call target/1 {call pod/1}"]),
            ("def shared\n  pod 'A'\nend\nshared", ["def shared() {call pod/1}", "name shared"]),
            ("def local(name, opts = {})\n pod name\nend", ["def local(name,opts) {call pod/1}"]),
            ("pod 'A' if ENV['X']", ["if[call pod/1]"]),
            ("if a\n pod 'A'\nelsif b\n pod 'B'\nelse\n pod 'C'\nend", ["if[call pod/1 | call pod/1 | call pod/1]"]),
            ("names = %w[A B]\nnames.each do |n|\n pod n\nend", ["assign names", "call _.each/0 {|n| call pod/1}"]),
            ("x = 'a', 'b'", ["assign x"]),
            ("x ||= 'a'", ["assign x||"]),
            ("post_install do |installer|\n installer.pods_project.targets.each do |t|\n t.name\n end\nend",
             ["name post_install {|installer| call _.each/0 {|t| call _.name/0}}"]),
            ("Pod::Spec.new do |s|\n s.name = 'X'\n s.dependency 'Y'\nend", ["call _.new/0 {|s| assign _; call _.dependency/1}"]),
            // A class or module declares nothing where it stands (a patch of CocoaPods' classes), nor does a guard that
            // stops `pod install`; a loop may, and is said.
            ("class Foo\n pod 'A'\nend\npod 'B'", ["call pod/1"]),
            ("class ::Pod::Generator::Acknowledgements\n  def footnote_text\n    ''\n  end\nend\npod 'B'", ["call pod/1"]),
            ("module Helpers\n def self.x\n  1\n end\nend\npod 'B'", ["call pod/1"]),
            ("raise 'use bundle exec' unless %w[A B].any? { |k| ENV.key?(k) }\npod 'B'", ["call pod/1"]),
            ("for name in %w[A B]\n pod name\nend\npod 'B'", ["unsupported: 'for' is not part of the Podfile and podspec subset",
                                                               "call pod/1"]),
            ("pod 'A' ) \npod 'B'", ["call pod/1", "unsupported: unexpected ')'", "call pod/1"]),
            ("end\npod 'A'", ["unsupported: unexpected 'end'", "call pod/1"]),
            ("a, b = 1, 2\npod 'A'", ["unsupported: multiple assignment is not part of the Podfile and podspec subset", "call pod/1"]),
            ("target 'A' do\n  foo(bar baz qux) do\n    pod 'X'\n  end\n  pod 'Y'\nend",
             ["call target/1 {unsupported: expected ')', found 'baz'; call pod/1}"]),
            ("pod 'A', :git => 'u' unless x\n", ["unless[call pod/2]"]),
            ("target 'A' do\nend if x", ["if[call target/1 {}]"]),
            // A block's parameters and a method's variables are local to them: `target 'T'` after is a call.
            ("x.each do |target|\n  target 'A'\nend\ntarget 'T' do\nend",
             ["call _.each/0 {|target| name target; unsupported: unexpected ''A''}", "call target/1 {}"]),
            ("def f\n  target = 1\nend\ntarget 'T'", ["def f() {assign target}", "call target/1"]),
            ("target = 1\ndef f\n  target 'T'\nend\ntarget 'U'", ["assign target", "def f() {call target/1}",
                                                                  "name target", "unsupported: unexpected ''U''"]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(summarize(source), expected, source)
        }
    }

    func testCallArgumentsCollectTrailingPairsIntoAHash() {
        let program = RubyParser.parse(Array("pod ['A/**/*.swift', \"B/#{n}\"], path: 'x', :git => 'y'".utf8))
        guard case .expression(.call(let call)) = program.statements[program.topLevel[0]].kind else {
            return failExpectingACall()
        }
        XCTAssertEqual(call.arguments.count, 2)
        guard case .array(let elements, _) = call.arguments[0], case .hash(let pairs, _) = call.arguments[1] else {
            return XCTFail("expected the list and the trailing hash")
        }
        XCTAssertEqual(elements.count, 2)
        XCTAssertEqual(pairs.count, 2)
    }

    private func failExpectingACall() { XCTFail("expected a call") }

    // MARK: - Hostile input

    func testDeeplyNestedBlocksGiveOneDiagnostic() {
        let depth = SmallStack.deepNesting
        let source = String(repeating: "target 'A' do\n", count: depth) + "pod 'X'\n"
            + String(repeating: "end\n", count: depth) + "pod 'Y'\n"
        let program = RubyParser.parse(Array(source.utf8))
        XCTAssertEqual(program.diagnostics.map(\.message), ["blocks nested more than 128 levels deep; their contents are skipped"])
        XCTAssertLessThan(program.statements.count, 200)
        // The closers balanced: the statement after them is at the top level.
        guard let last = program.topLevel.last, case .expression(.call(let call)) = program.statements[last].kind else {
            return XCTFail("expected pod 'Y' at the top level")
        }
        XCTAssertEqual(call.name, "pod")
    }

    func testDeeplyNestedExpressionsFailThatStatementOnly() {
        let openers = ["[", "(", "{", "!", "-", "a ? ", "{ a: "]
        for opener in openers {
            let source = "x = " + String(repeating: opener, count: SmallStack.deepNesting) + "1\npod 'Y'\n"
            let program = RubyParser.parse(Array(source.utf8))
            let summary = program.topLevel.map { program.statements[$0].kind }
            guard case .unsupported(let message)? = summary.first else { return XCTFail("\(opener): expected an unsupported statement") }
            XCTAssertTrue(message.contains("nested more than") || message.contains("expected") || message.contains("unexpected"),
                          "\(opener): \(message)")
            if opener.contains("[") || opener.contains("(") || opener.contains("{") {
                // An unclosed bracket swallows the rest of the file; others stop at the line.
                continue
            }
            guard case .expression(.call(let call))? = summary.last else { return XCTFail("\(opener): expected pod 'Y' after it") }
            XCTAssertEqual(call.name, "pod", opener)
        }
    }

    /// Chains (`1 + 1 + …`, `a or a …`, `a.b.b…`, `a[1][1]…`, `A::B::B…`) make trees that deepen on the left: each
    /// link counts as a level of nesting, so 200,000 links fail their statement only (they overflowed the stack of
    /// the walks over the tree and of its release), and a chain of 40 is still read.
    func testLongChainsFailThatStatementOnly() {
        for link in [" + 1", " or a", ".b", "[1]", "::B", " + 'a'"] {
            let source = "x = A" + String(repeating: link, count: 200_000) + "\npod 'Y'\n"
            let summary = SmallStack.run {
                let program = RubyParser.parse(Array(source.utf8))
                var interpreter = RubyInterpreter(program: program, host: PodfileHost())
                interpreter.run(in: 0)
                return program.topLevel.map { program.statements[$0].kind }
            }
            guard case .unsupported(let message)? = summary.first else { return XCTFail("\(link): expected an unsupported statement") }
            XCTAssertEqual(message, "expression nested more than 48 levels deep", link)
            guard case .expression(.call(let call))? = summary.last else { return XCTFail("\(link): expected pod 'Y' after it") }
            XCTAssertEqual(call.name, "pod", link)
        }
        let source = "x = 'a'" + String(repeating: " + 'a'", count: 40) + "\ntarget 'App' do\n  pod x\nend\n"
        var interpreter = RubyInterpreter(program: RubyParser.parse(Array(source.utf8)), host: PodfileHost())
        interpreter.run(in: 0)
        XCTAssertEqual(interpreter.host.podfile.targets.last?.pods.map(\.name), [String(repeating: "a", count: 41)])
    }

    func testDeepInterpolationAndManyUnclosedBlocks() {
        let interpolation = "x = \"" + String(repeating: "#{\"", count: 5_000) + String(repeating: "\"}", count: 5_000) + "\"\n"
        _ = RubyParser.parse(Array(interpolation.utf8))
        let unclosed = String(repeating: "if a\n", count: SmallStack.deepNesting)
        let program = RubyParser.parse(Array(unclosed.utf8))
        XCTAssertTrue(program.diagnostics.contains { $0.message.contains("never closed") })
    }

    func testGarbageAndEmptyInputNeverCrash() {
        XCTAssertTrue(RubyParser.parse([]).topLevel.isEmpty)
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("pod target do end 'x\" { } [ ] ( ) , : => # | \n \\ %w< << ~ ? def if".utf8)
        for round in 0..<200 {
            let bytes: [UInt8] = (0..<1_500).map { _ in
                round % 2 == 0 ? UInt8.random(in: 0...255, using: &generator) : alphabet.randomElement(using: &generator) ?? 0
            }
            let program = RubyParser.parse(bytes)
            var interpreter = RubyInterpreter(program: program, host: PodfileHost())
            interpreter.run(in: 0)
            var podspec = RubyInterpreter(program: program, host: PodspecHost())
            podspec.run(in: nil)
        }
    }
}
