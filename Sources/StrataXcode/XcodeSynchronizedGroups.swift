import StrataProject

/// The Swift files that Xcode 16's folder-synchronised groups (`PBXFileSystemSynchronizedRootGroup`) give
/// a target. Xcode's rules, as the project file encodes them:
/// - a group listed in the target's `fileSystemSynchronizedGroups` gives it every file below the group's
///   folder, minus the `membershipExceptions` of the group's `PBXFileSystemSynchronizedBuildFileExceptionSet`s
///   whose `target` is this target (an entry naming a folder takes out everything below it), minus the
///   `membershipExceptions` of its `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`s whose
///   `buildPhase` is one of this target's Sources phases, minus what lies in the group's `explicitFolders`
///   (folders copied whole, never compiled); exceptions for other targets change nothing for this one;
/// - a group the target does not list gives it exactly the `membershipExceptions` of the group's exception
///   sets whose `target` is this target: there the list is inverted, naming the files the target borrows
///   from a folder that belongs to another (Xcode writes this when a file of one target's synchronised
///   folder is ticked for a second target).
struct XcodeSynchronizedGroups {
    private let objects: PBXObjects
    private let tree: PBXGroupTree
    private let context: ProjectReadContext
    /// What the folders keep to: a folder outside it is not listed (a group at `/` would have the disk walked).
    private let scope: ReadingBounds.Scope
    /// Every synchronised group of the project, in file order.
    private let groups: [String]

    init(objects: PBXObjects, tree: PBXGroupTree, context: ProjectReadContext, scope: ReadingBounds.Scope) {
        self.objects = objects
        self.tree = tree
        self.context = context
        self.scope = scope
        groups = objects.identifiers(isa: "PBXFileSystemSynchronizedRootGroup")
    }

    /// What synchronised groups give one target.
    struct Found {
        /// The Swift files, absolute.
        var files: [String] = []
        /// The folders the target lists that do not exist, absolute.
        var missingFolders: [String] = []
        /// The Swift files a group's exceptions give the target that do not exist, absolute.
        var missingFiles: [String] = []
        /// The folders the target lists that are outside what the project's sources keep to, absolute.
        var outsideFolders: [String] = []
        /// What the listing of the folders did not follow, in ``ProjectReadContext/unfollowedLinks(of:below:)``'s words.
        var unfollowedLinks: [String] = []
    }

    /// The Swift files synchronised groups give target `targetID`, and the folders it lists that do not exist
    /// or are not read. A folder in them that holds a `Package.swift` gives none: Xcode opens it as a local package.
    /// - Parameter sourcesPhases: the identifiers of the target's `PBXSourcesBuildPhase`s.
    func swiftFiles(of targetID: String, sourcesPhases: Set<String>) -> Found {
        guard !groups.isEmpty else { return Found() }
        var listed = Set<String>()
        let listedInOrder = objects.strings(targetID, "fileSystemSynchronizedGroups").filter {
            listed.insert($0).inserted
        }
        var found = Found()
        let fileSystem = context.fileSystem
        for group in listedInOrder {
            guard let folder = tree.path(of: group) else { continue }
            guard context.refusal(of: folder, keepingTo: scope) == nil else {
                found.outsideFolders.append(folder)
                continue
            }
            guard fileSystem.isDirectory(folder) else {
                found.missingFolders.append(folder)
                continue
            }
            let excluded = exclusions(of: group, for: targetID, sourcesPhases: sourcesPhases)
            let search = fileSystem.swiftFiles(below: folder, stoppingAtPackages: true)
            found.unfollowedLinks += context.unfollowedLinks(of: search, below: folder)
            for file in search.files where !excluded.contains(where: { Self.covers($0, file) }) {
                found.files.append(folder + "/" + file)
            }
        }
        for group in groups where !listed.contains(group) {
            guard let folder = tree.path(of: group), context.refusal(of: folder, keepingTo: scope) == nil else { continue }
            for entry in borrowed(from: group, by: targetID) {
                let path = XcodePath.join(folder, entry)
                if fileSystem.isDirectory(path) {
                    let search = fileSystem.swiftFiles(below: path, stoppingAtPackages: true)
                    found.unfollowedLinks += context.unfollowedLinks(of: search, below: path)
                    found.files.append(contentsOf: search.files.map { path + "/" + $0 })
                } else if path.hasSuffix(".swift") {
                    if let file = fileSystem.regularFile(at: path, below: context.root) {
                        found.files.append(file)
                    } else {
                        found.missingFiles.append(path)
                    }
                }
            }
        }
        return found
    }

    /// The paths (relative to the group's folder) that group `group` keeps from target `targetID`.
    private func exclusions(of group: String, for targetID: String, sourcesPhases: Set<String>) -> [String] {
        var excluded = objects.strings(group, "explicitFolders")
        for exception in objects.strings(group, "exceptions") {
            switch objects.isa(exception) {
            case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                guard objects.string(exception, "target") == targetID else { continue }
            case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                guard let phase = objects.string(exception, "buildPhase"), sourcesPhases.contains(phase) else {
                    continue
                }
            default:
                continue
            }
            excluded.append(contentsOf: objects.strings(exception, "membershipExceptions"))
        }
        return excluded
    }

    /// The paths (relative to the group's folder) that target `targetID`, which does not list `group`,
    /// borrows from it. Localised variants (`/Localized: …`) are resources, never Swift, and are left out, as
    /// are entries that would leave the folder (`..`).
    private func borrowed(from group: String, by targetID: String) -> [String] {
        objects.strings(group, "exceptions").flatMap { exception -> [String] in
            guard objects.isa(exception) == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                objects.string(exception, "target") == targetID
            else { return [] }
            return objects.strings(exception, "membershipExceptions").filter { entry in
                !entry.hasPrefix("/") && !entry.split(separator: "/").contains("..")
            }
        }
    }

    /// Whether exception entry `entry` names `file` or a folder holding it.
    private static func covers(_ entry: String, _ file: String) -> Bool {
        let trimmed = entry.hasSuffix("/") ? String(entry.dropLast()) : entry
        return file == trimmed
            || (file.hasPrefix(trimmed) && file.utf8.dropFirst(trimmed.utf8.count).first == UInt8(ascii: "/"))
    }
}
