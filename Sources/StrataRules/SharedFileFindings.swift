import StrataText

/// One finding per line of a file that several targets compile.
///
/// A Swift file in two targets' Sources phases (an Xcode file in both an app and its widget, an XcodeGen source
/// folder shared by two targets, the platform variants of one target) is scanned once per target, and a rule
/// finds the same thing at the same place once for each. They are reported once, at that place, by the first
/// target: the message names the others, and each other target's own finding (with its own fix) is a note; a
/// dependency to add is added to each target (the fix holds every target's). Two targets of one module name
/// (platform variants) find it in the same words: it is simply said once.
///
/// The same holds for a line of a build file that declares the modules of several projects (a Tuist helper every
/// `Project.swift` calls, with the dependencies it gives each): what it does wrong is said once, at that line,
/// when the findings have no fix of their own.
public enum SharedFileFindings {
    /// `violations` with each finding in a shared file that repeats an earlier one (same rule, same place, same
    /// modules but the first) for another target folded into that earlier one; in the order of `violations`.
    /// - Parameters:
    ///   - sharedFiles: the source files (relative to the root) that more than one module compiles.
    ///   - sharedBuildFiles: the build files (relative to the root) that declare modules of more than one project.
    public static func merge(_ violations: [Violation], sharedFiles: Set<String>,
                             sharedBuildFiles: Set<String> = []) -> [Violation] {
        guard !sharedFiles.isEmpty || !sharedBuildFiles.isEmpty else { return violations }
        var result: [Violation] = []
        var first: [Key: Int] = [:]
        var others: [Int: [String]] = [:]
        for violation in violations {
            guard let file = violation.location?.file, let key = Key(violation),
                  sharedFiles.contains(file) || (sharedBuildFiles.contains(file) && violation.fix == nil) else {
                result.append(violation)
                continue
            }
            guard let index = first[key] else {
                first[key] = result.count
                result.append(violation)
                continue
            }
            result[index].severity = max(result[index].severity, violation.severity)
            for edge in violation.edges where !result[index].edges.contains(edge) { result[index].edges.append(edge) }
            // The import is removed only when every target that compiles the file finds it unused.
            if case .removeImports(let places, let modules)? = result[index].fix, case .removeImports(_, let more)? = violation.fix {
                result[index].fix = .removeImports(places, modules: modules + more.filter { !modules.contains($0) })
            }
            // A dependency each target lacks is added to each: the fix of the one finding holds theirs.
            if case .addDependency? = violation.fix, let mine = result[index].fix, let theirs = violation.fix {
                let parts = if case .all(let parts) = mine { parts } else { [mine] }
                if !parts.contains(theirs) { result[index].fix = .all(parts + [theirs]) }
            }
            // Two targets of one module name (`Shared-iOS`, `Shared-watchOS`) find the same thing in the same words.
            let target = violation.modules[0]
            guard !result[index].modules[0].hasSameBytes(as: target),
                  !(others[index] ?? []).contains(where: { $0.hasSameBytes(as: target) }) else { continue }
            others[index, default: []].append(target)
            result[index].notes.append(Note(message: "target '\(target)': \(violation.message)", location: violation.location))
        }
        for (index, names) in others {
            let targets = ([result[index].modules[0]] + names).map { "'\($0)'" }
            var message = result[index].message
            let period = message.hasSuffix(".") ? "." : ""
            if !period.isEmpty { message.removeLast() }
            let isSourceFile = result[index].location.map { sharedFiles.contains($0.file) } ?? true
            let shares = isSourceFile ? "compile this file" : "get their dependencies from this line"
            result[index].message = message + " (targets \(listed(targets)) \(shares); the same holds for each)" + period
        }
        return result
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// What two findings for two targets share when they are one finding in a shared file.
    private struct Key: Hashable {
        var rule: String
        var file: [UInt8]
        var line: Int
        var column: Int
        /// The modules after the first (the target), and the path and components, by their bytes.
        var rest: [[UInt8]]

        init?(_ violation: Violation) {
            guard let location = violation.location, !violation.modules.isEmpty,
                  violation.group.isEmpty else { return nil }
            rule = violation.rule
            file = Array(location.file.utf8)
            line = location.line
            column = location.column
            rest = (Array(violation.modules.dropFirst()) + ["\u{0}"] + violation.path.dropFirst() + ["\u{0}"]
                + violation.components).map { Array($0.utf8) }
        }
    }
}
