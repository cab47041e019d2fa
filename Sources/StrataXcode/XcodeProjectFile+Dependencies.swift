import StrataProject
import StrataText

extension XcodeProjectFile {
    /// The dependencies target `targetID` declares, de-duplicated by name (the first kept), in this order:
    /// its `PBXTargetDependency`s, what its Frameworks phases link, its Swift package products, what it embeds (see
    /// ``embeddedFrameworks(of:)``).
    func dependencies(of targetID: String) -> [ProjectDependency] {
        var found: [ProjectDependency] = []
        for dependency in objects.strings(targetID, "dependencies") {
            if let named = targetDependency(dependency) { found.append(named) }
        }
        for phase in objects.strings(targetID, "buildPhases") where objects.isa(phase) == "PBXFrameworksBuildPhase" {
            for buildFile in objects.strings(phase, "files") {
                if let linked = linkedDependency(buildFile) { found.append(linked) }
            }
        }
        for product in objects.strings(targetID, "packageProductDependencies") {
            if let name = packageProductName(product) {
                found.append(ProjectDependency(name: name, kind: .packageProduct, location: location(of: product)))
            }
        }
        found += embeddedFrameworks(of: targetID)
        var seen = Set<String>()
        return found.filter { seen.insert($0.name).inserted }
    }

    // MARK: - Target dependencies

    /// A `PBXTargetDependency`: a target of this project by its module name, a target of another project by
    /// its proxy's `remoteInfo`, or a package product (`productRef`). Aggregate and legacy targets are no
    /// modules and give nothing.
    private func targetDependency(_ id: String) -> ProjectDependency? {
        let location = location(of: id)
        if let target = objects.string(id, "target"), objects.contains(target) {
            return moduleNames[target].map { name in
                var dependency = ProjectDependency(name: name, kind: .module, location: location)
                dependency.targetDeclaration = self.location(of: target)
                return dependency
            }
        }
        if let product = objects.string(id, "productRef") {
            return packageProductName(product).map {
                ProjectDependency(name: $0, kind: .packageProduct, location: location)
            }
        }
        if let proxy = objects.string(id, "targetProxy"), objects.contains(proxy) {
            if objects.string(proxy, "containerPortal") == objects.rootObject {
                let remote = objects.string(proxy, "remoteGlobalIDString") ?? ""
                return moduleNames[remote].map { ProjectDependency(name: $0, kind: .module, location: location) }
            }
            if let info = objects.string(proxy, "remoteInfo") ?? objects.string(id, "name"), !info.isEmpty {
                return ProjectDependency(name: C99Identifier.make(info), kind: .module, location: location)
            }
            return nil
        }
        return objects.string(id, "name").map {
            ProjectDependency(name: C99Identifier.make($0), kind: .module, location: location)
        }
    }

    /// What target `targetID`'s Embed Frameworks phases (a copy to its Frameworks folder, `dstSubfolderSpec = 10`) hold,
    /// read as linked products. Xcode builds an embedded framework of the workspace before the target (its implicit
    /// dependencies look in copy phases too) and the compiler links a Swift module the target imports by itself, so an
    /// app that embeds a framework without linking it may import it (deltachat's `DcCore`, tinode's `TinodiosDB`).
    func embeddedFrameworks(of targetID: String) -> [ProjectDependency] {
        objects.strings(targetID, "buildPhases").filter {
            objects.isa($0) == "PBXCopyFilesBuildPhase" && objects.string($0, "dstSubfolderSpec") == "10"
        }.flatMap { phase in objects.strings(phase, "files").compactMap(linkedDependency) }
    }

    // MARK: - Linked products

    /// A build file of a Frameworks phase: a package product, a product of a target of this project (by
    /// module name) or of another project (`BUILT_PRODUCTS_DIR`, or a reference proxy's `remoteInfo`), or
    /// a framework or library built elsewhere (the SDK's, a prebuilt one), which is external.
    private func linkedDependency(_ buildFile: String) -> ProjectDependency? {
        let location = location(of: buildFile)
        if let product = objects.string(buildFile, "productRef") {
            return packageProductName(product).map {
                ProjectDependency(name: $0, kind: .packageProduct, location: location)
            }
        }
        guard let reference = objects.string(buildFile, "fileRef"), objects.contains(reference) else { return nil }
        if let target = productTargets[reference], let name = moduleNames[target] {
            return ProjectDependency(name: name, kind: .module, location: location)
        }
        let written = objects.string(reference, "path") ?? objects.string(reference, "name") ?? ""
        if objects.isa(reference) == "PBXReferenceProxy" {
            let proxy = objects.string(reference, "remoteRef") ?? ""
            let name = objects.string(proxy, "remoteInfo").map(C99Identifier.make) ?? Self.linkedModuleName(written)
            return name.map { ProjectDependency(name: $0, kind: .module, location: location) }
        }
        guard let name = Self.linkedModuleName(written) else { return nil }
        let builtHere = objects.string(reference, "sourceTree") == "BUILT_PRODUCTS_DIR"
        // CocoaPods links one umbrella product per target (`Pods_App.framework`, `libPods-App.a`); the pods
        // themselves are what the Podfile's reader adds.
        if builtHere, name.hasPrefix("Pods_") { return nil }
        return ProjectDependency(name: name, kind: builtHere ? .module : .external, location: location)
    }

    /// The module a linked file stands for: `X.framework`, `X.xcframework`, `libX.a`, `libX.dylib`,
    /// `libX.tbd`, `X.o` → `X` (made a C99 identifier); `nil` for anything else (`.app`, `.bundle`).
    static func linkedModuleName(_ path: String) -> String? {
        let file = XcodePath.lastComponent(path)
        for suffix in [".framework", ".xcframework", ".o"] where file.hasSuffix(suffix) && file.count > suffix.count {
            return C99Identifier.make(String(file.dropLast(suffix.count)))
        }
        for suffix in [".a", ".dylib", ".tbd"] where file.hasSuffix(suffix) && file.count > suffix.count {
            var stem = file.dropLast(suffix.count)
            if stem.hasPrefix("lib"), stem.count > 3 { stem = stem.dropFirst(3) }
            return C99Identifier.make(String(stem))
        }
        return nil
    }

    // MARK: - Packages

    /// The product name of an `XCSwiftPackageProductDependency`; `nil` for a build tool plugin (`plugin:`).
    func packageProductName(_ id: String) -> String? {
        guard let name = objects.string(id, "productName"), !name.isEmpty, !name.hasPrefix("plugin:") else {
            return nil
        }
        return name
    }

    /// The folders (relative to the root, sorted by bytes) of the local Swift packages the project refers to:
    /// `XCLocalSwiftPackageReference`s (`relativePath` from the folder holding the `.xcodeproj`), and the
    /// older form, a folder reference in the group tree to a folder holding `Package.swift`. A package may
    /// leave the analyzed folder, not the repository: one outside it is an issue, and not read; so is one whose folder
    /// holds no `Package.swift` (a git submodule not checked out).
    func localPackages() -> (folders: [String], issues: [ProjectIssue]) {
        var folders: [String] = []
        var issues: [ProjectIssue] = []
        var submodules: [String]?
        for reference in objects.identifiers(isa: "XCLocalSwiftPackageReference") {
            guard let path = objects.string(reference, "relativePath") else { continue }
            let folder = XcodePath.join(projectFolder, path)
            if let refusal = context.refusal(of: folder, keepingTo: .repository) {
                issues.append(ProjectIssue(message: "local package '\(path)' \(refusal)", location: location(of: reference)))
                continue
            }
            if !fileSystem.isRegularFile(XcodePath.join(folder, "Package.swift")) {
                let why = XcodeProjectReader.submoduleNote(relative(folder), submodules: &submodules, context: context)
                issues.append(ProjectIssue(message: "local package '\(path)' has no Package.swift\(why); the modules its products "
                                               + "hold are not in the graph", location: location(of: reference)))
                continue
            }
            folders.append(folder)
        }
        for reference in objects.identifiers(isa: "PBXFileReference") {
            guard let type = objects.string(reference, "lastKnownFileType"), type == "wrapper" || type == "folder",
                let path = tree.path(of: reference), context.refusal(of: path, keepingTo: .repository) == nil,
                fileSystem.isRegularFile(path + "/Package.swift")
            else { continue }
            folders.append(path)
        }
        return (Self.sortedUnique(folders.map(relative)), issues)
    }

    /// The projects this one refers to (its `projectReferences`, file references to an `.xcodeproj`): each one's
    /// absolute path, and where the reference is. A reference relative to its group that no group holds is left out:
    /// Xcode cannot place it either (Provenance's and passepartout's leftovers).
    func subprojects() -> [(path: String, location: SourceLocation)] {
        objects.identifiers(isa: "PBXFileReference").compactMap { reference in
            guard tree.contains(reference) || (objects.string(reference, "sourceTree") ?? "<group>") != "<group>",
                  let path = tree.path(of: reference), path.hasSuffix(".xcodeproj") else { return nil }
            return (path, location(of: reference))
        }
    }
}
