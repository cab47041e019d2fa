import ProjectDescription

/// The targets a µFeature module can have, by the suffix each adds to the module's name.
public enum ModuleTarget: String, CaseIterable {
    case interface = "Interface"
    case implementation = ""
    case testing = "Testing"
    case tests = "Tests"

    var product: Product {
        switch self {
        case .interface, .implementation, .testing:
            return .framework
        case .tests:
            return .unitTests
        }
    }

    /// The folder of the module's project that holds this target's sources.
    var folder: String {
        self == .implementation ? "Sources" : rawValue
    }
}

public let bundleIdPrefix = "com.example.app"

extension Project {
    /// A µFeature module: one target per entry of `targets`, wired as µFeatures wires them (the
    /// implementation uses its interface, tests and testing use the implementation and the interface).
    public static func makeModule(
        name: String,
        targets: [ModuleTarget] = [.interface, .implementation, .tests],
        dependencies: [TargetDependency] = [],
        packages: [Package] = []
    ) -> Project {
        Project(
            name: name,
            packages: packages,
            targets: targets.map { makeTarget(module: name, kind: $0, siblings: targets, dependencies: dependencies) }
        )
    }

    private static func makeTarget(
        module name: String,
        kind: ModuleTarget,
        siblings: [ModuleTarget],
        dependencies: [TargetDependency]
    ) -> Target {
        var own: [TargetDependency] = []
        switch kind {
        case .interface:
            break
        case .implementation:
            if siblings.contains(.interface) {
                own.append(.target(name: "\(name)\(ModuleTarget.interface.rawValue)"))
            }
            own += dependencies
        case .testing:
            own = [.target(name: name + "Interface")]
        case .tests:
            own = [.target(name: name)]
        }
        return .target(
            name: name + kind.rawValue,
            destinations: .iOS,
            product: kind.product,
            bundleId: "\(bundleIdPrefix).\(name.lowercased())\(kind.rawValue)",
            sources: ["\(kind.folder)/**"],
            dependencies: own
        )
    }
}

extension TargetDependency {
    /// A target of the feature module `module` (by default the target's own name).
    public static func feature(_ target: String, in module: String? = nil) -> TargetDependency {
        .project(target: target, path: .relativeToRoot("Projects/Features/\(module ?? target)"))
    }
}

extension Package {
    public static let needle: Package = .remote(
        url: "https://github.com/uber/needle.git",
        requirement: .upToNextMajor(from: "0.24.0")
    )
}
