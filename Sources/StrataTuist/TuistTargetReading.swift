import StrataProject
import StrataScript
import StrataText

/// Turns the targets of an evaluated `Project` into modules.
struct TuistTargetReading {
    let evaluation: TuistEvaluation

    /// A target of the project, before its dependencies are mapped to module names.
    private struct Found {
        var object: ScriptObject
        var name: String
        var moduleName: String
        var location: SourceLocation
    }

    /// Products that no target imports, which make a root: what is launched, loaded or copied rather than
    /// linked (apps, extensions, tools, and bundles: an app depends on a resource bundle to copy it).
    private static let rootProducts: Set<String> = [
        "app", "appExtension", "watch2App", "watch2Extension", "watch2AppContainer", "commandLineTool", "appClip",
        "extensionKitExtension", "messagesExtension", "stickerPackExtension", "tvTopShelfExtension", "xpc",
        "systemExtension", "watchApp", "watchExtension", "bundle",
    ]
    /// Test bundles; the products of neither set are libraries.
    private static let testProducts: Set<String> = ["unitTests", "uiTests"]
    private static let libraryProducts: Set<String> = [
        "framework", "staticFramework", "staticLibrary", "dynamicLibrary", "macro",
    ]

    /// The modules of the project's targets, in the order the project lists them.
    mutating func modules(of project: ScriptObject) -> [ProjectModule] {
        guard let targets = project.argument("targets") else { return [] }
        guard let elements = targets.elements else {
            if let problem = targets.problem { evaluation.report(problem) }
            return []
        }
        var found: [Found] = []
        for element in elements {
            switch element {
            case .object(let object, _) where object.callee == "target" || object.callee == "Target":
                guard let name = object.argument("name")?.string else {
                    if let problem = object.argument("name")?.problem {
                        evaluation.report(problem)
                    } else {
                        evaluation.report(
                            "a target whose name strata cannot read", madeAt: object.spot, origin: object.origin)
                    }
                    continue
                }
                let moduleName = C99Identifier.make(object.argument("productName")?.string ?? name)
                found.append(
                    Found(
                        object: object, name: name, moduleName: moduleName,
                        location: evaluation.manifestLocation(of: object.spot, origin: object.origin)))
            case .unknown(let problem):
                evaluation.report(problem)
            default:
                if let problem = element.nestedProblem { evaluation.report(problem) }
                let message = "a target strata cannot read (\(evaluation.interpreter.describe(element)))"
                if let object = element.object {
                    evaluation.report(message, madeAt: object.spot, origin: object.origin)
                } else {
                    evaluation.report(message, at: nil)
                }
            }
        }
        var moduleNames: [String: String] = [:]
        for target in found where moduleNames[target.name] == nil { moduleNames[target.name] = target.moduleName }
        let projectSettings = project.argument("settings")
        let projectConditions = (conditions: compilationConditions(projectSettings, key: Self.conditionsKey),
                                 flags: compilationConditions(projectSettings, key: Self.flagsKey))
        // A package's product is `.external(name:)` where the Tuist folder declares the packages (`Tuist/Package.swift`)
        // and the project lists none of its own, else `.package(product:)`.
        let listsPackages = !(project.argument("packages").map { $0.elements ?? [$0] } ?? []).isEmpty
        let packageEntry = !listsPackages && evaluation.files.declaresPackages
            ? ".external(name: \"{product}\")" : ".package(product: \"{product}\")"
        let synthesizers = TuistResourceSynthesizers.custom(of: project, evaluation)
        return found.map {
            var module = module(for: $0, moduleNames: moduleNames, projectConditions: projectConditions, packageEntry: packageEntry)
            module.generatedNames = TuistResourceSynthesizers.generatedNames(of: $0.object, by: synthesizers, evaluation)
            return module
        }
    }

    /// The settings that define compilation conditions: the conditions themselves, and the Swift flags' `-D`s.
    static let conditionsKey = "SWIFT_ACTIVE_COMPILATION_CONDITIONS", flagsKey = "OTHER_SWIFT_FLAGS"

    /// The module `target` declares; `packageEntry` is how the project writes a dependency on a package's product.
    private func module(
        for target: Found, moduleNames: [String: String],
        projectConditions: (conditions: TuistConditions, flags: TuistConditions), packageEntry: String
    ) -> ProjectModule {
        let object = target.object
        let product = productName(object.argument("product"), of: target)
        let role: ProjectModuleRole
        if Self.rootProducts.contains(product) {
            role = .root
        } else if Self.testProducts.contains(product) {
            role = .test
        } else {
            role = .library
            if !Self.libraryProducts.contains(product), product != "unknown" {
                evaluation.report(
                    "the product '.\(product)' of target '\(target.name)', read as a library", at: target.location)
            }
        }
        var sources = TuistSources(evaluation: evaluation, location: target.location)
        let written = sources.files(object.argument("sources"), buildableFolders: object.argument("buildableFolders"))
        let derived = TuistDerivedSources.files(of: target.name, evaluation: evaluation)
        let files = derived.isEmpty
            ? written : Set(written + derived).sorted { $0.precedesInBytes($1) }
        let settings = object.argument("settings")
        let conditions = TuistConditions.merging(
            compilationConditions(settings, key: Self.conditionsKey, inherited: projectConditions.conditions),
            flags: compilationConditions(settings, key: Self.flagsKey, inherited: projectConditions.flags))
        let place = "to the dependencies of target '\(target.name)' (\(target.location.file):\(target.location.line))"
        let entry = ".target(name: \"{module}\")", otherProjectEntry = ".project(target: \"{module}\", path: \"{path}\")"
        var fix = DependencyFixTemplate(
            "add \(entry) \(place)", otherProject: "add \(otherProjectEntry) \(place)",
            file: .tuistProject, entry: entry, otherProjectEntry: otherProjectEntry)
        fix.packageProduct = "add \(packageEntry) \(place)"
        let declared = dependencies(of: object, target: target.location, moduleNames: moduleNames)
        var module = ProjectModule(
            name: target.moduleName, role: role, productType: product, container: evaluation.path,
            declaration: target.location, sourceFiles: files,
            directory: ProjectModule.commonDirectory(of: written) ?? evaluation.directory,
            dependencies: declared.dependencies,
            compilationConditions: conditions, dependencyFix: fix,
            platforms: TuistPlatforms.platforms(
                destinations: object.argument("destinations"), platform: object.argument("platform")))
        // A helper method that changed the target in a way strata could not follow may have added dependencies.
        if let unfollowed = object.unfollowedChange {
            evaluation.report(unfollowed, consequence: "the target is read as it was before the call, its dependencies as partly read")
        }
        module.dependenciesPartlyRead = declared.partlyRead || object.unfollowedChange != nil
        return module
    }

    /// The product's name (`app`, `framework`); `unknown` when it cannot be read.
    private func productName(_ value: ScriptValue?, of target: Found) -> String {
        switch value {
        case .symbol(let name)?: return name
        case .enumCase(let enumValue, _)?: return enumValue.name
        case .string(let name)?: return name
        case .unknown(let problem)?:
            evaluation.report(problem)
        default:
            evaluation.report("the product of target '\(target.name)', read as a library", at: target.location)
        }
        return "unknown"
    }
}
