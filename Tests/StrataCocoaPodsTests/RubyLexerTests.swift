import XCTest
@testable import StrataCocoaPods

final class RubyLexerTests: XCTestCase {
    /// The tokens of `source` as `kind:text`, with string-like tokens showing their value.
    private func describe(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let result = RubyLexer.tokenize(bytes)
        return result.tokens.map { token in
            switch token.kind {
            case .string, .symbol:
                let literal = result.strings[token.payload]
                let text = literal.parts.map { part -> String in
                    switch part {
                    case .text(let text): return text
                    case .interpolation(let range, _): return "#{" + String(decoding: bytes[range], as: UTF8.self) + "}"
                    }
                }.joined()
                return "\(token.kind):\(text)"
            case .words:
                return "words:" + result.wordLists[token.payload].joined(separator: ",")
            case .newline:
                return "nl"
            default:
                return "\(token.kind):" + String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            }
        }
    }

    func testTokenTable() {
        let table: [(String, [String])] = [
            ("pod 'Alamofire', '~> 5.0'", ["identifier:pod", "string:Alamofire", "comma:,", "string:~> 5.0"]),
            ("pod 'A', :path => 'B'", ["identifier:pod", "string:A", "comma:,", "symbol:path", "arrow:=>", "string:B"]),
            ("pod 'A', path: 'B'", ["identifier:pod", "string:A", "comma:,", "label:path:", "string:B"]),
            // A statement's first name and a name right after the colon: a command and a symbol (WeChatSwift's Podfile).
            ("platform:ios, '13.0'", ["identifier:platform", "symbol:ios", "comma:,", "string:13.0"]),
            ("a\nplatform:ios", ["identifier:a", "nl", "identifier:platform", "symbol:ios"]),
            ("pod 'A', path:'B'", ["identifier:pod", "string:A", "comma:,", "label:path:", "string:B"]),
            ("f(key:value)", ["identifier:f", "leftParen:(", "label:key:", "identifier:value", "rightParen:)"]),
            ("x = {\nkey:value}", ["identifier:x", "assign:=", "leftBrace:{", "nl", "label:key:", "identifier:value",
                                    "rightBrace:}"]),
            ("key: value", ["label:key:", "identifier:value"]),
            ("use_frameworks! # comment", ["identifier:use_frameworks!"]),
            ("inherit! :search_paths", ["identifier:inherit!", "symbol:search_paths"]),
            ("s.ios.source_files = %w[a b]", ["identifier:s", "dot:.", "identifier:ios", "dot:.", "identifier:source_files",
                                              "assign:=", "words:a,b"]),
            ("Pod::Spec.new do |s|", ["constant:Pod", "doubleColon:::", "constant:Spec", "dot:.", "identifier:new",
                                      "identifier:do", "pipe:|", "identifier:s", "pipe:|"]),
            ("\"#{name}/Sources\"", ["string:#{name}/Sources"]),
            ("\"a\\tb\\\"c\"", ["string:a\tb\"c"]),
            ("'it\\'s \\n'", ["string:it's \\n"]),
            ("{\"name\": \"X\"}", ["leftBrace:{", "string:name", "colon::", "string:X", "rightBrace:}"]),
            ("{\"a\":\"b\"}", ["leftBrace:{", "string:a", "colon::", "string:b", "rightBrace:}"]),
            ("x ||= 1", ["identifier:x", "operatorAssign:||=", "number:1"]),
            ("a = b ? c : d", ["identifier:a", "assign:=", "identifier:b", "operator:?", "identifier:c", "colon::", "identifier:d"]),
            ("%q(a (b) c)", ["string:a (b) c"]),
            ("x = /re+/", ["identifier:x", "assign:=", "opaqueLiteral:/re+/"]),
            ("n = a / b", ["identifier:n", "assign:=", "identifier:a", "operator:/", "identifier:b"]),
            ("\"\\u00e9\"", ["string:é"]),
            ("@x $y", ["variable:@x", "variable:$y"]),
            ("\u{1}", ["unknown:\u{1}"]),
        ]
        for (source, expected) in table {
            XCTAssertEqual(describe(source), expected, source)
        }
    }

    func testNewlinesEndStatementsOnlyOutsideBracketsAndAfterCompleteLines() {
        XCTAssertEqual(describe("a\nb"), ["identifier:a", "nl", "identifier:b"])
        XCTAssertEqual(describe("pod 'A',\n  :path => 'B'"),
                       ["identifier:pod", "string:A", "comma:,", "symbol:path", "arrow:=>", "string:B"])
        XCTAssertEqual(describe("f(1,\n2)"), ["identifier:f", "leftParen:(", "number:1", "comma:,", "number:2", "rightParen:)"])
        XCTAssertEqual(describe("a\n  .b"), ["identifier:a", "dot:.", "identifier:b"])
        XCTAssertEqual(describe("a \\\n b"), ["identifier:a", "identifier:b"])
        XCTAssertEqual(describe("a\n\n\nb\n"), ["identifier:a", "nl", "identifier:b", "nl"])
    }

    func testHeredocBodyIsOneStringAndTheLineGoesOn() {
        let source = "s.description = <<-DESC\n  Some text\n  DESC\ns.name = 'X'"
        XCTAssertEqual(describe(source), ["identifier:s", "dot:.", "identifier:description", "assign:=", "string:  Some text\n", "nl",
                                          "identifier:s", "dot:.", "identifier:name", "assign:=", "string:X"])
        let squiggly = "x = <<~EOS.strip\n  body\nEOS\ny"
        XCTAssertEqual(describe(squiggly),
                       ["identifier:x", "assign:=", "string:  body\n", "dot:.", "identifier:strip", "nl", "identifier:y"])
    }

    func testCommentsBlockCommentsAndEndMarkerAreDropped() {
        XCTAssertEqual(describe("a # b\n=begin\npod 'X'\n=end\nc\n__END__\npod 'Y'"), ["identifier:a", "nl", "identifier:c", "nl"])
    }

    func testPositionsCountLinesAndCharacters() {
        let result = RubyLexer.tokenize(Array("# é\n  pod 'é', :x\n".utf8))
        let positions = result.tokens.filter { $0.kind != .newline }.map { "\($0.line):\($0.column)" }
        XCTAssertEqual(positions, ["2:3", "2:7", "2:10", "2:12"])
        let accented = RubyLexer.tokenize(Array("'é' x".utf8))
        XCTAssertEqual(accented.tokens.last?.column, 5)
    }

    func testUnterminatedLiteralsBecomeDiagnosticsAtTheirStart() {
        let table: [(String, [String], Int)] = [
            ("pod 'Alamofire", ["unterminated string"], 1),
            ("x = 1\ny = \"abc", ["unterminated string"], 2),
            ("x = <<~EOS\nbody", ["unterminated heredoc"], 1),
            ("x = \"#{a", ["unterminated interpolation", "unterminated string"], 1),
            ("=begin\nnever ends", ["unterminated =begin comment"], 1),
            ("x = %w[a b", ["unterminated word list"], 1),
        ]
        for (source, message, line) in table {
            let diagnostics = RubyLexer.tokenize(Array(source.utf8)).diagnostics
            XCTAssertEqual(diagnostics.map(\.message), message, source)
            XCTAssertEqual(diagnostics.first?.position.line, line, source)
        }
    }

    func testGarbageBytesNeverStopTheLexer() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<2_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = RubyLexer.tokenize(bytes)
            for token in result.tokens {
                XCTAssertLessThanOrEqual(token.start, token.end)
                XCTAssertLessThanOrEqual(token.end, bytes.count)
            }
        }
        XCTAssertTrue(RubyLexer.tokenize([]).tokens.isEmpty)
    }

    /// A Podfile has a token for every few bytes, and every node of its parsed program has a position: they stay
    /// small (a token was 56 bytes and a position 16, and a large Podfile took some 100 bytes of memory per byte).
    func testTokensAndPositionsStaySmall() {
        XCTAssertLessThanOrEqual(MemoryLayout<RubyToken>.stride, 24)
        XCTAssertEqual(MemoryLayout<RubyPosition>.stride, 8)
        let tokens = RubyLexer.tokenize(Array(String(repeating: "pod 'A', :path => 'B'\n", count: 10_000).utf8))
        XCTAssertEqual(tokens.tokens.count, 70_000)
        XCTAssertLessThan(tokens.tokens.capacity, 70_000 + 4_096, "the room left by growing is given back")
    }
}
