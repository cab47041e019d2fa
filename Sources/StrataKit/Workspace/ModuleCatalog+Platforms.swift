/// The platforms of modules that their build system builds for some platforms only (an Xcode target's
/// `SUPPORTED_PLATFORMS`, a Tuist target's destinations, an XcodeGen target's `platform:`).
extension ModuleCatalog {
    /// The platforms of each module name whose every module is built only for some platforms: the union
    /// over the modules of that name (`Shared` of `Shared-iOS` and `Shared-watchOS`: iOS and watchOS).
    /// `canImport` of such a name is false on the other platforms.
    func restrictedPlatforms() -> [String: Set<String>] {
        var platforms: [String: Set<String>] = [:]
        var unrestricted = Set<String>()
        for entry in entries {
            guard entry.build.isBuiltOnlyForPlatforms, let built = entry.build.platforms else {
                unrestricted.insert(entry.module.name)
                continue
            }
            platforms[entry.module.name, default: []].formUnion(built)
        }
        return platforms.filter { !unrestricted.contains($0.key) }
    }

    /// The source files (relative to the root) that more than one module compiles: a file in two Xcode targets'
    /// Sources phases, an XcodeGen source folder two targets share, the platform variants of one target.
    func sharedFiles() -> Set<String> {
        var seen = Set<String>(), shared = Set<String>()
        for entry in entries {
            for file in entry.files where !seen.insert(file.relative).inserted { shared.insert(file.relative) }
        }
        return shared
    }

    /// The build files (relative to the root) that declare modules of more than one project: a Tuist helper that
    /// several `Project.swift` files call, an XcodeGen spec several specs include, a macro several BUILD files load.
    func sharedBuildFiles() -> Set<String> {
        var project: [String: String] = [:], shared = Set<String>()
        for entry in entries {
            for file in entry.projectFiles {
                guard let first = project[file] else {
                    project[file] = entry.module.package
                    continue
                }
                if !first.hasSameBytes(as: entry.module.package) { shared.insert(file) }
            }
        }
        return shared
    }

    /// Whether modules `one` and `other` (catalog indices) are built for a common platform; true when either
    /// is not restricted to some.
    func sharePlatform(_ one: Int, _ other: Int) -> Bool {
        let (first, second) = (entries[one].build, entries[other].build)
        guard first.isBuiltOnlyForPlatforms, second.isBuiltOnlyForPlatforms,
              let firstPlatforms = first.platforms, let secondPlatforms = second.platforms
        else { return true }
        return !Set(firstPlatforms).isDisjoint(with: secondPlatforms)
    }
}
