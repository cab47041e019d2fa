/// A `#if` condition as the compiler reads it: flags and tests joined by `!`, `&&`, `||` and parentheses.
///
/// The one reading of `#if` in strata: source files, `Package.swift` and Tuist's manifests all parse their
/// conditions here and decide them with ``evaluate(in:)`` against a ``BuildConfiguration``, which is what
/// differs between them. Evaluation is three-valued, so a test strata cannot decide (`arch(arm64)`) leaves
/// the answer open instead of guessing it; a reader that must take one branch decides what open means.
public indirect enum BuildCondition: Sendable, Equatable {
    /// `true` or `false`.
    case literal(Bool)
    /// A compilation flag: `DEBUG`, `SOME_FLAG`.
    case flag(String)
    /// A test: `os(iOS)` is `test("os", ["iOS"])`, `swift(>=5.9)` is `test("swift", [">=5.9"])`,
    /// `canImport(X, _version: 2)` is `test("canImport", ["X", "_version: 2"])`; arguments as written, trimmed.
    case test(String, [String])
    case not(BuildCondition)
    case and(BuildCondition, BuildCondition)
    case or(BuildCondition, BuildCondition)

    /// Conditions nested deeper than this (parentheses, `!`, `&&`, `||`) are not parsed: real ones nest a few
    /// deep, and the bound keeps the recursive parser's and evaluation's stacks small on hostile input.
    static let maxDepth = 64

    /// The condition `text` means; `nil` when it is not one strata can read (empty, unbalanced, too deep).
    public init?(parsing text: String) {
        self.init(parsing: Array(text.utf8))
    }

    /// The condition `bytes` spell, in UTF-8; `nil` when it is not one strata can read.
    init?(parsing bytes: [UInt8]) {
        var parser = BuildConditionParser(bytes)
        guard let condition = parser.parseOr(depth: 0), parser.isAtEnd else { return nil }
        self = condition
    }

    /// The truth of the condition in `configuration` (Kleene's logic: `unknown && no` is `no`, `unknown || yes`
    /// is `yes`).
    public func evaluate(in configuration: some BuildConfiguration) -> Truth {
        switch self {
        case .literal(let value): return value ? .yes : .no
        case .flag(let name): return configuration.isFlagSet(name)
        case .test(let function, let arguments): return configuration.answer(function, arguments)
        case .not(let operand): return operand.evaluate(in: configuration).negated
        case .and(let lhs, let rhs):
            let left = lhs.evaluate(in: configuration)
            return left == .no ? .no : left.and(rhs.evaluate(in: configuration))
        case .or(let lhs, let rhs):
            let left = lhs.evaluate(in: configuration)
            return left == .yes ? .yes : left.or(rhs.evaluate(in: configuration))
        }
    }
}

extension BuildConfiguration {
    /// The answer to the test `function(arguments)`. A known test with arguments it cannot have (`os()`,
    /// `os(iOS, macOS)`, `swift(5.9)`) is unknown: the compiler rejects it, so no configuration is asked.
    func answer(_ function: String, _ arguments: [String]) -> Truth {
        if function == "canImport" { return canImport(arguments) }
        let only = arguments.count == 1 && !arguments[0].isEmpty ? arguments[0] : nil
        switch function {
        case "os": return only.map { isTargetOS($0) } ?? .unknown
        case "arch": return only.map { isTargetArchitecture($0) } ?? .unknown
        case "targetEnvironment": return only.map { isTargetEnvironment($0) } ?? .unknown
        case "_runtime": return only.map { isTargetRuntime($0) } ?? .unknown
        case "hasFeature": return only.map { hasFeature($0) } ?? .unknown
        case "hasAttribute": return only.map { hasAttribute($0) } ?? .unknown
        case "swift": return versionRequirement(only).map { isLanguageVersion($0) } ?? .unknown
        case "compiler": return versionRequirement(only).map { isCompilerVersion($0) } ?? .unknown
        default: return otherTest(function, arguments: arguments)
        }
    }

    private func versionRequirement(_ argument: String?) -> VersionRequirement? {
        argument.flatMap(VersionRequirement.init(parsing:))
    }

    /// `canImport(X)`, or `canImport(X, _version: 2)` (`_underlyingVersion:` too).
    private func canImport(_ arguments: [String]) -> Truth {
        guard let module = arguments.first, !module.isEmpty else { return .unknown }
        guard arguments.count == 2 else { return arguments.count == 1 ? canImport(module, version: nil) : .unknown }
        for label in ["_version:", "_underlyingVersion:"] where arguments[1].hasPrefix(label) {
            let version = arguments[1].dropFirst(label.count).drop { $0 == " " }
            return version.isEmpty ? .unknown : canImport(module, version: String(version))
        }
        return .unknown
    }
}
