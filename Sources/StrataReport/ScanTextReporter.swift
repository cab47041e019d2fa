import StrataScan

/// `strata scan --format text`: one block per file, its path, then one indented line per import, declaration,
/// DI fact and problem, each at its `line:column`.
enum ScanTextReporter {
    /// - Parameter files: the files scanned, in the order they are listed.
    /// - Returns: the listing, ending in a newline when it is not empty.
    static func report(_ files: [FileScanResult]) -> String {
        var lines: [String] = []
        for file in files {
            lines.append(file.path)
            switch file.outcome {
            case .unreadable(let message):
                lines.append("  error: \(message)")
            case .scanned(let facts):
                for fact in facts.imports {
                    let attributes = fact.attributes.map { "@\($0) " }.joined()
                    let access = fact.access.map { "\($0) " } ?? ""
                    let kind = fact.kind.map { "\($0) " } ?? ""
                    lines.append("  \(fact.line):\(fact.column) \(attributes)\(access)import \(kind)\(fact.path)"
                        + conditionsSuffix(fact.conditions))
                }
                for fact in facts.declarations {
                    let inherits = fact.aliasOf.map { " = " + $0 }
                        ?? (fact.inherits.isEmpty ? "" : ": " + fact.inherits.joined(separator: ", "))
                    let scope = fact.parents.isEmpty ? "" : fact.parents.joined(separator: ".") + "."
                    lines.append("  \(fact.line):\(fact.column) \(fact.kind.rawValue) \(scope)\(fact.name)\(inherits)"
                        + (fact.local ? " (local)" : "") + conditionsSuffix(fact.conditions))
                }
                lines += diLines(facts.di)
                for problem in facts.problems {
                    lines.append("  \(problem.line):\(problem.column) problem: \(problem.message)")
                }
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private static func conditionsSuffix(_ conditions: [ConditionClause]) -> String {
        conditions.isEmpty ? "" : "  [#if " + conditions.map(\.text).joined(separator: " / ") + "]"
    }

    /// One line per DI fact, after the file's declarations.
    private static func diLines(_ facts: DIFacts) -> [String] {
        var lines: [String] = []
        for fact in facts.instantiations {
            let argument = fact.parentIsSelf ? "parent: self" : fact.hasParentLabel ? "parent: …" : "…"
            lines.append("  \(fact.line):\(fact.column) instantiation \(fact.type)(\(argument))" + inType(fact.enclosingType))
        }
        for fact in facts.containerCalls {
            let name = fact.name.map { ", name: \"\($0)\"" } ?? (fact.hasDynamicName ? ", name: …" : "")
            lines.append("  \(fact.line):\(fact.column) \(fact.kind.rawValue) \(fact.method)(\(fact.type).self\(name))"
                + inType(fact.enclosingType) + (fact.isGeneric ? " (generic)" : ""))
        }
        for fact in facts.definitions {
            let scope = fact.scope.map { " scope \($0)" } ?? ""
            lines.append("  \(fact.line):\(fact.column) definition \"\(fact.key)\"\(scope)" + inType(fact.enclosingType))
        }
        for fact in facts.assemblyPulls {
            lines.append("  \(fact.line):\(fact.column) assembly pull \(fact.assembly) (\(fact.method))" + inType(fact.enclosingType))
        }
        for fact in facts.substitutions {
            let target = fact.assembly ?? fact.receiver ?? "?"
            lines.append("  \(fact.line):\(fact.column) substitution \"\(fact.key)\" on \(target)" + inType(fact.enclosingType))
        }
        return lines
    }

    private static func inType(_ type: String?) -> String {
        type.map { " in \($0)" } ?? ""
    }
}
