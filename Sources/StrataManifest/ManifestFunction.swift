import StrataScan
import StrataText

/// A function a manifest declares whose body is one expression (`static func feature(_ name: String) -> Target {
/// .target(name: name, dependencies: ["Core"]) }`): a call of it is that expression with the parameters bound to the
/// arguments, as helpers that make products, targets and dependencies are written (GistHub's `.singleTargetLibrary`,
/// ProtonVPN's `.core(module:)`). Any other function stays unevaluated.
struct ManifestFunction {
    struct Parameter {
        /// The argument label; `nil` for `_`.
        var label: String?
        var name: String
        /// The default value's expression (`[]` in `linkerSettings: [LinkerSetting] = []`); `nil` when it has none.
        var defaultValue: ArraySlice<ManifestSyntax.Item>?
    }

    var parameters: [Parameter]
    /// The body's expression: the items of its brace group, after `return`.
    var body: ArraySlice<ManifestSyntax.Item>

    /// How deep calls of manifest functions may nest (a function calling itself stops there).
    static let maxDepth = 8

    /// Words that start a statement: a body holding one is not a single expression.
    private static let statementWords: Set<String> = [
        "let", "var", "if", "guard", "switch", "for", "while", "repeat", "do", "return", "defer", "throw", "func",
    ]

    /// The function declared by the `func` keyword at `index` of `items`: its name, then a parameter list (default
    /// values included), an optional `-> Type`, and a brace body of one expression; `nil` for any other form (generic
    /// parameters, `throws`, `where`, several statements).
    init?(declaredAt index: Int, in items: [ManifestSyntax.Item], evaluator: ManifestEvaluator) {
        let syntax = evaluator.syntax
        var next = index + 2
        guard next < items.count, case .group(let parameterGroup) = items[next],
              syntax.groups[parameterGroup].kind == .paren else { return nil }
        guard let parameters = Self.parameters(of: parameterGroup, evaluator: evaluator) else { return nil }
        next += 1
        // `-> Type`: the arrow, then a (dotted, generic or bracketed) type up to the body.
        if next < items.count, evaluator.isToken(items[next], .operator, "->") {
            next += 1
            while next < items.count, syntax.groupKind(items[next]) != .brace {
                if let word = evaluator.identifier(items[next]), word == "where" { return nil }
                next += 1
            }
        }
        guard next < items.count, case .group(let bodyGroup) = items[next], syntax.groups[bodyGroup].kind == .brace
        else { return nil }
        var body = syntax.groups[bodyGroup].items[...]
        if let first = body.first, evaluator.identifier(first) == "return" { body = body.dropFirst() }
        guard !body.isEmpty, !body.contains(where: { item in
            evaluator.isToken(item, .semicolon) || evaluator.identifier(item).map(Self.statementWords.contains) == true
        }) else { return nil }
        self.parameters = parameters
        self.body = body
    }

    /// `(_ name: String, label other: [T] = [])`: each parameter's label, name and default value; `nil` for a form
    /// strata does not read.
    private static func parameters(of group: Int, evaluator: ManifestEvaluator) -> [Parameter]? {
        var result: [Parameter] = []
        let items = evaluator.syntax.groups[group].items
        var start = 0
        while start < items.count {
            var end = start
            while end < items.count, !evaluator.isToken(items[end], .comma) { end += 1 }
            let parameter = items[start..<end]
            guard let colon = parameter.firstIndex(where: { evaluator.isToken($0, .colon) }) else { return nil }
            let equal = parameter.firstIndex(where: { evaluator.isToken($0, .equal) })
            let defaultValue = equal.map { parameter[($0 + 1)...] }
            if let defaultValue, defaultValue.isEmpty { return nil }
            let words = parameter[..<colon].compactMap(evaluator.identifier)
            guard words.count == parameter[..<colon].count else { return nil }
            switch words.count {
            case 1: result.append(Parameter(label: words[0] == "_" ? nil : words[0], name: words[0], defaultValue: defaultValue))
            case 2: result.append(Parameter(label: words[0] == "_" ? nil : words[0], name: words[1], defaultValue: defaultValue))
            default: return nil
            }
            start = end + 1
        }
        return result
    }

    /// The value of a call with `arguments` (a prepared argument group's value): the body evaluated with each parameter
    /// a constant, its argument's value or, when the call leaves it out, its default's; unevaluated when the arguments do
    /// not match the parameters' labels in order, one of them is unevaluated, or calls nest deeper than ``maxDepth``.
    func call(_ name: String, with arguments: ManifestEvaluator.GroupValue, evaluator: ManifestEvaluator,
              at position: TextPosition) -> ManifestValue {
        guard evaluator.functionDepth < Self.maxDepth else {
            return .unknown(Unevaluated(reason: "calls of '\(name)' nested deeper than strata follows", position: position))
        }
        let mismatch = ManifestValue.unknown(Unevaluated(reason: "a call of '\(name)' strata cannot match to its parameters",
                                                         position: position))
        guard case .arguments(let passed) = arguments else { return mismatch }
        if let unevaluated = passed.lazy.compactMap(\.value.value.unevaluated).first { return .unknown(unevaluated) }
        var inner = evaluator
        inner.functionDepth += 1
        var next = 0
        for parameter in parameters {
            if next < passed.count, passed[next].label == parameter.label {
                inner.constants[parameter.name] = passed[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                // A default is evaluated where the function is declared: it sees no other parameter.
                var outer = evaluator
                outer.prepare(defaultValue)
                inner.constants[parameter.name] = ManifestExpressionEvaluator.evaluate(outer, defaultValue, at: position)
            } else {
                return mismatch
            }
        }
        guard next == passed.count else { return mismatch }
        inner.prepare(body)
        let value = ManifestExpressionEvaluator.evaluate(inner, body, at: position).value
        // The call declares what it makes: a target made by the function is placed at the call (penny-bot's
        // `.lambdaTarget(name: "Faqs", …)`), where adding to it goes, not in the function every such target shares.
        if case .object(let object) = value, let name = object.arguments.firstIndex(where: { $0.label == "name" }) {
            object.arguments[name].value.position = position
        }
        return value
    }
}
