import StrataProject

extension Configuration {
    /// A commented `.strata.json` for a codebase, for `strata init` to write. It names the interface
    /// naming in use (`*Interfaces`, `*Interface`, or one module such as `Interfaces` or `AppDI` that
    /// holds every protocol), lists the executables as roots, and proposes layers, top to bottom:
    /// App (the roots), Features (modules that have an interface module; they may not depend on each
    /// other), Interfaces, and Core (the rest). Test targets (`*Tests`) are left out of the layers.
    /// - Parameters:
    ///   - moduleNames: the names of the workspace's modules, in any order, duplicates allowed.
    ///   - executableNames: the names of its executable targets.
    /// - Returns: JSON5 text that ``parse(_:file:knownRules:)`` accepts, the same for the same names.
    public static func starter(moduleNames: [String], executableNames: [String]) -> String {
        let plan = StarterPlan(moduleNames: moduleNames, executableNames: executableNames)
        var text = """
            // strata configuration: JSON5, so comments and trailing commas are fine.
            // Written by `strata init` for \(plan.moduleCount) module\(plan.moduleCount == 1 ? "" : "s"). \
            Review it, then run `strata check`.
            // \(plan.namingSummary)
            {
              // Paths below this directory that strata does not read, as globs.
              exclude: [
                // "Fixtures/**",
              ],

              modules: {
                // Composition roots: they wire implementations together and may import any module.
                // Executable targets are roots anyway; an app target outside SwiftPM goes under "configured".
                roots: \(starterArray(plan.roots.map(escapedGlob), indent: "    ", used: 11)),
                // Interface modules: features reach each other only through these.
                interfaces: \(starterArray(plan.interfacePatterns, indent: "    ", used: 16)),
                // Interfaces named otherwise, as {implementation: "Chat", interface: "ChatAPI"}.
                interfacePairs: [],
                // Modules the architecture rules leave alone, as globs.
                ignore: [],
                // Code outside SwiftPM, such as the Xcode app target:
                // configured: [{name: "MyApp", kind: "root", paths: ["MyApp/**"], dependencies: ["Chat"]}],
              },

              // Layers, top to bottom: a module may depend on the layers below its own, never on one above,
              // and on its own layer unless allowSameLayer is false. A module belongs to the first layer
              // that matches it.
              layers: [

            """
        text += plan.layerLines.joined(separator: "\n") + "\n"
        text += """
              ],

              // Severity ("error", "warning" or "off") and options per rule id: `strata rules` lists
              // the rules, `strata explain RULE` describes one and its options.
              rules: {
                // "vertical-chain": {severity: "error", maxLength: 2},
                // "unused-dependency": "off",
                // "forbidden-dependency": {forbidden: [{from: "*Interfaces", to: ["UIKit", "SwiftUI"]}]},
              },
            }

            """
        return text
    }
}

/// What the starter configuration proposes for a set of module names.
private struct StarterPlan {
    var moduleCount = 0
    var roots: [String] = []
    var interfacePatterns: [String] = []
    var namingSummary = ""
    var layerLines: [String] = []

    init(moduleNames: [String], executableNames: [String]) {
        let names = Set(moduleNames + executableNames).filter { !$0.isEmpty }.sorted(by: bytewise)
        moduleCount = names.count
        roots = Set(executableNames).filter { !$0.isEmpty }.sorted(by: bytewise)
        let rootSet = Set(roots)

        // Interface naming: `XInterfaces`, `XInterface`, and modules holding every protocol.
        let plural = names.filter { $0.hasSuffix("Interfaces") && $0 != "Interfaces" }
        let singular = names.filter { $0.hasSuffix("Interface") && $0 != "Interface" }
        let shared = names.filter { $0 == "Interfaces" || $0 == "Interface" || $0.hasSuffix("DI") }
        if !plural.isEmpty { interfacePatterns.append("*Interfaces") }
        if !singular.isEmpty { interfacePatterns.append("*Interface") }
        if interfacePatterns.isEmpty { interfacePatterns = ["*Interface", "*Interfaces"] }
        let patterns = interfacePatterns.compactMap { try? Glob($0) }
        for name in shared where !patterns.contains(where: { $0.matches(name) }) {
            interfacePatterns.append(escapedGlob(name))
        }
        let interfaceGlobs = interfacePatterns.compactMap { try? Glob($0) }
        namingSummary = Self.summary(plural: plural.count, singular: singular.count, shared: shared)

        // Layers.
        let nameSet = Set(names)
        let isInterface = { (name: String) in interfaceGlobs.contains { $0.matches(name) } }
        // Tests and test support (`*Mocks`, `*Testing`…) belong to no layer.
        let isTestSupport = { (name: String) in ModuleSettings.defaultTestSupportPatterns.contains { $0.matches(name) } }
        let candidates = names.filter { !rootSet.contains($0) && !isInterface($0) && !$0.hasSuffix("Tests") && !isTestSupport($0) }
        let features = candidates.filter { nameSet.contains($0 + "Interfaces") || nameSet.contains($0 + "Interface") }
        let featureSet = Set(features)
        let core = candidates.filter { !featureSet.contains($0) }

        if roots.isEmpty {
            layerLines.append("    // App: no executable target was found; add your app's module names here.")
        } else {
            layerLines.append(Self.layer("App", roots.map(escapedGlob)))
        }
        if features.isEmpty {
            layerLines.append("    // Features: no module has an interface module of its own (ChatInterfaces for Chat).")
        } else {
            layerLines.append("    // Modules that have an interface module: they must not depend on each other.")
            layerLines.append(Self.layer("Features", features.map(escapedGlob), allowSameLayer: false))
        }
        layerLines.append(Self.layer("Interfaces", interfacePatterns))
        if !core.isEmpty {
            if features.isEmpty, !shared.isEmpty {
                layerLines.append("    // Modules that implement the shared interfaces import them: move those above Interfaces.")
            }
            layerLines.append(Self.layer("Core", core.map(escapedGlob)))
        }
    }

    private static func layer(_ name: String, _ modules: [String], allowSameLayer: Bool = true) -> String {
        let head = "    {name: \(jsonString(name)), modules: "
        let tail = allowSameLayer ? "}," : ", allowSameLayer: false},"
        return head + starterArray(modules, indent: "      ", used: head.utf8.count + tail.utf8.count) + tail
    }

    private static func summary(plural: Int, singular: Int, shared: [String]) -> String {
        var parts: [String] = []
        if plural > 0 { parts.append("\(plural) module\(plural == 1 ? "" : "s") named *Interfaces") }
        if singular > 0 { parts.append("\(singular) named *Interface") }
        if !shared.isEmpty { parts.append("shared interface module\(shared.count == 1 ? "" : "s") " + shared.joined(separator: ", ")) }
        guard !parts.isEmpty else { return "Interface naming: none found; the default patterns *Interface and *Interfaces are kept." }
        return "Interface naming found: " + parts.joined(separator: "; ") + "."
    }
}

// MARK: - Writing JSON5

/// `["a", "b"]` on one line when it fits in 100 columns after `used` of them, else one wrapped
/// item run per line at `indent`.
private func starterArray(_ items: [String], indent: String, used: Int) -> String {
    let quoted = items.map(jsonString)
    let inline = "[" + quoted.joined(separator: ", ") + "]"
    guard used + inline.utf8.count > 100 else { return inline }
    var lines: [String] = []
    var line: [String] = []
    var width = indent.utf8.count
    for item in quoted {
        let added = item.utf8.count + 2
        if !line.isEmpty, width + added > 100 {
            lines.append(indent + line.joined(separator: ", ") + ",")
            line = []
            width = indent.utf8.count
        }
        line.append(item)
        width += added
    }
    if !line.isEmpty { lines.append(indent + line.joined(separator: ", ") + ",") }
    return "[\n" + lines.joined(separator: "\n") + "\n" + String(indent.dropLast(2)) + "]"
}

/// A double-quoted JSON string: quotes, backslashes and control characters escaped.
private func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\u{0}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
            let digits = String(scalar.value, radix: 16, uppercase: true)
            result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        default:
            result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}

/// A glob that matches exactly `name`: pattern characters escaped with `\`.
private func escapedGlob(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
        if "*?[]{}\\".unicodeScalars.contains(scalar) { result += "\\" }
        result.unicodeScalars.append(scalar)
    }
    return result
}

private func bytewise(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
}
