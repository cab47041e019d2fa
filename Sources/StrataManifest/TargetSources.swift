import StrataProject
import StrataText

/// The Swift files one target compiles, found on disk as SwiftPM finds them.
public struct ResolvedSources: Sendable, Equatable {
    /// The target's source directory, relative to the package directory (`.` for the package directory itself).
    public var directory: String
    /// The target's `.swift` files, relative to the package directory, sorted by UTF-8 bytes.
    public var files: [String]
    /// What went wrong or was skipped on the way (missing directory, broken symlink, link leaving the package…).
    public var problems: [String]
    /// Whether the source directory does not exist, or lies outside the package and is not read (one of
    /// ``problems`` says so): the target compiles nothing strata knows of.
    public var isMissing = false
    /// The module that a module map in the public headers folder (`include/module.modulemap`, or `publicHeadersPath:`) of
    /// a target with no Swift file names: SwiftPM then takes that map as it is, and an `import` names its module, not
    /// the target.
    public var moduleMapName: String?

    /// Creates a resolution result; see the properties for the meaning of each part.
    public init(directory: String, files: [String] = [], problems: [String] = []) {
        self.directory = directory
        self.files = files
        self.problems = problems
    }
}

/// Finds a target's source directory and Swift files with SwiftPM's layout rules.
public enum TargetSources {
    /// Resolves the sources of `target` without the rest of its manifest.
    ///
    /// Without the manifest, SwiftPM 5.9's rule that a package's only target may use the whole `Sources`
    /// directory cannot apply; prefer ``resolve(_:in:packageDirectory:)`` when the manifest is at hand.
    /// - Parameters:
    ///   - target: A target as a manifest reader returned it.
    ///   - packageDirectory: The directory holding the target's `Package.swift`.
    /// - Returns: The directory and files; `nil` for plugin, binary and system-library targets, which
    ///   compile no Swift module.
    public static func resolve(_ target: TargetDescription, packageDirectory: String) -> ResolvedSources? {
        resolve(target, siblings: [target], toolsVersion: nil, packageDirectory: packageDirectory)
    }

    /// Resolves the sources of `target`, a target of `manifest`.
    /// - Parameters:
    ///   - target: One of `manifest.targets`.
    ///   - manifest: The manifest `target` comes from; its tools version and other targets steer the layout rules.
    ///   - packageDirectory: The directory holding the manifest.
    /// - Returns: The directory and files; `nil` for plugin, binary and system-library targets.
    public static func resolve(_ target: TargetDescription, in manifest: PackageManifest,
                               packageDirectory: String) -> ResolvedSources? {
        resolve(target, siblings: manifest.targets, toolsVersion: manifest.toolsVersion,
                packageDirectory: packageDirectory)
    }

    /// Resolves the sources of several targets of `manifest`, listing each source root once (a package of
    /// many targets would otherwise list its `Sources` folder once per target).
    /// - Parameters:
    ///   - targets: Targets of `manifest.targets`.
    ///   - manifest: The manifest they come from.
    ///   - packageDirectory: The directory holding the manifest.
    ///   - fileSystem: Listings and entries an earlier walk recorded; the disk answers the rest.
    /// - Returns: One result per target, in order, as ``resolve(_:in:packageDirectory:)`` gives it.
    public static func resolve(_ targets: [TargetDescription], in manifest: PackageManifest,
                               packageDirectory: String,
                               fileSystem: FileSystemSnapshot = FileSystemSnapshot()) -> [ResolvedSources?] {
        var listings: [String: [String]] = [:]
        return targets.map { target in
            resolve(target, siblings: manifest.targets, toolsVersion: manifest.toolsVersion,
                    packageDirectory: packageDirectory, fileSystem: fileSystem, listings: &listings)
        }
    }

    /// Each target's source directory as ``resolve(_:in:packageDirectory:fileSystem:)`` finds it, without
    /// listing the files below it: what a caller needs that only asks which folder a target owns.
    /// - Returns: One directory per target, in order, relative to the package (or absolute); `nil` for plugin,
    ///   binary and system-library targets.
    public static func directories(_ targets: [TargetDescription], in manifest: PackageManifest,
                                   packageDirectory: String,
                                   fileSystem: FileSystemSnapshot = FileSystemSnapshot()) -> [String?] {
        let package = absolutePackageDirectory(packageDirectory)
        var listings: [String: [String]] = [:]
        var problems: [String] = []
        return targets.map { target in
            switch target.type {
            case .plugin, .binary, .system: return nil
            case .regular, .executable, .test, .macro:
                let directory = sourceDirectory(of: target, siblings: manifest.targets, toolsVersion: manifest.toolsVersion,
                                                package: package, fileSystem: fileSystem, problems: &problems,
                                                listings: &listings)
                return isOutside(directory, package: package) ? nil : directory
            }
        }
    }

    // MARK: - Source directory

    /// Predefined source roots, in SwiftPM's order of preference (`PackageBuilder.predefinedSourceDirectories`).
    static let sourceRoots = ["Sources", "Source", "src", "srcs"]
    /// Predefined test roots, in SwiftPM's order of preference (`PackageBuilder.predefinedTestDirectories`).
    static let testRoots = ["Tests", "Sources", "Source", "src", "srcs"]

    private static func resolve(_ target: TargetDescription, siblings: [TargetDescription],
                                toolsVersion: ToolsVersion?, packageDirectory: String) -> ResolvedSources? {
        var listings: [String: [String]] = [:]
        return resolve(target, siblings: siblings, toolsVersion: toolsVersion, packageDirectory: packageDirectory,
                       fileSystem: FileSystemSnapshot(), listings: &listings)
    }

    /// `listings` keeps the names in source roots already listed, by absolute path.
    private static func resolve(_ target: TargetDescription, siblings: [TargetDescription],
                                toolsVersion: ToolsVersion?, packageDirectory: String, fileSystem: FileSystemSnapshot,
                                listings: inout [String: [String]]) -> ResolvedSources? {
        switch target.type {
        case .plugin, .binary, .system: return nil
        case .regular, .executable, .test, .macro: break
        }
        let package = absolutePackageDirectory(packageDirectory)
        var problems: [String] = []
        let directory = sourceDirectory(of: target, siblings: siblings, toolsVersion: toolsVersion, package: package,
                                        fileSystem: fileSystem, problems: &problems, listings: &listings)
        let absolute = directory.hasPrefix("/") ? directory : LexicalPath.normalize(ManifestPath.join(package, directory))
        // SwiftPM rejects a target outside the package root; nothing there is listed, let alone read (a `path: "/"`
        // would have the whole disk walked). A folder inside it that is a link out of it is refused too.
        var outside: String?
        if isOutside(directory, package: package) {
            outside = "path '\(target.path ?? directory)' is outside the package root"
        } else if leadsOutside(absolute, package: package, fileSystem: fileSystem) {
            outside = "source directory '\(directory)' leads outside the package root through a link"
        }
        if let outside {
            problems.append(outside + "; its sources are not read")
            var refused = ResolvedSources(directory: directory, problems: problems)
            refused.isMissing = true
            return refused
        }
        guard fileSystem.isDirectory(absolute) else {
            problems.append("source directory '\(directory)' of target '\(target.name)' does not exist")
            var missing = ResolvedSources(directory: directory, problems: problems)
            missing.isMissing = true
            return missing
        }
        var walk = SourceWalk(target: target, package: package, directory: directory,
                              absoluteDirectory: absolute, toolsVersion: toolsVersion, fileSystem: fileSystem)
        let files = walk.run()
        var resolved = ResolvedSources(directory: directory, files: files, problems: problems + walk.problems)
        if files.isEmpty, target.type == .regular {
            let headers = LexicalPath.normalize(ManifestPath.join(absolute, target.publicHeadersPath ?? "include"))
            if LexicalPath(headers).isInside(LexicalPath(absolute)) {
                resolved.moduleMapName = moduleMapName(in: headers, fileSystem: fileSystem)
            }
        }
        return resolved
    }

    /// The module that `folder/module.modulemap` declares first, when the file is there and reads.
    private static func moduleMapName(in folder: String, fileSystem: FileSystemSnapshot) -> String? {
        let path = ManifestPath.join(folder, PackageManifest.moduleMapFile)
        guard fileSystem.isRegularFile(path), case .success(let bytes) = fileSystem.contentsOfFile(path) else { return nil }
        return PackageManifest.moduleName(inModuleMap: bytes)
    }

    /// The package directory as a normalized absolute path.
    private static func absolutePackageDirectory(_ packageDirectory: String) -> String {
        if packageDirectory.hasPrefix("/") { return LexicalPath.normalize(packageDirectory) }
        return LexicalPath.normalize(ManifestPath.join(FileSystemProbe.currentDirectory(), packageDirectory))
    }

    /// The target's directory relative to the package (or absolute, when `path:` is absolute), following
    /// `PackageBuilder.findPath(for:)`.
    private static func sourceDirectory(of target: TargetDescription, siblings: [TargetDescription],
                                        toolsVersion: ToolsVersion?, package: String, fileSystem: FileSystemSnapshot,
                                        problems: inout [String], listings: inout [String: [String]]) -> String {
        if let path = target.path {
            let normalized = LexicalPath.normalize(path)
            guard !normalized.hasPrefix("/"), !fileSystem.isDirectory(ManifestPath.join(package, normalized)),
                  let spelled = fileSystem.spellingOnDisk(of: normalized, below: package) else { return normalized }
            return spelled
        }
        let roots = target.type == .test ? testRoots : sourceRoots
        let root = roots.first { fileSystem.isDirectory(ManifestPath.join(package, $0)) } ?? roots[0]
        let rootPath = ManifestPath.join(package, root)
        let listing = listings[rootPath] ?? fileSystem.contents(ofDirectory: rootPath)?.names ?? []
        listings[rootPath] = listing
        if listing.contains(where: { $0.hasSameBytes(as: target.name) }) {
            return ManifestPath.join(root, target.name)
        }
        // macOS's file systems ignore case, as the other readers do: `Sources/UserServices` for target `Userservices`
        // (pokemonApp), which SwiftPM and Xcode build there.
        if let spelled = listing.first(where: { $0.lowercased() == target.name.lowercased() }) {
            return ManifestPath.join(root, spelled)
        }
        if let toolsVersion, toolsVersion >= ToolsVersion(major: 5, minor: 9),
           siblings.filter({ sharesSourceRoot($0.type, with: target.type) }).count == 1 {
            return root
        }
        // A case-insensitive file system may still find it under another spelling, as SwiftPM accepts.
        return ManifestPath.join(root, target.name)
    }

    /// Whether a target directory (relative to the package, or absolute) is outside the package root
    /// (`package`, absolute), as written: SwiftPM's `targetOutsidePackage`.
    private static func isOutside(_ directory: String, package: String) -> Bool {
        let path = LexicalPath(directory)
        return path.isAbsolute ? !path.isInside(LexicalPath(package)) : path.climbsAbove
    }

    /// Whether the folder `absolute`, inside the package as written, is reached through a link that leads out
    /// of the package (`package`, absolute): `Sources` a link to `/`.
    private static func leadsOutside(_ absolute: String, package: String, fileSystem: FileSystemSnapshot) -> Bool {
        // Most folders have no link on their way: their real path is their path, inside the package as written.
        guard let real = fileSystem.realPath(absolute), real != absolute,
              let realPackage = fileSystem.realPath(package) else { return false }
        return !LexicalPath(real).isInside(LexicalPath(realPackage))
    }

    /// SwiftPM's `targetsWithCommonSourceRoot`: tests share one root, plugins another, everything else a third.
    private static func sharesSourceRoot(_ type: TargetType, with other: TargetType) -> Bool {
        switch other {
        case .test: return type == .test
        case .plugin: return type == .plugin
        default: return type != .test && type != .plugin
        }
    }
}
