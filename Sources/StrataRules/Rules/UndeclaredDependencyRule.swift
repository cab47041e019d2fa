import StrataGraph
import StrataProject
import StrataText

/// Reports an `import` of a workspace module that the importing target does not declare in its manifest,
/// with the exact manifest fix; a module re-exported (`@_exported import`) by a declared dependency counts
/// as declared.
public struct UndeclaredDependencyRule: Rule {
    public let documentation = RuleDocumentation.undeclaredDependency

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let graph = context.graph
        var reExports = ReExports(graph, external: context.workspace.externalDependencies)
        var violations: [Violation] = []
        // A module whose build file declares dependencies strata could not read may declare what it imports there: the
        // `manifest` warning about them is its finding.
        for module in graph.modules.indices
        where graph.isManifestTarget(module) && !context.isLeftOut(module) && !context.workspace.usage(of: module).dependenciesPartlyRead {
            let outgoing = graph.outgoing[module].map { graph.edges[$0] }
            var visible = Set(outgoing.filter(\.isDeclared).map(\.to))
            // A hosted test bundle imports what its application links: built before it, and loaded with it.
            if let host = context.workspace.usage(of: module).testHost {
                for index in graph.modules.indices
                where graph.modules[index].kind == .root && graph.modules[index].name.hasSameBytes(as: host) {
                    visible.insert(index)
                    visible.formUnion(graph.outgoing[index].map { graph.edges[$0] }.filter(\.isDeclared).map(\.to))
                }
            }
            for declared in visible { visible.formUnion(reExports.closure(of: declared)) }
            // A product strata did not find in a package whose products it could not read may hold what it imports of it.
            let unreadProducts = context.workspace.usage(of: module).packagesOfUnreadProducts
            for edge in outgoing where edge.isImported && !edge.isDeclared && edge.to != module {
                // Configured modules are declared nowhere: no manifest can declare them. A package cannot
                // declare a module another build system builds either.
                // An import inside `#if canImport(X)` of X itself compiles only where X can be imported: its build
                // cannot fail for want of the dependency (steipete/CodexBar's `#elseif canImport(CSQLite3)`).
                guard graph.isManifestTarget(edge.to), !context.isLeftOut(edge.to), !visible.contains(edge.to),
                      !unreadProducts.contains(graph.modules[edge.to].package),
                      !edge.imports.allSatisfy(\.isGuardedByCanImport),
                      context.workspace.dependencyFix(of: edge.from) != nil || context.workspace.dependencyFix(of: edge.to) == nil
                else { continue }
                violations.append(violation(for: edge, context: context))
            }
        }
        return violations
    }

    private func violation(for edge: ModuleEdge, context: RuleContext) -> Violation {
        let graph = context.graph
        let importer = graph.modules[edge.from], imported = graph.modules[edge.to]
        let message: String, intent: FixIntent
        if let template = context.workspace.dependencyFix(of: edge.from) {
            let importedFix = context.workspace.dependencyFix(of: edge.to)
            let words = Self.projectFix(template, importer: importer, imported: imported, importedFix: importedFix,
                                        workspace: context.workspace)
            message = Self.message(importer: importer, imported: imported, projectFix: words)
            intent = importer.declaration.map { declaration in
                Self.xcodePackageIntent(template, importer: importer, imported: imported, importedFix: importedFix,
                                        workspace: context.workspace, at: declaration)
                    ?? Self.projectIntent(template, importer: importer, imported: imported, importedFix: importedFix, words: words,
                                          at: declaration)
            } ?? .manual(reason: "the project gives no place for target '\(importer.name)'")
        } else {
            let fix = ManifestFix(importer: importer, imported: imported, workspace: context.workspace)
            message = Self.message(importer: importer, imported: imported, fix: fix)
            intent = fix.intent(importer: importer)
        }
        let imports = edge.imports.writtenFirst
        var notes = imports.dropFirst().prefix(Self.maxImportNotes).map { evidence in
            Note(message: "\(importer.name) also imports \(imported.name) here" + evidence.compilationSuffix,
                 location: evidence.location)
        }
        if edge.imports.count > Self.maxImportNotes + 1 {
            notes.append(Note(message: "\(importer.name) imports \(imported.name) in "
                + "\(edge.imports.count - Self.maxImportNotes - 1) more places"))
        }
        if let declaration = importer.declaration, declaration.line > 0 {
            notes.append(Note(message: "target '\(importer.name)' is declared here", location: declaration))
        }
        return Violation(
            rule: id, severity: context.severity,
            message: message,
            location: imports.first?.location,
            modules: [importer.name, imported.name],
            notes: notes,
            edges: [GraphEdgeReference(from: edge.from, to: edge.to)],
            fix: intent)
    }

    /// The build system's fix for `importer`'s missing dependency on `imported`: in the words for another
    /// project, with the path from one project's folder to the other's, when another project of the same
    /// kind declares `imported`.
    /// A build system that names dependencies by reference (Bazel's labels) names `imported` by its reference.
    /// A module of a Swift package of the workspace is named by the library product that holds it, where the template
    /// has words for that (XcodeGen's `- package:`), after adding the product when none holds it.
    private static func projectFix(_ template: DependencyFixTemplate, importer: Module, imported: Module,
                                   importedFix: DependencyFixTemplate?, workspace: WorkspaceFacts) -> String {
        if importedFix == nil, let package = workspace.package(at: imported.package) {
            let containing = package.products.filter { $0.targets.contains { $0.hasSameBytes(as: imported.name) } }
            let product = containing.first { $0.name.hasSameBytes(as: imported.name) } ?? containing.first
            // A project links a package's product, never its module: the product is added first when none holds it
            // (asiliuk/BsuirScheduleApp's `BsuirCore`), and named when it is named otherwise (TwidereX).
            let first = product != nil ? ""
                : "add a library product \(imported.name) of target \(imported.name) to \(package.manifestFile), then "
            let productName = product?.name ?? imported.name
            if let words = template.filledPackageProduct(productName, of: package.identity) { return first + words }
            if template.file == .xcodeProject { return first + template.filled(with: productName) }
        }
        let name = (importedFix?.file == template.file ? importedFix?.reference : nil) ?? imported.name
        guard importedFix != nil, !importer.package.hasSameBytes(as: imported.package) else {
            return template.filled(with: name)
        }
        let path = relativePath(from: folder(of: importer.package), to: folder(of: imported.package))
        return template.filled(with: name, projectPath: path)
    }

    /// The fix as `strata fix` applies it: the entry the importer's template writes (a Bazel or Buck label as a string
    /// in `deps`), named as the imported module's own build file names it; manual when another build system builds
    /// the imported module, or another project declares it and the template writes no entry across projects.
    /// A template that writes no entry at all (an Xcode project) leaves `words` for the planner to refuse.
    private static func projectIntent(_ template: DependencyFixTemplate, importer: Module, imported: Module,
                                      importedFix: DependencyFixTemplate?, words: String, at declaration: SourceLocation) -> FixIntent {
        if template.entry == nil, template.file != .starlark {
            return .addDependency(DependencyAddition(target: declaration, targetName: importer.name, entry: words,
                                                     file: template.file))
        }
        guard let importedFix, importedFix.file == template.file else {
            return .manual(reason: "\(imported.name) is built by another build system than \(importer.name) "
                + "(strata adds dependencies on modules of the same build system only)")
        }
        let name = importedFix.reference ?? imported.name
        if template.file == .starlark {
            // The rule's own name, which its call writes (`//Modules/Feed:FeedTests` → `FeedTests`).
            let ruleName = template.reference.map { reference in
                String(reference.split(separator: ":").last.flatMap { $0.split(separator: "/").last } ?? Substring(importer.name))
            }
            return .addDependency(DependencyAddition(target: declaration, targetName: ruleName ?? importer.name,
                                                     entry: quotedSwift(name), file: .starlark))
        }
        let sameProject = importer.package.hasSameBytes(as: imported.package)
        let path = sameProject ? nil : relativePath(from: folder(of: importer.package), to: folder(of: imported.package))
        if !sameProject, template.entry != nil, template.otherProjectEntry == nil {
            return .manual(reason: "\(imported.name) is declared in another project (\(imported.package))")
        }
        return .addDependency(DependencyAddition(target: declaration, targetName: importer.name,
                                                 entry: template.filledEntry(with: name, projectPath: path) ?? words,
                                                 file: template.file))
    }

    /// For an Xcode target importing a module of a Swift package of the workspace: the package's library product that
    /// holds it (the one named as the module, else the smallest), which the project links from its reference to the
    /// package; when none holds it, a product named as the module, added to the package's manifest. `nil` for anything else.
    private static func xcodePackageIntent(_ template: DependencyFixTemplate, importer: Module, imported: Module,
                                           importedFix: DependencyFixTemplate?, workspace: WorkspaceFacts,
                                           at declaration: SourceLocation) -> FixIntent? {
        guard template.file == .xcodeProject, importedFix == nil, let package = workspace.package(at: imported.package) else {
            return nil
        }
        let containing = package.products.filter { $0.targets.contains { $0.hasSameBytes(as: imported.name) } }
        guard let product = containing.first(where: { $0.name.hasSameBytes(as: imported.name) })
            ?? containing.min(by: { $0.targets.count < $1.targets.count })
        else {
            // No product holds it: the package gets one named as the module, which the project then links.
            let entry = ".library(name: \(quotedSwift(imported.name)), targets: [\(quotedSwift(imported.name))])"
            if package.products.contains(where: { $0.name.hasSameBytes(as: imported.name) }) {
                return .manual(reason: "\(package.manifestFile) has a product named \(imported.name) that does not hold the "
                    + "module: add \(imported.name) to a library product there first")
            }
            return .addDependency(DependencyAddition(target: declaration, targetName: importer.name, entry: imported.name,
                                                     product: ProductAddition(manifest: package.manifestFile, entry: entry),
                                                     file: .xcodeProject, package: package.directory))
        }
        return .addDependency(DependencyAddition(target: declaration, targetName: importer.name, entry: product.name,
                                                 file: .xcodeProject, package: package.directory))
    }

    /// How many further imports of the same module are listed as notes before the rest are counted.
    static let maxImportNotes = 5
}

/// What to write in which manifest so that `importer` declares `imported`.
struct ManifestFix {
    /// The dependency to add to the target: `"X"` or `.product(name: "X", package: "p")`.
    var dependency: String
    /// A library product to add first to `imported`'s manifest when none contains it.
    var missingProduct: ProductAddition?
    /// Why the missing product cannot be added as `missingProduct` writes it: a product of that name holds other targets.
    var productClash: String?
    /// A `.package(path:)` to add to the importer's package when it does not link `imported`'s package yet.
    var packageLink: String?

    init(importer: Module, imported: Module, workspace: WorkspaceFacts) {
        dependency = quotedSwift(imported.name)
        guard !importer.package.hasSameBytes(as: imported.package),
              let from = workspace.package(at: importer.package), let to = workspace.package(at: imported.package)
        else { return }
        let containing = to.products.filter { $0.targets.contains { $0.hasSameBytes(as: imported.name) } }
        let product = containing.first { $0.name.hasSameBytes(as: imported.name) }
            ?? containing.min { $0.targets.count < $1.targets.count }
        if product == nil {
            missingProduct = ProductAddition(manifest: to.manifestFile, entry: ".library(name: \(quotedSwift(imported.name)), "
                + "targets: [\(quotedSwift(imported.name))])")
            if to.products.contains(where: { $0.name.hasSameBytes(as: imported.name) }) {
                productClash = "\(to.manifestFile) has a product named \(imported.name) that does not hold the module: "
                    + "add \(imported.name) to a library product there first"
            }
        }
        // A package linked as `.package(name: "CodexBar", path: "../..")` is that name to its targets (steipete/CodexBar).
        let packageName = from.localDependencyNames[to.directory] ?? to.identity
        dependency = ".product(name: \(quotedSwift(product?.name ?? imported.name)), package: \(quotedSwift(packageName)))"
        if !from.localDependencies.contains(where: { $0.hasSameBytes(as: to.directory) }) {
            packageLink = ".package(path: \(quotedSwift(relativePath(from: from.directory, to: to.directory))))"
        }
    }

    /// The fix as `strata fix` applies it: the entry (and package link) added to the importer's manifest, at the
    /// target's declaration; manual when the manifest reader gave no position (`--manifest swiftpm`).
    func intent(importer: Module) -> FixIntent {
        guard let declaration = importer.declaration, declaration.line > 0 else {
            return .manual(reason: "the manifest reader gave no position for target '\(importer.name)'")
        }
        return .addDependency(DependencyAddition(target: declaration, targetName: importer.name, entry: dependency,
                                                 packageLink: packageLink, product: missingProduct, blocker: productClash,
                                                 file: .packageManifest))
    }
}

/// `"text"` as a Swift string literal.
private func quotedSwift(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        if scalar == "\"" || scalar == "\\" { result += "\\" }
        result.unicodeScalars.append(scalar)
    }
    return result + "\""
}

/// The folder holding a project file or folder (`Projects/Feed` for `Projects/Feed/Project.swift`), `.` at the root.
private func folder(of container: String) -> String {
    container.lastIndex(of: "/").map { String(container[..<$0]) } ?? "."
}

/// The path of directory `to` seen from directory `from`, both relative to the same root (`.` for the root).
private func relativePath(from: String, to: String) -> String {
    let source = from.split(separator: "/").filter { $0 != "." }
    let target = to.split(separator: "/").filter { $0 != "." }
    var common = 0
    while common < source.count, common < target.count, source[common].utf8.elementsEqual(target[common].utf8) { common += 1 }
    let parts = Array(repeating: "..", count: source.count - common) + target[common...].map(String.init)
    return parts.isEmpty ? "." : parts.joined(separator: "/")
}

// MARK: - Messages

extension UndeclaredDependencyRule {
    /// `Feature imports Networking, which its manifest does not declare: add "Networking" to the
    /// dependencies of target 'Feature' (Package.swift:12).`
    fileprivate static func message(importer: Module, imported: Module, fix: ManifestFix) -> String {
        // The static reader knows where a target is declared; `--manifest swiftpm` does not.
        let place = importer.declaration.map { $0.line > 0 ? " (\($0.file):\($0.line))" : " (\($0.file))" } ?? ""
        var message = "\(importer.name) imports \(imported.name), which its manifest does not declare: "
        if let missing = fix.missingProduct {
            message += "add \(missing.entry) to the products of \(missing.manifest), then "
        }
        message += "add \(fix.dependency) to the dependencies of target '\(importer.name)'\(place)"
        if let link = fix.packageLink {
            message += ", and \(link) to the dependencies of its package"
        }
        return message + "."
    }

    /// `Feed imports Core, which its project does not declare: link Core to target 'Feed' in App.xcodeproj.`
    fileprivate static func message(importer: Module, imported: Module, projectFix: String) -> String {
        "\(importer.name) imports \(imported.name), which its project does not declare: \(projectFix)."
    }
}
