/// Runs a ``ScriptProgram`` as far as it can be evaluated without a compiler: the main file's top-level
/// statements in order, and whatever functions, initializers, computed properties and static members they
/// reach, with labelled arguments, default values, closures, `switch`, `if`, `guard` and `for`.
///
/// Everything is bounded: a budget of steps (loops and recursion end), a depth of calls of the evaluated
/// program (a recursive helper gives a problem, not a crash), and a depth of the interpreter's own nesting
/// (deep expressions give a problem before the stack runs out). What cannot be evaluated becomes an
/// ``ScriptValue/unknown(_:)`` carrying the place and the reason; what can still comes out around it.
package final class ScriptInterpreter {
    /// A scope of variables. Scopes live in one array and refer to their parent by index, so closures that
    /// capture them form no reference cycles and nothing is released recursively.
    package struct Scope {
        var variables: [String: ScriptValue] = [:]
        /// The types variables were declared with (`let x: T`, parameters), which decide `.member`s assigned later.
        var types: [String: ScriptType] = [:]
        var parent: Int?
        /// Set on the scope of a function call: the type whose member runs (`nil` for a global function).
        var context: Context?
    }

    /// What a function body runs in.
    package struct Context {
        var owner: String?
        /// The declared type of what the body returns (`nil` in closures).
        var returnType: ScriptType?
    }

    /// A closure with the scope it captured.
    package struct ClosureRecord {
        var closure: ScriptClosure
        var scope: Int
        var spot: ScriptSpot
        /// A function declared inside a body: called with its labels and default values.
        var function: ScriptFunction?
    }

    /// A global or static member evaluated on first use.
    package enum Lazy {
        case evaluating
        case done(ScriptValue)
    }

    /// Steps (expressions and statements evaluated, elements built) one program may take.
    package static let stepLimit = 3_000_000
    /// Steps one expression of the main file may take with everything it calls, so that one runaway helper
    /// does not leave the others without steps.
    package static let expressionStepLimit = 250_000
    /// How deeply the evaluated program may call functions.
    package static let maximumCallDepth = 48
    /// How deeply the interpreter may nest its own evaluation (expressions within calls within expressions).
    package static let maximumNativeDepth = 320

    package let program: ScriptProgram
    /// Scope 0 holds the main file's top-level variables.
    package var scopes: [Scope] = [Scope()]
    package var closures: [ClosureRecord] = []
    package var lazyValues: [String: Lazy] = [:]
    package var remainingSteps = ScriptInterpreter.stepLimit
    /// The steps left to the innermost expression of the main file being evaluated.
    package var allowance = ScriptInterpreter.expressionStepLimit
    package var callDepth = 0
    package var nativeDepth = 0
    /// Calls in the main file being evaluated, innermost last.
    package var origins: [ScriptSpot] = []
    /// Where the functions being run are declared, innermost last.
    package var running: [ScriptSpot] = []
    /// How many default argument values are being evaluated, innermost last.
    package var defaultDepth = 0
    /// The expressions of helper files that gave a value while a default argument was evaluated (its
    /// ``ScriptObject/helperWrittenAt``): what they give depends on no argument of the call, since a default value
    /// cannot name another parameter.
    package var defaultArgumentSpots: Set<ScriptSpot> = []
    /// The string literals a helper file writes in a default argument's value or as an argument of a
    /// ProjectDescription call (`.project(target: "Analytics", …)`), each with the places it is written at
    /// (two at most: one is all ``helperPlace(of:)`` needs).
    package var helperLiterals: [String: [ScriptSpot]] = [:]
    /// The string literals the main file writes.
    package var mainLiterals: Set<String> = []

    /// What it knows of the API the program is written against.
    package let vocabulary: ScriptVocabulary

    package init(program: ScriptProgram, vocabulary: ScriptVocabulary = ScriptVocabulary()) {
        self.program = program
        self.vocabulary = vocabulary
    }

    // MARK: - Parts

    // Each part is a value made on use that holds this interpreter: the state (program, scopes, closures, budget)
    // is here, the work is in the parts, which call each other through it.

    /// Evaluates expressions (``ScriptExpressionEvaluator``).
    package var expressions: ScriptExpressionEvaluator { ScriptExpressionEvaluator(interpreter: self) }

    /// Says what names and members mean (``ScriptNameResolver``).
    package var names: ScriptNameResolver { ScriptNameResolver(interpreter: self) }

    /// Runs statements (``ScriptStatementExecutor``).
    package var statements: ScriptStatementExecutor { ScriptStatementExecutor(interpreter: self) }

    /// Calls functions, methods, initializers and closures (``ScriptCallEvaluator``).
    package var calls: ScriptCallEvaluator { ScriptCallEvaluator(interpreter: self) }

    /// The standard library's functions and methods (``ScriptBuiltinMethods``).
    package var builtins: ScriptBuiltinMethods { ScriptBuiltinMethods(interpreter: self) }

    /// The standard library's operators, equality and patterns (``ScriptStandardOperators``).
    package var operators: ScriptStandardOperators { ScriptStandardOperators(interpreter: self) }

    /// Initializers, conversions, type tests and casts (``ScriptTypeConversions``).
    package var types: ScriptTypeConversions { ScriptTypeConversions(interpreter: self) }

    // MARK: - Running the main file

    /// Runs the main file's top-level statements in order.
    /// - Returns: Its top-level variables, and the problems of statements that could not run.
    package func runMainFile() -> (variables: [String: ScriptValue], problems: [ScriptProblem]) {
        var problems: [ScriptProblem] = []
        let file = program.files[program.mainFile]
        for statement in file.statements {
            if case .failed(let problem) = statements.execute(statement, in: 0, yieldsValue: false) {
                problems.append(problem)
                for name in ScriptSyntaxWalk.assignedNames(in: [statement]) where scopes[0].variables[name] != nil {
                    scopes[0].variables[name] = .unknown(problem)
                }
            }
        }
        return (scopes[0].variables, problems)
    }

    // MARK: - Budget and depth

    /// Takes `count` steps from the budget; the problem when it is spent.
    package func spend(_ count: Int, at spot: ScriptSpot) -> ScriptProblem? {
        remainingSteps -= count
        allowance -= count
        if remainingSteps < 0 {
            return problem("the manifest takes more than \(Self.stepLimit) steps to evaluate", at: spot)
        }
        guard allowance < 0 else { return nil }
        return problem("more than \(Self.expressionStepLimit) steps to evaluate", at: spot)
    }

    /// Enters one level of the interpreter's own nesting; the problem when it is too deep or the budget is spent.
    package func enter(at spot: ScriptSpot) -> ScriptProblem? {
        if let spent = spend(1, at: spot) { return spent }
        guard nativeDepth < Self.maximumNativeDepth else {
            return problem("expressions and calls nested too deeply to evaluate", at: spot)
        }
        nativeDepth += 1
        return nil
    }

    package func leave() {
        nativeDepth -= 1
    }

    /// A problem at `spot`, remembering the main file's call that led there.
    package func problem(_ reason: String, at spot: ScriptSpot) -> ScriptProblem {
        ScriptProblem(reason: reason, spot: spot, origin: spot.file == program.mainFile ? spot : origins.last)
    }

    package func unknown(_ reason: String, at spot: ScriptSpot) -> ScriptValue {
        .unknown(problem(reason, at: spot))
    }

    /// The source text at `spot`, on one line and shortened, for messages.
    package func sourceText(_ spot: ScriptSpot) -> String {
        let bytes = program.files[spot.file].bytes
        let start = min(spot.start, bytes.count)
        let end = min(max(spot.end, start), bytes.count, start + 200)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        let oneLine = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingSpaces }.joined(
            separator: " ")
        return oneLine.count > 60 ? String(oneLine.prefix(57)) + "…" : oneLine
    }

    // MARK: - Scopes

    /// A new scope below `parent`.
    package func newScope(parent: Int?, context: Context? = nil) -> Int {
        scopes.append(Scope(parent: parent, context: context))
        return scopes.count - 1
    }

    /// The value of the variable `name` visible from `scope`, and the scope holding it.
    package func variable(_ name: String, from scope: Int) -> (value: ScriptValue, scope: Int)? {
        var current: Int? = scope
        while let index = current {
            if let value = scopes[index].variables[name] { return (value, index) }
            current = scopes[index].parent
        }
        return nil
    }

    /// The type the variable `name` visible from `scope` was declared with, if it was declared with one.
    package func declaredType(_ name: String, from scope: Int) -> ScriptType? {
        guard let holder = variable(name, from: scope)?.scope else { return nil }
        return scopes[holder].types[name]
    }

    /// The context of the function whose body `scope` is in; `nil` at the top level.
    package func context(of scope: Int) -> Context? {
        var current: Int? = scope
        while let index = current {
            if let context = scopes[index].context { return context }
            current = scopes[index].parent
        }
        return nil
    }

    /// The type whose member is running in `scope`.
    package func owner(of scope: Int) -> String? {
        context(of: scope)?.owner
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    package var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
