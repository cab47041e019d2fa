import StrataProject

/// The search behind the `cocoapods-developing-folder` plugin's `local_pod` and `folder`: the podspec files
/// (`<Name>.podspec`, `<Name>.podspec.json`) below a folder of the tree.
///
/// The plugin walks the folder depth first, each folder's entries sorted by name, and takes the first
/// podspec of the pod's name; here the podspecs are listed by the reader's ``FileSystemSnapshot`` (the walk
/// every glob makes: folders such as `Pods` and `.git` are not entered, each real folder once) and put in
/// that same order. A folder that is not inside the analyzed root is never searched.
struct LocalPodSearch: Sendable {
    let context: ProjectReadContext
    /// The Podfile's folder, relative to the root: the plugin's paths are relative to it.
    let podfileDirectory: String
    /// The podspec files below each folder searched so far (keyed by the folder relative to the root).
    private var listings: [String: [String]] = [:]

    init(context: ProjectReadContext, podfileDirectory: String) {
        self.context = context
        self.podfileDirectory = podfileDirectory
    }

    /// What looking for a folder written in the Podfile found.
    enum Folder: Equatable {
        /// The folder, relative to the root (`""` for the root itself).
        case inside(String)
        /// The folder is not inside the analyzed root.
        case outside
        /// No such folder.
        case missing
    }

    /// The folder `written` (relative to the Podfile's folder, or absolute), relative to the root.
    func folder(_ written: String) -> Folder {
        let relative = written.hasPrefix("/") ? PodPath.relative(absolute: written, root: context.root)
            : PodPath.join(podfileDirectory, written)
        if relative == ".." || relative.hasPrefix("../") || written.hasPrefix("~") { return .outside }
        return context.fileSystem.isDirectory(context.absolute(relative)) ? .inside(relative) : .missing
    }

    /// The podspec files below `folder` (relative to the root, as ``folder(_:)`` returns it), as paths relative
    /// to the root, in the plugin's order: depth first, the entries of each folder sorted by bytes.
    mutating func podspecs(below folder: String) -> [String] {
        if let listed = listings[folder] { return listed }
        let patterns = ["**/*.podspec", "**/*.podspec.json"].compactMap { try? Glob($0) }
        let search = context.fileSystem.files(below: context.absolute(folder), matching: patterns)
        let found = search.files.map { folder.isEmpty ? $0 : folder + "/" + $0 }
            .map { $0.split(separator: "/").map { Array($0.utf8) } }
            .sorted { $0.lexicographicallyPrecedes($1) { $0.lexicographicallyPrecedes($1) } }
            .map { $0.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/") }
        listings[folder] = found
        return found
    }

    /// The pod a podspec file describes, by its file name: `Chat.podspec` and `Chat.podspec.json` → `Chat`.
    static func podName(ofPodspec path: String) -> String {
        var name = Substring(PodPath.fileName(of: path))
        if name.hasSuffix(".json") { name = name.dropLast(5) }
        if name.hasSuffix(".podspec") { name = name.dropLast(8) }
        return String(name)
    }

    /// The folder holding the file `path` (relative to the root), written as a `:path` relative to the Podfile's
    /// folder (`.` for that folder itself).
    func podfilePath(ofFolderOf path: String) -> String {
        let folder = PodPath.directory(of: path)
        let relative = PodPath.relative(absolute: "/" + folder, root: "/" + podfileDirectory)
        return relative.isEmpty ? "." : relative
    }
}
