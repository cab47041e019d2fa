/// Runs statements: declarations, assignments, `if`, `guard`, `switch`, `for` and `while` loops, `return`, `break`
/// and `continue`, each in a scope of the interpreter; and assigns to places (`x.field`, `x[key]`).
package struct ScriptStatementExecutor {
    /// The interpreter whose program, scopes and budget it works with.
    package let interpreter: ScriptInterpreter
}

/// How a statement ended.
package enum ScriptFlow {
    case normal
    case returned(ScriptValue)
    case broke
    case continued
    /// The statement could not be run; what follows it cannot be known.
    case failed(ScriptProblem)
}

/// Statements: declarations, assignments, `return`, `if`, `guard`, `switch`, `for`, `while`.
extension ScriptStatementExecutor {
    /// Runs statements in a new scope below `scope`.
    /// - Parameter yieldsValue: The statements are a body whose single expression is its value (a function
    ///   or closure with an implicit `return`, a branch of an `if` or `switch` used as an expression).
    package func executeBlock(
        _ statements: [ScriptStatement], below scope: Int, yieldsValue: Bool,
        expected: ScriptType? = nil
    ) -> ScriptFlow {
        execute(statements, in: interpreter.newScope(parent: scope), yieldsValue: yieldsValue, expected: expected)
    }

    package func execute(_ statements: [ScriptStatement], in scope: Int, yieldsValue: Bool, expected: ScriptType? = nil)
        -> ScriptFlow
    {
        let single = yieldsValue && statements.count == 1
        if single, case .expression(let expression) = statements[0].kind {
            let value = interpreter.expressions.evaluate(expression, in: scope, expected: expected)
            if let problem = value.problem { return .failed(problem) }
            return .returned(value)
        }
        for statement in statements {
            let flow = execute(statement, in: scope, yieldsValue: single, expected: expected)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Runs one statement.
    package func execute(_ statement: ScriptStatement, in scope: Int, yieldsValue: Bool, expected: ScriptType? = nil)
        -> ScriptFlow
    {
        if let problem = interpreter.enter(at: statement.spot) { return .failed(problem) }
        defer { interpreter.leave() }
        switch statement.kind {
        case .variable(let variable):
            declare(variable, in: scope)
            return .normal
        case .function(let function):
            interpreter.closures.append(
                ScriptInterpreter.ClosureRecord(
                    closure: ScriptClosure(parameters: [], body: []), scope: scope,
                    spot: function.spot, function: function))
            interpreter.scopes[scope].variables[function.name] = .closure(interpreter.closures.count - 1)
            return .normal
        case .expression(let expression):
            let value = interpreter.expressions.evaluate(expression, in: scope, expected: nil)
            // `infoPlist.merge(unknown) { … }`: what the call changes becomes unknown, and what follows runs.
            if let problem = value.problem {
                return forget(ScriptSyntaxWalk.assignedNames(in: [statement]), from: scope, because: problem) ? .normal
                    : .failed(problem)
            }
            return .normal
        case .assignment(let target, let spelling, let value):
            return assign(target, spelling, value, in: scope, at: statement.spot)
        case .returnStatement(let expression):
            guard let expression else { return .returned(.null) }
            let value = interpreter.expressions.evaluate(
                expression, in: scope, expected: expected ?? interpreter.context(of: scope)?.returnType)
            if let problem = value.problem { return .failed(problem) }
            return .returned(value)
        case .ifStatement(let branches, let otherwise):
            for branch in branches {
                let branchScope = interpreter.newScope(parent: scope)
                switch holds(branch.conditions, in: branchScope) {
                case .failure(let problem):
                    return skipping(branches.flatMap(\.body) + (otherwise ?? []), in: scope, yieldsValue: yieldsValue,
                                    because: problem)
                case .success(false): continue
                case .success(true):
                    return execute(branch.body, in: branchScope, yieldsValue: yieldsValue, expected: expected)
                }
            }
            guard let otherwise else { return .normal }
            return executeBlock(otherwise, below: scope, yieldsValue: yieldsValue, expected: expected)
        case .guardStatement(let conditions, let otherwise):
            switch holds(conditions, in: scope) {
            case .failure(let problem): return .failed(problem)
            case .success(true): return .normal
            case .success(false):
                let flow = executeBlock(otherwise, below: scope, yieldsValue: false)
                if case .normal = flow {
                    return .failed(interpreter.problem("a `guard` whose `else` does not leave", at: statement.spot))
                }
                return flow
            }
        case .switchStatement(let subject, let cases):
            return executeSwitch(
                subject, cases, in: scope, yieldsValue: yieldsValue, expected: expected, at: statement.spot)
        case .forIn(let pattern, let sequence, let whereClause, let body):
            return executeFor(pattern, sequence, whereClause, body, in: scope, at: statement.spot)
        case .whileLoop(let conditions, let body):
            while true {
                let loopScope = interpreter.newScope(parent: scope)
                switch holds(conditions, in: loopScope) {
                case .failure(let problem): return .failed(problem)
                case .success(false): return .normal
                case .success(true): break
                }
                switch execute(body, in: loopScope, yieldsValue: false) {
                case .normal, .continued: continue
                case .broke: return .normal
                case let flow: return flow
                }
            }
        case .block(let statements):
            return executeBlock(statements, below: scope, yieldsValue: yieldsValue, expected: expected)
        case .breakStatement:
            return .broke
        case .continueStatement:
            return .continued
        case .typeAlias(let name, let type):
            // A value like a type's name: `Alias.member`, `Alias(…)`; not seen by written types (`let x: Alias`).
            let target = type.name.flatMap {
                interpreter.names.typeName($0, from: interpreter.owner(of: scope), inFile: statement.spot.file)
            }
            if let target { interpreter.scopes[scope].variables[name] = .type(target) }
            return .normal
        case .ignored:
            return .normal
        case .unparsed(let reason):
            return .failed(interpreter.problem(reason, at: statement.spot))
        }
    }

    /// `let`/`var` in a body or at the main file's top level.
    private func declare(_ variable: ScriptVariable, in scope: Int) {
        let value: ScriptValue
        if let initializer = variable.initializer {
            value = interpreter.types.coerce(
                interpreter.expressions.evaluate(initializer, in: scope, expected: variable.type), to: variable.type, in: scope)
        } else if let getter = variable.getter {
            value = valueOf(
                executeBlock(getter, below: scope, yieldsValue: true, expected: variable.type), at: variable.spot)
        } else {
            value = .null
        }
        interpreter.scopes[scope].variables[variable.name] = value
        if let type = variable.type { interpreter.scopes[scope].types[variable.name] = type }
    }

    /// The value a body gave: its `return`, or nothing.
    package func valueOf(_ flow: ScriptFlow, at spot: ScriptSpot) -> ScriptValue {
        switch flow {
        case .returned(let value): return value
        case .failed(let problem): return .unknown(problem)
        case .normal: return .null
        case .broke, .continued: return interpreter.unknown("a `break` or `continue` outside a loop", at: spot)
        }
    }

    // MARK: - Conditions

    /// An `if` on what strata cannot know, whose branches only change variables (mash-up-kr/CHALLA-iOS's `if
    /// APIEnvironment.scheme == "http" { plist[…] = … }`, for an Info.plist): the variables they change become unknown,
    /// and what follows runs; a value an unknown one reaches is unknown in turn, and a reader that reads it reports it.
    /// An `if` that may leave (`return`, `break`, `continue`) or gives a value fails.
    private func skipping(_ bodies: [ScriptStatement], in scope: Int, yieldsValue: Bool, because problem: ScriptProblem)
        -> ScriptFlow {
        guard !yieldsValue, !ScriptSyntaxWalk.mayLeave(bodies) else { return .failed(problem) }
        forget(ScriptSyntaxWalk.assignedNames(in: bodies), from: scope, because: problem)
        return .normal
    }

    /// Makes the variables `names` visible from `scope` unknown for `problem`.
    /// - Returns: Whether one of the names is such a variable (`fatalError(…)` changes none).
    @discardableResult
    private func forget(_ names: Set<String>, from scope: Int, because problem: ScriptProblem) -> Bool {
        var forgotten = false
        for name in names.sorted() {
            guard let holder = interpreter.variable(name, from: scope)?.scope else { continue }
            interpreter.scopes[holder].variables[name] = .unknown(problem)
            forgotten = true
        }
        return forgotten
    }

    /// Whether all `conditions` hold, binding what they bind in `scope`.
    package func holds(_ conditions: [ScriptCondition], in scope: Int) -> Result<Bool, ScriptProblem> {
        for condition in conditions {
            switch condition {
            case .boolean(let expression):
                switch interpreter.expressions.evaluate(expression, in: scope, expected: nil) {
                case .boolean(let value): if !value { return .success(false) }
                case .unknown(let problem): return .failure(problem)
                default: return .failure(interpreter.problem("a condition that is not a Bool", at: expression.spot))
                }
            case .optionalBinding(let name, let expression):
                let value = interpreter.expressions.evaluate(expression, in: scope, expected: nil)
                if let problem = value.problem { return .failure(problem) }
                if value.isNull { return .success(false) }
                interpreter.scopes[scope].variables[name] = value
            case .pattern(let pattern, let expression):
                let value = interpreter.expressions.evaluate(expression, in: scope, expected: nil)
                if let problem = value.problem { return .failure(problem) }
                switch interpreter.operators.match(pattern, value, binding: scope, at: expression.spot) {
                case .failure(let problem): return .failure(problem)
                case .success(false): return .success(false)
                case .success(true): continue
                }
            }
        }
        return .success(true)
    }

    // MARK: - Switch and loops

    private func executeSwitch(
        _ subject: ScriptExpression, _ cases: [ScriptSwitchCase], in scope: Int, yieldsValue: Bool,
        expected: ScriptType?, at spot: ScriptSpot
    ) -> ScriptFlow {
        let value = interpreter.expressions.evaluate(subject, in: scope, expected: nil)
        if let problem = value.problem { return .failed(problem) }
        for switchCase in cases {
            let caseScope = interpreter.newScope(parent: scope)
            var matched = switchCase.patterns.isEmpty
            for pattern in switchCase.patterns where !matched {
                switch interpreter.operators.match(pattern, value, binding: caseScope, at: subject.spot) {
                case .failure(let problem): return .failed(problem)
                case .success(let result): matched = result
                }
            }
            if matched, let guardExpression = switchCase.guardExpression {
                switch holds([.boolean(guardExpression)], in: caseScope) {
                case .failure(let problem): return .failed(problem)
                case .success(let result): matched = result
                }
            }
            guard matched else { continue }
            let flow = execute(switchCase.body, in: caseScope, yieldsValue: yieldsValue, expected: expected)
            if case .broke = flow { return .normal }
            return flow
        }
        return .failed(interpreter.problem("no case of the `switch` matches \(interpreter.describe(value))", at: spot))
    }

    private func executeFor(
        _ pattern: ScriptPattern, _ sequence: ScriptExpression, _ whereClause: ScriptExpression?,
        _ body: [ScriptStatement], in scope: Int, at spot: ScriptSpot
    ) -> ScriptFlow {
        let elements: [ScriptValue]
        switch interpreter.expressions.evaluate(sequence, in: scope, expected: nil) {
        case .array(let values, _): elements = values
        case .dictionary(let pairs, _):
            elements = pairs.map {
                .tuple(
                    [ScriptField(label: "key", value: $0.key), ScriptField(label: "value", value: $0.value)],
                    depth: 1 + max($0.key.depth, $0.value.depth))
            }
        case .unknown(let problem): return .failed(problem)
        default: return .failed(interpreter.problem("a loop over a value that is not a list", at: sequence.spot))
        }
        for element in elements {
            if let problem = interpreter.spend(1, at: spot) { return .failed(problem) }
            let loopScope = interpreter.newScope(parent: scope)
            switch interpreter.operators.match(pattern, element, binding: loopScope, at: spot) {
            case .failure(let problem): return .failed(problem)
            case .success(false): continue
            case .success(true): break
            }
            if let whereClause {
                switch holds([.boolean(whereClause)], in: loopScope) {
                case .failure(let problem): return .failed(problem)
                case .success(false): continue
                case .success(true): break
                }
            }
            switch execute(body, in: interpreter.newScope(parent: loopScope), yieldsValue: false) {
            case .normal, .continued: continue
            case .broke: return .normal
            case let flow: return flow
            }
        }
        return .normal
    }
}
