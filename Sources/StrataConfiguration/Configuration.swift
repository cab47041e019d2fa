import StrataGraph
import StrataProject

/// What `.strata.json` (or `--config FILE`) says: JSON5, every key optional.
///
/// ```json5
/// {
///   exclude: ["Fixtures/**"],                 // paths below the root that are not read
///   defines: ["FEATURE_X"],                   // compilation flags set in every module, for #if
///   modules: {
///     roots: ["App", "*App"],                 // composition roots, besides executable targets
///     interfaces: ["AppDI"],                 // added to the default *Interface, *Interfaces
///     interfacePairs: [{implementation: "Chat", interface: "ChatAPI"}],
///     testSupport: ["*Fakes"],              // added to the default *TestSupport, *Testing, *Mocks, *TestHelpers, *TestKit
///     ignore: ["Legacy*"],                    // left out of the architecture rules
///     configured: [{name: "MyApp", kind: "root", paths: ["App/Sources/**"], dependencies: ["Feature"]}],
///   },
///   layers: [                                 // top to bottom
///     {name: "App", modules: ["*App"]},
///     {name: "Features", modules: ["Chat", "Auth"], allowSameLayer: false},
///     {name: "Core", modules: ["*"]},
///   ],
///   rules: {
///     "vertical-chain": {severity: "error", maxLength: 3},
///     "unused-dependency": "off",             // a severity alone
///   },
///   budgets: {maxImpact: {"Core*": 40}, maxDepth: 8, maxCriticalPath: 12},   // checked by metric-budget
/// }
/// ```
/// Unknown keys, unknown rules and options, wrong types and invalid globs are errors, never ignored.
public struct Configuration: Sendable, Equatable {
    /// Paths relative to the analyzed root that are not read (`"exclude"`).
    public var exclude: [Glob]
    /// Compilation flags set in every module when `#if` conditions are evaluated (`"defines"`), besides those
    /// the build systems set.
    public var defines: [String]
    /// How modules are classified, and modules declared outside SwiftPM (`"modules"`).
    public var modules: ModuleSettings
    /// The layers, top to bottom (`"layers"`).
    public var layers: [Layer]
    /// Severity and options per rule id, for the rules the file mentions (`"rules"`).
    public var rules: [String: RuleSettings]
    /// The limits of the graph's metrics (`"budgets"`).
    public var budgets: Budgets

    public init(exclude: [Glob] = [], defines: [String] = [], modules: ModuleSettings = ModuleSettings(),
                layers: [Layer] = [], rules: [String: RuleSettings] = [:], budgets: Budgets = Budgets()) {
        self.exclude = exclude
        self.defines = defines
        self.modules = modules
        self.layers = layers
        self.rules = rules
        self.budgets = budgets
    }

    /// What applies without a configuration file.
    public static let `default` = Configuration()

    /// The settings of rule `id`: what the file says, or no severity and no options.
    public func settings(forRule id: String) -> RuleSettings {
        rules[id] ?? RuleSettings()
    }

    /// The index in ``layers`` of the layer module `name` belongs to: the first, top to bottom,
    /// with a pattern that matches it; `nil` when none does.
    public func layerIndex(ofModule name: String) -> Int? {
        layers.firstIndex { layer in layer.modules.contains { $0.matches(name) } }
    }
}

/// Module classification overrides and configured modules (`"modules"`).
public struct ModuleSettings: Sendable, Equatable {
    /// Module names that are composition roots, besides executable targets (`"roots"`).
    public var roots: [Glob]
    /// Names of interface modules: `["*Interface", "*Interfaces"]` and the extra patterns written
    /// under `"interfaces"`.
    public var interfacePatterns: [Glob]
    /// Interfaces whose names do not follow the patterns (`"interfacePairs"`).
    public var interfacePairs: [InterfacePair]
    /// Names of test support modules: ``defaultTestSupportPatterns`` and the extra patterns written under
    /// `"testSupport"`.
    public var testSupportPatterns: [Glob]
    /// Modules left out of the architecture rules (`"ignore"`).
    public var ignore: [Glob]
    /// Code outside SwiftPM taking part in the graph (`"configured"`).
    public var configured: [ConfiguredModule]

    public init(roots: [Glob] = [], interfacePatterns: [Glob] = ModuleSettings.defaultInterfacePatterns,
                interfacePairs: [InterfacePair] = [],
                testSupportPatterns: [Glob] = ModuleSettings.defaultTestSupportPatterns, ignore: [Glob] = [],
                configured: [ConfiguredModule] = []) {
        self.roots = roots
        self.interfacePatterns = interfacePatterns
        self.interfacePairs = interfacePairs
        self.testSupportPatterns = testSupportPatterns
        self.ignore = ignore
        self.configured = configured
    }

    /// `*Interface` and `*Interfaces`.
    public static let defaultInterfacePatterns: [Glob] = ["*Interface", "*Interfaces"].compactMap { try? Glob($0) }

    /// `*TestSupport`, `*Testing`, `*Mocks`, `*TestHelpers` and `*TestKit`.
    public static let defaultTestSupportPatterns: [Glob] = ["*TestSupport", "*Testing", "*Mocks", "*TestHelpers", "*TestKit"]
        .compactMap { try? Glob($0) }
}

/// An implementation module and the interface module that stands for it
/// (`{"implementation": "Chat", "interface": "ChatAPI"}`).
public struct InterfacePair: Sendable, Equatable {
    public var implementation: String
    public var interface: String

    public init(implementation: String, interface: String) {
        self.implementation = implementation
        self.interface = interface
    }
}

/// A module declared in the configuration rather than by a manifest: an Xcode app target, a
/// folder of an app (`{"name": "MyApp", "kind": "root", "paths": ["App/Sources/**"], "dependencies": ["Feature"]}`).
public struct ConfiguredModule: Sendable, Equatable {
    public var name: String
    /// `interface`, `implementation`, `root`, `test` or `testSupport`; `nil` to classify it like any module.
    public var kind: ModuleKind?
    /// Globs, relative to the analyzed root, of the directories or files holding its sources.
    public var paths: [Glob]
    /// The modules it declares it depends on, by name.
    public var dependencies: [String]

    public init(name: String, kind: ModuleKind? = nil, paths: [Glob], dependencies: [String] = []) {
        self.name = name
        self.kind = kind
        self.paths = paths
        self.dependencies = dependencies
    }
}

/// One layer of `"layers"`. A module belongs to the first layer, top to bottom, that matches it.
public struct Layer: Sendable, Equatable {
    public var name: String
    /// Module name patterns.
    public var modules: [Glob]
    /// Whether a module may depend on another module of the same layer (`"allowSameLayer"`, default true).
    public var allowSameLayer: Bool

    public init(name: String, modules: [Glob], allowSameLayer: Bool = true) {
        self.name = name
        self.modules = modules
        self.allowSameLayer = allowSameLayer
    }
}

/// A severity as written in the configuration.
public enum ConfiguredSeverity: String, Sendable, Equatable, CaseIterable {
    case error, warning, off
}

/// What the configuration says about one rule: `"cycle": "warning"` or
/// `"vertical-chain": {"severity": "error", "maxLength": 3}`.
public struct RuleSettings: Sendable, Equatable, ConfigOptionsReading {
    /// The configured severity; `nil` keeps the rule's default.
    public var severity: ConfiguredSeverity?
    /// The options, validated against the rule's ``RuleOptionsSchema``.
    public var options: [String: ConfigValue]

    public init(severity: ConfiguredSeverity? = nil, options: [String: ConfigValue] = [:]) {
        self.severity = severity
        self.options = options
    }
}
