import StrataConfiguration
import StrataRules

/// A command-line usage or configuration error: printed on standard error, exit code 2.
struct UsageError: Error {
    var message: String
    /// Whether `message` is already a full diagnostic line (`FILE:LINE:COL: error: …`).
    var isPreformatted = false
}

/// What a command accepts: boolean flags, options with one value, and options that may repeat.
struct OptionSpec {
    var flags: Set<String> = []
    var single: Set<String> = []
    var repeated: Set<String> = []
    /// Options with two values, given once (`--path FROM TO`).
    var pairs: Set<String> = []
    /// How many positional arguments are allowed (`nil` for any number).
    var maxPositionals: Int? = 1
}

/// Parsed arguments of one command.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: [String]] = [:]

    /// Parses `--name value`, `--name=value`, flags and positionals; `--` ends options.
    init(_ arguments: [String], spec: OptionSpec, command: String) throws {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if name == "-h" { name = "--help" }
            if spec.flags.contains(name) || name == "--help" {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                flags.insert(name)
            } else if spec.pairs.contains(name) {
                guard inlineValue == nil, index + 1 < arguments.count else { throw UsageError(message: "\(name) needs two values") }
                guard values[name] == nil else { throw UsageError(message: "\(name) was given more than once") }
                values[name] = [arguments[index], arguments[index + 1]]
                index += 2
            } else if spec.single.contains(name) || spec.repeated.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                if spec.single.contains(name), values[name] != nil {
                    throw UsageError(message: "\(name) was given more than once")
                }
                values[name, default: []].append(value)
            } else {
                let known = Array(spec.flags.union(spec.single).union(spec.repeated).union(spec.pairs)) + ["--help"]
                let nearest = nearestName(to: name, among: known.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown option '\(name)' for 'strata \(command)'\(nearest) (see 'strata \(command) --help')")
            }
        }
        if let limit = spec.maxPositionals, positionals.count > limit {
            throw UsageError(message: "unexpected argument '\(positionals[limit])' for 'strata \(command)'")
        }
    }

    /// Whether transitive edges are left out of pictures: `true` for `--reduce`, `false` for `--no-reduce`,
    /// `nil` when neither is given.
    func reduction() throws -> Bool? {
        switch (flags.contains("--reduce"), flags.contains("--no-reduce")) {
        case (true, true): throw UsageError(message: "--reduce and --no-reduce cannot be given together")
        case (true, false): return true
        case (false, true): return false
        case (false, false): return nil
        }
    }

    /// The value of a single-valued option.
    func value(_ name: String) -> String? { values[name]?.last }

    /// The value of an option that must be one of `choices`, or `defaultValue`.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, default defaultValue: T) throws -> T
    where T.RawValue == String {
        guard let raw = value(name) else { return defaultValue }
        guard let choice = T(rawValue: raw) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "invalid value '\(raw)' for \(name): expected one of \(allowed)")
        }
        return choice
    }

    /// A positive integer option.
    func positiveInteger(_ name: String) throws -> Int? {
        guard let raw = value(name) else { return nil }
        guard let number = Int(raw), number > 0 else {
            throw UsageError(message: "invalid value '\(raw)' for \(name): expected a positive whole number")
        }
        return number
    }
}

extension ParsedArguments {
    /// The format `--format` names among a command's `formats`, or the one named `defaultName`.
    /// - Parameter name: a format's `--format` value.
    func format<Format>(among formats: [Format], default defaultName: String, name: (Format) -> String) throws -> Format {
        let raw = value("--format") ?? defaultName
        guard let format = formats.first(where: { name($0) == raw }) else {
            let allowed = formats.map(name).joined(separator: ", ")
            throw UsageError(message: "invalid value '\(raw)' for --format: expected one of \(allowed)")
        }
        return format
    }
}
