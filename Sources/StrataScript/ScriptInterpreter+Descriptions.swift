/// Values described for messages.
extension ScriptInterpreter {
    /// A short description of a value for messages.
    package func describe(_ value: ScriptValue) -> String {
        switch value {
        case .string(let text): return "the string \"\(text.count > 40 ? String(text.prefix(37)) + "…" : text)\""
        case .integer(let number): return "the number \(number)"
        case .double(let number): return "the number \(number)"
        case .boolean(let flag): return "the Bool \(flag)"
        case .null: return "nil"
        case .array: return "a list"
        case .dictionary: return "a dictionary"
        case .enumCase(let enumValue, _): return "the case .\(enumValue.name) of \(enumValue.type)"
        case .instance(let instance, _): return "a value of \(instance.type)"
        case .object(let object, _): return "a value made by .\(object.callee)(…)"
        case .tuple: return "a tuple"
        case .symbol(let name): return ".\(name)"
        case .type(let name): return "the type \(name)"
        case .closure, .function: return "a function"
        case .keyPath: return "a key path"
        case .unknown: return "an unknown value"
        }
    }
}
