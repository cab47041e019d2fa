import StrataText

/// A module as a build system declares it, in words no build system owns: what every reader (SwiftPM, Xcode
/// projects, Tuist, XcodeGen, CocoaPods, Bazel, Buck) hands to the pipeline.
public struct ProjectModule: Sendable, Equatable {
    /// The module name the compiler sees (`import Name`), already made a C99 identifier where the build
    /// system does so (Xcode's `PRODUCT_MODULE_NAME`).
    public var name: String
    /// What the build system builds it as.
    public var role: ProjectModuleRole
    /// The product type exactly as the build system spells it (`com.apple.product-type.framework`,
    /// `.staticFramework`, `framework`, `pod`; a SwiftPM target's type: `regular`, `macro`, `binary`), for messages
    /// and JSON.
    public var productType: String
    /// The project file or folder that declares it, relative to the analyzed root
    /// (`App/App.xcodeproj`, `Features/Chat/Project.swift`, `project.yml`, `Pods/Chat.podspec`).
    public var container: String
    /// Where the module is declared in ``container``'s file (for an `.xcodeproj`, in its `project.pbxproj`).
    public var declaration: SourceLocation
    /// Its Swift source files, relative to the analyzed root, sorted by bytes, without duplicates.
    public var sourceFiles: [String]
    /// The folder its sources sit in, relative to the analyzed root: their deepest common folder, or
    /// the folder the build system names for it.
    public var directory: String
    /// Its declared dependencies, in the order the project writes them.
    public var dependencies: [ProjectDependency]
    /// Compilation conditions the build system sets for it (Xcode's `SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
    /// Tuist/XcodeGen settings), per configuration name; empty when none are known.
    public var compilationConditions: [String: [String]]
    /// How to phrase the fix for a missing dependency of this module, in the build system's own words; `nil` for a
    /// module of a package, whose fix the rules write from the products of the packages it links.
    public var dependencyFix: DependencyFixTemplate?
    /// The folder (relative to the analyzed root) of the ``ProjectPackage`` it is a module of, whose products may
    /// bring it to others and whose links it sees; `nil` for a module of no package.
    public var package: String?
    /// What decides its `#if` conditions when the reader states it in full (a SwiftPM target's settings, defines
    /// per platform, tools version); `nil`: ``compilationConditions`` and ``platforms`` say it (see ``build``).
    public var statedBuild: ProjectBuildSettings?
    /// Whether a library of this kind that only tests depend on is test support: false for what is no library of
    /// Swift code others link (SwiftPM's macro, system and binary targets).
    public var infersTestSupport = true
    /// What is wrong with the sources it names (a missing folder, a link leading out of its package), each said at
    /// its declaration rather than as an issue of the project file.
    public var sourceProblems: [String] = []
    /// Whether sources the project names for it do not exist (the reader reported each as an issue). With no
    /// Swift file left, the module is a phantom: a leftover that builds nothing and takes part in no rule.
    public var namesMissingSources = false
    /// Whether it also compiles Objective-C or C sources (an Xcode target's `.m` files, a podspec's `*.{h,m,swift}`),
    /// whose imports strata does not read: what it declares may be used there.
    public var compilesOtherLanguages = false
    /// The modules it loads at run time, which no file need import: the module of an extension's
    /// `NSExtensionPrincipalClass` (`StickerKit.MessagesViewController`) in its `Info.plist`, which the system loads by
    /// name, and the frameworks an Xcode app embeds without linking them, for the frameworks and extensions it carries. A
    /// dependency on one is in use. Sorted, without its own module.
    public var modulesLoadedAtRunTime: [String] = []
    /// Type names that code generated at build time declares or extends in it, which no reader sees (the templates of a
    /// Tuist project's custom resource synthesizers: `public enum DS`, `extension Font`); ``anyGeneratedName`` when the
    /// names are not known (a SwiftPM target that applies build-tool plugins).
    public var generatedNames: [String] = []

    /// The name that stands for every name in ``generatedNames``: code generated at build time may declare any type.
    public static let anyGeneratedName = "*"
    /// The dependencies, by the name its build file writes, that code generated at build time may import without any
    /// file strata reads doing so: the products of the package a build-tool plugin it applies comes from (R.swift's
    /// `RswiftLibrary`, whose module its plugin's `R.generated.swift` imports). A dependency on one is in use.
    public var dependenciesOfGeneratedCode: [String] = []
    /// Whether some of its dependencies could not be read (a `manifest` warning says which): a module it imports and
    /// does not seem to declare may be one of them.
    public var dependenciesPartlyRead = false
    /// Whether every configuration it is built in sets `ENABLE_TESTABILITY = YES` (an Xcode target's setting, or its
    /// project's): an `@testable import` of it compiles in a release build too.
    public var enablesTestability = false
    /// The platforms it is built for, in SwiftPM's spelling (`ios`, `macos`, `tvos`, `watchos`, `visionos`,
    /// `maccatalyst`), sorted: Xcode's `SUPPORTED_PLATFORMS`/`SDKROOT`, Tuist's destinations, XcodeGen's
    /// `platform:`. `nil` when the project does not say. Unlike a package's `platforms:` (minimum versions),
    /// these are the only platforms it is built for.
    public var platforms: [String]?
    /// The folder, relative to the analyzed root, where this description decides the module: another
    /// project at or below it that declares a module of the same name (a development pod's own
    /// `.xcodeproj`, kept to build the pod alone) describes this module otherwise, and is not read as a
    /// module; `nil` (most modules) when it decides nothing beyond itself.
    public var decidesFolder: String?
    /// The name an `import` of the module names when the build system gives it another than ``name`` and the
    /// reader knows it (a SwiftPM C target's own `include/module.modulemap`); `nil` when it is ``name`` or the C99
    /// identifier the build system makes of it.
    public var importName: String?
    /// For a test bundle loaded into an application (`TEST_HOST`, an Xcode or XcodeGen setting), the module name of
    /// that application (`CoreTester` for `$(BUILT_PRODUCTS_DIR)/CoreTester.app/CoreTester`): the application embeds
    /// the frameworks the tests load. `nil` for other modules, and where the host is implied by a test target's
    /// dependency on an application (XcodeGen and Tuist set `TEST_HOST` then).
    public var testHost: String?
    /// The target's name in its build file when the module is named otherwise (the Xcode target `Runner iOS` that builds
    /// the module `Runner`); `nil` when it is ``name``. A Podfile's `target` block names the target.
    public var targetName: String?

    public init(name: String, role: ProjectModuleRole, productType: String, container: String,
                declaration: SourceLocation, sourceFiles: [String], directory: String,
                dependencies: [ProjectDependency] = [], compilationConditions: [String: [String]] = [:],
                dependencyFix: DependencyFixTemplate?, platforms: [String]? = nil, decidesFolder: String? = nil) {
        self.name = name
        self.role = role
        self.productType = productType
        self.container = container
        self.declaration = declaration
        self.sourceFiles = sourceFiles
        self.directory = directory
        self.dependencies = dependencies
        self.compilationConditions = compilationConditions
        self.dependencyFix = dependencyFix
        self.platforms = platforms
        self.decidesFolder = decidesFolder
    }

    /// What decides the `#if` conditions in its sources: ``statedBuild``, else ``compilationConditions`` per
    /// configuration on ``platforms``.
    public var build: ProjectBuildSettings {
        statedBuild ?? ProjectBuildSettings(compilationConditions: compilationConditions, platforms: platforms)
    }

    /// The module name of the application a `TEST_HOST` setting names: the C99 identifier of the `.app` bundle's name
    /// in the path (`CoreTester` in `$(BUILT_PRODUCTS_DIR)/CoreTester.app/CoreTester`, or in a macOS host's
    /// `…/CoreTester.app/Contents/MacOS/CoreTester`); `nil` when no component is a bundle, or its name is a reference
    /// left unresolved.
    public static func testHost(fromSetting value: String) -> String? {
        guard let bundle = value.split(separator: "/").first(where: { $0.hasSuffix(".app") }) else { return nil }
        let name = bundle.dropLast(4)
        guard !name.isEmpty, !name.contains("$") else { return nil }
        return C99Identifier.make(String(name))
    }
}

/// What a build system builds a module as, which decides its kind in the architecture.
public enum ProjectModuleRole: String, Sendable, Equatable, CaseIterable {
    /// What no target imports: an application, an app extension, a command-line tool (a composition root),
    /// and a bundle (a plug-in or a resource bundle an app copies). A dependency on one is there to embed or
    /// build it, never an unused one, and it is in no implementation chain.
    case root
    /// A framework or a library: an implementation, or an interface by its name.
    case library
    /// A unit or UI test bundle: part of the graph only with `--include-tests`.
    case test
    /// A library only tests may depend on (Bazel's `testonly = True`): always in the graph, in no layer.
    case testSupport
}

/// One dependency a project declares for a module.
public struct ProjectDependency: Sendable, Equatable {
    /// What the name means.
    public enum Kind: Sendable, Equatable {
        /// Another module of the workspace, by module name (an Xcode target, a Tuist `.target`/`.project`,
        /// an XcodeGen `target:`, a development pod).
        case module
        /// A product of a Swift package (`XCSwiftPackageProductDependency`, Tuist `.package(product:)`/
        /// `.external(name:)`, XcodeGen `package:`/`product:`): the modules of a local package's product of
        /// that name, else an external module.
        case packageProduct
        /// Something built elsewhere: an SDK, a prebuilt framework, a remote pod. Always an external module.
        case external
        /// A module of the depending module's own package (SwiftPM's `.target(name:)`).
        case packageModule
        /// A module of the depending module's own package, else a product of a package that package links
        /// (SwiftPM's by-name dependency), else an external module.
        case packageModuleOrProduct
        /// A product of a package the depending module's own package links, of the package that answers to
        /// `package` when it is given (SwiftPM's `.product(name:package:)`), else an external module.
        case linkedProduct(package: String?)
    }

    /// The module or product name.
    public var name: String
    public var kind: Kind
    /// Where the project declares it; `nil` when the reader knows no position, and a line of 0 when it knows only
    /// the file (a manifest `swift package dump-package` read).
    public var location: SourceLocation?
    /// The platforms it is a dependency on, in SwiftPM's spelling (`ios`, `linux`); `nil`: all of them.
    public var platforms: [String]?
    /// The traits of its package that must be enabled for it to be a dependency; `nil`: none.
    public var traits: [String]?
    /// The names the depending module imports a product's modules by (product module → the name imported), when
    /// it renames them; `nil` when it renames none.
    public var moduleAliases: [String: String]?
    /// The project file that declares the module a ``Kind/module`` dependency names, relative to the analyzed root,
    /// when the reader knows which one it is (a Bazel label names its package's BUILD file); `nil` otherwise. Among
    /// several modules of the name, the dependency is on the one that file declares.
    public var container: String?
    /// Where the module a ``Kind/module`` dependency names is declared, when the build file names that very target (an
    /// Xcode target dependency's `target`); `nil` otherwise. Among several modules of the name (Aidoku's `Aidoku (iOS)`
    /// and `Aidoku (macOS)`, both module `Aidoku`), the dependency is on the one declared there.
    public var targetDeclaration: SourceLocation?

    public init(name: String, kind: Kind, location: SourceLocation?, platforms: [String]? = nil, traits: [String]? = nil,
                moduleAliases: [String: String]? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.platforms = platforms
        self.traits = traits
        self.moduleAliases = moduleAliases
    }
}

/// The fix text for a module's missing dependency, written by the reader in its build system's words
/// with `{module}` where the dependency's name goes: `link {module} to target 'Feed' in App.xcodeproj`,
/// `add .target(name: "{module}") to the dependencies of target 'Feed' (Project.swift:42)`.
public struct DependencyFixTemplate: Sendable, Equatable {
    /// The template; every `{module}` is replaced.
    public var text: String
    /// The template for a dependency on a module another project of the same build system declares, where
    /// that needs other words (Tuist's `.project(target: "{module}", path: "{path}")`); `{path}` is that
    /// project's folder relative to this one's. `nil` when ``text`` serves for both.
    public var otherProject: String?
    /// How a dependency on the module this template belongs to is written in the dependency list of another
    /// module of the same build system, where that is not its name (a Bazel label, `//Modules/Chat`): what
    /// `{module}` becomes in the fix of a module whose own template has a reference too. `nil` when the name is.
    public var reference: String?
    /// How to remove a dependency this module declares, where the build system has words of its own for it
    /// (`remove "{module}" from deps of swift_library "AppLib" ({place})`): `{module}` is the dependency's
    /// ``reference`` (else its name), `{place}` where the dependency is written. `nil` for the general wording.
    public var removal: String?
    /// The kind of file the module's dependency list is written in, which says how `strata fix` edits it.
    public var file: BuildFileKind
    /// The entry to write in that list for a dependency on `{module}` of the same project, as the file writes it
    /// (`.target(name: "{module}")`, `target: {module}`, `s.dependency '{module}'`); `nil` when strata writes none.
    public var entry: String?
    /// The entry for a dependency on `{module}` of another project of the same build system, with `{path}` (Tuist's
    /// `.project(target: "{module}", path: "{path}")`); `nil` when strata writes none.
    public var otherProjectEntry: String?
    /// How a dependency on a library product of a Swift package is written, where the build system has words of its
    /// own for it (XcodeGen's `- package: {package}` with `product: {product}`); `nil` when it has none.
    public var packageProduct: String?

    public init(_ text: String, otherProject: String? = nil, reference: String? = nil, removal: String? = nil,
                file: BuildFileKind, entry: String? = nil, otherProjectEntry: String? = nil) {
        self.text = text
        self.otherProject = otherProject
        self.reference = reference
        self.removal = removal
        self.file = file
        self.entry = entry
        self.otherProjectEntry = otherProjectEntry
    }

    /// The words for a dependency on `product` of the Swift package `package`, or `nil` when the template has none.
    public func filledPackageProduct(_ product: String, of package: String) -> String? {
        packageProduct?.replacingAll("{product}", with: product).replacingAll("{package}", with: package)
    }

    /// The entry for a dependency on `module`, or `nil` when strata writes none.
    /// - Parameter projectPath: as in ``filled(with:projectPath:)``.
    public func filledEntry(with module: String, projectPath: String? = nil) -> String? {
        guard let projectPath else { return entry?.replacingAll("{module}", with: module) }
        return otherProjectEntry?.replacingAll("{module}", with: module).replacingAll("{path}", with: projectPath)
    }

    /// The fix for a dependency on `module`.
    /// - Parameter projectPath: when `module` belongs to another project, its folder relative to this
    ///   project's; `nil` when it belongs to the same project.
    public func filled(with module: String, projectPath: String? = nil) -> String {
        guard let projectPath, let otherProject else { return text.replacingAll("{module}", with: module) }
        return otherProject.replacingAll("{module}", with: module).replacingAll("{path}", with: projectPath)
    }

    /// The removal of a dependency on `module` written at `place` (`file:line`); `nil` without a ``removal``.
    public func removal(of module: String, at place: String) -> String? {
        removal.map { $0.replacingAll("{module}", with: module).replacingAll("{place}", with: place) }
    }
}

/// The kind of file a module's dependency list is written in, one per build system `strata fix` knows.
public enum BuildFileKind: Sendable, Equatable {
    /// A SwiftPM `Package.swift`.
    case packageManifest
    /// A Bazel `BUILD`/`BUILD.bazel` or Buck `BUCK` file: labels in a rule's `deps`.
    case starlark
    /// A Tuist `Project.swift`: the `dependencies:` of a `.target(name:…)` call.
    case tuistProject
    /// An XcodeGen `project.yml` (or a file it includes): a target's `dependencies:` list.
    case xcodeGenSpec
    /// A Ruby `.podspec`: `s.dependency` lines.
    case podspec
    /// A `.podspec.json`.
    case podspecJSON
    /// An Xcode `project.pbxproj`.
    case xcodeProject
}

/// A problem a reader met: something it skipped or could not understand, at a place in a project file.
public struct ProjectIssue: Sendable, Equatable {
    public var message: String
    public var location: SourceLocation
    /// Whether the project could not be read at all (an error), as opposed to read in part (a warning).
    public var isFatal: Bool
    /// Where the problem lies when that is in a file other projects share (a Tuist helper), while `location` is the
    /// project's line that led there: several projects' issues of one origin are one problem, to be fixed there.
    public var origin: SourceLocation?
    /// Whether the reader read the part all the same, as the build system does (a YAML key given twice, whose later
    /// value counts): a heads-up, which leaves nothing out of the graph.
    public var losesNothing = false

    public init(message: String, location: SourceLocation, isFatal: Bool = false, origin: SourceLocation? = nil,
                losesNothing: Bool = false) {
        self.message = message
        self.location = location
        self.isFatal = isFatal
        self.origin = origin
        self.losesNothing = losesNothing
    }
}

extension String {
    /// The string with every occurrence of `target` replaced by `replacement` (byte comparison).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension ProjectModule {
    /// The platform an Apple SDK or platform name stands for, in SwiftPM's spelling: `iphoneos`,
    /// `iphonesimulator`, `iOS` → `ios`; `macosx`, `macOS` → `macos`; `appletvos` → `tvos`; `watchsimulator` →
    /// `watchos`; `xros`, `visionOS` → `visionos`; `nil` for anything else (`auto`, `driverkit`).
    public static func platform(named name: String) -> String? {
        switch name.lowercased() {
        case "iphoneos", "iphonesimulator", "ios": "ios"
        case "macosx", "macos", "osx": "macos"
        case "appletvos", "appletvsimulator", "tvos": "tvos"
        case "watchos", "watchsimulator": "watchos"
        case "xros", "xrsimulator", "visionos": "visionos"
        case "maccatalyst": "maccatalyst"
        default: nil
        }
    }

    /// The deepest folder that holds every one of `files` (paths relative to the root): `.` when they share
    /// none, `nil` when there are no files. What a reader gives as a module's ``directory`` when its build
    /// system names no folder for it.
    public static func commonDirectory(of files: [String]) -> String? {
        guard let first = files.first else { return nil }
        var common = folderSegments(of: first)
        for file in files.dropFirst() where !common.isEmpty {
            let segments = folderSegments(of: file)
            var shared = 0
            while shared < common.count, shared < segments.count, common[shared] == segments[shared] { shared += 1 }
            common.removeLast(common.count - shared)
        }
        return common.isEmpty ? "." : common.joined(separator: "/")
    }

    private static func folderSegments(of file: String) -> [Substring] {
        Array(file.split(separator: "/", omittingEmptySubsequences: true).dropLast())
    }
}
