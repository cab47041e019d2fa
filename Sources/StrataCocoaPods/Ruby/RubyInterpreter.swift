/// Runs a ``RubyProgram`` for a ``RubyHost``, with an explicit stack of frames: blocks, method bodies,
/// branches and `each` iterations never deepen the call stack.
///
/// Conditionals are taken without evaluating their conditions (every branch runs); when that adds
/// dependencies the host records, an issue says so. Methods defined with `def` run when called, with their
/// parameters bound; their return values are not known. Evaluation stops with an issue after
/// ``maxSteps`` statements or when method calls nest deeper than ``maxCallDepth``.
struct RubyInterpreter<Host: RubyHost> {
    static var maxSteps: Int { 100_000 }
    static var maxCallDepth: Int { 32 }

    var host: Host
    let program: RubyProgram
    /// What the run skipped, in the order met.
    private(set) var issues: [RubyDiagnostic] = []
    var methods: [String: (parameters: [RubyParameter], body: [Int])] = [:]
    /// Names visible everywhere, method bodies included: `__FILE__` and `__dir__`.
    var globals: [String: RubyValue] = [:]
    var scopes: [Scope] = []
    private var frames: [Frame] = []
    private var callDepth = 0

    /// Local variables visible in a frame: its own, then its parent's up to a method boundary.
    struct Scope {
        var variables: [String: RubyValue] = [:]
        var parent: Int?
    }

    private struct Frame {
        var statements: [Int]
        var position = 0
        var scope: Int
        var context: Host.Context
        /// Call ``RubyHost/leave(_:)`` with the context when the frame ends.
        var leavesContext = false
        var isMethodBody = false
        /// Inside the body of a `def` that takes parameters: where the outermost such call is, which the host is given
        /// as the position of the calls it makes, since the names they use are written there (a `pod name` in
        /// `def local_pod(name)` is placed where `local_pod 'Feed'` is called). A `def` without parameters
        /// (`def shared_pods`) writes its names itself: its calls keep their own places, shared by every caller.
        var callSite: RubyPosition?
        /// For a conditional: its keyword, where it is, and the host's dependency count when it started.
        var conditional: (keyword: String, position: RubyPosition, dependencies: Int)?
    }

    /// - Parameters:
    ///   - file: the path of the file being run, which `__FILE__` and `__dir__` give.
    init(program: RubyProgram, host: Host, file: String? = nil) {
        self.program = program
        self.host = host
        if let file {
            globals["__FILE__"] = .string(file)
            let directory = PodPath.directory(of: file)
            globals["__dir__"] = .string(directory.isEmpty ? "." : directory)
        }
    }

    // MARK: - Running

    /// Runs the top-level statements in `context`.
    mutating func run(in context: Host.Context) {
        scopes = [Scope()]
        frames = [Frame(statements: program.topLevel, scope: 0, context: context)]
        var steps = 0
        while !frames.isEmpty {
            let top = frames.count - 1
            guard frames[top].position < frames[top].statements.count else {
                finish(frames.removeLast())
                continue
            }
            let statement = frames[top].statements[frames[top].position]
            frames[top].position += 1
            steps += 1
            if steps > Self.maxSteps {
                report("evaluation stopped after \(Self.maxSteps) statements", at: program.statements[statement].position)
                for frame in frames.reversed() where frame.leavesContext { host.leave(frame.context) }
                frames.removeAll()
                return
            }
            execute(statement, frame: top)
        }
    }

    mutating func report(_ message: String, at position: RubyPosition) {
        issues.append(RubyDiagnostic(message: message, position: position))
    }

    private mutating func finish(_ frame: Frame) {
        if frame.leavesContext { host.leave(frame.context) }
        if frame.isMethodBody { callDepth -= 1 }
        if let conditional = frame.conditional, host.dependencyCount > conditional.dependencies {
            let noun = conditional.keyword == "case" || conditional.keyword == "begin" ? "'\(conditional.keyword)'"
                : "the condition of '\(conditional.keyword)'"
            report("\(noun) is not evaluated; the dependencies inside it are read as if every branch were taken",
                   at: conditional.position)
        }
    }

    // MARK: - Statements

    private mutating func execute(_ index: Int, frame: Int) {
        let statement = program.statements[index]
        let scope = frames[frame].scope
        switch statement.kind {
        case .unsupported(let message):
            report("skipped: \(message)", at: statement.position)
        case .definition(let name, let parameters):
            methods[name] = (parameters, statement.body ?? [])
        case .conditional(let keyword):
            var branch = Frame(statements: statement.branches.flatMap { $0 }, scope: scope, context: frames[frame].context)
            branch.callSite = frames[frame].callSite
            branch.conditional = (keyword, statement.position, host.dependencyCount)
            frames.append(branch)
        case .assignment(let target, let value, let operation):
            var newValue: RubyValue
            if statement.body != nil, case .call(let call) = value {
                perform(call, statement: statement, frame: frame)
                newValue = .unknown
            } else {
                newValue = evaluate(value, scope: scope)
            }
            if let operation { newValue = combine(evaluate(target, scope: scope), operation, newValue) }
            assign(newValue, to: target, scope: scope, frame: frame, at: statement.position)
        case .expression(let expression):
            switch expression {
            case .call(let call):
                perform(call, statement: statement, frame: frame)
            case .name(let name, let position) where lookup(name, scope: scope) == nil && !name.hasPrefix("$"):
                perform(RubyCall(receiver: nil, name: name, arguments: [], position: position), statement: statement, frame: frame)
            default:
                break
            }
        }
    }

    private mutating func assign(_ value: RubyValue, to target: RubyExpression, scope: Int, frame: Int, at position: RubyPosition) {
        switch target {
        case .name(let name, _) where name.hasPrefix("$"):
            // A global variable: seen in every scope, a `def`'s included.
            globals[name] = value
        case .name(let name, _):
            setLocal(name, value, scope: scope)
        case .constant(let path, _) where path.count == 1:
            setLocal(path[0], value, scope: scope)
        case .call(let call):
            let receiver = call.receiver.map { evaluate($0, scope: scope) } ?? .unknown
            if let message = host.assign(call.name, receiver: receiver, value: value, position: call.position,
                                         context: frames[frame].context) {
                report(message, at: call.position)
            }
        case .index(.constant(let path, _), _, _) where path == ["ENV"]:
            // `ENV['COCOAPODS_DISABLE_STATS'] = 'true'`: an environment variable of the `pod` command, which
            // changes nothing read here (`ENV[…]` is never known).
            break
        case .index(.name(let name, _), let keys, _) where keys.count == 1:
            // `options[:path] = 'x'` on a local hash.
            guard case .hash(var entries)? = lookup(name, scope: scope) else { fallthrough }
            let key = evaluate(keys[0], scope: scope)
            if let existing = entries.firstIndex(where: { $0.key == key || ($0.key.text != nil && $0.key.text == key.text) }) {
                entries[existing].value = value
            } else {
                entries.append(RubyHashEntry(key: key, value: value))
            }
            setLocal(name, RubyValue.hash(entries).bounded, scope: scope)
        default:
            report("skipped: an assignment to an index or a nested constant", at: position)
        }
    }

    /// `a ||= b`, `a += b`: the combined value, as far as it is known.
    private func combine(_ old: RubyValue, _ operation: String, _ new: RubyValue) -> RubyValue {
        switch operation {
        case "||": return old == .nil || old == .bool(false) ? new : (old == .unknown ? new : old)
        case "+": return add(old, new)
        default: return .unknown
        }
    }

    // MARK: - Calls

    private mutating func perform(_ call: RubyCall, statement: RubyStatement, frame: Int) {
        let scope = frames[frame].scope
        if call.receiver == nil, let method = methods[call.name] {
            guard callDepth < Self.maxCallDepth else {
                report("method calls nested more than \(Self.maxCallDepth) deep (is '\(call.name)' recursive?); skipped",
                       at: call.position)
                return
            }
            scopes.append(Scope(variables: [:], parent: nil))
            bind(method.parameters, to: evaluateArguments(call.arguments, scope: scope), scope: scopes.count - 1)
            callDepth += 1
            var body = Frame(statements: method.body, scope: scopes.count - 1, context: frames[frame].context)
            body.isMethodBody = true
            body.callSite = frames[frame].callSite ?? (method.parameters.isEmpty ? nil : call.position)
            frames.append(body)
            return
        }
        if let receiver = call.receiver, let body = statement.body, ["each", "each_with_index"].contains(call.name) {
            iterate(evaluate(receiver, scope: scope), body: body, parameters: statement.blockParameters,
                    indexed: call.name == "each_with_index", frame: frame, at: call.position)
            return
        }
        let receiver = call.receiver.map { evaluate($0, scope: scope) }
        let arguments = evaluateArguments(call.arguments, scope: scope)
        let context = frames[frame].context
        switch host.call(call.name, receiver: receiver, arguments: arguments, hasBlock: statement.body != nil,
                         position: frames[frame].callSite ?? call.position, context: context) {
        case .done:
            break
        case .unsupported(let message):
            report(message, at: call.position)
        case .enterBlock(let inner, let blockArguments):
            guard let body = statement.body else {
                host.leave(inner)
                return
            }
            var variables: [String: RubyValue] = [:]
            for (offset, parameter) in statement.blockParameters.enumerated() {
                variables[parameter] = offset < blockArguments.count ? blockArguments[offset] : .unknown
            }
            scopes.append(Scope(variables: variables, parent: scope))
            var block = Frame(statements: body, scope: scopes.count - 1, context: inner)
            block.leavesContext = true
            block.callSite = frames[frame].callSite
            frames.append(block)
        }
    }

    /// `list.each do |x| … end` over a known array (or hash): one frame per element, run in order.
    private mutating func iterate(_ collection: RubyValue, body: [Int], parameters: [String], indexed: Bool,
                                  frame: Int, at position: RubyPosition) {
        var elements: [[RubyValue]]
        switch collection {
        case .array(let values):
            elements = values.enumerated().map { indexed ? [$0.element, .number(String($0.offset))] : [$0.element] }
        case .hash(let entries):
            elements = entries.map { [$0.key, $0.value] }
        default:
            report("skipped: a loop over a value the reader does not know", at: position)
            return
        }
        let scope = frames[frame].scope
        for values in elements.reversed() {
            var variables: [String: RubyValue] = [:]
            for (offset, parameter) in parameters.enumerated() {
                variables[parameter] = offset < values.count ? values[offset] : .unknown
            }
            scopes.append(Scope(variables: variables, parent: scope))
            var iteration = Frame(statements: body, scope: scopes.count - 1, context: frames[frame].context)
            iteration.callSite = frames[frame].callSite
            frames.append(iteration)
        }
    }

}
