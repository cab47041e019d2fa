/// The files that make each module, and the build system that builds it: what `strata affected` maps a
/// changed file to the modules it changes with.
public struct ModuleFiles: Sendable, Equatable {
    /// One module's files.
    public struct Entry: Sendable, Equatable {
        /// Its Swift source files, relative to the analyzed root, sorted by bytes.
        public var sources: [String]
        /// The project files that declare it, relative to the analyzed root: its `Package.swift` (with the
        /// `Package.resolved` beside it), `.xcodeproj` (everything below it), `project.yml`, `Project.swift`
        /// and Tuist's helpers, `.podspec` or `Podfile`.
        public var projectFiles: [String]
        /// The build system that builds it: `swiftpm`, `xcode`, `tuist`, `xcodegen`, `cocoapods`, `bazel` or `buck`; `nil` for
        /// configured modules.
        public var buildSystem: String?

        public init(sources: [String] = [], projectFiles: [String] = [], buildSystem: String? = nil) {
            self.sources = sources
            self.projectFiles = projectFiles
            self.buildSystem = buildSystem
        }
    }

    /// By index into ``ModuleGraph/modules``; external modules have empty entries.
    public var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The entry of module `index`; an empty one when it is not known.
    public func entry(_ index: Int) -> Entry {
        entries.indices.contains(index) ? entries[index] : Entry()
    }
}
