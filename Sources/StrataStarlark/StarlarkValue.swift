import StrataText

/// Why a value could not be evaluated, and where.
public struct StarlarkProblem: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation
}

/// A value of the evaluated program.
///
/// Lists, dicts, tuples and structs are boxes shared by reference, as Starlark's are; a box releases what
/// it holds without recursion, however deeply values nest.
public enum StarlarkValue {
    case none
    case bool(Bool)
    case int(Int)
    /// A string, with the place of the literal it was written as (`nil` for a string computed from others).
    case string(String, origin: SourceLocation?)
    case list(StarlarkList)
    /// An immutable list.
    case tuple(StarlarkList)
    case dict(StarlarkDict)
    /// A `struct(…)`, and the `native` module.
    case structure(StarlarkStructure)
    case function(StarlarkFunction)
    /// A function of the interpreter (`len`, `glob`), or a method bound to its receiver (`"a".format`).
    case builtin(StarlarkBuiltin)
    /// A rule: calling it declares a target of this kind (`swift_library`).
    case rule(String)
    /// A symbol loaded from a file that is not on disk (`@bazel_skylib//rules:build_test.bzl`), which cannot
    /// be evaluated: the symbol's name and the label of its file.
    case external(symbol: String, label: String)
    /// A `select()`, possibly added to lists or other selects.
    case select(StarlarkSelect)
    /// What could not be evaluated, and why. Operations on it give it again.
    case unknown(StarlarkProblem)

    /// The name of the value's type, as Starlark's `type()` gives it.
    public var typeName: String {
        switch self {
        case .none: "NoneType"
        case .bool: "bool"
        case .int: "int"
        case .string: "string"
        case .list: "list"
        case .tuple: "tuple"
        case .dict: "dict"
        case .structure: "struct"
        case .function, .builtin: "function"
        case .rule: "rule"
        case .external: "function"
        case .select: "select"
        case .unknown: "unknown"
        }
    }

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// The elements, when the value is a list or a tuple.
    public var elements: [StarlarkValue]? {
        switch self {
        case .list(let list), .tuple(let list): list.elements
        default: nil
        }
    }

    /// Whether the value holds other values (what a release must take apart without recursing).
    var isContainer: Bool {
        switch self {
        case .list, .tuple, .dict, .structure, .select, .function: true
        default: false
        }
    }

    static func string(_ text: String) -> StarlarkValue { .string(text, origin: nil) }
}

/// A list's or a tuple's elements.
public final class StarlarkList: StarlarkBox {
    public internal(set) var elements: [StarlarkValue]
    /// Set once the list may no longer change: a tuple, a loaded module's value, a list being iterated.
    var isFrozen: Bool
    /// How many loops iterate it now (it may not change meanwhile).
    var iterations = 0

    init(_ elements: [StarlarkValue], frozen: Bool = false) {
        self.elements = elements
        isFrozen = frozen
    }

    override func takeContents() -> [StarlarkValue] {
        var taken: [StarlarkValue] = []
        swap(&taken, &elements)
        return taken
    }

    deinit {
        guard elements.contains(where: \.isContainer) else { return }
        var pending = takeContents()
        StarlarkRelease.drain(&pending)
    }
}

/// A dict: keys in insertion order, each with its value.
public final class StarlarkDict: StarlarkBox {
    public internal(set) var keys: [StarlarkValue] = []
    public internal(set) var values: [StarlarkValue] = []
    private var index: [StarlarkKey: Int] = [:]
    var isFrozen = false
    var iterations = 0

    override init() {}

    /// The value of `key`.
    func value(for key: StarlarkKey) -> StarlarkValue? {
        index[key].map { values[$0] }
    }

    /// The value of the string key `key`.
    public func value(forKey key: String) -> StarlarkValue? {
        value(for: .string(key))
    }

    func set(_ value: StarlarkValue, for key: StarlarkValue, hashed: StarlarkKey) {
        if let position = index[hashed] {
            values[position] = value
        } else {
            index[hashed] = keys.count
            keys.append(key)
            values.append(value)
        }
    }

    func remove(_ hashed: StarlarkKey) -> StarlarkValue? {
        guard let position = index[hashed] else { return nil }
        let value = values[position]
        keys.remove(at: position)
        values.remove(at: position)
        index = [:]
        for (offset, key) in keys.enumerated() {
            if let hashed = StarlarkKey(key) { index[hashed] = offset }
        }
        return value
    }

    func removeAll() {
        keys = []
        values = []
        index = [:]
    }

    var count: Int { keys.count }

    override func takeContents() -> [StarlarkValue] {
        let taken = keys + values
        removeAll()
        return taken
    }

    deinit {
        guard keys.contains(where: \.isContainer) || values.contains(where: \.isContainer) else { return }
        var pending = takeContents()
        StarlarkRelease.drain(&pending)
    }
}

/// A struct's fields, sorted by name; also the `native` module.
public final class StarlarkStructure: StarlarkBox {
    public internal(set) var fields: [(name: String, value: StarlarkValue)]
    private var index: [String: Int]

    init(fields: [(name: String, value: StarlarkValue)]) {
        let sorted = fields.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        self.fields = sorted
        var index: [String: Int] = [:]
        for (offset, field) in sorted.enumerated() { index[field.name] = offset }
        self.index = index
    }

    public func field(_ name: String) -> StarlarkValue? {
        index[name].map { fields[$0].value }
    }

    override func takeContents() -> [StarlarkValue] {
        let values = fields.map(\.value)
        fields = []
        index = [:]
        return values
    }

    deinit {
        guard fields.contains(where: { $0.value.isContainer }) else { return }
        var pending = takeContents()
        StarlarkRelease.drain(&pending)
    }
}

/// A function a `def` or `lambda` made, with the defaults of its parameters (evaluated where it was defined)
/// and the module it reads globals from.
public final class StarlarkFunction: StarlarkBox {
    let definition: StarlarkFunctionDefinition
    var defaults: [StarlarkValue?]
    let module: StarlarkModule
    /// The variables of the function it is nested in, for a nested `def` or a `lambda`.
    var enclosing: StarlarkFrame?

    init(definition: StarlarkFunctionDefinition, defaults: [StarlarkValue?], module: StarlarkModule,
         enclosing: StarlarkFrame?) {
        self.definition = definition
        self.defaults = defaults
        self.module = module
        self.enclosing = enclosing
    }

    /// The name it was defined with.
    public var name: String { definition.name }

    override func takeContents() -> [StarlarkValue] {
        var taken = defaults.compactMap { $0 }
        defaults = []
        if var frame = enclosing {
            enclosing = nil
            if isKnownUniquelyReferenced(&frame) { taken += frame.takeValues() }
        }
        return taken
    }

    deinit {
        var pending = takeContents()
        StarlarkRelease.drain(&pending)
    }
}

/// A function of the interpreter, possibly bound to the value it is a method of.
public final class StarlarkBuiltin {
    public let name: String
    let receiver: StarlarkValue?

    init(_ name: String, receiver: StarlarkValue? = nil) {
        self.name = name
        self.receiver = receiver
    }
}

/// A `select({condition: value, …})`, or such selects added to plain values (`[":a"] + select(…)`).
public final class StarlarkSelect: StarlarkBox {
    /// One operand of the sum.
    public enum Part {
        case plain(StarlarkValue)
        /// Each condition's label (`//conditions:default`, `@platforms//os:ios`, `:opt`) and its value.
        case branches([(condition: String, value: StarlarkValue)])
    }

    public internal(set) var parts: [Part]

    init(parts: [Part]) {
        self.parts = parts
    }

    override func takeContents() -> [StarlarkValue] {
        var values: [StarlarkValue] = []
        for part in parts {
            switch part {
            case .plain(let value): values.append(value)
            case .branches(let branches): values += branches.map(\.value)
            }
        }
        parts = []
        return values
    }

    deinit {
        var pending = takeContents()
        StarlarkRelease.drain(&pending)
    }
}

/// A value that can be a dict key or a set member: a string, an int, a bool, `None`, or a tuple of those.
enum StarlarkKey: Hashable {
    case none
    case bool(Bool)
    case int(Int)
    case string(String)
    case tuple([StarlarkKey])
    case structure([String], [StarlarkKey])

    init?(_ value: StarlarkValue) {
        switch value {
        case .none: self = .none
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .string(let text, _): self = .string(text)
        case .tuple(let list):
            var keys: [StarlarkKey] = []
            for element in list.elements {
                // Tuples of tuples hash one level deep only; deeper ones are not keys.
                switch element {
                case .tuple: return nil
                default:
                    guard let key = StarlarkKey(element) else { return nil }
                    keys.append(key)
                }
            }
            self = .tuple(keys)
        case .structure(let structure):
            var keys: [StarlarkKey] = []
            for field in structure.fields {
                // A struct of scalars is a key; one that nests containers is not.
                if case .tuple = field.value { return nil }
                if case .structure = field.value { return nil }
                guard let key = StarlarkKey(field.value) else { return nil }
                keys.append(key)
            }
            self = .structure(structure.fields.map(\.name), keys)
        default: return nil
        }
    }
}

/// A value that holds other values. A box gives them up before it goes, so that releasing a deeply nested value
/// never recurses.
public class StarlarkBox {
    init() {}

    /// Empties the box, giving its values to the caller.
    func takeContents() -> [StarlarkValue] { [] }
}

/// Releases nested values without recursion: each box that only the pending values reference gives up its
/// contents to them before it goes.
enum StarlarkRelease {
    static func drain(_ pending: inout [StarlarkValue]) {
        while !pending.isEmpty {
            guard var box = pending[pending.count - 1].containerBox else {
                pending.removeLast()
                continue
            }
            // The box is now referenced from `box` and, unless others hold it, from nothing else.
            pending.removeLast()
            if isKnownUniquelyReferenced(&box) { pending += box.takeContents() }
        }
    }
}

extension StarlarkValue {
    /// The box of a value that holds others.
    var containerBox: StarlarkBox? {
        switch self {
        case .list(let box), .tuple(let box): box
        case .dict(let box): box
        case .structure(let box): box
        case .select(let box): box
        case .function(let box): box
        default: nil
        }
    }
}
