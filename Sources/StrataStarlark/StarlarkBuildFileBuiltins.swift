/// The functions of BUILD files and their macros: `glob`, `select`, `package`, `struct`, `fail`, `existing_rules`,
/// `read_config`, `depset`, …, and the targets rule calls declare.
struct StarlarkBuildFileBuiltins {
    /// The interpreter whose host, package and targets it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkBuildFileBuiltins {
    // MARK: - BUILD-file builtins

    func callBazelBuiltin(_ name: String, _ arguments: StarlarkArguments, scope: StarlarkScope, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        let file = scope.module.file
        let positional = arguments.positional
        switch name {
        case "print", "licenses", "exports_files", "package_group", "visibility":
            return .none
        case "fail":
            let message = (positional + arguments.named.map(\.value)).map { interpreter.text.str($0) }.joined(separator: " ")
            throw interpreter.failure("fail(): \(message)", file: file, offset: offset)
        case "struct":
            guard positional.isEmpty else { throw interpreter.failure("struct() takes keyword arguments only", file: file, offset: offset) }
            return .structure(StarlarkStructure(fields: arguments.named.map { ($0.name, $0.value) }))
        case "select":
            guard case .dict(let dict) = positional.first ?? .none else {
                throw interpreter.failure("select() takes a dict of conditions", file: file, offset: offset)
            }
            var branches: [(condition: String, value: StarlarkValue)] = []
            for (key, value) in zip(dict.keys, dict.values) {
                guard case .string(let condition, _) = key else {
                    throw interpreter.failure("select() conditions are labels (strings)", file: file, offset: offset)
                }
                branches.append((condition, value))
            }
            return .select(StarlarkSelect(parts: [.branches(branches)]))
        case "glob":
            return try glob(arguments, file: file, offset: offset)
        case "package_name":
            return .string(interpreter.package)
        case "repository_name":
            return .string("@")
        case "subpackages":
            return .list(StarlarkList([]))
        case "package":
            for (key, value) in arguments.named { interpreter.packageDefaults[key] = value }
            return .none
        case "existing_rules", "existing_rule":
            func summary(_ target: StarlarkTarget) -> StarlarkValue {
                let dict = StarlarkDict()
                dict.set(.string(target.kind), for: .string("kind"), hashed: .string("kind"))
                dict.set(.string(target.name), for: .string("name"), hashed: .string("name"))
                for attribute in target.attributes where StarlarkKey(.string(attribute.name)) != nil {
                    dict.set(attribute.value, for: .string(attribute.name), hashed: .string(attribute.name))
                }
                return .dict(dict)
            }
            if name == "existing_rule" {
                let wanted = positional.first?.stringValue ?? ""
                return interpreter.targets.last { $0.name == wanted }.map(summary) ?? .none
            }
            let all = StarlarkDict()
            for target in interpreter.targets { all.set(summary(target), for: .string(target.name), hashed: .string(target.name)) }
            return .dict(all)
        case "Label":
            return positional.first ?? .none
        case "read_config":
            // Buck's `.buckconfig` value, else the default the call gives, else None.
            let section = (positional.first ?? arguments.value("section"))?.stringValue ?? ""
            let key = (positional.count > 1 ? positional[1] : arguments.value("field"))?.stringValue ?? ""
            if let value = interpreter.host.configValue(section: section, key: key) { return .string(value) }
            return positional.count > 2 ? positional[2] : arguments.value("default") ?? .none
        case "depset":
            var elements = (positional.first ?? arguments.value("direct")).flatMap(\.elements) ?? []
            for nested in arguments.value("transitive")?.elements ?? [] { elements += nested.elements ?? [] }
            try interpreter.checkSize(elements.count, file: file, offset: offset)
            return .list(StarlarkList(elements))
        case "rule":
            // Named when assigned at the top level of a .bzl file (`swift_library = rule(…)`).
            return .rule("")
        default:
            return .unknown(interpreter.problem("\(name)() is not evaluated (Bazel's rule-definition API)", file: file, offset: offset))
        }
    }

    /// `glob(include, exclude = [], exclude_directories = 1, allow_empty = …)` in the package being evaluated.
    private func glob(_ arguments: StarlarkArguments, file: Int, offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        func patterns(_ value: StarlarkValue?) throws(StarlarkFailure) -> [String]? {
            guard let value else { return [] }
            if case .unknown = value { return nil }
            var patterns: [String] = []
            for element in try interpreter.expressions.iterate(value, file: file, offset: offset) {
                if case .unknown = element { return nil }
                guard case .string(let pattern, _) = element else {
                    throw interpreter.failure("glob() patterns are strings", file: file, offset: offset)
                }
                patterns.append(pattern)
            }
            return patterns
        }
        let positional = arguments.positional
        guard let include = try patterns(positional.first ?? arguments.value("include")),
              let exclude = try patterns(positional.count > 1 ? positional[1] : arguments.value("exclude")) else {
            return .unknown(interpreter.problem("glob() of patterns that could not be evaluated", file: file, offset: offset))
        }
        var excludeDirectories = true
        if let flag = positional.count > 2 ? positional[2] : arguments.value("exclude_directories") {
            excludeDirectories = try interpreter.operators.truth(flag, file: file, offset: offset)
        }
        try interpreter.spend(include.count + exclude.count, file: file, offset: offset)
        let found = interpreter.host.glob(package: interpreter.package, include: include, exclude: exclude,
                                          excludeDirectories: excludeDirectories)
        try interpreter.checkSize(found.count, file: file, offset: offset)
        return .list(StarlarkList(found.map { .string($0) }))
    }

    // MARK: - Rules

    /// Records the target a rule call declares: where the BUILD file declares it (its call, or the macro's
    /// call that made it) and its attributes.
    func declareTarget(kind: String, _ arguments: StarlarkArguments, file: Int, offset: Int) throws(StarlarkFailure) {
        guard !kind.isEmpty else { throw interpreter.failure("a rule that is not exported is called", file: file, offset: offset) }
        guard arguments.positional.isEmpty else {
            throw interpreter.failure("\(kind)() takes keyword arguments only", file: file, offset: offset)
        }
        guard let nameValue = arguments.value("name") else {
            throw interpreter.failure("\(kind)() has no name", file: file, offset: offset)
        }
        guard case .string(let name, _) = nameValue else {
            if case .unknown(let problem) = nameValue {
                throw StarlarkFailure(problem: StarlarkProblem(
                    message: "the name of a \(kind) could not be evaluated: \(problem.message)", location: problem.location))
            }
            throw interpreter.failure("\(kind)() takes a string name, not a \(nameValue.typeName)", file: file, offset: offset)
        }
        let direct = interpreter.callStack.isEmpty
        let written = interpreter.location(file: file, offset: offset)
        let place = direct ? written : interpreter.buildCall?.location ?? written
        var attributes = arguments.named.filter { $0.name != "name" }
        // `package(default_testonly = …)` is the `testonly` of every target that does not set its own.
        if let testonly = interpreter.packageDefaults["default_testonly"], !attributes.contains(where: { $0.name == "testonly" }) {
            attributes.append((name: "testonly", value: testonly))
        }
        interpreter.targets.append(StarlarkTarget(kind: kind, name: name, attributes: attributes,
                                      location: place, macro: direct ? nil : interpreter.buildCall?.macro))
    }
}
