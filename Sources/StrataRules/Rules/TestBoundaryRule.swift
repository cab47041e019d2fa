import StrataConfiguration
import StrataGraph
import StrataProject
import StrataText

/// Reports production code that reaches into test code. A production module is any module that is neither a
/// test nor test support (applications included); each of its dependencies on a test support module (or, with
/// `--include-tests`, on a test target), declared or imported, is one finding at its first import in a file
/// people write, else at the build file's entry, with the entry's removal as the fix. Each module it imports
/// with `@testable` (a workspace module or an external one) is one finding at the first such import: the import
/// compiles only against a build made for testing. An `@testable import` only a debug build compiles
/// (`#if DEBUG`), one a condition strata cannot decide guards (`#if SNAPSHOTS`), one in a generated file, modules
/// that import XCTest or Testing (test code, whatever their kind), the modules `allowedModules` matches (by default
/// demo and example apps) and those `modules.ignore` matches are left alone.
public struct TestBoundaryRule: Rule {
    public let documentation = RuleDocumentation.testBoundary

    /// The production modules left alone unless `allowedModules` says otherwise: apps made to try a feature
    /// out, built in debug and never shipped.
    static let defaultAllowedModules = ["*Demo", "*DemoApp", "*Example", "*ExampleApp", "*Examples", "Sample*", "*Sample", "*Samples"]

    public var options: RuleOptionsSchema {
        RuleOptionsSchema(["allowedModules": .globs])
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        let allowed = context.settings.has("allowedModules")
            ? context.settings.globs("allowedModules")
            : Self.defaultAllowedModules.compactMap { try? Glob($0) }
        let testCode = Self.importersOfTestFrameworks(context)
        let checked = graph.modules.indices.map { module in
            let name = graph.modules[module].name
            return Self.isProduction(graph.modules[module].kind) && !context.isLeftOut(module) && !testCode.contains(module)
                && !allowed.contains { $0.matches(name) }
        }
        var violations: [Violation] = []
        for module in graph.modules.indices where checked[module] {
            let name = graph.modules[module].name
            let outgoing = graph.outgoing[module].map { graph.edges[$0] }.filter { $0.to != module }
            var entries: [ManifestEntry]?
            for edge in outgoing where !context.isLeftOut(edge.to) {
                let target = graph.modules[edge.to]
                if target.kind == .test || target.kind == .testSupport {
                    if entries == nil { entries = ManifestEntry.entries(of: module, outgoing: outgoing, context: context) }
                    let entry = entries?.first { $0.targets.contains(edge.to) }
                    if let violation = testCodeViolation(edge, entry: entry, context: context) { violations.append(violation) }
                } else if var violation = testableViolation(from: name, to: target.name, isExternal: target.kind == .external,
                                                            imports: edge.imports, context: context) {
                    // Built for testing in every configuration, the module takes the import in a release build too: the
                    // build does not fail, but the import still reaches into it, and keeps its release builds testable.
                    if context.workspace.usage(of: edge.to).enablesTestability {
                        violation.severity = min(violation.severity, .warning)
                        violation.message = Self.testableInEveryBuildMessage(from: name, to: target.name)
                    }
                    violations.append(violation)
                }
            }
        }
        // Modules outside the graph, sorted by importer.
        for external in context.workspace.externalDependencies where checked.indices.contains(external.from) && checked[external.from] {
            if let violation = testableViolation(from: graph.modules[external.from].name, to: external.name, isExternal: true,
                                                 imports: external.imports, context: context) {
                violations.append(violation)
            }
        }
        return violations
    }

    /// Whether a module of this kind is shipped code: neither a test, nor test support, nor outside the workspace.
    static func isProduction(_ kind: ModuleKind) -> Bool {
        kind != .test && kind != .testSupport && kind != .external
    }

    /// The test frameworks of the toolchain, which no shipped code can link.
    static let testFrameworks: Set<String> = ["XCTest", "Testing"]

    /// The modules whose files import a test framework in a release build, in a file people write: test code
    /// whatever their kind says (a Bazel `testonly` library of test sources, a Buck library built from a test
    /// bundle's files for CI).
    private static func importersOfTestFrameworks(_ context: RuleContext) -> Set<Int> {
        let graph = context.graph
        let compiled = { (imports: [ImportEvidence]) in imports.contains { !$0.isGenerated && !$0.isDebugOnly } }
        var result: Set<Int> = []
        for edge in graph.edges where graph.modules[edge.to].kind == .external
            && testFrameworks.contains(graph.modules[edge.to].name) && compiled(edge.imports) {
            result.insert(edge.from)
        }
        for external in context.workspace.externalDependencies
        where testFrameworks.contains(external.name) && compiled(external.imports) {
            result.insert(external.from)
        }
        return result
    }

    /// What the importer's code uses of the test code `edge` leads to, for the advice: its types (`MockKeychain and 2 more
    /// (first at file:line)`), else the members its extensions add to other types (`.mock (first at file:line)`: a
    /// `*Mocks` module that declares no type of its own), else `it` when an import may use it (a member several modules
    /// declare); `nil` when nothing is used.
    private static func firstUse(of edge: ModuleEdge, context: RuleContext) -> String? {
        if let use = edge.uses.first {
            let more = edge.uses.count > 1 ? " and \(edge.uses.count - 1) more" : ""
            return "\(use.type)\(more) (first at \(use.location.file):\(use.location.line))"
        }
        let resolved = context.types.resolved
        if let member = resolved.memberUses.first(where: { $0.module == edge.from && $0.target == edge.to }) {
            return "`.\(member.member)` (first at \(member.location.file):\(member.location.line))"
        }
        return resolved.imports.contains { $0.module == edge.from && $0.target == edge.to && $0.isUsed } ? "it" : nil
    }

    /// The finding for a production module's dependency on test code, at its first import in a file people write,
    /// else at its build file's entry; `nil` when it has neither (it is imported only in generated files).
    private func testCodeViolation(_ edge: ModuleEdge, entry: ManifestEntry?, context: RuleContext) -> Violation? {
        let graph = context.graph
        guard let location = edge.writtenEvidence else { return nil }
        let from = graph.modules[edge.from].name, target = graph.modules[edge.to]
        let imports = edge.imports.filter { !$0.isGenerated }
        var notes = imports.dropFirst().prefix(Self.maxImportNotes).map {
            Note(message: "\(from) also imports \(target.name) here", location: $0.location)
        }
        if imports.count > Self.maxImportNotes + 1 {
            notes.append(Note(message: "\(from) imports \(target.name) in \(imports.count - Self.maxImportNotes - 1) more places"))
        }
        if let entry, !imports.isEmpty {
            notes.append(Note(message: "\(from) declares the dependency here", location: entry.location))
        }
        let what = target.kind == .test ? "a test target" : "a test support module"
        var fixes = imports.isEmpty ? [] : [imports.count == 1 ? "remove the import" : "remove its imports"]
        // Code that uses its types or the members its extensions add (a preview built from its mocks, `Env.mock`) would not
        // compile without the import: it goes first.
        if !imports.isEmpty, let used = Self.firstUse(of: edge, context: context) {
            fixes[0] = "move the code that uses \(used) into test code or under `#if DEBUG`, then \(fixes[0])"
        }
        // A product that also holds shipped modules (Waitlist's product holds Waitlist and WaitlistMocks) cannot be
        // removed without them: the product is what to mend.
        let shipped = (entry?.targets ?? []).filter { $0 != edge.to && Self.isProduction(graph.modules[$0].kind) }
        if let entry, entry.isProduct, !shipped.isEmpty {
            let names = shipped.map { graph.modules[$0].name }
            fixes.append("take \(target.name) out of the product \(entry.name), which \(from) depends on for "
                         + "\(FindingGroups.listed(names)) (\(entry.location.file):\(entry.location.line))")
        } else if let entry {
            let names = entry.targets.map { graph.modules[$0].name }
            fixes.append(imports.isEmpty ? entry.removal(from: edge.from, context: context)
                         : entry.removal(of: entry.described(modules: names), from: edge.from, context: context))
        }
        return Violation(
            rule: id, severity: context.severity,
            message: Self.message(from: from, to: target.name, what: what, isImported: !imports.isEmpty,
                                  fix: fixes.joined(separator: ", and ")),
            location: location, modules: [from, target.name], notes: notes,
            edges: [GraphEdgeReference(from: edge.from, to: edge.to)])
    }

    /// The finding for a production module's `@testable` imports of `to`, at the first one; `nil` when it has
    /// none that a release build compiles in a file people write.
    /// - Parameter isExternal: whether `to` is outside the workspace, where its declarations cannot be made public.
    private func testableViolation(from: String, to: String, isExternal: Bool, imports: [ImportEvidence],
                                   context: RuleContext) -> Violation? {
        // An import a condition strata cannot decide guards (`#if SNAPSHOTS`, a flag only a script passes) may be left
        // out of every release build, as one only a debug build compiles is.
        let testable = imports.filter { evidence in
            !evidence.isGenerated && !evidence.isDebugOnly && !evidence.isConditional
                && evidence.attributes.contains { $0.hasSameBytes(as: "testable") }
        }
        guard let first = testable.first else { return nil }
        let notes = testable.dropFirst().prefix(Self.maxImportNotes).map {
            Note(message: "\(from) also imports \(to) with @testable here", location: $0.location)
        }
        // No edges: the finding is about the import's attribute, not the dependency, which stays.
        return Violation(rule: id, severity: context.severity, message: Self.testableMessage(from: from, to: to, isExternal: isExternal),
                         location: first.location, modules: [from, to], notes: Array(notes))
    }

    /// How many further imports are listed as notes.
    static let maxImportNotes = 5
}

// MARK: - Messages

extension TestBoundaryRule {
    /// `App imports FeedMocks, a test support module, which production code must not use: remove the import, and
    /// remove FeedMocks from the dependencies of target 'App' (Package.swift:12).`
    fileprivate static func message(from: String, to: String, what: String, isImported: Bool, fix: String) -> String {
        let verb = isImported ? "imports" : "declares a dependency on"
        return "\(from) \(verb) \(to), \(what), which production code must not use: \(fix)."
    }

    /// `App imports Feed with @testable, which compiles only against a build of Feed made for testing (a release
    /// build fails): write \`import Feed\`, and make public what App uses of it.`; for a module outside the
    /// workspace, `…, and use only its public API.`
    fileprivate static func testableMessage(from: String, to: String, isExternal: Bool) -> String {
        "\(from) imports \(to) with @testable, which compiles only against a build of \(to) made for testing "
            + "(a release build fails): write `import \(to)`, and "
            + (isExternal ? "use only its public API." : "make public what \(from) uses of it.")
    }

    /// `App imports Feed with @testable, which a release build compiles only because every configuration of Feed sets
    /// ENABLE_TESTABILITY: write \`import Feed\`, make public what App uses of it, and let release builds of Feed go
    /// without testability.`
    fileprivate static func testableInEveryBuildMessage(from: String, to: String) -> String {
        "\(from) imports \(to) with @testable, which a release build compiles only because every configuration of \(to) "
            + "sets ENABLE_TESTABILITY: write `import \(to)`, make public what \(from) uses of it, and let release builds "
            + "of \(to) go without testability."
    }
}
