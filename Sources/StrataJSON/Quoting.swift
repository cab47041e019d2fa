/// `'text'` for a message: control characters, quotes and backslashes escaped so that the message
/// stays on one line and readable, and text longer than `limit` characters cut with `…`.
/// - Parameters:
///   - text: what the message names: a key, a value, a name.
///   - limit: how many Unicode scalars are shown before the cut.
/// - Returns: the text between single quotes.
public func quoted(_ text: String, limit: Int = 80) -> String {
    var result = "'"
    var count = 0
    for scalar in text.unicodeScalars {
        if count == limit {
            result += "…"
            break
        }
        count += 1
        switch scalar {
        case "'": result += "\\'"
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.isVisible || scalar == " " {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
    }
    return result + "'"
}

/// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`: the names quoted, for "expected …" in a message.
public func alternatives(_ names: [String]) -> String {
    let quotedNames = names.map { quoted($0) }
    guard quotedNames.count > 1, let last = quotedNames.last else { return quotedNames.first ?? "" }
    return quotedNames.dropLast().joined(separator: ", ") + " or " + last
}
