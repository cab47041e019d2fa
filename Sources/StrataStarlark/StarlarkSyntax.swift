/// An expression of a Starlark file, each node with the byte offset it starts at in its file.
///
/// The parser bounds how deeply nodes nest (``StarlarkParser/maximumDepth``), so walking and releasing a tree
/// never runs deep.
indirect enum StarlarkExpression {
    case name(String, Int)
    case integer(Int, Int)
    case string(String, Int)
    /// A literal this interpreter does not represent (a float, an integer beyond 64 bits), with why.
    case unsupported(String, Int)
    case list([StarlarkExpression], Int)
    case tuple([StarlarkExpression], Int)
    case dict([(key: StarlarkExpression, value: StarlarkExpression)], Int)
    /// `[element for … in … if …]`.
    case listComprehension(StarlarkExpression, [StarlarkClause], Int)
    /// `{key: value for … in … if …}`.
    case dictComprehension(key: StarlarkExpression, value: StarlarkExpression, [StarlarkClause], Int)
    case unary(StarlarkUnaryOperator, StarlarkExpression, Int)
    case binary(StarlarkBinaryOperator, StarlarkExpression, StarlarkExpression, Int)
    /// `then if condition else otherwise`.
    case conditional(then: StarlarkExpression, condition: StarlarkExpression, otherwise: StarlarkExpression, Int)
    case call(StarlarkExpression, [StarlarkArgument], Int)
    /// `value.name`.
    case dot(StarlarkExpression, String, Int)
    case index(StarlarkExpression, StarlarkExpression, Int)
    case slice(StarlarkExpression, start: StarlarkExpression?, end: StarlarkExpression?, step: StarlarkExpression?, Int)
    case lambda(StarlarkFunctionDefinition, Int)

    /// The byte offset the expression starts at.
    var offset: Int {
        switch self {
        case .name(_, let offset), .integer(_, let offset), .string(_, let offset), .unsupported(_, let offset),
             .list(_, let offset), .tuple(_, let offset), .dict(_, let offset), .listComprehension(_, _, let offset),
             .dictComprehension(_, _, _, let offset), .unary(_, _, let offset), .binary(_, _, _, let offset),
             .conditional(_, _, _, let offset), .call(_, _, let offset), .dot(_, _, let offset),
             .index(_, _, let offset), .slice(_, _, _, _, let offset), .lambda(_, let offset):
            return offset
        }
    }
}

/// One `for … in …` or `if …` clause of a comprehension.
enum StarlarkClause {
    case forIn(target: StarlarkExpression, iterable: StarlarkExpression)
    case condition(StarlarkExpression)
}

/// One argument of a call.
struct StarlarkArgument {
    enum Kind: Equatable {
        case positional
        case keyword(String)
        /// `*args`.
        case unpackedList
        /// `**kwargs`.
        case unpackedDict
    }

    var kind: Kind
    var value: StarlarkExpression
}

enum StarlarkUnaryOperator {
    case plus, minus, invert, not
}

enum StarlarkBinaryOperator {
    case or, and
    case equal, notEqual, less, greater, lessEqual, greaterEqual, isIn, isNotIn
    case bitOr, bitXor, bitAnd, shiftLeft, shiftRight
    case add, subtract, multiply, divide, floorDivide, modulo
}

/// A statement, with the byte offset it starts at.
indirect enum StarlarkStatement {
    case expression(StarlarkExpression, Int)
    case assign(target: StarlarkExpression, value: StarlarkExpression, Int)
    case augmentedAssign(target: StarlarkExpression, StarlarkBinaryOperator, value: StarlarkExpression, Int)
    case def(StarlarkFunctionDefinition)
    /// `if`/`elif` branches in order, then the `else` body.
    case ifStatement(branches: [(condition: StarlarkExpression, body: [StarlarkStatement])], otherwise: [StarlarkStatement], Int)
    case forLoop(target: StarlarkExpression, iterable: StarlarkExpression, body: [StarlarkStatement], Int)
    case returnStatement(StarlarkExpression?, Int)
    case breakStatement(Int)
    case continueStatement(Int)
    case pass(Int)
    /// `load("//pkg:file.bzl", "a", b = "c")`: the module's label and each binding (local name, exported name).
    case load(module: String, bindings: [(local: String, exported: String)], Int)
    /// A statement that did not parse (the parser reported why and skipped it).
    case unparsed(Int)

    var offset: Int {
        switch self {
        case .expression(_, let offset), .assign(_, _, let offset), .augmentedAssign(_, _, _, let offset),
             .ifStatement(_, _, let offset), .forLoop(_, _, _, let offset), .returnStatement(_, let offset),
             .breakStatement(let offset), .continueStatement(let offset), .pass(let offset), .load(_, _, let offset),
             .unparsed(let offset):
            return offset
        case .def(let definition):
            return definition.offset
        }
    }
}

/// A function a `def` or a `lambda` declares. A class, so that a call can tell whether the function is already
/// running (Starlark forbids recursion).
final class StarlarkFunctionDefinition {
    /// One parameter: `name`, `name = default`, `*args`, `**kwargs`, or a bare `*` before keyword-only ones.
    struct Parameter {
        enum Kind { case normal, variadic, keywords, keywordOnlyMarker }
        var name: String
        var kind: Kind
        var defaultValue: StarlarkExpression?
    }

    let name: String
    let parameters: [Parameter]
    /// The body; a lambda's is one `return`.
    let body: [StarlarkStatement]
    /// The file it is written in (an index of the interpreter's files) and where.
    let file: Int
    let offset: Int

    init(name: String, parameters: [Parameter], body: [StarlarkStatement], file: Int, offset: Int) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.file = file
        self.offset = offset
    }
}

/// A parsed file: its statements and the problems met parsing it.
struct StarlarkSyntaxTree {
    var statements: [StarlarkStatement]
    /// What did not parse, each with its byte offset.
    var failures: [(message: String, offset: Int)]
}
