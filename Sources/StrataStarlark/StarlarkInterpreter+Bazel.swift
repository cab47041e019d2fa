extension StarlarkInterpreter {
    // MARK: - BUILD-file builtins

    func callBazelBuiltin(_ name: String, _ arguments: Arguments, scope: StarlarkScope, offset: Int)
        throws(StarlarkFailure) -> StarlarkValue {
        let file = scope.module.file
        let positional = arguments.positional
        switch name {
        case "print", "licenses", "exports_files", "package_group", "visibility":
            return .none
        case "fail":
            let message = (positional + arguments.named.map(\.value)).map { str($0) }.joined(separator: " ")
            throw failure("fail(): \(message)", file: file, offset: offset)
        case "struct":
            guard positional.isEmpty else { throw failure("struct() takes keyword arguments only", file: file, offset: offset) }
            return .structure(StarlarkStructure(fields: arguments.named.map { ($0.name, $0.value) }))
        case "select":
            guard case .dict(let dict) = positional.first ?? .none else {
                throw failure("select() takes a dict of conditions", file: file, offset: offset)
            }
            var branches: [(condition: String, value: StarlarkValue)] = []
            for (key, value) in zip(dict.keys, dict.values) {
                guard case .string(let condition, _) = key else {
                    throw failure("select() conditions are labels (strings)", file: file, offset: offset)
                }
                branches.append((condition, value))
            }
            return .select(StarlarkSelect(parts: [.branches(branches)]))
        case "glob":
            return try glob(arguments, file: file, offset: offset)
        case "package_name":
            return .string(package)
        case "repository_name":
            return .string("@")
        case "subpackages":
            return .list(StarlarkList([]))
        case "package":
            for (key, value) in arguments.named { packageDefaults[key] = value }
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
                return targets.last { $0.name == wanted }.map(summary) ?? .none
            }
            let all = StarlarkDict()
            for target in targets { all.set(summary(target), for: .string(target.name), hashed: .string(target.name)) }
            return .dict(all)
        case "Label":
            return positional.first ?? .none
        case "read_config":
            // Buck's `.buckconfig` value, else the default the call gives, else None.
            let section = (positional.first ?? arguments.value("section"))?.stringValue ?? ""
            let key = (positional.count > 1 ? positional[1] : arguments.value("field"))?.stringValue ?? ""
            if let value = host.configValue(section: section, key: key) { return .string(value) }
            return positional.count > 2 ? positional[2] : arguments.value("default") ?? .none
        case "depset":
            var elements = (positional.first ?? arguments.value("direct")).flatMap(\.elements) ?? []
            for nested in arguments.value("transitive")?.elements ?? [] { elements += nested.elements ?? [] }
            try checkSize(elements.count, file: file, offset: offset)
            return .list(StarlarkList(elements))
        case "rule":
            // Named when assigned at the top level of a .bzl file (`swift_library = rule(…)`).
            return .rule("")
        default:
            return .unknown(problem("\(name)() is not evaluated (Bazel's rule-definition API)", file: file, offset: offset))
        }
    }

    /// `glob(include, exclude = [], exclude_directories = 1, allow_empty = …)` in the package being evaluated.
    private func glob(_ arguments: Arguments, file: Int, offset: Int) throws(StarlarkFailure) -> StarlarkValue {
        func patterns(_ value: StarlarkValue?) throws(StarlarkFailure) -> [String]? {
            guard let value else { return [] }
            if case .unknown = value { return nil }
            var patterns: [String] = []
            for element in try iterate(value, file: file, offset: offset) {
                if case .unknown = element { return nil }
                guard case .string(let pattern, _) = element else {
                    throw failure("glob() patterns are strings", file: file, offset: offset)
                }
                patterns.append(pattern)
            }
            return patterns
        }
        let positional = arguments.positional
        guard let include = try patterns(positional.first ?? arguments.value("include")),
              let exclude = try patterns(positional.count > 1 ? positional[1] : arguments.value("exclude")) else {
            return .unknown(problem("glob() of patterns that could not be evaluated", file: file, offset: offset))
        }
        var excludeDirectories = true
        if let flag = positional.count > 2 ? positional[2] : arguments.value("exclude_directories") {
            excludeDirectories = try truth(flag, file: file, offset: offset)
        }
        try spend(include.count + exclude.count, file: file, offset: offset)
        let found = host.glob(package: package, include: include, exclude: exclude, excludeDirectories: excludeDirectories)
        try checkSize(found.count, file: file, offset: offset)
        return .list(StarlarkList(found.map { .string($0) }))
    }

    // MARK: - Rules

    /// Records the target a rule call declares: where the BUILD file declares it (its call, or the macro's
    /// call that made it) and its attributes.
    func declareTarget(kind: String, _ arguments: Arguments, file: Int, offset: Int) throws(StarlarkFailure) {
        guard !kind.isEmpty else { throw failure("a rule that is not exported is called", file: file, offset: offset) }
        guard arguments.positional.isEmpty else {
            throw failure("\(kind)() takes keyword arguments only", file: file, offset: offset)
        }
        guard let nameValue = arguments.value("name") else {
            throw failure("\(kind)() has no name", file: file, offset: offset)
        }
        guard case .string(let name, _) = nameValue else {
            if case .unknown(let problem) = nameValue {
                throw StarlarkFailure(problem: StarlarkProblem(
                    message: "the name of a \(kind) could not be evaluated: \(problem.message)", location: problem.location))
            }
            throw failure("\(kind)() takes a string name, not a \(nameValue.typeName)", file: file, offset: offset)
        }
        let direct = callStack.isEmpty
        let place = direct ? location(file: file, offset: offset) : buildCall?.location ?? location(file: file, offset: offset)
        var attributes = arguments.named.filter { $0.name != "name" }
        // `package(default_testonly = …)` is the `testonly` of every target that does not set its own.
        if let testonly = packageDefaults["default_testonly"], !attributes.contains(where: { $0.name == "testonly" }) {
            attributes.append((name: "testonly", value: testonly))
        }
        targets.append(StarlarkTarget(kind: kind, name: name, attributes: attributes,
                                      location: place, macro: direct ? nil : buildCall?.macro))
    }

    // MARK: - load()

    /// `load("label", …)`: binds each symbol of the loaded file. A symbol of a file that is not on disk (another
    /// repository's) is a rule when the host knows it by name, else an external symbol that calls report;
    /// a known rule of a file that does not redefine it as a macro is bound without evaluating the file.
    func executeLoad(_ text: String, bindings: [(local: String, exported: String)], scope: StarlarkScope,
                     offset: Int) throws(StarlarkFailure) {
        let file = scope.module.file
        guard let label = StarlarkLabel.parse(text, in: scope.module.package) else {
            throw failure("load() of '\(text)', which is no label", file: file, offset: offset)
        }
        var path: String?
        if let repository = label.repository {
            path = host.repositoryFolder(repository).map { folder in Self.join(folder, label.package, label.name) }
        } else {
            path = Self.join("", label.package, label.name)
        }
        let bytes = path.flatMap { host.contents(ofFile: $0) }
        guard let path, let bytes else {
            for binding in bindings {
                bind(binding.local, to: skylibModule(binding.exported, repository: label.repository)
                     ?? (host.isKnownRule(binding.exported) ? .rule(binding.exported)
                         : .external(symbol: binding.exported, label: text)), scope: scope)
            }
            return
        }
        let defined = try loadedModule(path: path, bytes: bytes, package: label.package, bindings: bindings, file: file,
                                       offset: offset)
        loadedPaths.insert(path)
        loadedPaths.formUnion(defined.loads)
        for binding in bindings {
            var value = defined.module?.globals[binding.exported]
            if binding.exported.hasPrefix("_") { value = nil }
            // A known rule stays that rule unless the file makes it a macro of its own (a function).
            if host.isKnownRule(binding.exported), value?.isFunction != true { value = .rule(binding.exported) }
            bind(binding.local, to: value ?? .unknown(problem("\(binding.exported) is not defined in \(text)", file: file, offset: offset)),
                 scope: scope)
        }
    }

    /// The module of the `.bzl` file at `path`, evaluated once per interpreter; `nil` (with its top-level
    /// functions) when every binding is a known rule it does not define as a function.
    private func loadedModule(path: String, bytes: [UInt8], package: String,
                              bindings: [(local: String, exported: String)], file: Int, offset: Int)
        throws(StarlarkFailure) -> (module: StarlarkModule?, functions: Set<String>, loads: Set<String>) {
        switch modules[path] {
        case .loading:
            throw failure("load() cycle: \(path) loads itself through the files it loads", file: file, offset: offset)
        case .loaded(let module, let functions, let loads):
            return (module, functions, loads)
        case nil:
            break
        }
        guard loadDepth < limits.loadDepth else {
            throw failure("load() chains more than \(limits.loadDepth) files deep", file: file, offset: offset)
        }
        let index = addFile(path: path, package: package, bytes: bytes)
        let tree = StarlarkParser.parse(bytes, file: index)
        var functions = Set<String>()
        for statement in tree.statements {
            if case .def(let definition) = statement { functions.insert(definition.name) }
        }
        if bindings.allSatisfy({ host.isKnownRule($0.exported) && !functions.contains($0.exported) }) {
            return (nil, functions, [])
        }
        for failure in tree.failures {
            issues.append(StarlarkIssue(message: failure.message, location: location(file: index, offset: failure.offset)))
        }
        modules[path] = .loading
        loadDepth += 1
        let module = StarlarkModule(file: index, package: package, isBuildFile: false)
        let saved = (buildCall, callStack, loadedPaths)
        buildCall = nil
        callStack = []
        loadedPaths = []
        defer {
            loadDepth -= 1
            (buildCall, callStack) = (saved.0, saved.1)
            loadedPaths.formUnion(saved.2)
            // A load that a spent budget stopped is not cached half done.
            if case .loading = modules[path] { modules[path] = nil }
        }
        for statement in tree.statements {
            do {
                _ = try execute(statement, scope: StarlarkScope(module: module, frame: nil))
            } catch {
                if remainingSteps < 0 || statementSteps < 0 { throw error }
                for name in Self.assignedNames(statement) { module.globals[name] = .unknown(error.problem) }
            }
        }
        modules[path] = .loaded(module, definedFunctions: functions, loads: loadedPaths)
        return (module, functions, loadedPaths)
    }

    /// `folder/package/name` without empty components.
    static func join(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: "/")
    }
}

extension StarlarkValue {
    var isFunction: Bool {
        if case .function = self { return true }
        return false
    }
}
