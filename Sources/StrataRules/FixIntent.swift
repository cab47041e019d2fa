import StrataGraph
import StrataProject
import StrataText

/// What a finding's fix does, in the project's terms: the import or dependency entry to add or remove and where.
///
/// Rules know what to change but never read files; `strata fix` (StrataKit's fix planner) reads the files and turns
/// each intent into exact text edits, or lists it as not applicable with the planner's reason.
public enum FixIntent: Sendable, Equatable {
    /// Remove the import declarations whose `import` keywords are at these places (attributes and modifiers
    /// included). `modules` are the graph indices of the modules whose finding this is (one per target that compiles
    /// the file): a file that several targets compile is edited only when each of them found the import unused.
    case removeImports([SourceLocation], modules: [Int])
    /// Give the import declaration whose `import` keyword is at this place the access level `access` (`internal`),
    /// in place of the one written before it.
    case lowerImportAccess(SourceLocation, to: String)
    /// Add `import <module>` to `file` (relative to the root), with the access level `access` (`internal import`) when
    /// it is not `nil`.
    case addImport(module: String, file: String, access: String? = nil)
    /// Add a dependency entry to a target's dependency list.
    case addDependency(DependencyAddition)
    /// Remove the dependency entry written at `entry` from the dependency list of the target declared at `target`, in a
    /// file of kind `file`.
    case removeDependency(entry: SourceLocation, target: SourceLocation, file: BuildFileKind)
    /// Add `.enableUpcomingFeature("<feature>")` to the `swiftSettings:` of the SwiftPM target declared at `target` (its
    /// name's string literal in `Package.swift`).
    case enableUpcomingFeature(String, target: SourceLocation)
    /// A fix strata cannot make by editing text, and why (an entry that a helper gives to several targets).
    case manual(reason: String)
    /// The fixes of the findings one finding stands for (a module's findings of one rule, which ``FindingGroups``
    /// reports as one), made together: the whole is applicable only when each part is.
    indirect case all([FixIntent])
}

/// One dependency to add to a target's dependency list, in the build system's words.
public struct DependencyAddition: Sendable, Equatable {
    /// Where the target is declared: for a SwiftPM target, its name's string literal in `Package.swift`.
    public var target: SourceLocation
    /// The target's name as its build file writes it (a Bazel rule's `name`, which may differ from its module's).
    public var targetName: String
    /// The entry as the build file writes it: `"Core"`, `.product(name: "Core", package: "core")`, a Bazel or Buck
    /// label `"//Modules/Core"`, Tuist's `.target(name: "Core")`, XcodeGen's `target: Core`, a podspec's
    /// `s.dependency 'Core'`; in an Xcode project, the module of the target to depend on, or the package product.
    public var entry: String
    /// A `.package(path: "../Core")` the target's package must add to its own `dependencies:` first, if any.
    public var packageLink: String?
    /// A library product to add to the imported module's package first, because none of its products holds the module.
    public var product: ProductAddition?
    /// Why the entry cannot be added, if so (a product named as the module holds other targets).
    public var blocker: String?
    /// The kind of file the target's dependency list is written in.
    public var file: BuildFileKind
    /// In an Xcode project, the folder (relative to the root) of the local Swift package whose product `entry` names;
    /// `nil` when `entry` is the module of another target of the same project.
    public var package: String?

    public init(target: SourceLocation, targetName: String, entry: String, packageLink: String? = nil,
                product: ProductAddition? = nil, blocker: String? = nil, file: BuildFileKind, package: String? = nil) {
        self.target = target
        self.targetName = targetName
        self.entry = entry
        self.packageLink = packageLink
        self.product = product
        self.blocker = blocker
        self.file = file
        self.package = package
    }
}

/// A library product to add to the `products:` of a `Package.swift` of the workspace.
public struct ProductAddition: Sendable, Equatable {
    /// The manifest, relative to the root: `Packages/Core/Package.swift`.
    public var manifest: String
    /// The product as the manifest writes it: `.library(name: "Core", targets: ["Core"])`.
    public var entry: String

    public init(manifest: String, entry: String) {
        self.manifest = manifest
        self.entry = entry
    }
}
