extension XcodeProjectEditor {
    /// Embeds `product`, the product of native target `dependency`, in the application `importer` as Xcode does when an
    /// app links a framework of its project ("Embed & Sign"): a build file, signed on copy, in the app's Embed Frameworks
    /// phase (a copy to its Frameworks folder, `dstSubfolderSpec = 10`). Only an application embeds, and only a dynamic
    /// framework (no `MACH_O_TYPE = staticlib`); nothing is done when the app copies the product already or has no such
    /// phase (a dynamic framework it does not embed is then for the user to embed in Xcode).
    mutating func embed(_ product: String, of dependency: String, in importer: String, projectName: String) throws(Refusal) {
        let objects = self.objects
        let settings = XcodeProjectFile.settings(of: dependency, configuration: nil, objects: objects, projectName: projectName)
        guard objects.string(importer, "productType") == "com.apple.product-type.application",
              objects.string(dependency, "productType") == "com.apple.product-type.framework",
              settings.value("MACH_O_TYPE") != "staticlib"
        else { return }
        let copies = objects.strings(importer, "buildPhases").filter {
            objects.isa($0) == "PBXCopyFilesBuildPhase" && objects.string($0, "dstSubfolderSpec") == "10"
        }
        let copied = copies.contains { phase in objects.strings(phase, "files").contains { objects.string($0, "fileRef") == product } }
        guard let phase = copies.first, !copied else { return }
        let productComment = layout.comment(after: objects, product) ?? XcodePath.lastComponent(objects.string(product, "path") ?? "")
        let buildFile = newID(importer, dependency, "PBXBuildFile", "embedded")
        let comment = "\(productComment) in \(objects.string(phase, "name") ?? "Embed Frameworks")"
        create("PBXBuildFile", buildFile, "\t\t\(buildFile) /* \(comment) */ = {isa = PBXBuildFile; "
            + "fileRef = \(product) /* \(productComment) */; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };\n")
        try append("\(buildFile) /* \(comment) */", to: phase, key: "files")
    }
}
