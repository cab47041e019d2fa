/// Xcode's `c99extidentifier` transformation, which turns a product name into a module name.
public enum C99Identifier {
    /// `text` made a C99 extended identifier as Xcode does: every character that may not appear in an
    /// identifier (space, `-`, `.`, punctuation, symbols) becomes `_`, and a leading digit gets `_` in front.
    /// Letters and digits outside ASCII (`Café`) stay, as C99's universal character names allow them.
    public static func make(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(isIdentifierScalar(scalar) ? scalar : "_")
        }
        if let first = scalars.first, ("0"..."9").contains(first) {
            scalars.insert("_", at: scalars.startIndex)
        }
        return String(scalars)
    }

    private static func isIdentifierScalar(_ scalar: UnicodeScalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
    }
}
