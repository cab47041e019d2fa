import StrataText

/// Evaluates a BUILD file, and the `.bzl` files it loads, as far as it can without Bazel: the Starlark subset
/// BUILD files and their macros use (see the README of strata's Bazel support), with `glob`, `select`,
/// `package`, `native` and rule calls recorded as targets.
///
/// Everything is bounded: a budget of steps (loops end), the depth of calls of the evaluated program (and
/// Starlark's ban on recursion, enforced), the depth of the interpreter's own nesting, and the size of the
/// values built. What cannot be evaluated becomes an ``StarlarkValue/unknown(_:)`` carrying the place and the
/// reason, or, for a statement of the BUILD file that cannot run at all, an issue; the other statements
/// still run.
public final class StarlarkInterpreter {
    /// The bounds of one evaluation.
    public struct Limits: Sendable {
        /// Steps (statements and expressions evaluated, elements built) one BUILD file may take with
        /// everything it loads.
        public var steps = 8_000_000
        /// Steps one top-level statement of the BUILD file may take (with the files it loads), so that one
        /// runaway macro leaves the others their steps.
        public var statementSteps = 2_000_000
        /// How deeply the evaluated program may call functions.
        public var callDepth = 48
        /// How deeply the interpreter may nest its own evaluation.
        public var nativeDepth = 240
        /// The most elements a list, tuple or dict may hold, and bytes a string.
        public var elements = 1_000_000
        public var stringBytes = 16_000_000
        /// How many `.bzl` files may load each other in a chain.
        public var loadDepth = 32

        public init() {}
    }

    /// A file evaluated: its path and where its lines start.
    struct SourceFile {
        var path: String
        var package: String
        var lines: LineTable
    }

    /// A loaded `.bzl` file's state.
    enum ModuleState {
        case loading
        /// Its globals, the functions it defines, and the files it loads (directly or not).
        case loaded(StarlarkModule, definedFunctions: Set<String>, loads: Set<String>)
    }

    let host: any StarlarkHost
    let limits: Limits
    /// The files and loaded modules, shared by the interpreters of one session.
    let session: StarlarkSession
    var files: [SourceFile] {
        get { session.files }
        set { session.files = newValue }
    }
    var modules: [String: ModuleState] {
        get { session.modules }
        set { session.modules = newValue }
    }
    /// The `.bzl` files this evaluation loaded, directly or not.
    var loadedPaths = Set<String>()
    var targets: [StarlarkTarget] = []
    var issues: [StarlarkIssue] = []
    var remainingSteps: Int
    /// The steps left to the BUILD file's statement being run.
    var statementSteps: Int
    var nativeDepth = 0
    /// The functions running, innermost last.
    var callStack: [StarlarkFunctionDefinition] = []
    /// The BUILD file's call being evaluated (the place its targets are declared at) and the macro it calls.
    var buildCall: (location: SourceLocation, macro: String?)?
    /// The package whose BUILD file is evaluated (a folder relative to the workspace root, `""` for the root).
    var package = ""
    /// The arguments of `package(…)`, once called.
    var packageDefaults: [String: StarlarkValue] = [:]
    var loadDepth = 0

    /// - Parameter session: What interpreters of one session share: the `.bzl` files loaded, evaluated once for
    ///   all of them (each interpreter still has its own budget).
    public init(host: any StarlarkHost, limits: Limits = Limits(), session: StarlarkSession = StarlarkSession()) {
        self.host = host
        self.limits = limits
        self.session = session
        remainingSteps = limits.steps
        statementSteps = limits.statementSteps
    }

    // MARK: - Parts

    // Each part is a value made on use that holds this interpreter: the state (files, modules, targets, issues,
    // budget, call stack) is here, the work is in the parts, which call each other through it.

    /// Evaluates expressions (``StarlarkExpressionEvaluator``).
    var expressions: StarlarkExpressionEvaluator { StarlarkExpressionEvaluator(interpreter: self) }

    /// Starlark's operators, equality and order (``StarlarkOperators``).
    var operators: StarlarkOperators { StarlarkOperators(interpreter: self) }

    /// Runs statements (``StarlarkStatementExecutor``).
    var statements: StarlarkStatementExecutor { StarlarkStatementExecutor(interpreter: self) }

    /// Calls functions, builtins and rules (``StarlarkCallEvaluator``).
    var calls: StarlarkCallEvaluator { StarlarkCallEvaluator(interpreter: self) }

    /// The functions every file may call and the predeclared names (``StarlarkBuiltins``).
    var builtins: StarlarkBuiltins { StarlarkBuiltins(interpreter: self) }

    /// The functions of BUILD files and the targets rules declare (``StarlarkBuildFileBuiltins``).
    var buildFile: StarlarkBuildFileBuiltins { StarlarkBuildFileBuiltins(interpreter: self) }

    /// The methods of strings, lists and dicts (``StarlarkMethods``).
    var methods: StarlarkMethods { StarlarkMethods(interpreter: self) }

    /// `str()`, `repr()` and string formatting (``StarlarkTextFormatter``).
    var text: StarlarkTextFormatter { StarlarkTextFormatter(interpreter: self) }

    /// `load()` of `.bzl` files (``StarlarkLoader``).
    var loader: StarlarkLoader { StarlarkLoader(interpreter: self) }

    // MARK: - Evaluating a BUILD file

    /// Evaluates the BUILD file at `path` (relative to the workspace root), of package `package`.
    /// - Parameter bytes: Its contents.
    /// - Returns: The targets it declares, what could not be evaluated, and the `.bzl` files it loaded.
    public func evaluateBuildFile(path: String, package: String, bytes: [UInt8]) -> StarlarkPackage {
        self.package = package
        let file = addFile(path: path, package: package, bytes: bytes)
        let tree = StarlarkParser.parse(bytes, file: file)
        for failure in tree.failures {
            issues.append(StarlarkIssue(message: failure.message, location: location(file: file, offset: failure.offset)))
        }
        let module = StarlarkModule(file: file, package: package, isBuildFile: true)
        for statement in tree.statements {
            if case .def = statement {
                issues.append(StarlarkIssue(message: "a BUILD file may not define functions (def); move it to a .bzl file",
                                            location: location(file: file, offset: statement.offset)))
            }
            runTopLevel(statement, in: module)
        }
        var seen = Set<StarlarkIssue>()
        let unique = issues.filter { seen.insert($0).inserted }
        let loaded = loadedPaths.sortedByBytes()
        return StarlarkPackage(targets: targets, issues: unique, loadedFiles: loaded)
    }

    /// Runs one top-level statement; a failure becomes an issue and the names it assigns become unknown.
    func runTopLevel(_ statement: StarlarkStatement, in module: StarlarkModule) {
        statementSteps = limits.statementSteps
        do {
            _ = try statements.execute(statement, scope: StarlarkScope(module: module, frame: nil))
        } catch {
            if module.isBuildFile { issues.append(issue(for: error.problem, of: statement, in: module.file)) }
            for name in Self.assignedNames(statement) { module.globals[name] = .unknown(error.problem) }
        }
        buildCall = nil
        callStack = []
        nativeDepth = 0
    }

    /// The issue of a statement of the BUILD file that failed: at the statement, naming what it calls and where
    /// in a loaded file the failure is.
    func issue(for problem: StarlarkProblem, of statement: StarlarkStatement, in file: Int) -> StarlarkIssue {
        var message = problem.message
        if problem.location.file != files[file].path {
            message += " (\(problem.location.file):\(problem.location.line))"
        }
        if case .expression(.call(let callee, _, _), _) = statement {
            message = "\(StarlarkCallEvaluator.calleeName(callee))() could not be evaluated: " + message
        }
        return StarlarkIssue(message: message, location: location(file: file, offset: statement.offset))
    }

    /// The names a top-level statement binds.
    static func assignedNames(_ statement: StarlarkStatement) -> [String] {
        switch statement {
        case .assign(let target, _, _), .augmentedAssign(let target, _, _, _):
            return targetNames(target)
        case .load(_, let bindings, _):
            return bindings.map(\.local)
        default:
            return []
        }
    }

    private static func targetNames(_ target: StarlarkExpression) -> [String] {
        switch target {
        case .name(let name, _): return [name]
        case .tuple(let elements, _), .list(let elements, _):
            // Targets nest as deep as the parser allowed; one level is enough to name what a failure leaves unknown.
            return elements.compactMap { if case .name(let name, _) = $0 { name } else { nil } }
        default: return []
        }
    }

    // MARK: - Files and places

    func addFile(path: String, package: String, bytes: [UInt8]) -> Int {
        files.append(SourceFile(path: path, package: package, lines: LineTable(bytes, breaks: .anyNewline)))
        return files.count - 1
    }

    /// The line and column of byte `offset` of file `file`.
    func location(file: Int, offset: Int) -> SourceLocation {
        SourceLocation(file: files[file].path, position: files[file].lines.position(ofOffset: offset))
    }

    func problem(_ message: String, file: Int, offset: Int) -> StarlarkProblem {
        StarlarkProblem(message: message, location: location(file: file, offset: offset))
    }

    func failure(_ message: String, file: Int, offset: Int) -> StarlarkFailure {
        StarlarkFailure(problem: problem(message, file: file, offset: offset))
    }

    // MARK: - Budget and depth

    /// Takes `count` steps from the budget; fails when it is spent.
    func spend(_ count: Int, file: Int, offset: Int) throws(StarlarkFailure) {
        remainingSteps -= count
        statementSteps -= count
        if remainingSteps < 0 {
            throw failure("the file takes more than \(limits.steps) steps to evaluate; stopped", file: file, offset: offset)
        }
        if statementSteps < 0 {
            throw failure("the statement takes more than \(limits.statementSteps) steps to evaluate; stopped", file: file,
                          offset: offset)
        }
    }

    /// Enters one level of the interpreter's own nesting.
    func enter(file: Int, offset: Int) throws(StarlarkFailure) {
        try spend(1, file: file, offset: offset)
        guard nativeDepth < limits.nativeDepth else {
            throw failure("expressions and calls nested too deeply to evaluate", file: file, offset: offset)
        }
        nativeDepth += 1
    }

    func leave() {
        nativeDepth -= 1
    }

    /// Fails when a value of `count` elements (or bytes, for a string) is larger than allowed.
    func checkSize(_ count: Int, string: Bool = false, file: Int, offset: Int) throws(StarlarkFailure) {
        let limit = string ? limits.stringBytes : limits.elements
        guard count <= limit else {
            throw failure("a value of more than \(limit) \(string ? "bytes" : "elements") is not built", file: file, offset: offset)
        }
        try spend(count / 16, file: file, offset: offset)
    }
}

/// What the interpreters of one session share: the files they read and the `.bzl` modules they loaded, which
/// Starlark never changes once loaded. Not for several threads.
public final class StarlarkSession {
    var files: [StarlarkInterpreter.SourceFile] = []
    var modules: [String: StarlarkInterpreter.ModuleState] = [:]

    public init() {}
}

/// A failure that stops the statement being run: recursion, a spent budget, a `fail()`, what cannot be decided.
struct StarlarkFailure: Error {
    var problem: StarlarkProblem
}

/// Where names are looked up: a module's globals, and the variables of the function (and of the functions it
/// is nested in) or comprehension running.
struct StarlarkScope {
    var module: StarlarkModule
    var frame: StarlarkFrame?
}

/// A loaded file's global variables.
final class StarlarkModule {
    let file: Int
    let package: String
    let isBuildFile: Bool
    /// The folder of the repository the file belongs to, relative to the workspace root (`""` for the main
    /// repository's): where its `load()`s of `//pkg:file.bzl` and `:file.bzl` are.
    let repositoryFolder: String
    var globals: [String: StarlarkValue] = [:]

    init(file: Int, package: String, isBuildFile: Bool, repositoryFolder: String = "") {
        self.file = file
        self.package = package
        self.isBuildFile = isBuildFile
        self.repositoryFolder = repositoryFolder
    }
}

/// The variables of one call of a function, or of a comprehension.
final class StarlarkFrame {
    var locals: [String: StarlarkValue] = [:]
    let parent: StarlarkFrame?

    init(parent: StarlarkFrame?) {
        self.parent = parent
    }

    /// The variable `name` of this frame or of the frames it is nested in.
    func lookup(_ name: String) -> StarlarkValue? {
        var frame: StarlarkFrame? = self
        while let current = frame {
            if let value = current.locals[name] { return value }
            frame = current.parent
        }
        return nil
    }

    /// Gives up its variables' values (for a release without recursion).
    func takeValues() -> [StarlarkValue] {
        let values = Array(locals.values)
        locals = [:]
        return values
    }

    deinit {
        guard locals.values.contains(where: \.isContainer) else { return }
        var pending = takeValues()
        StarlarkRelease.drain(&pending)
    }
}

extension StarlarkInterpreter {
    /// The string keyword arguments of each top-level call of `function` in `bytes` (`module(name = "rules_swift",
    /// repo_name = "build_bazel_rules_swift")` in a `MODULE.bazel`), without evaluating anything.
    public static func stringArguments(ofCallsTo function: String, in bytes: [UInt8]) -> [[String: String]] {
        let tree = StarlarkParser.parse(bytes, file: 0)
        var calls: [[String: String]] = []
        for statement in tree.statements {
            guard case .expression(.call(.name(let name, _), let arguments, _), _) = statement, name == function else { continue }
            var strings: [String: String] = [:]
            for argument in arguments {
                if case .keyword(let key) = argument.kind, case .string(let value, _) = argument.value { strings[key] = value }
            }
            calls.append(strings)
        }
        return calls
    }
}
