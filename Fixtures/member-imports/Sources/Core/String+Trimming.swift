extension String {
    /// The string without the spaces around it.
    public var trimmedOfSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }

    /// The string as shown to people (a name Foundation's types declare too).
    public func localized() -> String { self }
}
