/// What strata knows of one `Package.swift`, however it was read (statically or by SwiftPM).
public struct PackageManifest: Sendable, Equatable {
    /// The `name:` of the package; empty when it could not be read.
    public var name: String
    /// The targets in manifest order.
    public var targets: [TargetDescription]
    /// The products in manifest order.
    public var products: [ProductDescription]
    /// `.package(path:)` links to other local packages, paths as written.
    public var localPackages: [LocalPackageReference]
    /// What the reader could not evaluate; empty when the manifest was fully understood.
    public var issues: [ManifestIssue]

    public init(name: String = "", targets: [TargetDescription] = [], products: [ProductDescription] = [],
                localPackages: [LocalPackageReference] = [], issues: [ManifestIssue] = []) {
        self.name = name
        self.targets = targets
        self.products = products
        self.localPackages = localPackages
        self.issues = issues
    }

    /// Whether the reader claims to have understood every target and dependency.
    public var isFullyUnderstood: Bool { issues.isEmpty }
}

/// The SwiftPM target kinds.
public enum TargetType: String, Sendable, Equatable, CaseIterable {
    case regular, executable, test, macro, plugin, system, binary
}

/// One target of a manifest.
public struct TargetDescription: Sendable, Equatable {
    public var name: String
    public var type: TargetType
    /// `path:` as written, if any.
    public var path: String?
    /// `exclude:` entries as written.
    public var exclude: [String]
    /// `sources:` entries as written; `nil` when the argument is absent.
    public var sources: [String]?
    public var dependencies: [TargetDependency]
    /// Position of the target's name in the manifest.
    public var line: Int
    public var column: Int

    public init(name: String, type: TargetType, path: String? = nil, exclude: [String] = [], sources: [String]? = nil,
                dependencies: [TargetDependency] = [], line: Int = 0, column: Int = 0) {
        self.name = name
        self.type = type
        self.path = path
        self.exclude = exclude
        self.sources = sources
        self.dependencies = dependencies
        self.line = line
        self.column = column
    }
}

/// One entry of a target's `dependencies:`.
public struct TargetDependency: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `.target(name:)`.
        case target
        /// `.product(name:package:)`; `package` is the package identity as written.
        case product(package: String?)
        /// A string literal or `.byName(name:)`: a target of this package or a product of a dependency.
        case byName
    }
    public var name: String
    public var kind: Kind
    /// Platforms of a `condition: .when(platforms: […])`, as written (`.iOS` → `iOS`); `nil` when unconditional.
    public var platforms: [String]?
    public var line: Int
    public var column: Int

    public init(name: String, kind: Kind, platforms: [String]? = nil, line: Int = 0, column: Int = 0) {
        self.name = name
        self.kind = kind
        self.platforms = platforms
        self.line = line
        self.column = column
    }
}

/// One product of a manifest.
public struct ProductDescription: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable { case library, executable, plugin }
    public var name: String
    public var kind: Kind
    public var targets: [String]

    public init(name: String, kind: Kind, targets: [String]) {
        self.name = name
        self.kind = kind
        self.targets = targets
    }
}

/// A `.package(path: "…")` dependency.
public struct LocalPackageReference: Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int = 0, column: Int = 0) {
        self.path = path
        self.line = line
        self.column = column
    }
}

/// Something in a manifest the static reader could not evaluate, and skipped.
public struct ManifestIssue: Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
