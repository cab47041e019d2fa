/// A podspec read from Ruby (`Pod::Spec.new do |s| … end`) or JSON: the root spec and its subspecs,
/// test specs and app specs, in a flat array (index 0 is the root).
struct Podspec: Sendable {
    var specs: [PodSpecNode] = []
    /// What could not be read, with positions in the podspec file.
    var issues: [RubyDiagnostic] = []

    /// The root spec, if the file declared one.
    var root: PodSpecNode? { specs.first }

    /// The module the pod builds: `module_name`, else `header_dir` or the name made a C99 identifier.
    var moduleName: String? {
        guard let root else { return nil }
        if let moduleName = root.moduleName, !moduleName.isEmpty { return moduleName }
        if let headerDir = root.headerDir, !headerDir.isEmpty { return PodName.c99Identifier(headerDir) }
        return root.name.map(PodName.c99Identifier)
    }

    /// The full name of the spec at `index`: `Root/Sub/Leaf`.
    func fullName(of index: Int) -> String {
        var names: [String] = []
        var current: Int? = index
        while let spec = current, names.count <= specs.count {
            names.append(specs[spec].name ?? "")
            current = specs[spec].parent
        }
        return names.reversed().joined(separator: "/")
    }

    /// The spec's names below the root joined by `-` (`Sub-Leaf` for `Root/Sub/Leaf`), as CocoaPods labels
    /// a test spec's target.
    func subspecLabel(of index: Int) -> String {
        var names: [String] = []
        var current: Int? = index
        while let spec = current, let parent = specs[spec].parent, names.count <= specs.count {
            names.append(specs[spec].name ?? "")
            current = parent
        }
        return names.reversed().joined(separator: "-")
    }

    /// The library spec whose full name is `name` (`Root`, `Root/Core`), if there is one.
    func librarySpec(named name: String) -> Int? {
        specs.indices.first { specs[$0].kind == .library && fullName(of: $0) == name }
    }
}

/// One spec of a podspec.
struct PodSpecNode: Sendable {
    enum Kind: Sendable {
        case library, test, app
    }

    /// Its own name (`Core` for `Root/Core`); `nil` when the podspec never set it.
    var name: String?
    var kind: Kind
    var parent: Int?
    var children: [Int] = []
    var sourceFiles: [String] = []
    /// `s.ios.source_files` and the like, which add to ``sourceFiles``.
    var platformSourceFiles: [String] = []
    var excludeFiles: [String] = []
    var platformExcludeFiles: [String] = []
    var dependencies: [PodSpecDependency] = []
    /// `default_subspecs`: `nil` when unset, `[]` for `:none`.
    var defaultSubspecs: [String]?
    var moduleName: String?
    var headerDir: String?
    /// `unit` or `ui`, for test specs.
    var testType = "unit"
    /// Where it is declared: `Pod::Spec.new`, `s.subspec`, or the JSON object.
    var position: RubyPosition
    /// The block parameter that names it (`s`, `spec`), for fix messages.
    var variableName: String?

    /// Every source file pattern, general and platform-specific.
    var allSourceFiles: [String] { sourceFiles + platformSourceFiles }
    var allExcludeFiles: [String] { excludeFiles + platformExcludeFiles }
}

/// One `dependency` of a spec.
struct PodSpecDependency: Sendable {
    /// The pod or subspec name (`Alamofire`, `Root/Core`).
    var name: String
    var position: RubyPosition
}
