import XCTest

@testable import StrataScan

/// The walk of `#if` blocks that readers picking branches share: which code is compiled after each directive.
final class ConditionalRegionsTests: XCTestCase {
    /// A directive and its condition's truth, in a short spelling: `if+` (holds), `if-` (does not), `if?`
    /// (unknown), `elseif+`…, `else`, `endif`.
    private func walk(_ script: String) -> String {
        var regions = ConditionalRegions<String>()
        var states: [String] = []
        for (index, step) in script.split(separator: " ").enumerated() {
            let truth: Truth = step.hasSuffix("+") ? .yes : step.hasSuffix("-") ? .no : .unknown
            let name = step.filter { !"+-?".contains($0) }
            let directive: ConditionalDirective = switch name {
            case "if": .if
            case "elseif": .elseif
            case "else": .else
            default: .endif
            }
            let applied = regions.apply(directive, truth: { truth }, reason: { "\(index)" })
            switch regions.state {
            case _ where !applied: states.append("stray")
            case .active: states.append("on")
            case .inactive: states.append("off")
            case .unknown(let reason): states.append("?\(reason)")
            }
        }
        return states.joined(separator: " ")
    }

    func testStatesAfterEachDirective() {
        let table: [(String, String)] = [
            ("if+ else endif", "on off on"),
            ("if- elseif+ elseif+ else endif", "off on off off on"),
            ("if- elseif- else endif", "off off on on"),
            // An unknown branch makes every later branch of its block unknown, for the same reason.
            ("if? elseif+ else endif", "?0 ?0 ?0 on"),
            ("if- elseif? elseif- else endif", "off ?1 ?1 ?1 on"),
            ("if+ elseif? else endif", "on off off on"),
            // Nested blocks take the state around them.
            ("if- if+ else endif endif", "off off off off on"),
            ("if? if+ else endif else endif", "?0 ?0 ?0 ?0 ?0 on"),
            ("if+ if? endif if- else endif endif", "on ?1 on off on on on"),
            // Directives without `#if` change nothing.
            ("endif else elseif+ if+ endif endif", "stray stray stray on on stray"),
        ]
        for (script, expected) in table {
            XCTAssertEqual(walk(script), expected, script)
        }
    }

    func testTruthIsAskedOnlyWhenItDecides() {
        var regions = ConditionalRegions<Void>()
        var asked = 0
        let ask = { () -> Truth in
            asked += 1
            return .yes
        }
        _ = regions.apply(.if, truth: ask, reason: {})
        _ = regions.apply(.elseif, truth: ask, reason: {})
        _ = regions.apply(.else, truth: ask, reason: {})
        _ = regions.apply(.if, truth: ask, reason: {})
        XCTAssertEqual(asked, 1, "a taken branch settles the block, and the code after it is not compiled")
    }

    func testDirectivesAreRecognisedByTheirBytes() {
        let source = "#if A\n#elseif B\n#else\n#endif\n#available #warning #iff"
        let bytes = Array(source.utf8)
        let directives = bytes.withUnsafeBytes { buffer in
            Lexer.tokenize(bytes).tokens.map { ConditionalDirective($0, in: buffer) }
        }
        XCTAssertEqual(directives, [.if, nil, .elseif, nil, .else, .endif, nil, nil, nil])
    }
}
