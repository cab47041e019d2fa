// MARK: - The declarations a module exists for, in its first file

extension SourceWriter {
    func writePrimary(_ text: inout SourceText, module: PlannedModule, context: inout BlockContext,
                      random: inout RandomSource) {
        writeDependencyTypes(&text, module: module)
        switch module.role {
        case .interface: writeInterfaceSurface(&text, prefix: module.typePrefix, context: context)
        case .feature: writeFeature(&text, module: module, context: context, random: &random)
        case .app: writeApp(&text, module: module)
        case .core, .chain: writeService(&text, module: module, context: context, random: &random)
        }
    }

    /// One public type of every module the module imports, named: real modules import what they use,
    /// and strata's `unused-import` rule reports the rest.
    private func writeDependencyTypes(_ text: inout SourceText, module: PlannedModule) {
        let used = module.dependencies.compactMap { index -> String? in
            let dependency = plan.modules[index]
            switch dependency.role {
            case .interface: return dependency.typePrefix + "Snapshot"
            case .core, .chain: return dependency.typePrefix + "Service"
            case .feature: return dependency.typePrefix + "Store"
            case .app: return nil
            }
        }
        guard !used.isEmpty else { return }
        text.lines([
            "/// The types \(module.name) reads from the modules it imports.",
            "enum \(module.typePrefix)ImportedTypes {",
            "    static let all: [Any.Type] = [",
        ])
        for name in used { text.line("        \(name).self,") }
        text.lines(["    ]", "}", ""])
    }

    /// Protocols and values other features use: `…Servicing`, `…Routing`, `…Snapshot`, `…Event`.
    private func writeInterfaceSurface(_ text: inout SourceText, prefix: String, context: BlockContext) {
        text.lines([
            "/// What \(prefix) offers to other features. Implemented by the \(prefix) module and wired by the app.",
            "public protocol \(prefix)Servicing: AnyObject {",
            "    /// The latest snapshot for `identifier`; throws when it cannot be loaded.",
            "    func fetch(identifier: String) async throws -> \(prefix)Snapshot",
            "    func events() -> AsyncStream<\(prefix)Event>",
            "}",
            "",
            "/// Navigation into \(prefix).",
            "public protocol \(prefix)Routing {",
            "    @discardableResult",
            "    func route(to event: \(prefix)Event) -> Bool",
            "}",
            "",
            "/// A value other features read from \(prefix).",
            "public struct \(prefix)Snapshot: Hashable, Sendable {",
            "    public let identifier: String",
            "    public var updatedAt: Date",
            "",
            "    public init(identifier: String, updatedAt: Date = Date()) {",
            "        self.identifier = identifier",
            "        self.updatedAt = updatedAt",
            "    }",
            "}",
            "",
            "public enum \(prefix)Event: Equatable, Sendable {",
            "    case opened(source: String)",
            "    case closed",
            "    case failed(reason: String)",
            "}",
            "",
        ])
        for upstream in context.importedInterfaces.prefix(3) {
            text.line("public typealias \(prefix)Upstream\(upstream) = \(upstream)Snapshot")
        }
        text.line()
    }

    /// The needle dependency protocol and component of a feature, its store, its detail component,
    /// and the class that implements its interface.
    private func writeFeature(_ text: inout SourceText, module: PlannedModule, context: BlockContext,
                              random: inout RandomSource) {
        let prefix = module.typePrefix
        for component in module.components {
            writeComponent(&text, component, prefix: prefix)
        }
        let upstream = context.importedInterfaces.filter { $0 != prefix }.prefix(2)
        text.lines([
            "/// The state \(prefix) keeps while it is on screen.",
            "public final class \(prefix)Store {",
            "    private(set) var snapshots: [String: \(prefix)Snapshot] = [:]",
        ])
        for other in upstream {
            text.line("    var \(WorkspacePlan.lowercasedFirst(other))Snapshot: \(other)Snapshot?")
        }
        text.lines([
            "",
            "    public init() {}",
            "",
            "    func update(_ snapshot: \(prefix)Snapshot) {",
            "        snapshots[snapshot.identifier] = snapshot",
            "    }",
            "}",
            "",
            "/// The \(prefix)Servicing the app hands to other features.",
            "final class Default\(prefix)Service: \(prefix)Servicing {",
            "    private let store: \(prefix)Store",
            "    private var continuations: [AsyncStream<\(prefix)Event>.Continuation] = []",
            "",
            "    init(store: \(prefix)Store) {",
            "        self.store = store",
            "    }",
            "",
            "    func fetch(identifier: String) async throws -> \(prefix)Snapshot {",
            "        if let known = store.snapshots[identifier] { return known }",
            "        let snapshot = \(prefix)Snapshot(identifier: identifier)",
            "        store.update(snapshot)",
            "        continuations.forEach { $0.yield(.opened(source: \"fetch(\\(identifier))\")) }",
            "        return snapshot",
            "    }",
            "",
            "    func events() -> AsyncStream<\(prefix)Event> {",
            "        AsyncStream { continuation in continuations.append(continuation) }",
            "    }",
            "}",
            "",
        ])
        _ = random.next()
    }

    private func writeComponent(_ text: inout SourceText, _ component: ComponentPlan, prefix: String) {
        if component.dependency != "EmptyDependency" {
            text.line("/// What \(component.name) needs from its ancestors.")
            text.line("public protocol \(component.dependency): Dependency {")
            for requirement in component.requirements {
                text.line("    var \(requirement.name): \(requirement.type) { get }")
            }
            text.lines(["}", ""])
        }
        text.line("/// The dependency scope of \(component.name.dropLast("Component".count)).")
        text.line("public final class \(component.name): Component<\(component.dependency)> {")
        for provided in component.provides {
            let logger = component.requirements.contains { $0.name == "logger" }
            text.lines([
                "    public var \(provided.name): \(provided.type) {",
                "        shared {",
                logger ? "            dependency.logger.log(\"creating \(provided.type)\")" : "            // One per scope.",
                "            return \(provided.type)()",
                "        }",
                "    }",
                "",
            ])
        }
        for child in component.children {
            text.lines([
                "    public var \(WorkspacePlan.lowercasedFirst(child)): \(child) {",
                "        \(child)(parent: self)",
                "    }",
                "",
            ])
        }
        if component.name.hasPrefix(prefix) && component.name == prefix + "Component" {
            text.lines([
                "    public var service: \(prefix)Servicing {",
                "        Default\(prefix)Service(store: \(WorkspacePlan.lowercasedFirst(prefix))Store)",
                "    }",
            ])
        } else {
            text.line("    var title: String { \"\(component.name)\" }")
        }
        text.lines(["}", ""])
    }

    /// `main.swift` of an app: the root component providing the shared services, and the code that
    /// builds it and asks every feature for its service.
    private func writeApp(_ text: inout SourceText, module: PlannedModule) {
        guard let root = module.components.first else { return }
        text.lines([
            "/// The root of \(module.name)'s dependency graph: shared services, and one child per feature.",
            "final class \(root.name): BootstrapComponent {",
        ])
        for (index, service) in root.provides.enumerated() {
            text.lines([
                "    var \(service.name): \(service.type) {",
                "        shared { Live\(service.type)(label: \"\(module.name).\(service.name)\", priority: \(index)) }",
                "    }",
                "",
            ])
        }
        for child in root.children {
            text.lines([
                "    var \(WorkspacePlan.lowercasedFirst(child)): \(child) {",
                "        \(child)(parent: self)",
                "    }",
                "",
            ])
        }
        text.lines(["}", "", "registerProviderFactories()", "let root = \(root.name)()"])
        for child in root.children.prefix(8) {
            text.line("_ = root.\(WorkspacePlan.lowercasedFirst(child)).service")
        }
        text.line()
    }

    /// A core or chain module's main class, using the interfaces it imports.
    private func writeService(_ text: inout SourceText, module: PlannedModule, context: BlockContext,
                              random: inout RandomSource) {
        let prefix = module.typePrefix
        let upstream = Array(context.importedInterfaces.prefix(3))
        let next = module.dependencies.map { plan.modules[$0] }.first { $0.role == .chain }
        text.line("/// The entry point of \(module.name).")
        text.line("public final class \(prefix)Service {")
        for other in upstream {
            text.line("    private let \(WorkspacePlan.lowercasedFirst(other)): (any \(other)Servicing)?")
        }
        if let next { text.line("    private let next = \(next.typePrefix)Service()") }
        text.lines([
            "    private let queue = DispatchQueue(label: \"\(module.name).service\", qos: .utility)",
            "",
            "    public init() {",
        ])
        for other in upstream { text.line("        \(WorkspacePlan.lowercasedFirst(other)) = nil") }
        text.lines([
            "    }",
            "",
            "    /// Runs `work` off the main thread and reports on the main queue.",
            "    public func perform<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result,",
            "                                          completion: @escaping @Sendable (Swift.Result<Result, Error>) -> Void) {",
            "        queue.async {",
            "            let outcome = Swift.Result { try work() }",
            "            DispatchQueue.main.async { completion(outcome) }",
            "        }",
            "    }",
        ])
        if next != nil {
            text.lines(["", "    public func forward(_ payload: [String: String]) {",
                        "        next.perform({ payload.count }) { _ in }", "    }"])
        }
        text.lines(["}", ""])
        _ = random.next()
    }
}
