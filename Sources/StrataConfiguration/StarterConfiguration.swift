import StrataProject

extension Configuration {
    /// A commented `.strata.json` for a codebase, for `strata init` to write: the `--exclude` patterns it was
    /// given, the interface naming in use (`*Interfaces`, `*Interface`, `ChatAPI` beside `Chat`, a shared
    /// `Interfaces` or `AppDI` module), the composition roots, and layers in the order of the codebase's own
    /// graph (see ``StarterPlan``), under which it has no `layer` error.
    /// - Returns: JSON5 text that ``parse(_:file:knownRules:)`` accepts, the same for the same input.
    public static func starter(_ input: StarterInput) -> String {
        let plan = StarterPlan(input)
        var text = """
            // strata configuration: JSON5, so comments and trailing commas are fine.
            // Written by `strata init` for \(plan.moduleCount) module\(plan.moduleCount == 1 ? "" : "s"). \
            Review it, then run `strata check`.
            // \(plan.namingSummary)
            {
              // Paths below this directory that strata does not read, as globs.
              exclude: \(plan.excludes.isEmpty ? "[\n    // \"Fixtures/**\",\n  ]" : starterArray(plan.excludes, indent: "    ", used: 11)),

              modules: {
                // Composition roots: they wire implementations together and may import any module.
                // An app target outside SwiftPM and the projects strata reads goes under "configured".
                roots: \(starterArray(plan.roots.map(escapedGlob), indent: "      ", used: 11)),
                // Interface modules: features reach each other only through these.
                interfaces: \(starterArray(plan.interfacePatterns, indent: "      ", used: 16)),
                // Interfaces named otherwise, as {implementation: "Chat", interface: "ChatAPI"}.
                interfacePairs: [],
                // Modules the architecture rules leave alone, as globs.
                ignore: [],
                // Code outside SwiftPM, such as the Xcode app target:
                // configured: [{name: "MyApp", kind: "root", paths: ["MyApp/**"], dependencies: ["Chat"]}],
              },

              // Layers, top to bottom, in the order of this codebase's graph: a module may depend on the layers
              // below its own, never on one above, and on its own layer unless allowSameLayer is false. A module
              // belongs to the first layer that matches it; tests and test support belong to none.
              layers: [

            """
        text += plan.layers.flatMap(layerLines).joined(separator: "\n") + "\n"
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

    /// The comment lines and the entry of one proposed layer.
    private static func layerLines(_ layer: StarterPlan.ProposedLayer) -> [String] {
        var lines = ["    // " + layer.comment]
        if layer.name == "App", layer.patterns.isEmpty {
            lines.append("    // No executable target or composition root was found; add your app's module names here.")
        }
        if !layer.moved.isEmpty {
            let shown = layer.moved.prefix(maxListed).map { "\($0.module) (uses \($0.because))" }
            let more = layer.moved.count > maxListed ? ", and \(layer.moved.count - maxListed) more" : ""
            lines += commentLines("Here because they depend on a module of this layer: " + shown.joined(separator: ", ")
                                  + more + ".")
        }
        if !layer.edgesWithin.isEmpty {
            let shown = layer.edgesWithin.prefix(maxListed).map { "\($0.from) -> \($0.to)" }
            let count = layer.edgesWithin.count
            lines += commentLines("\(count) dependenc\(count == 1 ? "y" : "ies") between its modules (" + shown.joined(separator: ", ")
                                  + (count > maxListed ? ", …" : "") + "): set allowSameLayer: false once they are gone.")
        }
        let modules = layer.patterns + layer.moved.map { escapedGlob($0.module) }.sorted(by: bytewise)
        let head = "    {name: \(jsonString(layer.name)), modules: "
        let tail = layer.allowSameLayer ? "}," : ", allowSameLayer: false},"
        lines.append(head + starterArray(modules, indent: "      ", used: head.utf8.count + tail.utf8.count) + tail)
        return lines
    }

    /// `text` as `    // ` comment lines of at most 100 columns, broken at spaces; characters that would end
    /// a comment line (a line or paragraph separator in a module name) or not show are written as `\u{…}`.
    private static func commentLines(_ text: String) -> [String] {
        var safe = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{0}"..."\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}":
                safe += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                safe.unicodeScalars.append(scalar)
            }
        }
        var lines: [String] = []
        var line = ""
        for word in safe.split(separator: " ") {
            if !line.isEmpty, 7 + line.utf8.count + 1 + word.utf8.count > 100 {
                lines.append("    // " + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append("    // " + line) }
        return lines
    }

    /// How many modules a comment names before it counts the rest.
    private static let maxListed = 8
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
