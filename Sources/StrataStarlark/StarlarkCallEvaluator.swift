/// Calls what can be called: evaluates a call's arguments, binds a function's parameters and runs its body
/// (forbidding recursion, bounding depth), and dispatches builtins, rules and symbols of files not on disk.
struct StarlarkCallEvaluator {
    /// The interpreter whose call stack, targets and issues it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkCallEvaluator {
    // MARK: - Calls

    func evaluateCall(_ calleeExpression: StarlarkExpression, _ argumentExpressions: [StarlarkArgument],
                      scope: StarlarkScope, offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        let file = scope.module.file
        let callee = try interpreter.expressions.evaluate(calleeExpression, scope: scope)
        var arguments = StarlarkArguments()
        for argument in argumentExpressions {
            let value = try interpreter.expressions.evaluate(argument.value, scope: scope)
            switch argument.kind {
            case .positional:
                arguments.positional.append(value)
            case .keyword(let name):
                arguments.named.append((name, value))
            case .unpackedList:
                if case .unknown = value { return value }
                arguments.positional += try interpreter.expressions.iterate(value, file: file, offset: argument.value.offset)
            case .unpackedDict:
                switch value {
                case .unknown: return value
                case .dict(let dict):
                    for (key, element) in zip(dict.keys, dict.values) {
                        guard case .string(let name, _) = key else {
                            throw interpreter.failure("** needs a dict of strings", file: file, offset: argument.value.offset)
                        }
                        arguments.named.append((name, element))
                    }
                default:
                    throw interpreter.failure("** needs a dict, not a \(value.typeName)", file: file, offset: argument.value.offset)
                }
            }
        }
        return try call(callee, arguments, named: Self.calleeName(calleeExpression), scope: scope, offset: offset)
    }

    /// How a call names what it calls, for messages: `feature_module`, `native.swift_library`.
    static func calleeName(_ expression: StarlarkExpression) -> String {
        switch expression {
        case .name(let name, _): return name
        case .dot(let base, let name, _): return calleeName(base) + "." + name
        default: return "the function"
        }
    }

    func call(_ callee: StarlarkValue, _ arguments: StarlarkArguments, named calleeName: String, scope: StarlarkScope,
              offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        let file = scope.module.file
        switch callee {
        case .function(let function)
            where scope.module.isBuildFile && interpreter.callStack.isEmpty && interpreter.host.isKnownRule(function.name):
            // A macro named after a rule it wraps (rules_ios' `apple_framework`): when it cannot be evaluated, the
            // rule's target is read from the arguments written.
            do {
                return try callFunction(function, arguments, file: file, offset: offset)
            } catch {
                if interpreter.remainingSteps < 0 || interpreter.statementSteps < 0 { throw error }
                let cause = error.problem
                let place = cause.location.file == interpreter.files[file].path ? "" : " (\(cause.location.file):\(cause.location.line))"
                interpreter.issues.append(StarlarkIssue(
                    message: "the macro \(function.name)() could not be evaluated: \(cause.message)\(place); its target is "
                        + "read from the arguments written", location: interpreter.location(file: file, offset: offset)))
                if !interpreter.targets.contains(where: { $0.name == arguments.value("name")?.stringValue }) {
                    try interpreter.buildFile.declareTarget(kind: function.name, arguments, file: file, offset: offset)
                }
                return .none
            }
        case .function(let function):
            return try callFunction(function, arguments, file: file, offset: offset)
        case .builtin(let builtin):
            return try interpreter.builtins.callBuiltin(builtin, arguments, scope: scope, offset: offset)
        case .rule(let kind):
            // Called with a positional argument and no name, it is no rule but a function of its rule set that
            // gives a value (rules_xcodeproj's `top_level_target(":App")`): unknown, reported where it is read.
            if !arguments.positional.isEmpty, arguments.value("name") == nil {
                return .unknown(interpreter.problem("\(kind)() is a function of its rule set that is not evaluated", file: file,
                                                    offset: offset))
            }
            try interpreter.buildFile.declareTarget(kind: kind, arguments, file: file, offset: offset)
            return .none
        case .external(let symbol, let label):
            // Reported for the targets a BUILD file's statement may miss; a .bzl file's own top level declares none.
            guard interpreter.buildCall != nil || scope.module.isBuildFile else {
                return .unknown(interpreter.problem("\(symbol)() from \(label) is not evaluated", file: file, offset: offset))
            }
            let place = interpreter.buildCall?.location ?? interpreter.location(file: file, offset: offset)
            let via = interpreter.buildCall?.macro.flatMap { $0 == symbol || $0.hasSuffix("." + symbol) ? nil : $0 }
            interpreter.issues.append(StarlarkIssue(
                message: "\(symbol)(), loaded from \(label), is not on disk"
                    + (via.map { " (called by \($0))" } ?? "") + "; the targets it declares are not read",
                location: place))
            return .unknown(interpreter.problem("\(symbol)() from \(label) is not evaluated", file: file, offset: offset))
        case .unknown(let cause):
            if scope.module.isBuildFile && scope.frame == nil {
                interpreter.issues.append(StarlarkIssue(message: "\(calleeName)() could not be evaluated: \(cause.message)"
                    + (cause.location.file == interpreter.files[file].path ? "" : " (\(cause.location.file):\(cause.location.line))"),
                    location: interpreter.location(file: file, offset: offset)))
            }
            return callee
        default:
            throw interpreter.failure("a \(callee.typeName) is not callable", file: file, offset: offset)
        }
    }

    // MARK: - Functions

    /// Calls a `def` or `lambda`: binds its parameters and runs its body in a new frame. Recursion (calling a
    /// function that is already running) is an error, as in Starlark.
    func callFunction(_ function: StarlarkFunction, _ arguments: StarlarkArguments, file: Int, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        let definition = function.definition
        if interpreter.callStack.contains(where: { $0 === definition }) {
            let chain = (interpreter.callStack.drop { $0 !== definition }.map(\.name) + [definition.name]).joined(separator: " -> ")
            throw interpreter.failure("recursion: \(chain) (Starlark forbids a function calling itself)", file: file, offset: offset)
        }
        guard interpreter.callStack.count < interpreter.limits.callDepth else {
            throw interpreter.failure("functions call each other more than \(interpreter.limits.callDepth) levels deep", file: file,
                                      offset: offset)
        }
        let frame = StarlarkFrame(parent: function.enclosing)
        try bindParameters(function, arguments, into: frame, file: file, offset: offset)
        interpreter.callStack.append(definition)
        defer { interpreter.callStack.removeLast() }
        let scope = StarlarkScope(module: function.module, frame: frame)
        switch try interpreter.statements.executeBlock(definition.body, scope: scope) {
        case .returned(let value): return value
        default: return .none
        }
    }

    private func bindParameters(_ function: StarlarkFunction, _ arguments: StarlarkArguments, into frame: StarlarkFrame,
                                file: Int, offset: Int) throws(StarlarkFailure) {
        let parameters = function.definition.parameters
        let name = function.definition.name
        var remaining = arguments.positional[...]
        var variadic: [StarlarkValue] = []
        var keywordsParameter: String?
        var keywords = StarlarkDict()
        var bound = Set<String>()
        var keywordOnly = false
        for parameter in parameters {
            switch parameter.kind {
            case .normal:
                if !keywordOnly, let value = remaining.popFirst() {
                    frame.locals[parameter.name] = value
                    bound.insert(parameter.name)
                }
            case .variadic:
                variadic = Array(remaining)
                remaining = []
                keywordOnly = true
                frame.locals[parameter.name] = .tuple(StarlarkList(variadic, frozen: true))
            case .keywordOnlyMarker:
                keywordOnly = true
            case .keywords:
                keywordsParameter = parameter.name
            }
        }
        guard remaining.isEmpty else {
            throw interpreter.failure("\(name)() takes \(parameters.filter { $0.kind == .normal }.count) positional arguments, "
                          + "\(arguments.positional.count) given", file: file, offset: offset)
        }
        for (argumentName, value) in arguments.named {
            if parameters.contains(where: { $0.name == argumentName && $0.kind == .normal }) {
                guard bound.insert(argumentName).inserted else {
                    throw interpreter.failure("\(name)() got two values for '\(argumentName)'", file: file, offset: offset)
                }
                frame.locals[argumentName] = value
            } else if keywordsParameter != nil {
                try interpreter.expressions.insert(value, for: .string(argumentName), into: keywords, file: file, offset: offset)
            } else {
                throw interpreter.failure("\(name)() has no parameter '\(argumentName)'", file: file, offset: offset)
            }
        }
        for (index, parameter) in parameters.enumerated() where parameter.kind == .normal && !bound.contains(parameter.name) {
            guard let value = function.defaults[index] else {
                throw interpreter.failure("\(name)() is missing the argument '\(parameter.name)'", file: file, offset: offset)
            }
            frame.locals[parameter.name] = value
        }
        if let keywordsParameter {
            frame.locals[keywordsParameter] = .dict(keywords)
            keywords = StarlarkDict()
        }
    }
}

/// The arguments of one call, evaluated.
struct StarlarkArguments {
    var positional: [StarlarkValue] = []
    var named: [(name: String, value: StarlarkValue)] = []

    /// The value of the keyword argument `name` (the last one, if it is given twice).
    func value(_ name: String) -> StarlarkValue? {
        named.last { $0.name == name }?.value
    }
}
