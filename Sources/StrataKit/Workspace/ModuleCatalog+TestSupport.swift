import StrataConfiguration
import StrataGraph
import StrataProject
import StrataRules
import StrataText

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

    /// Reads the declared dependencies of every module the projects declare (tests included, with what a Podfile
    /// adds to a module of another project) and every configured module.
    init(projects: [LoadedProject], configured: [ConfiguredModule]) {
        var productTargets: [NameKey: [String]] = [:]
        for package in projects.flatMap(\.result.packages) {
            for product in package.products { productTargets[NameKey(product.name), default: []] += product.modules }
        }
        var packageModules: [NameKey: Set<NameKey>] = [:]
        for module in projects.flatMap(\.result.modules) {
            if let package = module.package { packageModules[NameKey(package), default: []].insert(NameKey(module.name)) }
        }
        var projectTests = Set<NameKey>()
        for project in projects {
            for module in project.result.modules {
                let dependent = Dependent(name: module.name, isTest: module.role == .test)
                if dependent.isTest { projectTests.insert(NameKey(module.name)) }
                let own = module.package.flatMap { packageModules[NameKey($0)] } ?? []
                for dependency in module.dependencies {
                    for name in Self.names(of: dependency, own: own, productTargets: productTargets) { add(dependent, on: name) }
                }
            }
        }
        for project in projects {
            for added in project.result.addedDependencies {
                let dependent = Dependent(name: added.module, isTest: projectTests.contains(NameKey(added.module)))
                for name in Self.names(of: added.dependency, own: [], productTargets: productTargets) { add(dependent, on: name) }
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

    /// The module names a dependency names: a module, or a local product's targets.
    /// - Parameter own: the names of the modules of the depending module's package.
    private static func names(of dependency: ProjectDependency, own: Set<NameKey>,
                              productTargets: [NameKey: [String]]) -> [String] {
        let key = NameKey(dependency.name)
        return switch dependency.kind {
        case .module, .packageModule: [dependency.name]
        case .packageProduct: productTargets[key] ?? [dependency.name]
        case .linkedProduct: productTargets[key] ?? []
        case .packageModuleOrProduct: own.contains(key) ? [dependency.name] : productTargets[key] ?? []
        case .external: []
        }
    }
}

extension ModuleCatalog {
    /// Whether the folder `path` (relative to the root) is in a folder named `Tests` (SwiftPM's, or a project's), where
    /// test code lives.
    static func isInTestsFolder(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0 == "Tests" }
    }

    /// Of `candidates` (libraries classified as implementations), those that only tests use: at least one
    /// target declares a dependency on it, every one that does is a test target or a test support module
    /// (by name, or found so by this rule), and no test target that does is named after it (`ChatTests`
    /// and `ChatUITests` test `Chat`: the library under test, not support for it) unless it lives in a package's tests
    /// folder (Psiphon's `Tests/PsiApiTestingCommon`, which `PsiApiTestingCommonTests` tests: test helpers with tests of
    /// their own).
    /// - Complexity: O(candidates × dependents) per round, one round per level of support modules.
    static func testSupportByDependents(_ candidates: [(index: Int, name: String, inTestsFolder: Bool)], support: Set<NameKey>,
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
                      candidate.inTestsFolder
                        || !users.contains(where: { $0.isTest && $0.name.utf8.starts(with: candidate.name.utf8) })
                else { return false }
                found.append(candidate.index)
                support.insert(NameKey(candidate.name))
                return true
            }
            if found.count == before { return found.sorted() }
        }
    }
}
