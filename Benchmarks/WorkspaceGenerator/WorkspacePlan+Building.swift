/// The size of the workspace and how many violations of each kind to plant.
struct GenerationSettings {
    var packages: Int
    /// Modules per package.
    var modules: Int
    /// Swift files per module.
    var files: Int
    /// Lines per file, approximately (a file ends after the block that reaches it).
    var lines: Int
    var seed: UInt64
    /// Planted import cycles (strongly connected groups of interface modules, and one self-import).
    var cycles: Int
    /// Modules in the planted vertical chain (0 for none, else at least 3).
    var chainLength: Int
    /// Planted interface bypasses (a feature importing another feature that has an interface).
    var bypasses: Int
    /// Planted needle requirements that no ancestor component provides.
    var missingProviders: Int
    /// The most interface modules one feature depends on.
    var fanout: Int
}

/// Why a workspace cannot be planned with the settings given.
struct PlanError: Error, CustomStringConvertible {
    var description: String
}

extension WorkspacePlan {
    /// Plans a workspace: a DAG of clean modules (no cycle, no implementation chain longer than two, no
    /// bypass, every needle requirement provided), then the planted violations on top of it.
    init(_ settings: GenerationSettings) throws {
        guard settings.packages >= 1 else { throw PlanError(description: "--packages must be at least 1") }
        var random = RandomSource(seed: settings.seed)
        let stagesByPackage = Self.chainStages(settings)
        var interfacesByPackage: [[Int]] = []
        var featuresByPackage: [[Int]] = []
        var coresByPackage: [[Int]] = []

        // Modules: interfaces first (their index orders the interface DAG), then features, cores,
        // chain stages and the app.
        for p in 0..<settings.packages {
            let domain = Self.numbered(Vocabulary.domains, p)
            let rest = settings.modules - 1 - stagesByPackage[p].count
            var cores = max(1, rest / 5)
            let pairs = (rest - cores) / 2
            cores = rest - 2 * pairs
            guard pairs >= 2 else {
                throw PlanError(description: "--modules \(settings.modules) is too small: each package needs an app, "
                    + "a core module, chain stages and at least two features with their interfaces")
            }
            var package = PlannedPackage(name: domain)
            var interfaces: [Int] = [], features: [Int] = [], coreModules: [Int] = []
            for j in 0..<pairs {
                let feature = domain + Self.numbered(Vocabulary.features, j)
                interfaces.append(modules.count)
                modules.append(PlannedModule(name: feature + "Interfaces", role: .interface, package: p,
                                             typePrefix: feature))
            }
            for j in 0..<pairs {
                let feature = domain + Self.numbered(Vocabulary.features, j)
                features.append(modules.count)
                modules[interfaces[j]].partner = modules.count
                modules.append(PlannedModule(name: feature, role: .feature, package: p, partner: interfaces[j],
                                             typePrefix: feature))
            }
            for j in 0..<cores {
                let name = domain + Self.numbered(Vocabulary.cores, j)
                coreModules.append(modules.count)
                modules.append(PlannedModule(name: name, role: .core, package: p, typePrefix: name))
            }
            for stage in stagesByPackage[p] {
                let name = domain + Self.numbered(Self.chainWords, stage - 1) + "Engine"
                modules.append(PlannedModule(name: name, role: .chain, package: p, typePrefix: name))
            }
            modules.append(PlannedModule(name: domain + "App", role: .app, package: p, typePrefix: domain))
            package.modules = Array(interfaces.first!..<modules.count)
            packages.append(package)
            interfacesByPackage.append(interfaces)
            featuresByPackage.append(features)
            coresByPackage.append(coreModules)
        }

        let bypassPairs = try Self.chooseBypasses(settings.bypasses, featuresByPackage: featuresByPackage)
        let leafFeatures = Set(bypassPairs.map(\.to))
        let cycleGroups = try Self.chooseCycles(settings.cycles, interfacesByPackage: interfacesByPackage)

        // Clean dependencies.
        let chainModules = modules.indices.filter { modules[$0].role == .chain }
            .sorted { modules[$0].name < modules[$1].name }
        let chainOrder = Self.chainOrder(chainModules, modules: modules, settings: settings)
        for m in modules.indices {
            let p = modules[m].package
            let neighbors = Self.neighbors(of: p)
            var dependencies: [Int] = []
            switch modules[m].role {
            case .interface:
                let pool = neighbors.flatMap { q in interfacesByPackage[q].filter { $0 < m } }
                dependencies = random.sample(pool, count: random.pick([0, 1, 1, 2]))
            case .core:
                let pool = neighbors.flatMap { interfacesByPackage[$0] }
                dependencies = random.sample(pool, count: random.pick([0, 1, 2]))
            case .feature:
                let own = modules[m].partner!
                let pool = neighbors.flatMap { interfacesByPackage[$0] }.filter { $0 != own }
                dependencies = [own] + random.sample(pool, count: random.inRange(2...max(2, settings.fanout)))
                if !leafFeatures.contains(m) && random.chance(80) {
                    let cores = neighbors.flatMap { coresByPackage[$0] }
                    dependencies += random.sample(cores, count: random.pick([1, 1, 2]))
                }
            case .chain:
                let pool = neighbors.flatMap { interfacesByPackage[$0] }
                dependencies = random.sample(pool, count: random.inRange(1...3))
                if let position = chainOrder.firstIndex(of: m), position + 1 < chainOrder.count {
                    dependencies.append(chainOrder[position + 1])
                }
            case .app:
                dependencies = featuresByPackage[p] + coresByPackage[p]
                    + chainModules.filter { modules[$0].package == p }
            }
            modules[m].dependencies = dependencies
        }

        // Planted violations.
        for group in cycleGroups {
            if group.count == 1 {
                modules[group[0]].importsItself = true
                planted.cycles.append([modules[group[0]].name, modules[group[0]].name])
                continue
            }
            // Down the group, then one edge back up: lowest → highest → … → lowest.
            for (higher, lower) in zip(group.dropFirst(), group) { addDependency(from: higher, to: lower) }
            addDependency(from: group[0], to: group[group.count - 1])
            planted.cycles.append(([group[0]] + group.reversed()).map { modules[$0].name })
        }
        planted.chain = chainOrder.map { modules[$0].name }
        for pair in bypassPairs {
            addDependency(from: pair.from, to: pair.to)
            planted.bypasses.append((modules[pair.from].name, modules[pair.to].name, modules[modules[pair.to].partner!].name))
        }
        for m in modules.indices {
            var seen = Set<Int>()
            modules[m].dependencies = modules[m].dependencies.filter { seen.insert($0).inserted }
        }
        for p in packages.indices {
            let linked = Set(packages[p].modules.flatMap { modules[$0].dependencies }.map { modules[$0].package })
            packages[p].dependencies = linked.filter { $0 != p }.sorted()
        }
        planComponents(random: random.fork(1), settings: settings, featuresByPackage: featuresByPackage)
        guard planted.missingProviders.count == settings.missingProviders else {
            throw PlanError(description: "too few features to plant \(settings.missingProviders) missing providers")
        }
    }

    // MARK: - Choices

    static let chainWords = ["Ingest", "Parse", "Normalize", "Enrich", "Index", "Rank", "Render", "Publish"]

    /// `words[i]`, with a number once the list wraps (`Feed`, …, `Feed2`).
    static func numbered(_ words: [String], _ i: Int) -> String {
        words[i % words.count] + (i >= words.count ? String(i / words.count + 1) : "")
    }

    /// Which chain stages (1 = top) live in each package: the bottom stage in the first package, the
    /// top one near the last, so the chain crosses packages downwards as package dependencies do.
    static func chainStages(_ settings: GenerationSettings) -> [[Int]] {
        var stages = [[Int]](repeating: [], count: settings.packages)
        let length = settings.chainLength
        guard length > 0 else { return stages }
        for stage in 1...length {
            stages[((length - stage) * settings.packages) / length].append(stage)
        }
        return stages
    }

    /// The chain modules from the top stage down.
    static func chainOrder(_ chain: [Int], modules: [PlannedModule], settings: GenerationSettings) -> [Int] {
        // Stage s was created in package ((length - s) * P) / length, in ascending stage order per
        // package; recover the order by sorting on (package descending, creation order).
        chain.sorted { a, b in
            modules[a].package != modules[b].package ? modules[a].package > modules[b].package : a < b
        }
    }

    /// The packages a package's modules may depend on: itself, the two before it, the one halfway
    /// down, and the first (a shared foundation package), as in a layered monorepo.
    static func neighbors(of p: Int) -> [Int] {
        Array(Set([p, p - 1, p - 2, p / 2, 0].filter { $0 >= 0 && $0 <= p })).sorted()
    }

    /// Feature pairs `(importer, imported)`, each feature used at most once, spread over packages; the
    /// importer is in the same package or the next one.
    static func chooseBypasses(_ count: Int, featuresByPackage: [[Int]]) throws -> [(from: Int, to: Int)] {
        var used = Set<Int>()
        var pairs: [(from: Int, to: Int)] = []
        let packageCount = featuresByPackage.count
        for i in 0..<count {
            var found = false
            for attempt in 0..<packageCount {
                let p = (i * packageCount / max(1, count) + attempt) % packageCount
                let q = i % 2 == 1 && p + 1 < packageCount ? p + 1 : p
                guard let target = featuresByPackage[p].first(where: { !used.contains($0) }) else { continue }
                guard let importer = featuresByPackage[q].last(where: { !used.contains($0) && $0 != target })
                else { continue }
                used.formUnion([target, importer])
                pairs.append((importer, target))
                found = true
                break
            }
            guard found else { throw PlanError(description: "too few features to plant \(count) interface bypasses") }
        }
        return pairs
    }

    /// Groups of consecutive interface modules of one package (sizes 2, 3, 2, 4…, smaller where a package
    /// has too few interfaces; the first group of three or more planted cycles is a single module
    /// importing itself).
    static func chooseCycles(_ count: Int, interfacesByPackage: [[Int]]) throws -> [[Int]] {
        var cursor = [Int](repeating: 0, count: interfacesByPackage.count)
        var groups: [[Int]] = []
        let packageCount = interfacesByPackage.count
        for g in 0..<count {
            let preferred = g == 0 && count >= 3 ? 1 : [2, 3, 2, 4][g % 4]
            var found = false
            // The preferred size where it fits, else a smaller one (never below two, but for the self-import).
            search: for size in stride(from: preferred, through: min(preferred, 2), by: -1) {
                for attempt in 0..<packageCount {
                    let p = (g * packageCount / max(1, count) + attempt) % packageCount
                    guard interfacesByPackage[p].count - cursor[p] >= size else { continue }
                    groups.append(Array(interfacesByPackage[p][cursor[p]..<cursor[p] + size]))
                    cursor[p] += size
                    found = true
                    break search
                }
            }
            guard found else { throw PlanError(description: "too few interface modules to plant \(count) cycles") }
        }
        return groups
    }

    private mutating func addDependency(from: Int, to: Int) {
        if !modules[from].dependencies.contains(to) { modules[from].dependencies.append(to) }
    }
}
