import StrataGraph
import StrataRules

/// `strata affected --format text`: the changed modules, the affected ones with why, the test targets to
/// run and the changed files no module owns, each a section, then a summary line.
public enum AffectedTextReporter {
    /// - Parameters:
    ///   - impact: what the change touches.
    ///   - showPath: how a file relative to the analysed root is shown (from the current directory, as `check`).
    /// - Returns: the report, ending in a newline.
    public static func report(_ impact: ChangeImpact, showPath: (String) -> String = { $0 }) -> String {
        var lines: [String] = []
        // A module is named by its package too only where another module has its name.
        var modulesNamed: [NameKey: Int] = [:]
        for module in impact.graph.modules { modulesNamed[NameKey(module.name), default: 0] += 1 }
        let name = { (index: Int) in
            let module = impact.graph.modules[index]
            guard modulesNamed[NameKey(module.name), default: 0] > 1 else { return module.name }
            return DiffTextReporter.name(ReportDiff.ModuleID(name: module.name, package: module.package))
        }
        var filesOf: [Int: [String]] = [:]
        for file in impact.files {
            for module in file.modules { filesOf[module, default: []].append(file.path) }
        }
        section(&lines, "Changed modules", impact.changed.map { changed in
            let files = filesOf[changed.module] ?? []
            return name(changed.module) + ": " + (files.count == 1 ? showPath(files[0]) : "\(files.count) files")
        })
        section(&lines, "Affected modules", impact.affected.map { affected in
            guard let via = affected.via else { return name(affected.module) + ": changed" }
            let distance = affected.depth > 1 ? " (\(affected.depth) steps from a change)" : ""
            return name(affected.module) + ": depends on " + name(via) + distance
        })
        section(&lines, "Test targets to run", impact.testTargets.map { name($0.module) })
        section(&lines, "Changed files that belong to no module", impact.unownedFiles.map { showPath($0.path) })
        lines.append(summary(impact))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `2 test targets to run: 1 module changed, 4 affected (3 files changed, 1 in no module).`
    public static func summary(_ impact: ChangeImpact) -> String {
        guard !impact.files.isEmpty else { return "No file changed." }
        let unowned = impact.unownedFiles.count
        let files = counted(impact.files.count, "file") + " changed" + (unowned > 0 ? ", \(unowned) in no module" : "")
        guard !impact.affected.isEmpty else { return "No module is affected (\(files))." }
        return counted(impact.testTargets.count, "test target") + " to run: " + counted(impact.changed.count, "module")
            + " changed, \(impact.affected.count) affected (\(files))."
    }

    private static func section(_ lines: inout [String], _ title: String, _ items: [String]) {
        guard !items.isEmpty else { return }
        lines.append("\(title) (\(items.count)):")
        lines += items.map { "  " + $0 }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
