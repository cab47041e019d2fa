extension StarlarkInterpreter {
    /// The arguments of one call, evaluated.
    struct Arguments {
        var positional: [StarlarkValue] = []
        var named: [(name: String, value: StarlarkValue)] = []

        func value(_ name: String) -> StarlarkValue? {
            named.last { $0.name == name }?.value
        }
    }

    // MARK: - Calls

    func evaluateCall(_ calleeExpression: StarlarkExpression, _ argumentExpressions: [StarlarkArgument],
                      scope: StarlarkScope, offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        let file = scope.module.file
        let callee = try evaluate(calleeExpression, scope: scope)
        var arguments = Arguments()
        for argument in argumentExpressions {
            let value = try evaluate(argument.value, scope: scope)
            switch argument.kind {
            case .positional:
                arguments.positional.append(value)
            case .keyword(let name):
                arguments.named.append((name, value))
            case .unpackedList:
                if case .unknown = value { return value }
                arguments.positional += try iterate(value, file: file, offset: argument.value.offset)
            case .unpackedDict:
                switch value {
                case .unknown: return value
                case .dict(let dict):
                    for (key, element) in zip(dict.keys, dict.values) {
                        guard case .string(let name, _) = key else {
                            throw failure("** needs a dict of strings", file: file, offset: argument.value.offset)
                        }
                        arguments.named.append((name, element))
                    }
                default:
                    throw failure("** needs a dict, not a \(value.typeName)", file: file, offset: argument.value.offset)
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

    func call(_ callee: StarlarkValue, _ arguments: Arguments, named calleeName: String, scope: StarlarkScope,
              offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        let file = scope.module.file
        switch callee {
        case .function(let function) where scope.module.isBuildFile && callStack.isEmpty && host.isKnownRule(function.name):
            // A macro named after a rule it wraps (rules_ios' `apple_framework`): when it cannot be evaluated, the
            // rule's target is read from the arguments written.
            do {
                return try callFunction(function, arguments, file: file, offset: offset)
            } catch {
                if remainingSteps < 0 || statementSteps < 0 { throw error }
                let cause = error.problem
                let place = cause.location.file == files[file].path ? "" : " (\(cause.location.file):\(cause.location.line))"
                issues.append(StarlarkIssue(
                    message: "the macro \(function.name)() could not be evaluated: \(cause.message)\(place); its target is "
                        + "read from the arguments written", location: location(file: file, offset: offset)))
                if !targets.contains(where: { $0.name == arguments.value("name")?.stringValue }) {
                    try declareTarget(kind: function.name, arguments, file: file, offset: offset)
                }
                return .none
            }
        case .function(let function):
            return try callFunction(function, arguments, file: file, offset: offset)
        case .builtin(let builtin):
            return try callBuiltin(builtin, arguments, scope: scope, offset: offset)
        case .rule(let kind):
            // Called with a positional argument and no name, it is no rule but a function of its rule set that
            // gives a value (rules_xcodeproj's `top_level_target(":App")`): unknown, reported where it is read.
            if !arguments.positional.isEmpty, arguments.value("name") == nil {
                return .unknown(problem("\(kind)() is a function of its rule set that is not evaluated", file: file, offset: offset))
            }
            try declareTarget(kind: kind, arguments, file: file, offset: offset)
            return .none
        case .external(let symbol, let label):
            // Reported for the targets a BUILD file's statement may miss; a .bzl file's own top level declares none.
            guard buildCall != nil || scope.module.isBuildFile else {
                return .unknown(problem("\(symbol)() from \(label) is not evaluated", file: file, offset: offset))
            }
            let place = buildCall?.location ?? location(file: file, offset: offset)
            let via = buildCall?.macro.flatMap { $0 == symbol || $0.hasSuffix("." + symbol) ? nil : $0 }
            issues.append(StarlarkIssue(
                message: "\(symbol)(), loaded from \(label), is not on disk"
                    + (via.map { " (called by \($0))" } ?? "") + "; the targets it declares are not read",
                location: place))
            return .unknown(problem("\(symbol)() from \(label) is not evaluated", file: file, offset: offset))
        case .unknown(let cause):
            if scope.module.isBuildFile && scope.frame == nil {
                issues.append(StarlarkIssue(message: "\(calleeName)() could not be evaluated: \(cause.message)"
                    + (cause.location.file == files[file].path ? "" : " (\(cause.location.file):\(cause.location.line))"),
                    location: location(file: file, offset: offset)))
            }
            return callee
        default:
            throw failure("a \(callee.typeName) is not callable", file: file, offset: offset)
        }
    }

    // MARK: - Functions

    /// Calls a `def` or `lambda`: binds its parameters and runs its body in a new frame. Recursion (calling a
    /// function that is already running) is an error, as in Starlark.
    func callFunction(_ function: StarlarkFunction, _ arguments: Arguments, file: Int, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        let definition = function.definition
        if callStack.contains(where: { $0 === definition }) {
            let chain = (callStack.drop { $0 !== definition }.map(\.name) + [definition.name]).joined(separator: " -> ")
            throw failure("recursion: \(chain) (Starlark forbids a function calling itself)", file: file, offset: offset)
        }
        guard callStack.count < limits.callDepth else {
            throw failure("functions call each other more than \(limits.callDepth) levels deep", file: file, offset: offset)
        }
        let frame = StarlarkFrame(parent: function.enclosing)
        try bindParameters(function, arguments, into: frame, file: file, offset: offset)
        callStack.append(definition)
        defer { callStack.removeLast() }
        let scope = StarlarkScope(module: function.module, frame: frame)
        switch try executeBlock(definition.body, scope: scope) {
        case .returned(let value): return value
        default: return .none
        }
    }

    private func bindParameters(_ function: StarlarkFunction, _ arguments: Arguments, into frame: StarlarkFrame,
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
            throw failure("\(name)() takes \(parameters.filter { $0.kind == .normal }.count) positional arguments, "
                          + "\(arguments.positional.count) given", file: file, offset: offset)
        }
        for (argumentName, value) in arguments.named {
            if parameters.contains(where: { $0.name == argumentName && $0.kind == .normal }) {
                guard bound.insert(argumentName).inserted else {
                    throw failure("\(name)() got two values for '\(argumentName)'", file: file, offset: offset)
                }
                frame.locals[argumentName] = value
            } else if keywordsParameter != nil {
                try insert(value, for: .string(argumentName), into: keywords, file: file, offset: offset)
            } else {
                throw failure("\(name)() has no parameter '\(argumentName)'", file: file, offset: offset)
            }
        }
        for (index, parameter) in parameters.enumerated() where parameter.kind == .normal && !bound.contains(parameter.name) {
            guard let value = function.defaults[index] else {
                throw failure("\(name)() is missing the argument '\(parameter.name)'", file: file, offset: offset)
            }
            frame.locals[parameter.name] = value
        }
        if let keywordsParameter {
            frame.locals[keywordsParameter] = .dict(keywords)
            keywords = StarlarkDict()
        }
    }
}
