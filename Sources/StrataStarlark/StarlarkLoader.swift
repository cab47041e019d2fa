/// `load()`: finds the `.bzl` file a label names, evaluates it once per session (bounding how deeply files
/// load each other) and binds the symbols it exports.
struct StarlarkLoader {
    /// The interpreter whose session, host and budget it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkLoader {
    // MARK: - load()

    /// `load("label", …)`: binds each symbol of the loaded file. A symbol of a file that is not on disk (another
    /// repository's) is a rule when the host knows it by name, else an external symbol that calls report;
    /// a known rule of a file that does not redefine it as a macro is bound without evaluating the file.
    func executeLoad(_ text: String, bindings: [(local: String, exported: String)], scope: StarlarkScope,
                     offset: Int) throws(StarlarkFailure) {
        let file = scope.module.file
        guard let label = StarlarkLabel.parse(text, in: scope.module.package) else {
            throw interpreter.failure("load() of '\(text)', which is no label", file: file, offset: offset)
        }
        // A label without a repository is in the loading file's repository: a `.bzl` file of another repository
        // (rules_swift_package_manager's, reached by `local_path_override`) loads `//swiftpkg/internal:…` from its own.
        let folder = label.repository.map { interpreter.host.repositoryFolder($0) } ?? scope.module.repositoryFolder
        let path = folder.map { Self.join($0, label.package, label.name) }
        let bytes = path.flatMap { interpreter.host.contents(ofFile: $0) }
        guard let path, let bytes else {
            for binding in bindings {
                let value = interpreter.builtins.skylibModule(binding.exported, repository: label.repository)
                    ?? (interpreter.host.isKnownRule(binding.exported) ? .rule(binding.exported)
                        : .external(symbol: binding.exported, label: text))
                interpreter.statements.bind(binding.local, to: value, scope: scope)
            }
            return
        }
        let defined = try loadedModule(path: path, bytes: bytes, package: label.package, repositoryFolder: folder ?? "",
                                       bindings: bindings, file: file, offset: offset)
        interpreter.loadedPaths.insert(path)
        interpreter.loadedPaths.formUnion(defined.loads)
        for binding in bindings {
            var value = defined.module?.globals[binding.exported]
            if binding.exported.hasPrefix("_") { value = nil }
            // A known rule stays that rule unless the file makes it a macro of its own (a function).
            if interpreter.host.isKnownRule(binding.exported), value?.isFunction != true { value = .rule(binding.exported) }
            let bound = value ?? .unknown(interpreter.problem("\(binding.exported) is not defined in \(text)", file: file, offset: offset))
            interpreter.statements.bind(binding.local, to: bound, scope: scope)
        }
    }

    /// The module of the `.bzl` file at `path`, evaluated once per interpreter; `nil` (with its top-level
    /// functions) when every binding is a known rule it does not define as a function.
    private func loadedModule(path: String, bytes: [UInt8], package: String, repositoryFolder: String,
                              bindings: [(local: String, exported: String)], file: Int, offset: Int)
        throws(StarlarkFailure) -> (module: StarlarkModule?, functions: Set<String>, loads: Set<String>) {
        switch interpreter.modules[path] {
        case .loading:
            throw interpreter.failure("load() cycle: \(path) loads itself through the files it loads", file: file, offset: offset)
        case .loaded(let module, let functions, let loads):
            return (module, functions, loads)
        case nil:
            break
        }
        guard interpreter.loadDepth < interpreter.limits.loadDepth else {
            throw interpreter.failure("load() chains more than \(interpreter.limits.loadDepth) files deep", file: file, offset: offset)
        }
        let index = interpreter.addFile(path: path, package: package, bytes: bytes)
        let tree = StarlarkParser.parse(bytes, file: index)
        var functions = Set<String>()
        for statement in tree.statements {
            if case .def(let definition) = statement { functions.insert(definition.name) }
        }
        if bindings.allSatisfy({ interpreter.host.isKnownRule($0.exported) && !functions.contains($0.exported) }) {
            return (nil, functions, [])
        }
        for failure in tree.failures {
            let place = interpreter.location(file: index, offset: failure.offset)
            interpreter.issues.append(StarlarkIssue(message: failure.message, location: place))
        }
        interpreter.modules[path] = .loading
        interpreter.loadDepth += 1
        let module = StarlarkModule(file: index, package: package, isBuildFile: false, repositoryFolder: repositoryFolder)
        let saved = (interpreter.buildCall, interpreter.callStack, interpreter.loadedPaths)
        interpreter.buildCall = nil
        interpreter.callStack = []
        interpreter.loadedPaths = []
        defer {
            interpreter.loadDepth -= 1
            (interpreter.buildCall, interpreter.callStack) = (saved.0, saved.1)
            interpreter.loadedPaths.formUnion(saved.2)
            // A load that a spent budget stopped is not cached half done.
            if case .loading = interpreter.modules[path] { interpreter.modules[path] = nil }
        }
        for statement in tree.statements {
            do {
                _ = try interpreter.statements.execute(statement, scope: StarlarkScope(module: module, frame: nil))
            } catch {
                if interpreter.remainingSteps < 0 || interpreter.statementSteps < 0 { throw error }
                for name in StarlarkInterpreter.assignedNames(statement) { module.globals[name] = .unknown(error.problem) }
            }
        }
        interpreter.modules[path] = .loaded(module, definedFunctions: functions, loads: interpreter.loadedPaths)
        return (module, functions, interpreter.loadedPaths)
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
