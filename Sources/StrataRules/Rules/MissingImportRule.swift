import StrataGraph
import StrataText

/// Reports a declared workspace dependency whose extensions' members a target's files use (see ``MemberUse``)
/// while none of them imports it, nor a module re-exporting it: it compiles only because another import loads
/// the module, and breaks once `MemberImportVisibility` is enabled. One finding per (target, dependency), at
/// the first use. Also a file's call of a top-level function or use of an operator that only a declared dependency
/// declares, when the file does not import it (see ``GlobalUse``): one finding per (file, dependency).
public struct MissingImportRule: Rule {
    public let documentation = RuleDocumentation.missingImport

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        var reExports = ReExports(graph, external: context.workspace.externalDependencies)
        // A name in an attribute's key path is surely the dependency's (certain). A plain `x.member` is reported when
        // its name is likely the dependency's (no toolchain module, no enum case and not the target itself declares
        // it) and the dependency declares it on a type of the workspace: a member added to `UIView` or `String` may
        // share its name with an SDK framework's (`bounds`), which strata does not see. Other uses only keep the
        // dependency from being called unused.
        let members = Self.missingImports(context, reExports: &reExports).compactMap { use -> Violation? in
            let strict = context.workspace.enables(Self.memberImportVisibility, module: use.module)
            // Where the target enables MemberImportVisibility the compiler checks each use: a likely one that it
            // accepts is some other member of that name.
            guard use.confidence == .certain || use.confidence == .likely && use.extendsWorkspaceType && !strict else { return nil }
            let from = graph.modules[use.module].name, to = graph.modules[use.target].name
            // With MemberImportVisibility the compiler rejects the use: an error whatever the configured severity.
            return finding(Self.message(from: from, to: to, use: use), strict: strict, at: use.location,
                           from: use.module, to: use.target, context: context)
        }
        return members + globalFindings(context, besides: members)
    }

    /// The findings of ``TypeReferenceGraph/globalUses`` of a declared dependency, but for a file and module a member
    /// finding already asks to import.
    private func globalFindings(_ context: RuleContext, besides members: [Violation]) -> [Violation] {
        let graph = context.graph
        return context.types.resolved.globalUses.compactMap { use in
            guard !context.isLeftOut(use.module), !context.isLeftOut(use.target),
                  let edge = graph.edge(from: use.module, to: use.target), edge.isDeclared,
                  !members.contains(where: { $0.edges.first?.to == use.target && $0.location?.file == use.location.file
                      && $0.edges.first?.from == use.module })
            else { return nil }
            // A static operator of an extension is a member: with MemberImportVisibility the compiler rejects it. A
            // function needs its import in any case.
            let strict = use.kind == .operator && use.confidence == .certain
                && context.workspace.enables(Self.memberImportVisibility, module: use.module)
            let from = graph.modules[use.module].name, to = graph.modules[use.target].name
            return finding(Self.message(from: from, to: to, use: use), strict: strict, at: use.location,
                           from: use.module, to: use.target, context: context)
        }
    }

    /// The finding that module `from` uses module `to` at `location` without importing it, fixed by the import; an
    /// error when `strict` (the compiler rejects the use).
    private func finding(_ message: String, strict: Bool, at location: SourceLocation, from: Int, to: Int,
                         context: RuleContext) -> Violation {
        let names = [context.graph.modules[from].name, context.graph.modules[to].name]
        return Violation(
            rule: id, severity: strict ? .error : context.severity,
            message: message + (strict ? Self.strictSuffix : ""),
            location: location, modules: names,
            edges: [GraphEdgeReference(from: from, to: to)],
            fix: .addImport(module: names[1], file: location.file))
    }

    /// The member uses that make findings: of a declared dependency that no file of the using module imports,
    /// directly or through a re-export. `unused-dependency` leaves their dependencies alone.
    static func missingImports(_ context: RuleContext, reExports: inout ReExports) -> [MemberUse] {
        let graph = context.graph
        return context.types.resolved.memberUses.filter { use in
            guard !context.isLeftOut(use.module), !context.isLeftOut(use.target),
                  let edge = graph.edge(from: use.module, to: use.target), edge.isDeclared, !edge.isImported,
                  // An import under `#if os(Linux)` in a module built for iOS: the use likely sits under it too.
                  edge.inactiveImports.isEmpty
            else { return false }
            let imported = graph.outgoing[use.module].lazy.map { graph.edges[$0] }.filter(\.isImported).map(\.to)
            return !imported.contains { reExports.closure(of: $0).contains(use.target) }
        }
    }

    /// The upcoming feature that makes a use without an import a compile error.
    static let memberImportVisibility = "MemberImportVisibility"

    // MARK: - Messages

    static let strictSuffix = " The target enables MemberImportVisibility, so this does not compile."

    /// `Feature uses ApiClient (`apiClient`, AppDelegate.swift:19) without importing it: add `import ApiClient`.`, and for
    /// a plain use the confidence: ` Likely: only ApiClient declares `apiClient`, but the receiver's type is not known.`
    static func message(from: String, to: String, use: MemberUse) -> String {
        let file = use.location.file.split(separator: "/").last.map(String.init) ?? use.location.file
        let message = "\(from) uses \(to) (`\(use.member)`, \(file):\(use.location.line)) without importing it: add `import \(to)`."
        guard use.confidence == .likely else { return message }
        return message + " Likely: only \(to) declares `\(use.member)` among the modules \(from) sees, but the receiver's type "
            + "is not known."
    }

    /// `Feature uses Formatting's function `format` (Price.swift:4) without importing it in that file: add `import
    /// Formatting`. Certain: …` (or `Likely: …, but the file imports UIKit, whose names strata does not read.`).
    static func message(from: String, to: String, use: GlobalUse) -> String {
        let file = use.location.file.split(separator: "/").last.map(String.init) ?? use.location.file
        let what = use.kind == .function ? "function" : "operator"
        let message = "\(from) uses \(to)'s \(what) `\(use.name)` (\(file):\(use.location.line)) without importing it in that "
            + "file: add `import \(to)`."
        let only = "no other module \(from) loads declares `\(use.name)`"
        guard let unread = use.unreadImport else { return message + " Certain: \(only), nor does the toolchain." }
        return message + " Likely: \(only), but the file imports \(unread), whose names strata does not read."
    }
}
