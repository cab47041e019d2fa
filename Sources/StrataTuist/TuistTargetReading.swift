import StrataProject

/// Turns the targets of an evaluated `Project` into modules.
struct TuistTargetReading {
    let evaluation: TuistEvaluation

    /// A target of the project, before its dependencies are mapped to module names.
    private struct Found {
        var object: ScriptObject
        var name: String
        var moduleName: String
        var location: ProjectLocation
    }

    /// Products that make a composition root and test bundles; the rest are libraries.
    private static let rootProducts: Set<String> = [
        "app", "appExtension", "watch2App", "watch2Extension", "watch2AppContainer", "commandLineTool", "appClip",
        "extensionKitExtension", "messagesExtension", "stickerPackExtension", "tvTopShelfExtension", "xpc",
        "systemExtension", "watchApp", "watchExtension",
    ]
    private static let testProducts: Set<String> = ["unitTests", "uiTests"]
    private static let libraryProducts: Set<String> = [
        "framework", "staticFramework", "staticLibrary", "dynamicLibrary", "bundle", "macro",
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
                let moduleName = Self.c99Identifier(object.argument("productName")?.string ?? name)
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
        let projectConditions = compilationConditions(project.argument("settings"))
        return found.map { module(for: $0, moduleNames: moduleNames, projectConditions: projectConditions) }
    }

    private func module(
        for target: Found, moduleNames: [String: String],
        projectConditions: TuistConditions
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
        let files = sources.files(object.argument("sources"), buildableFolders: object.argument("buildableFolders"))
        let conditions = compilationConditions(object.argument("settings"), inherited: projectConditions)
        let fix =
            "add .target(name: \"{module}\") to the dependencies of target '\(target.name)' "
            + "(\(target.location.file):\(target.location.line))"
        return ProjectModule(
            name: target.moduleName, role: role, productType: product, container: evaluation.path,
            declaration: target.location, sourceFiles: files,
            directory: Self.commonFolder(files) ?? evaluation.directory,
            dependencies: dependencies(of: object, target: target.location, moduleNames: moduleNames),
            compilationConditions: conditions.byConfiguration, dependencyFix: DependencyFixTemplate(fix))
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

    /// A module name as Xcode makes it from a product name: characters other than letters, digits and `_`
    /// become `_`, and a leading digit gets a `_` before it.
    static func c99Identifier(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let isAllowed = scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar)
            result.unicodeScalars.append(isAllowed ? scalar : "_")
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result.isEmpty ? "_" : result
    }

    /// The deepest folder holding all of `files`; `nil` when there are none.
    static func commonFolder(_ files: [String]) -> String? {
        guard let first = files.first else { return nil }
        var common = TuistPaths.directory(of: first).split(separator: "/", omittingEmptySubsequences: false)
        for file in files.dropFirst() {
            let parts = TuistPaths.directory(of: file).split(separator: "/", omittingEmptySubsequences: false)
            var shared = 0
            while shared < common.count, shared < parts.count, common[shared] == parts[shared] { shared += 1 }
            common.removeLast(common.count - shared)
        }
        let folder = common.joined(separator: "/")
        return folder.isEmpty ? "." : folder
    }
}
