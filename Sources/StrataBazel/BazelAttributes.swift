import StrataProject
import StrataStarlark
import StrataText

/// One string an attribute gives (a label, a file, a flag), where it is written, and whether only some
/// configurations give it (a branch of a `select()` that could not be decided).
struct BazelString: Equatable {
    var text: String
    var origin: SourceLocation?
    var conditional: Bool
}

/// Reads the values of a target's attributes.
enum BazelAttributes {
    /// The strings of a list attribute (`deps`, `srcs`, `copts`), or of a single string. A `select()` is decided
    /// for `platforms` when all its conditions are platforms (`@platforms//os:ios`) or the default; else every
    /// branch counts, and what not every branch gives is `conditional`. A tuple element (Buck's
    /// `("File.m", ["-flag"])`) gives its first string.
    /// - Returns: The strings, in order, without repeats; and the problem of the first part that could not be
    ///   evaluated, if any.
    static func strings(_ value: StarlarkValue?, platforms: [String]?) -> (strings: [BazelString], problem: StarlarkProblem?) {
        var result: [BazelString] = []
        var problem: StarlarkProblem?
        var seen = Set<String>()
        func add(_ element: StarlarkValue, conditional: Bool) {
            switch element {
            case .string(let text, let origin):
                if seen.insert(text).inserted { result.append(BazelString(text: text, origin: origin, conditional: conditional)) }
            case .tuple(let list):
                if let first = list.elements.first { add(first, conditional: conditional) }
            case .unknown(let cause):
                problem = problem ?? cause
            default:
                break
            }
        }
        func addAll(_ value: StarlarkValue, conditional: Bool) {
            switch value {
            case .list(let list):
                for element in list.elements { add(element, conditional: conditional) }
            case .select(let select):
                for part in select.parts {
                    switch part {
                    case .plain(let plain):
                        addPlain(plain, conditional: conditional)
                    case .branches(let branches):
                        let chosen = decide(branches, platforms: platforms)
                        let every = chosen.count == 1
                        let sets = chosen.map { Set(strings($0.value, platforms: platforms).strings.map(\.text)) }
                        let common = sets.dropFirst().reduce(sets.first ?? []) { $0.intersection($1) }
                        for branch in chosen {
                            let read = strings(branch.value, platforms: platforms)
                            problem = problem ?? read.problem
                            for item in read.strings where seen.insert(item.text).inserted {
                                result.append(BazelString(text: item.text, origin: item.origin,
                                                          conditional: conditional || item.conditional
                                                              || !every && !common.contains(item.text)))
                            }
                        }
                    }
                }
            default:
                add(value, conditional: conditional)
            }
        }
        func addPlain(_ value: StarlarkValue, conditional: Bool) {
            if case .list(let list) = value {
                for element in list.elements { add(element, conditional: conditional) }
            } else {
                add(value, conditional: conditional)
            }
        }
        if let value { addAll(value, conditional: false) }
        return (result, problem)
    }

    /// The branches of a `select()` that apply on `platforms`: when every condition but the default names a
    /// platform (`@platforms//os:ios`), those naming one of `platforms`, else the default; otherwise all.
    static func decide(_ branches: [(condition: String, value: StarlarkValue)], platforms: [String]?)
        -> [(condition: String, value: StarlarkValue)] {
        guard let platforms else { return branches }
        var matching: [(condition: String, value: StarlarkValue)] = []
        var fallback: [(condition: String, value: StarlarkValue)] = []
        for branch in branches {
            if branch.condition.hasSuffix("//conditions:default") || branch.condition == "DEFAULT" {
                fallback.append(branch)
            } else if let platform = platform(ofCondition: branch.condition) {
                if platforms.contains(platform) { matching.append(branch) }
            } else {
                return branches
            }
        }
        return matching.isEmpty ? fallback : matching
    }

    /// The platform a condition label names (`@platforms//os:ios` → `ios`, `@platforms//os:osx` → `macos`; Buck 2's
    /// `config//os:iphoneos` → `ios`).
    static func platform(ofCondition condition: String) -> String? {
        if condition.hasPrefix("config//os:") {
            return ProjectModule.platform(named: String(condition.dropFirst("config//os:".count)))
        }
        guard let label = StarlarkLabel.parse(condition, in: ""), label.repository == "platforms", label.package == "os"
        else { return nil }
        return label.name == "osx" ? "macos" : label.name == "xros" ? "visionos" : label.name
    }

    /// Whether a boolean attribute (`testonly`) is set: `True` or a non-zero integer, as Starlark reads them.
    static func isTrue(_ value: StarlarkValue?) -> Bool {
        switch value {
        case .bool(let set): set
        case .int(let number): number != 0
        default: false
        }
    }

    /// The string of a single-string attribute (`module_name`); the problem when it could not be evaluated.
    static func string(_ value: StarlarkValue?) -> (text: String?, problem: StarlarkProblem?) {
        switch value {
        case .string(let text, _): return (text, nil)
        case .unknown(let problem): return (nil, problem)
        default: return (nil, nil)
        }
    }
}
