import XCTest
@testable import StrataScan

/// A token as tests compare it: kind and text (backticks kept).
struct LexedToken: Equatable, CustomStringConvertible {
    var kind: TokenKind
    var text: String
    var description: String { "\(kind)(\(text))" }
}

/// Shorthand for building expected token lists.
func tok(_ kind: TokenKind, _ text: String) -> LexedToken { LexedToken(kind: kind, text: text) }

/// Lexes `source` and returns its tokens with their raw text.
func lexTokens(_ source: String) -> [LexedToken] {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBytes { buffer in
        Lexer.tokenize(buffer).tokens.map { token in
            LexedToken(kind: token.kind, text: String(decoding: buffer[Int(token.start)..<Int(token.end)], as: UTF8.self))
        }
    }
}

/// Lexes raw bytes and returns the whole result.
func lexFile(_ bytes: [UInt8]) -> LexedFile { Lexer.tokenize(bytes) }

/// Lexes `source` and returns its tokens and problems.
func lexFile(_ source: String) -> LexedFile { Lexer.tokenize(Array(source.utf8)) }

/// The value of the first token of `source`, which must be a string literal.
func literalValue(_ source: String) -> String? {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBytes { buffer in
        guard let first = Lexer.tokenize(buffer).tokens.first else { return "<no token>" }
        return stringLiteralValue(first, in: buffer)
    }
}

/// Scans `source` and returns its facts.
func scan(_ source: String) -> FileFacts { Scanner.scan(Array(source.utf8)) }

/// An import as tests write it: the fields that matter, line and column last.
func imp(_ module: String, path: String? = nil, kind: String? = nil, attributes: [String] = [], access: String? = nil,
         conditions: [ConditionClause] = [], at position: (Int, Int)) -> ImportFact {
    ImportFact(module: module, path: path ?? module, kind: kind, attributes: attributes, access: access,
               line: position.0, column: position.1, conditions: conditions)
}

/// The clause `#if condition`.
func when(_ condition: String) -> ConditionClause { ConditionClause(condition: condition) }

/// The clause `#elseif condition` after clauses with the conditions `earlier`.
func orElse(_ condition: String, after earlier: String...) -> ConditionClause {
    ConditionClause(condition: condition, earlier: earlier)
}

/// The clause `#else` after clauses with the conditions `earlier`.
func otherwise(after earlier: String...) -> ConditionClause { ConditionClause(condition: nil, earlier: earlier) }
