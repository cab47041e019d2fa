import StrataProject

/// The editor of a target's dependency list for each kind of build file: ``ManifestEditor`` for `Package.swift` and
/// Tuist's `Project.swift`, ``BuildFileEditor`` for Bazel and Buck, ``XcodeGenSpecEditor`` for XcodeGen specs and
/// ``PodspecEditor`` for Ruby podspecs (``XcodeProjectChanges`` for Xcode projects, whose edits are objects rather than list
/// entries); what none edits is refused with the reason.
enum DependencyListEditor {
    /// Why a dependency cannot be added to (`adding`) or removed from a list in `file`, a file of kind `kind`; `nil` when
    /// an editor edits it.
    static func refusal(editing kind: BuildFileKind, at file: String, adding: Bool) -> FixRefusal? {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        if name == "Podfile" {
            return FixRefusal("the dependency is a `pod` of the Podfile, which strata does not edit: change it there")
        }
        switch kind {
        case .packageManifest where name == "Package.swift", .tuistProject where name == "Project.swift":
            return nil
        case .starlark where ["BUILD", "BUILD.bazel", "BUCK"].contains(name), .xcodeGenSpec, .podspec,
             .xcodeProject where name == "project.pbxproj":
            return nil
        case .tuistProject:
            return FixRefusal("the target is declared in \(file), a helper that may make the targets of several projects")
        case .podspecJSON:
            return FixRefusal("strata does not edit a .podspec.json, which is usually generated from a .podspec: "
                + "edit the file it is made from")
        case .packageManifest, .starlark, .xcodeProject:
            return FixRefusal("\(adding ? "adding a dependency in" : "removing a dependency from") \(file) is not supported")
        }
    }

    /// `bytes` read as a file of kind `kind`.
    static func text(of bytes: [UInt8], in kind: BuildFileKind) -> SourceText {
        switch kind {
        case .starlark: SourceText(starlark: bytes)
        case .xcodeGenSpec, .podspec, .podspecJSON, .xcodeProject: SourceText(lines: bytes)
        case .packageManifest, .tuistProject: SourceText(bytes)
        }
    }

    /// The edits adding `added` to and removing the entries written at `removed` from the dependency list of the
    /// target declared at `target` in `text`, a file of kind `kind`.
    /// - Parameter name: the target's name, which a Bazel or Buck call must give the rule taking the added labels.
    static func edits(_ kind: BuildFileKind, adding added: [String], removing removed: [(line: Int, column: Int)],
                      forTargetAt target: (line: Int, column: Int), named name: String?, in text: SourceText) throws -> [TextEdit] {
        switch kind {
        case .packageManifest, .tuistProject:
            return try ManifestEditor.edits(adding: added, removing: removed, forTargetAt: target, in: text,
                                            tuist: kind == .tuistProject, named: name)
        case .starlark:
            return try BuildFileEditor.edits(adding: added, removing: removed, forRuleAt: target, named: name, in: text)
        case .xcodeGenSpec:
            return try XcodeGenSpecEditor.edits(adding: added, removing: removed, forTargetAt: target, in: text)
        case .podspec:
            return try PodspecEditor.edits(adding: added, removing: removed.map(\.line), forSpecAt: target.line, in: text)
        case .podspecJSON:
            throw refusal(editing: kind, at: "", adding: !added.isEmpty) ?? FixRefusal("not editable")
        case .xcodeProject:
            throw FixRefusal("an Xcode project's dependencies are objects, not list entries (XcodeProjectChanges edits them)")
        }
    }
}
