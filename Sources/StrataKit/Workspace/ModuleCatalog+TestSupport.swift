import StrataConfiguration
import StrataGraph
import StrataManifest
import StrataProject
import StrataRules

/// Which targets declare a dependency on each module name, across every target of the workspace: test
/// targets too, whether or not this run makes them modules (without `--include-tests` it does not), so
/// that a module's kind never depends on that option. Names are matched by bytes, across packages: two
/// modules of one name share their dependents, which only makes either less likely to be test support.
struct DeclaredDependents {
    /// A target that declares a dependency.
    struct Dependent {
        var name: String
        var isTest: Bool
    }

    private var byName: [NameKey: [Dependent]] = [:]

    /// Reads the declared dependencies of every SwiftPM target but plugins, every module of another build
    /// system (with what a Podfile adds to it) and every configured module.
    init(packages: [LoadedPackage], projects: [LoadedProject], configured: [ConfiguredModule]) {
        var productTargets: [NameKey: [String]] = [:]
        for package in packages {
            for product in package.projectPackage.products { productTargets[NameKey(product.name), default: []] += product.modules }
        }
        for package in packages {
            let own = Set(package.manifest.targets.map { NameKey($0.name) })
            for target in package.manifest.targets where target.type != .plugin {
                let dependent = Dependent(name: target.name, isTest: target.type == .test)
                for dependency in target.dependencies {
                    let key = NameKey(dependency.name)
                    let names: [String] = switch dependency.kind {
                    case .target: [dependency.name]
                    case .product: productTargets[key] ?? []
                    case .byName: own.contains(key) ? [dependency.name] : productTargets[key] ?? []
                    }
                    for name in names { add(dependent, on: name) }
                }
            }
        }
        var projectTests = Set<NameKey>()
        for project in projects {
            for module in project.result.modules {
                let dependent = Dependent(name: module.name, isTest: module.role == .test)
                if dependent.isTest { projectTests.insert(NameKey(module.name)) }
                for dependency in module.dependencies {
                    for name in Self.names(of: dependency, productTargets: productTargets) { add(dependent, on: name) }
                }
            }
        }
        for project in projects {
            for added in project.result.addedDependencies {
                let dependent = Dependent(name: added.module, isTest: projectTests.contains(NameKey(added.module)))
                for name in Self.names(of: added.dependency, productTargets: productTargets) { add(dependent, on: name) }
            }
        }
        for module in configured {
            let dependent = Dependent(name: module.name, isTest: module.kind == .test)
            for name in module.dependencies { add(dependent, on: name) }
        }
    }

    /// The targets that declare a dependency on a module named `name`, itself left out.
    func dependents(of name: String) -> [Dependent] {
        (byName[NameKey(name)] ?? []).filter { !$0.name.hasSameBytes(as: name) }
    }

    private mutating func add(_ dependent: Dependent, on name: String) {
        byName[NameKey(name), default: []].append(dependent)
    }

    /// The module names a dependency of another build system's module names: a module, or a local product's targets.
    private static func names(of dependency: ProjectDependency, productTargets: [NameKey: [String]]) -> [String] {
        switch dependency.kind {
        case .module: [dependency.name]
        case .packageProduct: productTargets[NameKey(dependency.name)] ?? [dependency.name]
        case .external: []
        }
    }
}

extension ModuleCatalog {
    /// Of `candidates` (libraries classified as implementations), those that only tests use: at least one
    /// target declares a dependency on it, every one that does is a test target or a test support module
    /// (by name, or found so by this rule), and no test target that does is named after it (`ChatTests`
    /// and `ChatUITests` test `Chat`: the library under test, not support for it).
    /// - Complexity: O(candidates × dependents) per round, one round per level of support modules.
    static func testSupportByDependents(_ candidates: [(index: Int, name: String)], support: Set<NameKey>,
                                        dependents: DeclaredDependents) -> [Int] {
        var support = support
        var found: [Int] = []
        var remaining = candidates
        while true {
            let before = found.count
            remaining.removeAll { candidate in
                let users = dependents.dependents(of: candidate.name)
                guard !users.isEmpty,
                      users.allSatisfy({ $0.isTest || support.contains(NameKey($0.name)) }),
                      !users.contains(where: { $0.isTest && $0.name.utf8.starts(with: candidate.name.utf8) })
                else { return false }
                found.append(candidate.index)
                support.insert(NameKey(candidate.name))
                return true
            }
            if found.count == before { return found.sorted() }
        }
    }
}
