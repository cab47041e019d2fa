import StrataProject

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
    /// The `// swift-tools-version:` of the manifest; `nil` when absent or unreadable.
    public var toolsVersion: ToolsVersion?
    /// The platforms `platforms:` names, in SwiftPM's spelling (`ios`, `macos`, `maccatalyst`); `nil` when the
    /// manifest names none or strata could not read them.
    public var platforms: [String]?
    /// Whether code strata did not run may change targets' `swiftSettings` (a loop over `package.targets`):
    /// then no target's ``TargetDescription/swiftSettings`` is known to be complete.
    public var settingsChangedElsewhere = false
    /// Whether code strata did not run may change targets' `dependencies` (`for target in package.targets { … }`): then
    /// no target's dependencies are known to be complete.
    public var dependenciesChangedElsewhere = false
    /// Whether some `.package(path:)` links to local packages could not be read (built by a closure or a helper):
    /// a product or target a dependency names may come from one of them.
    public var localPackagesPartlyRead = false

    public init(name: String = "", targets: [TargetDescription] = [], products: [ProductDescription] = [],
                localPackages: [LocalPackageReference] = [], issues: [ManifestIssue] = [],
                toolsVersion: ToolsVersion? = nil, platforms: [String]? = nil) {
        self.platforms = platforms
        self.name = name
        self.targets = targets
        self.products = products
        self.localPackages = localPackages
        self.issues = issues
        self.toolsVersion = toolsVersion
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
    /// `publicHeadersPath:` as written (a C-family target's headers folder, `include` when absent); `nil` when absent.
    public var publicHeadersPath: String?
    /// Paths of the `resources:` entries (`.process("x")`, `.copy("x")`, `.embedInCode("x")`) as written:
    /// SwiftPM compiles nothing below them.
    public var resources: [String]
    public var dependencies: [TargetDependency]
    /// Whether some of its dependencies could not be read (a computed list, an entry strata cannot evaluate).
    public var dependenciesPartlyRead = false
    /// What its `swiftSettings:` says that decides `#if` conditions.
    public var swiftSettings = SwiftSettings()
    /// Whether it applies build-tool plugins (`plugins:`), whose code (swift-openapi-generator's `APIProtocol`, SwiftGen's
    /// `L10n`) is compiled into it at build time and read by nobody.
    public var appliesPlugins = false
    /// The packages of the build-tool plugins it applies that come from another package (`package:` of
    /// `.plugin(name:package:)`), as written.
    public var pluginPackages: [String] = []
    /// Position of the target's name in the manifest.
    public var line: Int
    public var column: Int

    public init(name: String, type: TargetType, path: String? = nil, exclude: [String] = [], sources: [String]? = nil,
                resources: [String] = [], dependencies: [TargetDependency] = [], line: Int = 0, column: Int = 0) {
        self.name = name
        self.type = type
        self.path = path
        self.exclude = exclude
        self.sources = sources
        self.resources = resources
        self.dependencies = dependencies
        self.line = line
        self.column = column
    }
}

/// The part of a target's `swiftSettings:` that decides `#if` conditions in its sources.
public struct SwiftSettings: Sendable, Equatable {
    /// One `.define("NAME", .when(platforms:configuration:))` (or `-DNAME` of `.unsafeFlags`).
    public struct Define: Sendable, Equatable {
        public var name: String
        /// The platforms of its condition, in SwiftPM's spelling; `nil` when it holds on every platform.
        public var platforms: [String]?
        /// The configuration of its condition (`debug`, `release`); `nil` when it holds in both.
        public var configuration: String?

        public init(name: String, platforms: [String]? = nil, configuration: String? = nil) {
            self.name = name
            self.platforms = platforms
            self.configuration = configuration
        }
    }

    public var defines: [Define]
    /// The features `.enableUpcomingFeature` and `.enableExperimentalFeature` turn on (`MemberImportVisibility`).
    public var features: [String]
    /// Whether every entry was read: when not, a flag or feature strata did not see may be set.
    public var isComplete: Bool
    /// The modules `-module-alias ALIAS=REAL` flags make the target import under another name: real name → alias
    /// (`-module-alias Core=CoreForPlugin`: `import Core` is the module `CoreForPlugin`).
    public var moduleAliases: [String: String] = [:]

    public init(defines: [Define] = [], features: [String] = [], isComplete: Bool = true) {
        self.defines = defines
        self.features = features
        self.isComplete = isComplete
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
    /// Platforms of a `condition: .when(platforms: […])` in SwiftPM's spelling, the one `dump-package` prints:
    /// `.iOS` → `ios`, `.macCatalyst` → `maccatalyst`, `.custom("x")` → `x`. `nil` when no platform is named.
    public var platforms: [String]?
    /// Traits of a `condition: .when(traits: […])`; `nil` when no trait is named.
    public var traits: [String]?
    /// `moduleAliases:` of a `.product(…)`: the product's module name → the name this target imports it as.
    public var moduleAliases: [String: String]?
    public var line: Int
    public var column: Int

    public init(name: String, kind: Kind, platforms: [String]? = nil, traits: [String]? = nil,
                moduleAliases: [String: String]? = nil, line: Int = 0, column: Int = 0) {
        self.name = name
        self.kind = kind
        self.platforms = platforms
        self.traits = traits
        self.moduleAliases = moduleAliases
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
    /// Whether it is a library linked dynamically (`type: .dynamic`): a framework the app must embed.
    public var isDynamic = false

    public init(name: String, kind: Kind, targets: [String], isDynamic: Bool = false) {
        self.name = name
        self.kind = kind
        self.targets = targets
        self.isDynamic = isDynamic
    }
}

/// A `.package(path: "…")` dependency.
public struct LocalPackageReference: Sendable, Equatable {
    /// The path as written (the static reader) or relative to the package directory (the SwiftPM reader).
    public var path: String
    /// The `name:` of `.package(name:path:)`, which `.product(name:package:)` may use instead of the identity.
    public var name: String?
    public var line: Int
    public var column: Int

    public init(path: String, name: String? = nil, line: Int = 0, column: Int = 0) {
        self.path = path
        self.name = name
        self.line = line
        self.column = column
    }
}

/// Something in a manifest the static reader could not evaluate, and skipped.
public struct ManifestIssue: Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
    /// Whether nothing of the manifest could be read (no package name, no target), though it holds code.
    public var isFatal: Bool

    public init(message: String, line: Int, column: Int, isFatal: Bool = false) {
        self.message = message
        self.line = line
        self.column = column
        self.isFatal = isFatal
    }
}
