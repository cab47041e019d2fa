extension WorkspacePlan {
    /// Needle components: one root component per app providing ``Vocabulary/rootServices``, one component
    /// per feature (a child of its package's root) requiring some of them, and for some features a
    /// detail subcomponent that needs what the feature component provides. Then the planted requirements
    /// that no ancestor provides, one per chosen feature component.
    mutating func planComponents(random: RandomSource, settings: GenerationSettings, featuresByPackage: [[Int]]) {
        var random = random
        let services = Vocabulary.rootServices.map { PropertyPlan(name: $0.name, type: $0.type) }
        for p in packages.indices {
            guard let app = packages[p].modules.first(where: { modules[$0].role == .app }) else { continue }
            var root = ComponentPlan(name: packages[p].name + "RootComponent", dependency: "", provides: services)
            for feature in featuresByPackage[p] {
                let name = modules[feature].name
                var component = ComponentPlan(name: name + "Component", dependency: name + "Dependency")
                component.requirements = random.sample(services, count: random.inRange(2...5))
                let store = PropertyPlan(name: Self.lowercasedFirst(name) + "Store", type: name + "Store")
                component.provides = [store]
                var detail: ComponentPlan?
                if random.chance(30) {
                    var child = ComponentPlan(name: name + "DetailComponent", dependency: name + "DetailDependency")
                    child.requirements = [store, random.pick(services)]
                    detail = child
                } else if random.chance(10) {
                    detail = ComponentPlan(name: name + "PreviewComponent", dependency: "EmptyDependency")
                }
                if let detail { component.children = [detail.name] }
                modules[feature].components = [component] + (detail.map { [$0] } ?? [])
                root.children.append(component.name)
            }
            modules[app].components = [root]
        }

        // Planted: spread over packages, one unprovided requirement per feature component.
        let count = settings.missingProviders
        var used = Set<Int>()
        for i in 0..<count {
            let packageCount = packages.count
            for attempt in 0..<packageCount {
                let p = (i * packageCount / max(1, count) + attempt) % packageCount
                guard let feature = featuresByPackage[p].first(where: { !used.contains($0) }) else { continue }
                used.insert(feature)
                let missing = Vocabulary.unprovided[i % Vocabulary.unprovided.count]
                modules[feature].components[0].requirements.append(PropertyPlan(name: missing.name, type: missing.type))
                let component = modules[feature].components[0]
                planted.missingProviders.append((
                    component.name, component.dependency, "\(missing.name): \(missing.type)",
                    [packages[p].name + "RootComponent", component.name]))
                break
            }
        }
    }

    static func lowercasedFirst(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
