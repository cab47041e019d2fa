import StrataProject
import StrataText

/// Turns the evaluated `package` value into a ``PackageManifest``; every part it cannot read becomes an issue
/// naming what was skipped and where, and everything else is kept.
struct ManifestModelBuilder {
    private(set) var issues: [ManifestIssue] = []
    /// What was skipped of the package's `dependencies:` that is not known to be a local package: remote
    /// packages (`.package(url:…)`) made by a helper function or a closure, which are not part of the graph.
    private(set) var packageDependencyIssues: [ManifestIssue] = []

    static let targetKinds: [String: TargetType] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
        "systemLibrary": .system, "binaryTarget": .binary, "plugin": .plugin,
    ]
    static let productKinds: [String: ProductDescription.Kind] = [
        "library": .library, "executable": .executable, "plugin": .plugin,
    ]
    /// The type names that may qualify each kind of call (`Target.target(…)`), besides none.
    private static let targetQualifiers: Set<String> = ["", "Target", "PackageDescription.Target"]
    private static let productQualifiers: Set<String> = ["", "Product", "PackageDescription.Product"]
    /// The calls that make a target's dependency, by the kind each makes: the `…Item` forms are the cases the calls
    /// stand for (`.targetItem(name:condition:)`), which a manifest may write too.
    static let dependencyKinds: [String: DependencyCall] = [
        "target": .target, "product": .product, "byName": .byName,
        "targetItem": .target, "productItem": .product, "byNameItem": .byName,
    ]
    /// What a dependency call makes.
    enum DependencyCall { case target, product, byName }
    private static let dependencyQualifiers: Set<String> = [
        "", "Target.Dependency", "PackageDescription.Target.Dependency",
    ]
    private static let packageDependencyQualifiers: Set<String> = [
        "", "Package.Dependency", "PackageDescription.Package.Dependency",
    ]

    /// Builds the manifest from the value bound to `package`.
    mutating func build(_ package: Located?) -> PackageManifest {
        guard let package else {
            skip("the manifest: no `let package = Package(…)` was found", at: TextPosition(line: 1, column: 1))
            return PackageManifest()
        }
        guard case .object(let object) = package.value, object.callee == "Package" else {
            skip("the whole package", because: package, expecting: "a package")
            return PackageManifest()
        }
        // `Package()`, which no SwiftPM compiles, fences a folder off from the package around it (RevenueCat's
        // `Tests/Package.swift`), as a manifest of imports alone does: it declares nothing, and nothing is skipped.
        if object.arguments.isEmpty { return PackageManifest() }
        // So does one without a name whose targets are an empty list (Pulse's `Demo/Sources/Package.swift`:
        // `Package(platforms: [], products: [], targets: [])`), which hides a folder in Xcode.
        if object.argument("name") == nil, case .array(let targets, _)? = object.argument("targets")?.value, targets.isEmpty {
            return PackageManifest()
        }
        var manifest = PackageManifest()
        let name = object.property("name", at: object.position)
        if case .string(let string) = name.value {
            manifest.name = string
        } else {
            skip("the package name", because: name, expecting: "a name")
        }
        for element in list(object.property("targets", at: object.position), "the targets") {
            if let target = target(element) { manifest.targets.append(target) }
        }
        manifest.platforms = Self.platforms(object.argument("platforms"))
        for element in list(object.property("products", at: object.position), "the products") {
            if let product = product(element) { manifest.products.append(product) }
        }
        let dependencies = object.property("dependencies", at: object.position)
        if case .array(let elements, _) = dependencies.value {
            for element in elements {
                if let local = localPackage(element) { manifest.localPackages.append(local) }
            }
        } else {
            skip("the package dependencies", because: dependencies, expecting: "a list", into: \.packageDependencyIssues)
        }
        return manifest
    }

    // MARK: - Targets

    private mutating func target(_ element: Located) -> TargetDescription? {
        guard case .object(let call) = element.value, let type = Self.targetKinds[call.callee],
              Self.targetQualifiers.contains(call.qualifier) else {
            skip("a target", because: element, expecting: "a target")
            return nil
        }
        let name = call.property("name", at: call.position)
        guard case .string(let targetName) = name.value else {
            skip("a target", because: name, expecting: "a target name")
            return nil
        }
        // Only messages use it: made when one is written.
        let what = { "target '\(targetName)'" }
        var target = TargetDescription(name: targetName, type: type, line: name.position.line, column: name.position.column)
        target.path = optionalString(call.property("path", at: call.position), "the path of \(what())")
        target.exclude = strings(call.property("exclude", at: call.position), "the exclude list of \(what())")
        target.publicHeadersPath = optionalString(call.property("publicHeadersPath", at: call.position),
                                                  "the public headers path of \(what())")
        if let sources = call.argument("sources"), !isNull(sources) {
            target.sources = strings(sources, "the sources of \(what())")
        }
        for resource in list(call.property("resources", at: call.position), "the resources of \(what())") {
            guard case .object(let rule) = resource.value, let path = rule.firstUnlabeled,
                  case .string(let string) = path.value else {
                skip("a resource of \(what())", because: resource, expecting: "a resource")
                continue
            }
            target.resources.append(LexicalPath.normalize(string))  // SwiftPM normalizes resource paths
        }
        let issuesBefore = issues.count
        for dependency in list(call.property("dependencies", at: call.position), "the dependencies of \(what())") {
            if let converted = self.dependency(dependency, of: what()) { target.dependencies.append(converted) }
        }
        target.dependenciesPartlyRead = issues.count > issuesBefore
        target.swiftSettings = Self.swiftSettings(call.argument("swiftSettings"))
        if let plugins = call.argument("plugins") {
            if case .array(let elements, _) = plugins.value {
                target.appliesPlugins = !elements.isEmpty
                target.pluginPackages = elements.compactMap { element in
                    guard case .object(let plugin) = element.value, case .string(let package)? = plugin.argument("package")?.value
                    else { return nil }
                    return package
                }
            } else {
                target.appliesPlugins = !isNull(plugins)
            }
        }
        return target
    }

    private mutating func dependency(_ element: Located, of what: @autoclosure () -> String) -> TargetDependency? {
        let position = element.position
        if case .string(let name) = element.value {
            return TargetDependency(name: name, kind: .byName, line: position.line, column: position.column)
        }
        guard case .object(let call) = element.value, Self.dependencyQualifiers.contains(call.qualifier),
              let callee = Self.dependencyKinds[call.callee],
              case .string(let name) = call.property("name", at: position).value else {
            skip("a dependency of \(what())", because: element, expecting: "a dependency")
            return nil
        }
        var dependency = TargetDependency(name: name, kind: .byName, line: position.line, column: position.column)
        switch callee {
        case .target:
            dependency.kind = .target
        case .product:
            let package = optionalString(call.property("package", at: position), "the package of dependency '\(name)'")
            dependency.kind = .product(package: package)
            if let aliases = call.argument("moduleAliases"), !isNull(aliases) {
                dependency.moduleAliases = moduleAliases(aliases, of: name)
            }
        case .byName:
            break
        }
        if let condition = call.argument("condition"), !isNull(condition) {
            guard case .object(let when) = condition.value, when.callee == "when" else {
                skip("the condition of dependency '\(name)' of \(what())", because: condition, expecting: "a condition")
                return dependency
            }
            let platforms = optionalList(when.argument("platforms"), "the platforms of dependency '\(name)'")
                .compactMap { platform($0, of: name) }
            let traits = optionalList(when.argument("traits"), "the traits of dependency '\(name)'").compactMap { trait in
                if case .string(let string) = trait.value { return string }
                skip("a trait of dependency '\(name)'", because: trait, expecting: "a trait")
                return nil
            }
            dependency.platforms = platforms.isEmpty ? nil : platforms
            dependency.traits = traits.isEmpty ? nil : traits
        }
        return dependency
    }

    /// `.iOS` → `ios` (SwiftPM's platform names are the lowercased member names); `.custom("x")` → `x`.
    private mutating func platform(_ element: Located, of dependency: String) -> String? {
        switch element.value {
        case .member(let path):
            if let name = path.last { return name.lowercased() }
        case .object(let call) where call.callee == "custom":
            if case .string(let name)? = call.firstUnlabeled?.value { return name }
        default:
            break
        }
        skip("a platform of dependency '\(dependency)'", because: element, expecting: "a platform")
        return nil
    }

    private mutating func moduleAliases(_ value: Located, of dependency: String) -> [String: String]? {
        guard case .dictionary(let pairs, _) = value.value else {
            skip("the module aliases of dependency '\(dependency)'", because: value, expecting: "a dictionary")
            return nil
        }
        var aliases: [String: String] = [:]
        for pair in pairs {
            guard case .string(let key) = pair.key, case .string(let alias) = pair.value else {
                skip("a module alias of dependency '\(dependency)'", because: value, expecting: "an alias")
                continue
            }
            aliases[key] = alias
        }
        return aliases
    }

    // MARK: - Products and package dependencies

    private mutating func product(_ element: Located) -> ProductDescription? {
        guard case .object(let call) = element.value, let kind = Self.productKinds[call.callee],
              Self.productQualifiers.contains(call.qualifier) else {
            skip("a product", because: element, expecting: "a product")
            return nil
        }
        let name = call.property("name", at: call.position)
        guard case .string(let productName) = name.value else {
            skip("a product", because: name, expecting: "a product name")
            return nil
        }
        let targets = strings(call.property("targets", at: call.position), "the targets of product '\(productName)'")
        var isDynamic = false
        if case .member(let path)? = call.argument("type")?.value { isDynamic = path.last == "dynamic" }
        return ProductDescription(name: productName, kind: kind, targets: targets, isDynamic: isDynamic)
    }

    /// `.package(path:)` and `.package(name:path:)`; remote packages give `nil` silently.
    private mutating func localPackage(_ element: Located) -> LocalPackageReference? {
        guard case .object(let call) = element.value, call.callee == "package",
              Self.packageDependencyQualifiers.contains(call.qualifier) else {
            skip("a package dependency", because: element, expecting: "a package dependency", into: \.packageDependencyIssues)
            return nil
        }
        guard let path = call.argument("path") else { return nil }
        guard case .string(let string) = path.value else {
            skip("a local package dependency", because: path, expecting: "a path")
            return nil
        }
        let name = optionalString(call.property("name", at: call.position), "the name of package '\(string)'")
        return LocalPackageReference(path: string, name: name, line: path.position.line, column: path.position.column)
    }

    // MARK: - Values

    private mutating func list(_ value: Located, _ what: @autoclosure () -> String) -> [Located] {
        if case .array(let elements, _) = value.value { return elements }
        skip(what(), because: value, expecting: "a list")
        return []
    }

    /// The elements of an optional list argument (absent or `nil` give none).
    private mutating func optionalList(_ value: Located?, _ what: @autoclosure () -> String) -> [Located] {
        guard let value, !isNull(value) else { return [] }
        return list(value, what())
    }

    private mutating func strings(_ value: Located, _ what: @autoclosure () -> String) -> [String] {
        list(value, what()).compactMap { element in
            if case .string(let string) = element.value { return string }
            skip("an entry of \(what())", because: element, expecting: "a string")
            return nil
        }
    }

    private mutating func optionalString(_ value: Located, _ what: @autoclosure () -> String) -> String? {
        switch value.value {
        case .string(let string): return string
        case .null: return nil
        default:
            skip(what(), because: value, expecting: "a string")
            return nil
        }
    }

    private func isNull(_ value: Located) -> Bool {
        if case .null = value.value { return true }
        return false
    }

    /// Records that `what` was skipped because `value` is not what was expected, in `issues` or in `list`.
    private mutating func skip(_ what: String, because value: Located, expecting expected: String,
                               into list: WritableKeyPath<Self, [ManifestIssue]> = \.issues) {
        if let reason = value.value.unevaluated {
            skip("\(what): \(reason.reason)", at: reason.position, into: list)
        } else {
            skip("\(what): \(describe(value.value)) is not \(expected) strata knows", at: value.position, into: list)
        }
    }

    private mutating func skip(_ message: String, at position: TextPosition,
                               into list: WritableKeyPath<Self, [ManifestIssue]> = \.issues) {
        self[keyPath: list].append(ManifestIssue(message: "skipped \(message)", line: position.line, column: position.column))
    }

    private func describe(_ value: ManifestValue) -> String {
        switch value {
        case .object(let call): return "'\(call.qualifier.isEmpty ? "" : call.qualifier).\(call.callee)(…)'"
        case .member(let path): return "'.\(path.joined(separator: "."))'"
        case .string(let string): return "\"\(string)\""
        case .array: return "a list"
        case .dictionary: return "a dictionary"
        case .bool(let flag): return "\(flag)"
        case .number(let number): return number
        case .null: return "nil"
        case .environment: return "the environment"
        case .unresolved(let name, _): return "'\(name)'"
        case .unknown: return "a value"
        }
    }
}
