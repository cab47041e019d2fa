import StrataText

/// A group of modules that others depend on by its named products rather than module by module, in words no
/// build system owns: a Swift package, whose products an Xcode project, a Tuist or XcodeGen target and the
/// targets of other packages name. The pipeline finds what a product dependency brings from these alone.
public struct ProjectPackage: Sendable, Equatable {
    /// Its folder relative to the analyzed root: `.` for the root, and it may start with `..`.
    public var directory: String
    /// The file that declares it, relative to the analyzed root (`Package.swift`, `Core/Package@swift-6.0.swift`).
    public var manifestFile: String
    /// The name it gives itself (SwiftPM's `Package(name:)`); empty when unknown.
    public var name: String
    /// The name of its folder on disk, which is the identity a dependency on it uses (SwiftPM's package identity).
    public var folderName: String
    /// What it offers to others, in the order it declares them.
    public var products: [ProjectProduct]
    /// The other packages of the workspace whose products it may use, in the order it declares them (SwiftPM's
    /// `.package(path:)`).
    public var links: [ProjectPackageLink]
    /// Whether the reader understood the whole file: when not, some of its products may be missing.
    public var isFullyRead: Bool
    /// The names other packages' links give it (`.package(name: "swift-docc", path: "../..")`), by which their targets'
    /// `.product(name:package:)` name it.
    public var linkNames: [String] = []

    public init(directory: String, manifestFile: String, name: String, folderName: String,
                products: [ProjectProduct] = [], links: [ProjectPackageLink] = [], isFullyRead: Bool = true) {
        self.directory = directory
        self.manifestFile = manifestFile
        self.name = name
        self.folderName = folderName
        self.products = products
        self.links = links
        self.isFullyRead = isFullyRead
    }

    /// The names a dependency may identify it by, lowercased: its folder's name, its own name and its link names.
    public var identities: Set<String> {
        Set([folderName.lowercased(), name.lowercased()] + linkNames.map { $0.lowercased() })
    }
}

/// A named product of a ``ProjectPackage``: the modules a dependency on it brings.
public struct ProjectProduct: Sendable, Equatable {
    public var name: String
    /// Whether other modules link it (a library), as opposed to a tool the package builds (an executable, a plug-in).
    public var isLibrary: Bool
    /// The names of the package's modules it is made of, in the order the package lists them.
    public var modules: [String]
    /// Whether it is a library linked dynamically (`type: .dynamic`): a framework an app must embed.
    public var isDynamic = false

    public init(name: String, isLibrary: Bool, modules: [String]) {
        self.name = name
        self.isLibrary = isLibrary
        self.modules = modules
    }
}

/// A ``ProjectPackage``'s link to another package of the workspace, by folder.
public struct ProjectPackageLink: Sendable, Equatable {
    /// The linked package's folder as the package writes it, relative to the package's own folder (`../Core`).
    public var path: String
    /// Where the package declares the link; line and column are 0 when the reader knows no position.
    public var location: SourceLocation
    /// The name the link gives the package (`.package(name: "CodexBar", path: "../..")`), which its targets'
    /// `.product(name:package:)` then use; `nil` when it gives none.
    public var name: String?

    public init(path: String, location: SourceLocation, name: String? = nil) {
        self.path = path
        self.location = location
        self.name = name
    }
}
