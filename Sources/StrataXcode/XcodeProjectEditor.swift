import StrataProject
import StrataText

/// Edits the dependencies of a `project.pbxproj`'s native targets as Xcode itself writes them, in minimal text edits.
///
/// An addition writes the objects Xcode writes for it, in its layout (each in its `/* Begin <isa> section */`, sorted by
/// identifier, with Xcode's `/* … */` comments, tabs): for a target of the same project, a `PBXContainerItemProxy` and a
/// `PBXTargetDependency` in the target's `dependencies`, and for a framework or library, a `PBXBuildFile` of its product
/// in the target's Frameworks phase; for a product of a local Swift package the project references, an
/// `XCSwiftPackageProductDependency` in the target's `packageProductDependencies` and its build file. A removal takes
/// out every object of the dependency and each reference to it, never an object something else still references.
/// New identifiers are 24 upper-case hexadecimal digits derived from the project's path, the target, the dependency and
/// the object's role, and taken by no string of the file: the same input always gives the same bytes.
///
/// What cannot be written exactly is refused with the reason: a file Xcode did not write in its ASCII property list
/// layout, a dependency on a target of another project, a package the project does not reference.
public struct XcodeProjectEditor {
    /// One change to the file's bytes: those in `range` replaced by `replacement` (an insertion when `range` is empty).
    public struct Edit: Sendable, Equatable {
        public var range: Range<Int>
        public var replacement: [UInt8]
    }

    /// Why the project cannot be edited as asked, in words for the user.
    public struct Refusal: Error, Sendable, Equatable {
        public var message: String

        public init(_ message: String) {
            self.message = message
        }
    }

    let objects: PBXObjects
    let layout: PBXLayout
    /// `project.pbxproj` relative to the analyzed root, which new identifiers are derived from.
    let path: String
    /// Every string of the file and every identifier made: what a new identifier must not be.
    var taken: Set<String>
    /// Byte ranges removed.
    var removals = Set<Range<Int>>()
    /// New objects by `isa`: identifier and text (its lines, each ending in a line break).
    var created: [String: [(id: String, text: String)]] = [:]
    /// Elements appended to an array (by its node), each `ID /* comment */`.
    var appended: [Int: [String]] = [:]
    /// A `packageProductDependencies` array made for a target (by identifier) that has none: its elements.
    var madeProductLists: [String: [String]] = [:]
    /// The additions made, each `target\0module` or `target\0package\0product`: one asked twice is made once.
    private var additions = Set<String>()

    /// Reads `bytes` as the `project.pbxproj` at `path` (relative to the analyzed root).
    /// - Throws: ``Refusal`` when the file is not an old-style ASCII property list in Xcode's layout (LF line breaks,
    ///   objects in sections).
    public init(bytes: [UInt8], path: String) throws(Refusal) {
        guard bytes.starts(with: Array("// !$*UTF8*$!".utf8)) else {
            throw Refusal("\(path) is not in the ASCII property list format Xcode writes (`// !$*UTF8*$!`): "
                + "open and save it in Xcode first, or edit it there")
        }
        guard !bytes.contains(UInt8(ascii: "\r")) else {
            throw Refusal("\(path) has CR line breaks, which Xcode does not write: open and save it in Xcode first")
        }
        let list: PropertyList
        switch PropertyListParser.parse(bytes) {
        case .success(let parsed): list = parsed
        case .failure(let failure):
            throw Refusal("\(path) does not parse at line \(failure.position.line): \(failure.message)")
        }
        guard let objects = try? PBXObjects(list) else { throw Refusal("\(path) holds no Xcode project") }
        let layout = PBXLayout(bytes: bytes)
        guard layout.sections["PBXNativeTarget"] != nil else {
            throw Refusal("\(path) does not keep its objects in the sections Xcode writes (`/* Begin PBXNativeTarget section */`)")
        }
        self.objects = objects
        self.layout = layout
        self.path = path
        taken = Set(list.strings)
    }

    // MARK: - Additions

    /// Adds a dependency of the native target declared at `target` on the native target of this project that builds the
    /// module `module` (of several, the one built with the same `SDKROOT`): a target dependency with its container proxy,
    /// and the product linked in the Frameworks phase when it is a framework or a library (and embedded, when an
    /// application links a dynamic framework: see ``embed(_:of:in:projectName:)``), unless a hosted test bundle would
    /// link a static product its host holds (``linksThroughItsHost(_:_:projectName:)``). What the target already has is
    /// not written again.
    /// - Throws: ``Refusal`` when no single target of the project builds `module`, or the layout is not Xcode's.
    public mutating func addTargetDependency(toTargetAt target: (line: Int, column: Int), on module: String) throws(Refusal) {
        let importer = try nativeTarget(at: target)
        guard additions.insert(importer + "\u{0}" + module).inserted else { return }
        let projectName = String(XcodePath.lastComponent(XcodePath.directory(of: path)).dropLast(".xcodeproj".count))
        let objects = self.objects
        var builders = objects.strings(objects.rootObject, "targets").filter {
            objects.isa($0) == "PBXNativeTarget"
                && XcodeProjectFile.moduleName(of: $0, objects: objects, projectName: projectName) == module
        }
        // Platform variants of one module (`Core` and `Core-watchOS`): the one built with the importer's SDK.
        let sdk = { (target: String) in
            XcodeProjectFile.settings(of: target, configuration: nil, objects: objects, projectName: projectName).value("SDKROOT")
        }
        if builders.count > 1, case let sameSDK = builders.filter({ sdk($0) == sdk(importer) }), sameSDK.count == 1 {
            builders = sameSDK
        }
        guard builders.count == 1, let dependency = builders.first else {
            throw Refusal(builders.isEmpty
                ? "no target of \(projectFolderName) builds module \(module) (it may be in another project): link it in Xcode"
                : "\(builders.count) targets of \(projectFolderName) build module \(module): link the right one in Xcode")
        }
        guard dependency != importer else { throw Refusal("the target cannot depend on itself") }
        if !dependsOn(importer, dependency) {
            guard let list = objects.value(importer, "dependencies") else {
                throw Refusal("target '\(name(of: importer))' has no `dependencies` list in \(path)")
            }
            let proxy = newID(importer, dependency, "PBXContainerItemProxy")
            let targetDependency = newID(importer, dependency, "PBXTargetDependency")
            create("PBXContainerItemProxy", proxy, containerProxy(proxy, on: dependency))
            create("PBXTargetDependency", targetDependency, targetDependencyText(targetDependency, on: dependency, proxy: proxy))
            appended[list, default: []].append("\(targetDependency) /* PBXTargetDependency */")
        }
        let productType = objects.string(dependency, "productType") ?? ""
        guard Self.linkedProductTypes.contains(productType), let product = objects.string(dependency, "productReference"),
              objects.contains(product), !linksThroughItsHost(importer, dependency, projectName: projectName)
        else { return }
        let phase = try frameworksPhase(of: importer)
        if !objects.strings(phase, "files").contains(where: { objects.string($0, "fileRef") == product }) {
            let productComment = layout.comment(after: objects, product) ?? XcodePath.lastComponent(objects.string(product, "path") ?? "")
            let buildFile = newID(importer, dependency, "PBXBuildFile")
            let comment = "\(productComment) in \(phaseName(phase))"
            create("PBXBuildFile", buildFile, "\t\t\(buildFile) /* \(comment) */ = {isa = PBXBuildFile; "
                + "fileRef = \(product) /* \(productComment) */; };\n")
            try append("\(buildFile) /* \(comment) */", to: phase, key: "files")
        }
        try embed(product, of: dependency, in: importer, projectName: projectName)
    }

    /// Adds a dependency of the native target declared at `target` on the product `product` of the local Swift package
    /// in `package` (relative to the analyzed root) that the project references (an `XCLocalSwiftPackageReference`, or a
    /// folder reference in its groups as Xcode before 15 made, or a synchronized folder holding it): the package product
    /// dependency and its build file in the Frameworks phase.
    /// - Throws: ``Refusal`` when the project does not reference the package, or the layout is not Xcode's.
    public mutating func addPackageProduct(_ product: String, package: String, toTargetAt target: (line: Int, column: Int))
        throws(Refusal)
    {
        let importer = try nativeTarget(at: target)
        guard additions.insert([importer, package, product].joined(separator: "\u{0}")).inserted else { return }
        let reference = try packageReference(package)
        let existing = objects.strings(importer, "packageProductDependencies").first {
            objects.isa($0) == "XCSwiftPackageProductDependency" && objects.string($0, "productName") == product
        }
        let productDependency = existing ?? newID(importer, product, "XCSwiftPackageProductDependency")
        if existing == nil {
            // A package the project holds as a folder (Xcode before 15) is named by no package reference.
            let packageLine = reference.map { reference in
                "\t\t\tpackage = \(reference) /* \(layout.comment(after: objects, reference) ?? "XCLocalSwiftPackageReference") */;\n"
            }
            create("XCSwiftPackageProductDependency", productDependency, "\t\t\(productDependency) /* \(product) */ = {\n"
                + "\t\t\tisa = XCSwiftPackageProductDependency;\n" + (packageLine ?? "")
                + "\t\t\tproductName = \(Self.quoted(product));\n\t\t};\n")
            let element = "\(productDependency) /* \(product) */"
            if let list = objects.value(importer, "packageProductDependencies") {
                appended[list, default: []].append(element)
            } else {
                madeProductLists[importer, default: []].append(element)
            }
        }
        let phase = try frameworksPhase(of: importer)
        guard !objects.strings(phase, "files").contains(where: { objects.string($0, "productRef") == productDependency }) else {
            return
        }
        let buildFile = newID(importer, product, "PBXBuildFile")
        let comment = "\(product) in \(phaseName(phase))"
        create("PBXBuildFile", buildFile, "\t\t\(buildFile) /* \(comment) */ = {isa = PBXBuildFile; "
            + "productRef = \(productDependency) /* \(product) */; };\n")
        try append("\(buildFile) /* \(comment) */", to: phase, key: "files")
    }

    /// The `XCLocalSwiftPackageReference` of the package in `package` (relative to the analyzed root), or `nil` when
    /// the project holds the package as a folder reference in its groups, or in a synchronized folder.
    /// - Throws: ``Refusal`` when the project references the package in neither way.
    private func packageReference(_ package: String) throws(Refusal) -> String? {
        let projectFolder = XcodePath.normalize("/" + XcodePath.directory(of: XcodePath.directory(of: path)))
        let wanted = XcodePath.normalize("/" + package)
        if let reference = objects.identifiers(isa: "XCLocalSwiftPackageReference").first(where: { reference in
            objects.string(reference, "relativePath").map { XcodePath.join(projectFolder, $0) == wanted } ?? false
        }) {
            return reference
        }
        let sourceRoot = XcodePath.join(projectFolder, objects.string(objects.rootObject, "projectDirPath") ?? "")
        let tree = PBXGroupTree(objects: objects, sourceRoot: sourceRoot)
        let folders = objects.identifiers(isa: "PBXFileReference").filter { reference in
            ["wrapper", "folder"].contains(objects.string(reference, "lastKnownFileType") ?? "") && tree.path(of: reference) == wanted
        }
        // Xcode 16 finds the packages in a synchronized folder too.
        let synchronized = objects.identifiers(isa: "PBXFileSystemSynchronizedRootGroup").filter { group in
            tree.path(of: group).map { wanted == $0 || wanted.hasPrefix($0 == "/" ? $0 : $0 + "/") } ?? false
        }
        guard folders.isEmpty, synchronized.isEmpty else { return nil }
        throw Refusal("\(projectFolderName) does not reference the local package \(package): "
            + "add it in Xcode (File → Add Package Dependencies… → Add Local…)")
    }

    // MARK: - Targets

    /// The product types whose product a dependent target links.
    static let linkedProductTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.framework.static",
        "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic",
    ]

    /// The native target declared at `place`.
    func nativeTarget(at place: (line: Int, column: Int)) throws(Refusal) -> String {
        guard let id = objects.identifier(at: TextPosition(line: place.line, column: place.column)),
              objects.isa(id) == "PBXNativeTarget"
        else { throw Refusal("no native target is declared at line \(place.line) of \(path)") }
        return id
    }

    /// Whether `target` has a target dependency on `dependency`, directly or through a proxy.
    func dependsOn(_ target: String, _ dependency: String) -> Bool {
        objects.strings(target, "dependencies").contains { dependedTarget($0) == dependency }
    }

    /// The native target of this project a `PBXTargetDependency` stands for, if any.
    func dependedTarget(_ targetDependency: String) -> String? {
        if let target = objects.string(targetDependency, "target"), objects.contains(target) { return target }
        guard let proxy = objects.string(targetDependency, "targetProxy"),
              objects.string(proxy, "containerPortal") == objects.rootObject,
              let remote = objects.string(proxy, "remoteGlobalIDString"), objects.contains(remote)
        else { return nil }
        return remote
    }

    /// Whether `importer` is a test bundle loaded into a host application (`TEST_HOST` or `BUNDLE_LOADER` set) and
    /// `dependency` builds a static library or framework: its code is in the host already, and linking it into the
    /// bundle too would give every type twice. The bundle gets the target dependency only.
    func linksThroughItsHost(_ importer: String, _ dependency: String, projectName: String) -> Bool {
        let settings = { (target: String) in
            XcodeProjectFile.settings(of: target, configuration: nil, objects: self.objects, projectName: projectName)
        }
        let importerSettings = settings(importer)
        let isHosted = !(importerSettings.value("TEST_HOST") ?? "").isEmpty || !(importerSettings.value("BUNDLE_LOADER") ?? "").isEmpty
        let productType = objects.string(dependency, "productType") ?? ""
        let isStatic = productType.hasSuffix(".static") || settings(dependency).value("MACH_O_TYPE") == "staticlib"
        return isHosted && isStatic
    }

    /// The first Frameworks phase of `target`.
    func frameworksPhase(of target: String) throws(Refusal) -> String {
        guard let phase = objects.strings(target, "buildPhases").first(where: { objects.isa($0) == "PBXFrameworksBuildPhase" }) else {
            throw Refusal("target '\(name(of: target))' has no Frameworks phase: link the product in Xcode "
                + "(Build Phases → Link Binary With Libraries)")
        }
        return phase
    }

    /// What Xcode calls a build phase in its comments: its `name`, else `Frameworks`.
    func phaseName(_ phase: String) -> String {
        objects.string(phase, "name") ?? "Frameworks"
    }

    func name(of target: String) -> String {
        objects.string(target, "name") ?? target
    }

    /// `App.xcodeproj`.
    var projectFolderName: String {
        XcodePath.lastComponent(XcodePath.directory(of: path))
    }
}
