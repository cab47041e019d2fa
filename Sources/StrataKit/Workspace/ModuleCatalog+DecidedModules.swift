import StrataGraph
import StrataProject
import StrataText

extension ModuleCatalog {
    /// The descriptions that decide a module in a folder (``ProjectModule/decidesFolder``: a development
    /// pod's podspec, which CocoaPods builds the pod from), and what they leave out: a module of the same
    /// name that another project at or below that folder declares (the pod's own `.xcodeproj`, kept to build
    /// the pod alone) is that module described otherwise, and is not catalogued; its project's other targets
    /// (an example app, its tests) are modules of their own.
    struct DecidedModules {
        /// The folders each name is decided in, by name.
        private var folders: [NameKey: [String]] = [:]
        /// The modules left out, as (name, project file).
        private(set) var leftOut: [(name: String, container: String)] = []

        init(projects: [LoadedProject]) {
            for project in projects {
                for module in project.result.modules {
                    guard let folder = module.decidesFolder else { continue }
                    folders[NameKey(module.name), default: []].append(folder)
                }
            }
        }

        /// Whether `module` is left out, recording it if so: another description decides its name in a folder
        /// that holds the project declaring it. A deciding description is never left out (one podspec read
        /// from several Podfiles is one module), nor a module of a package (its manifest builds it, and a
        /// description of it merges into it).
        mutating func leavesOut(_ module: ProjectModule) -> Bool {
            guard module.decidesFolder == nil, module.package == nil, let decided = folders[NameKey(module.name)],
                  decided.contains(where: { Self.isInside(module.container, folder: $0) }) else { return false }
            leftOut.append((module.name, module.container))
            return true
        }

        /// Whether a module left out is named `name` (as written, or as the C99 identifier `identifier`) and
        /// declared by a project in `folder`: the target a Podfile there names (a pod's own Podfile, for its
        /// own `.xcodeproj`), whose pods are not the development pod's.
        func leftOut(named name: String, identifier: String, inFolder folder: String) -> Bool {
            leftOut.contains { module in
                (module.name.hasSameBytes(as: name) || module.name.hasSameBytes(as: identifier))
                    && ModuleCatalog.directory(of: module.container).hasSameBytes(as: folder)
            }
        }

        /// Whether `path` is `folder` or lies below it (`.` holds everything).
        static func isInside(_ path: String, folder: String) -> Bool {
            folder.isEmpty || folder == "." || path.hasSameBytes(as: folder) || path.utf8.starts(with: (folder + "/").utf8)
        }
    }
}
