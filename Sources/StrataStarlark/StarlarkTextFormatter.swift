/// Values as text: `str()` and `repr()`, and the `%` and `str.format` formatting of strings.
struct StarlarkTextFormatter {
    /// The interpreter whose bounds it works with.
    let interpreter: StarlarkInterpreter
}

extension StarlarkTextFormatter {
    // MARK: - str() and repr()

    /// `str(value)`: a string as it is, anything else as `repr`.
    func str(_ value: StarlarkValue) -> String {
        if case .string(let text, _) = value { return text }
        return repr(value)
    }

    /// `repr(value)`: strings quoted; containers nested at most ``StarlarkOperators/comparisonDepth`` levels (deeper ones, and
    /// a list that holds itself, print `...`), and at most ``StarlarkInterpreter/Limits/stringBytes`` bytes in all.
    func repr(_ value: StarlarkValue) -> String {
        var output = ""
        write(value, into: &output, depth: 0)
        return output
    }

    private func write(_ value: StarlarkValue, into output: inout String, depth: Int) {
        guard depth < StarlarkOperators.comparisonDepth, output.utf8.count < interpreter.limits.stringBytes else {
            output += "..."
            return
        }
        switch value {
        case .none: output += "None"
        case .bool(let flag): output += flag ? "True" : "False"
        case .int(let number): output += String(number)
        case .string(let text, _): output += Self.quoted(text)
        case .list(let list):
            output += "["
            writeElements(list.elements, into: &output, depth: depth)
            output += "]"
        case .tuple(let list):
            output += "("
            writeElements(list.elements, into: &output, depth: depth)
            output += list.elements.count == 1 ? ",)" : ")"
        case .dict(let dict):
            output += "{"
            for (position, (key, element)) in zip(dict.keys, dict.values).enumerated() {
                if position > 0 { output += ", " }
                write(key, into: &output, depth: depth + 1)
                output += ": "
                write(element, into: &output, depth: depth + 1)
            }
            output += "}"
        case .structure(let structure):
            output += "struct("
            for (position, field) in structure.fields.enumerated() {
                if position > 0 { output += ", " }
                output += field.name + " = "
                write(field.value, into: &output, depth: depth + 1)
            }
            output += ")"
        case .function(let function): output += "<function \(function.name)>"
        case .builtin(let builtin): output += "<built-in function \(builtin.name)>"
        case .rule(let kind): output += "<rule \(kind)>"
        case .external(let symbol, _): output += "<function \(symbol)>"
        case .select(let select):
            for (position, part) in select.parts.enumerated() {
                if position > 0 { output += " + " }
                switch part {
                case .plain(let plain): write(plain, into: &output, depth: depth + 1)
                case .branches(let branches):
                    output += "select({"
                    for (index, branch) in branches.enumerated() {
                        if index > 0 { output += ", " }
                        output += Self.quoted(branch.condition) + ": "
                        write(branch.value, into: &output, depth: depth + 1)
                    }
                    output += "})"
                }
            }
        case .unknown: output += "<unknown>"
        }
    }

    private func writeElements(_ elements: [StarlarkValue], into output: inout String, depth: Int) {
        for (position, element) in elements.enumerated() {
            if position > 0 { output += ", " }
            write(element, into: &output, depth: depth + 1)
            if output.utf8.count >= interpreter.limits.stringBytes { return }
        }
    }

    static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    output += "\\x" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output + "\""
    }

    // MARK: - Formatting

    /// `format % values`: `%s`, `%r`, `%d`, `%i`, `%o`, `%x`, `%X` and `%%`, with a tuple of values or one value
    /// (a dict for `%(name)s`).
    func percentFormat(_ format: String, _ values: StarlarkValue, file: Int, offset: Int) throws(StarlarkFailure) -> String {
        let arguments: [StarlarkValue]
        if case .tuple(let list) = values { arguments = list.elements } else { arguments = [values] }
        var next = 0
        var output = ""
        var scalars = format.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            guard var directive = scalars.next() else { throw interpreter.failure("incomplete format", file: file, offset: offset) }
            if directive == "%" {
                output += "%"
                continue
            }
            var argument: StarlarkValue
            if directive == "(" {
                var key = ""
                while let character = scalars.next(), character != ")" { key.unicodeScalars.append(character) }
                guard case .dict(let dict) = values, let found = dict.value(forKey: key) else {
                    throw interpreter.failure("format key '\(key)' not found", file: file, offset: offset)
                }
                argument = found
                guard let after = scalars.next() else { throw interpreter.failure("incomplete format", file: file, offset: offset) }
                directive = after
            } else {
                guard next < arguments.count else {
                    throw interpreter.failure("not enough arguments for the format", file: file, offset: offset)
                }
                argument = arguments[next]
                next += 1
            }
            if case .unknown(let problem) = argument { throw StarlarkFailure(problem: problem) }
            switch directive {
            case "s": output += str(argument)
            case "r": output += repr(argument)
            case "d", "i", "o", "x", "X":
                guard case .int(let number) = argument else {
                    throw interpreter.failure("%\(directive) needs an int, not a \(argument.typeName)", file: file, offset: offset)
                }
                let radix = directive == "o" ? 8 : directive == "d" || directive == "i" ? 10 : 16
                output += String(number, radix: radix, uppercase: directive == "X")
            default:
                throw interpreter.failure("unsupported format directive %\(directive)", file: file, offset: offset)
            }
            try interpreter.checkSize(output.utf8.count, string: true, file: file, offset: offset)
        }
        guard next == arguments.count || next == 0 && arguments.count == 1 && isDict(values) else {
            throw interpreter.failure("too many arguments for the format", file: file, offset: offset)
        }
        return output
    }

    private func isDict(_ value: StarlarkValue) -> Bool {
        if case .dict = value { return true }
        return false
    }

    /// `format.format(*positional, **named)`: `{}`, `{0}`, `{name}`, `{{` and `}}`.
    func braceFormat(_ format: String, positional: [StarlarkValue], named: [String: StarlarkValue], file: Int,
                     offset: Int) throws(StarlarkFailure) -> String {
        var output = ""
        var automatic = 0
        var scalars = Array(format.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "}" {
                guard scalars.first == "}" else { throw interpreter.failure("single '}' in a format string", file: file, offset: offset) }
                scalars.removeFirst()
                output += "}"
                continue
            }
            guard scalar == "{" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "{" {
                scalars.removeFirst()
                output += "{"
                continue
            }
            var field = ""
            while let character = scalars.popFirst(), character != "}" { field.unicodeScalars.append(character) }
            let name = field.split(separator: "!", maxSplits: 1).first.map(String.init) ?? ""
            let argument: StarlarkValue
            if name.isEmpty {
                guard automatic < positional.count else {
                    throw interpreter.failure("not enough arguments for format()", file: file, offset: offset)
                }
                argument = positional[automatic]
                automatic += 1
            } else if let position = Int(name) {
                guard positional.indices.contains(position) else {
                    throw interpreter.failure("format() has no argument \(position)", file: file, offset: offset)
                }
                argument = positional[position]
            } else {
                guard let value = named[name] else {
                    throw interpreter.failure("format() has no argument '\(name)'", file: file, offset: offset)
                }
                argument = value
            }
            if case .unknown(let problem) = argument { throw StarlarkFailure(problem: problem) }
            output += field.hasSuffix("!r") ? repr(argument) : str(argument)
            try interpreter.checkSize(output.utf8.count, string: true, file: file, offset: offset)
        }
        return output
    }
}
