import StrataConfiguration
import StrataGraph

/// Reports imports more visible than the file needs (SE-0409's access-level imports). A `public import` or
/// `package import` of a workspace module that the file uses, but that none of the file's `public`, `open` or
/// `package` declarations mentions (signatures, attributes, conformances, default arguments), should be an
/// `internal import`; the fix rewrites the modifier. An `@_exported import` of an implementation module makes it
/// visible to every importer of the file's module without their declaring it: reported with the importers'
/// own imports as the fix to make by hand.
///
/// Left alone: an `@_exported import` in an app or executable (no module imports it), a module another file of the
/// module imports without an access level (an `internal import` beside an implicit one does not compile), imports
/// nothing in the file uses (`unused-import` reports them), of modules outside the workspace
/// or without Swift sources (their declarations are unknown), files with code clients compile (`@inlinable` and
/// the like), a file whose interface names values (`= makeDefault()`) when the module declares file-scope
/// functions, variables, macros or operators, test code, and the modules `allowedModules` matches.
public struct PublicImportRule: Rule {
    public let documentation = RuleDocumentation.publicImport

    public var options: RuleOptionsSchema {
        RuleOptionsSchema(["allowedModules": .globs])
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        let resolved = context.types.resolved
        let allowed = context.settings.globs("allowedModules")
        // Modules a module imports somewhere without an access level: the compiler rejects an `internal import` of one
        // of them beside an implicit one ("ambiguous implicit access level"), so lowering a public import would not build.
        var implicitlyImported = Set<[Int]>()
        for use in resolved.imports where use.access == nil { implicitlyImported.insert([use.module, use.target]) }
        var violations: [Violation] = []
        for use in resolved.imports {
            let importer = graph.modules[use.module], target = graph.modules[use.target]
            guard importer.kind != .test, importer.kind != .testSupport, target.kind != .external, !target.hasNoSwiftFiles,
                  !context.isLeftOut(use.module), !context.isLeftOut(use.target),
                  !allowed.contains(where: { $0.matches(target.name) })
            else { continue }
            let edges = [GraphEdgeReference(from: use.module, to: use.target)]
            if use.attributes.contains("_exported") {
                // No module imports an app or an executable: its re-exports reach its own files only.
                guard target.kind == .implementation, importer.kind != .root else { continue }
                violations.append(Violation(
                    rule: id, severity: context.severity, message: Self.reexportMessage(from: importer.name, to: target.name),
                    location: use.location, modules: [importer.name, target.name], edges: edges,
                    fix: .manual(reason: "the modules that use \(target.name) through \(importer.name) must import it themselves")))
                continue
            }
            guard let access = use.access, access == "public" || access == "package", use.isUsed, !use.isInInterface,
                  !implicitlyImported.contains([use.module, use.target]),
                  !(use.interfaceNamesValues && Self.declaresValues([use.target] + use.reexported, resolved.traits))
            else { continue }
            violations.append(Violation(
                rule: id, severity: context.severity,
                message: Self.message(from: importer.name, to: target.name, access: access),
                location: use.location, modules: [importer.name, target.name], edges: edges,
                fix: .lowerImportAccess(use.location, to: "internal")))
        }
        return violations
    }

    /// Whether one of `modules` declares what a file can name as a value without a type: a file-scope function,
    /// variable or macro, or an operator.
    private static func declaresValues(_ modules: [Int], _ traits: [Int: ModuleTraits]) -> Bool {
        let values: ModuleTraits = [.globalFunctions, .globalVariables, .macros, .operators]
        return modules.contains { !(traits[$0] ?? []).isDisjoint(with: values) }
    }

    // MARK: - Messages

    static func message(from: String, to: String, access: String) -> String {
        "\(from) imports \(to) with `\(access) import`, but no \(access == "package" ? "package or public" : "public") "
            + "declaration of this file mentions it: make it `internal import \(to)`."
    }

    static func reexportMessage(from: String, to: String) -> String {
        "\(from) re-exports implementation module \(to) with `@_exported import`: every module that imports \(from) "
            + "uses \(to) without declaring it. Import \(to) where it is used."
    }
}
