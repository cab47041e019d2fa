import StrataText

/// What the interpreter asks of the build system it evaluates files for: files, globs, and which symbols are
/// rules it knows without evaluating their definition.
public protocol StarlarkHost {
    /// The bytes of the workspace file at `path` (relative to the workspace root); `nil` when it does not exist.
    func contents(ofFile path: String) -> [UInt8]?

    /// The files of package `package` (a folder relative to the workspace root) whose paths relative to it
    /// match one of `include` and none of `exclude` (Bazel's `*` and `**`), sorted; never looking into a
    /// sub-folder that is a package of its own. With `excludeDirectories` false, matching folders are given
    /// too.
    func glob(package: String, include: [String], exclude: [String], excludeDirectories: Bool) -> [String]

    /// Whether `symbol`, loaded from any file, is a rule the build system knows (`swift_library`), so its
    /// definition need not be evaluated: unless the loaded file defines it as a macro (`def swift_library`),
    /// calling it declares a target of that kind.
    func isKnownRule(_ symbol: String) -> Bool

    /// Whether `name` is a rule callable without `load()` (Bazel's `cc_library`, `genrule`; Buck's
    /// `apple_library`).
    func isNativeRule(_ name: String) -> Bool

    /// The folder (relative to the workspace root; `""` for the root) of the repository `@name`, when it is on
    /// disk in the workspace (the main repository's own name in `MODULE.bazel`); `nil` for an external one.
    func repositoryFolder(_ name: String) -> String?

    /// Buck's configuration value `key` of section `section` (`.buckconfig`), for `read_config`; `nil` when unset.
    func configValue(section: String, key: String) -> String?
}

extension StarlarkHost {
    /// No configuration: `read_config` gives its default.
    public func configValue(section: String, key: String) -> String? { nil }
}

/// A target a rule call declared.
public struct StarlarkTarget {
    /// The rule's name: `swift_library`, `ios_application`, `alias`.
    public var kind: String
    /// The target's name (its `name` attribute).
    public var name: String
    /// Its attributes as evaluated, in the order written (`name` left out).
    public var attributes: [(name: String, value: StarlarkValue)]
    /// Where the BUILD file declares it: the rule's call, or the call of the macro that made it.
    public var location: SourceLocation
    /// The macro called from the BUILD file that made it (`feature_module`); `nil` when the BUILD file calls the
    /// rule itself.
    public var macro: String?

    /// The attribute `name`, if the target has it.
    public func attribute(_ name: String) -> StarlarkValue? {
        attributes.first { $0.name == name }?.value
    }
}

/// Something the interpreter could not evaluate, at a place in a file.
public struct StarlarkIssue: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation
}

/// What evaluating one BUILD file gave.
public struct StarlarkPackage {
    /// The targets declared, in the order their rules were called.
    public var targets: [StarlarkTarget]
    /// What could not be evaluated; each statement that failed is one issue, and the rest of the file counts.
    public var issues: [StarlarkIssue]
    /// The `.bzl` files loaded (relative to the workspace root), sorted by bytes.
    public var loadedFiles: [String]
}
