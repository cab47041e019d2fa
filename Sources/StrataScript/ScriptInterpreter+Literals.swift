/// Where a name is written: the literals of the helpers and of the main file, so that a dependency a helper
/// gives every target it makes (a default argument's `["Logging"]`, its own `.target(name: "Analytics")`) is
/// placed where the helper writes it, not at each manifest's call.
extension ScriptInterpreter {
    /// Records a string literal evaluated at `spot`: the main file's always, a helper's in a default argument's
    /// value.
    package func noteLiteral(_ text: String, at spot: ScriptSpot) {
        if spot.file == program.mainFile {
            mainLiterals.insert(text)
        } else if defaultDepth > 0 {
            noteHelperLiteral(text, at: spot)
        }
    }

    /// Records a string literal a helper file writes at `spot`; the main file's are left to ``noteLiteral(_:at:)``.
    package func noteHelperLiteral(_ text: String, at spot: ScriptSpot) {
        guard spot.file != program.mainFile else { return }
        var spots = helperLiterals[text, default: []]
        guard spots.count < 2, !spots.contains(spot) else { return }
        spots.append(spot)
        helperLiterals[text] = spots
    }

    /// The one place a helper writes `name` as a literal; `nil` when it writes it at several places, or not at
    /// all, or when the main file writes it too (then the manifest may be what passes it).
    package func helperPlace(of name: String) -> ScriptSpot? {
        guard !mainLiterals.contains(name), let spots = helperLiterals[name], spots.count == 1 else { return nil }
        return spots[0]
    }
}
