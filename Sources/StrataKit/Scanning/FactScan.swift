import Foundation
import StrataGraph
import StrataJSON
import StrataManifest
import StrataProject
import StrataScan

/// `strata scan`: per-file facts for the files and directories named, whatever target they belong to.
public enum FactScan {
    /// One scanned file; `path` is as given on the command line, joined with its path below a named directory.
    public struct File {
        public var path: String
        fileprivate var outcome: FileScanOutcome

        /// Whether the file could be read and scanned without a problem.
        public var isClean: Bool {
            if case .scanned(let facts, _) = outcome { return facts.problems.isEmpty }
            return false
        }
    }

    /// Scans every file named and every `.swift` file below every directory named.
    /// - Parameters:
    ///   - cache: where to keep each file's scan from run to run (one cache file for the paths given, from the
    ///     current folder), or `nil`.
    ///   - warnings: given why the cache could not be written.
    /// - Throws: ``AnalysisError/rootNotFound(_:)`` for a path that does not exist.
    public static func scan(_ paths: [String], jobs: Int, cache: ScanCacheSettings? = nil,
                            warnings: inout [String]) throws -> [File] {
        var files: [String] = []
        for path in paths {
            guard let kind = FileSystemProbe.entry(path)?.kind else { throw AnalysisError.rootNotFound(path) }
            guard kind == .directory else { files.append(path); continue }
            let prefix = path.hasSuffix("/") ? path : path + "/"
            var walker = DirectoryWalker()
            walker.walk(path) { entry in
                if entry.isRegularFile && entry.name.hasSuffix(".swift") { files.append(prefix + entry.relativePath) }
            }
        }
        var options = AnalysisOptions(root: ".", jobs: jobs)
        options.cache = cache
        var phases = PhaseTimes()
        defer { phases.report() }
        let identity = (["scan", FileManager.default.currentDirectoryPath] + paths).joined(separator: "\n")
        let outcomes = CachedScan.scan(files, options: options, identity: identity, phases: &phases, warnings: &warnings)
        return zip(files, outcomes).map { File(path: $0, outcome: $1) }
    }

    /// The SPEC's scan JSON: `{"schemaVersion": 1, "files": [...]}`.
    public static func json(_ files: [File]) -> String {
        JSONValue.object([
            ("schemaVersion", .int(1)),
            ("files", .array(files.map(fileJSON))),
        ]).rendered()
    }

    private static func fileJSON(_ file: File) -> JSONValue {
        var members: [(String, JSONValue)] = [("path", .string(file.path))]
        switch file.outcome {
        case .failed(let failure):
            members += [("imports", .array([])), ("declarations", .array([])),
                        ("problems", .array([.object([("kind", .string("unreadable")),
                                                      ("message", .string(failure.message))])]))]
        case .scanned(let facts, _):
            members.append(("imports", .array(facts.imports.map(importJSON))))
            members.append(("declarations", .array(facts.declarations.map(declarationJSON))))
            members += diJSON(facts.di)
            if !facts.problems.isEmpty {
                members.append(("problems", .array(facts.problems.map { problem in
                    .object([("kind", .string(problem.kind.rawValue)), ("message", .string(problem.message)),
                             ("line", .int(problem.line)), ("column", .int(problem.column))])
                })))
            }
        }
        return .object(members)
    }

    private static func importJSON(_ fact: ImportFact) -> JSONValue {
        var members: [(String, JSONValue)] = [("module", .string(fact.module)), ("path", .string(fact.path))]
        if let kind = fact.kind { members.append(("kind", .string(kind))) }
        members.append(("attributes", .array(fact.attributes.map(JSONValue.string))))
        if let access = fact.access { members.append(("access", .string(access))) }
        members += [("line", .int(fact.line)), ("column", .int(fact.column)),
                    ("conditions", .array(fact.conditions.map { .string($0.text) }))]
        return .object(members)
    }

    private static func declarationJSON(_ fact: DeclarationFact) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(fact.kind.rawValue)),
            ("name", .string(fact.name)),
            ("inherits", .array(fact.inherits.map(JSONValue.string))),
            ("genericParameters", .array(fact.genericParameters.map(JSONValue.string))),
        ]
        if let aliasOf = fact.aliasOf { members.append(("aliasOf", .string(aliasOf))) }
        if let access = fact.access { members.append(("access", .string(access))) }
        members += [
            ("parents", .array(fact.parents.map(JSONValue.string))),
            ("local", .bool(fact.local)),
            ("conditions", .array(fact.conditions.map { .string($0.text) })),
            ("line", .int(fact.line)),
            ("column", .int(fact.column)),
        ]
        if [.protocol, .class, .struct, .enum, .actor, .extension].contains(fact.kind) {
            members.append(("members", .array(fact.members.map { member in
                var fields: [(String, JSONValue)] = [("name", .string(member.name)), ("type", .string(member.type))]
                if let access = member.access { fields.append(("access", .string(access))) }
                fields += [("lazy", .bool(member.isLazy)), ("static", .bool(member.isStatic)),
                           ("line", .int(member.line)), ("column", .int(member.column))]
                return .object(fields)
            })))
        }
        return .object(members)
    }

    /// A readable listing: one block per file, one line per import and declaration.
    public static func text(_ files: [File]) -> String {
        var lines: [String] = []
        for file in files {
            lines.append(file.path)
            switch file.outcome {
            case .failed(let failure):
                lines.append("  error: \(failure.message)")
            case .scanned(let facts, _):
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
                lines += diText(facts.di)
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
}
