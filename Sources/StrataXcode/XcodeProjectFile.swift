import StrataProject
import StrataText

/// One `.xcodeproj` being read: its objects, its group tree, and the module name of every native target.
struct XcodeProjectFile {
    let objects: PBXObjects
    let tree: PBXGroupTree
    let synchronized: XcodeSynchronizedGroups
    /// The `.xcodeproj` folder relative to the analyzed root (`App/App.xcodeproj`).
    let container: String
    /// `<container>/project.pbxproj`, where every location points.
    let projectFile: String
    /// The absolute folder holding the `.xcodeproj`.
    let projectFolder: String
    /// The analyzed root, absolute.
    let root: String
    let fileSystem: FileSystemSnapshot
    let context: ProjectReadContext
    /// What its sources keep to: the analyzed root, or the repository for a project a workspace links in.
    let scope: ReadingBounds.Scope
    /// The native targets, in the order the PBXProject lists them.
    let targets: [String]
    /// Native target identifier → its module name.
    let moduleNames: [String: String]
    /// Product file reference identifier → the native target that builds it.
    let productTargets: [String: String]

    /// A project read, or the fatal issue that stopped it.
    enum Loaded {
        case project(XcodeProjectFile)
        case failure(ProjectIssue)
    }

    /// Parses `bytes` as the `project.pbxproj` of `container`.
    /// - Returns: The project, or the fatal issue that stopped it.
    static func load(_ bytes: [UInt8], container: String, context: ProjectReadContext) -> Loaded {
        let projectFile = container + "/project.pbxproj"
        let list: PropertyList
        switch PropertyListParser.parse(bytes) {
        case .success(let parsed): list = parsed
        case .failure(let failure):
            return .failure(
                ProjectIssue(
                    message: "project.pbxproj is not a valid property list: \(failure.message)",
                    location: SourceLocation(file: projectFile, position: failure.position), isFatal: true))
        }
        let objects: PBXObjects
        do {
            objects = try PBXObjects(list)
        } catch {
            let reason =
                switch error {
                case .notADictionary: "it does not hold a dictionary"
                case .noObjects: "it has no 'objects' dictionary"
                case .noRootObject: "its 'rootObject' names no object"
                }
            return .failure(
                ProjectIssue(
                    message: "project.pbxproj is not an Xcode project: \(reason)",
                    location: SourceLocation(file: projectFile, line: 1, column: 1), isFatal: true))
        }
        return .project(Self(objects: objects, container: container, context: context))
    }

    private init(objects: PBXObjects, container: String, context: ProjectReadContext) {
        self.objects = objects
        self.container = container
        projectFile = container + "/project.pbxproj"
        root = context.root
        fileSystem = context.fileSystem
        self.context = context
        projectFolder = XcodePath.directory(of: XcodePath.join(context.root, container))
        scope = context.sourceScope(ofProjectIn: projectFolder)
        let projectDir = objects.string(objects.rootObject, "projectDirPath") ?? ""
        tree = PBXGroupTree(objects: objects, sourceRoot: XcodePath.join(projectFolder, projectDir))
        synchronized = XcodeSynchronizedGroups(objects: objects, tree: tree, context: context, scope: scope)
        targets = objects.strings(objects.rootObject, "targets").filter {
            objects.isa($0) == "PBXNativeTarget" && !Self.isResourceBundle($0, objects: objects)
        }
        let projectName = String(XcodePath.lastComponent(container).dropLast(".xcodeproj".count))
        var names: [String: String] = [:]
        var products: [String: String] = [:]
        for target in targets {
            names[target] = Self.moduleName(of: target, objects: objects, projectName: projectName)
            if let product = objects.string(target, "productReference") { products[product] = target }
        }
        moduleNames = names
        productTargets = products
    }

    /// Whether native target `target` is a bundle that compiles nothing (no file in a Sources phase, no synchronized
    /// folder): resources only, which no `import` names. A static framework's resource bundle takes the framework's
    /// name (R.swift's `FooBundle`, `PRODUCT_NAME = Foo`), and as a module it made every `import Foo` ambiguous.
    static func isResourceBundle(_ target: String, objects: PBXObjects) -> Bool {
        guard objects.string(target, "productType") == "com.apple.product-type.bundle",
              objects.strings(target, "fileSystemSynchronizedGroups").isEmpty else { return false }
        return !objects.strings(target, "buildPhases").contains { phase in
            objects.isa(phase) == "PBXSourcesBuildPhase" && !objects.strings(phase, "files").isEmpty
        }
    }

    // MARK: - Build settings

    /// The settings target `targetID` sees in its configuration named `name` (its default one when `nil`).
    static func settings(
        of targetID: String, configuration name: String?, objects: PBXObjects,
        projectName: String
    ) -> XcodeBuildSettings {
        let targetList = objects.string(targetID, "buildConfigurationList")
        let projectList = objects.string(objects.rootObject, "buildConfigurationList")
        let targetConfiguration =
            name.flatMap { wanted in
                XcodeBuildSettings.configurations(of: targetList, in: objects).first { $0.name == wanted }
            } ?? XcodeBuildSettings.defaultConfiguration(of: targetList, in: objects)
        let projectConfiguration =
            XcodeBuildSettings.configurations(of: projectList, in: objects)
            .first { $0.name == targetConfiguration?.name }
            ?? XcodeBuildSettings.defaultConfiguration(of: projectList, in: objects)
        return XcodeBuildSettings(
            objects: objects, target: targetConfiguration?.settings ?? nil,
            project: projectConfiguration?.settings ?? nil,
            targetName: objects.string(targetID, "name") ?? "", projectName: projectName)
    }

    /// The module name of a target: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the target's name, in
    /// its default configuration, made a C99 extended identifier. A setting that refers to one an `.xcconfig` file
    /// sets (`$(APP_NAME) NotificationExtension`, threema-ios) is passed over: its value is not known.
    static func moduleName(of targetID: String, objects: PBXObjects, projectName: String) -> String {
        let settings = settings(of: targetID, configuration: nil, objects: objects, projectName: projectName)
        let targetName = objects.string(targetID, "name") ?? ""
        let known = { (name: String) in settings.refersToUnknownSetting(name) ? nil : settings.value(name) }
        let candidates = [known("PRODUCT_MODULE_NAME"), known("PRODUCT_NAME"), targetName]
        let name = candidates.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? targetName
        return C99Identifier.make(name.isEmpty ? "_" : name)
    }

    /// The compilation conditions of target `targetID` in each of its configurations that sets any (its own or
    /// inherited from the project), by configuration name: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`, then the `-D` flags
    /// of `OTHER_SWIFT_FLAGS`.
    func compilationConditions(of targetID: String) -> [String: [String]] {
        var conditions: [String: [String]] = [:]
        let list = objects.string(targetID, "buildConfigurationList")
        for configuration in XcodeBuildSettings.configurations(of: list, in: objects) {
            let settings = Self.settings(
                of: targetID, configuration: configuration.name, objects: objects,
                projectName: projectName)
            var seen = Set<String>()
            let words = (settings.words("SWIFT_ACTIVE_COMPILATION_CONDITIONS")
                + ProjectBuildSettings.conditions(definedBy: settings.words("OTHER_SWIFT_FLAGS")))
                .filter { seen.insert($0).inserted }
            if !words.isEmpty { conditions[configuration.name] = words }
        }
        return conditions
    }

    /// Whether every configuration of target `targetID` sets `ENABLE_TESTABILITY` to `YES`, its own or its project's
    /// (mullvadvpn-app sets it in Release too); false for a target without configurations.
    func enablesTestability(_ targetID: String) -> Bool {
        let configurations = XcodeBuildSettings.configurations(of: objects.string(targetID, "buildConfigurationList"), in: objects)
        return !configurations.isEmpty && configurations.allSatisfy { configuration in
            Self.settings(of: targetID, configuration: configuration.name, objects: objects, projectName: projectName)
                .value("ENABLE_TESTABILITY") == "YES"
        }
    }

    /// The module name of the application that hosts target `targetID`'s tests: its `TEST_HOST` in its default
    /// configuration (see ``ProjectModule/testHost(fromSetting:)``).
    func testHost(of targetID: String) -> String? {
        Self.settings(of: targetID, configuration: nil, objects: objects, projectName: projectName).value("TEST_HOST")
            .flatMap(ProjectModule.testHost(fromSetting:))
    }

    /// The platforms target `targetID` is built for in its default configuration: `SUPPORTED_PLATFORMS`, else
    /// `SDKROOT` (`iphoneos` → `ios`), with `maccatalyst` when an iOS target sets `SUPPORTS_MACCATALYST`; `nil`
    /// when neither names a platform strata knows (`auto` without supported platforms).
    func platforms(of targetID: String) -> [String]? {
        let settings = Self.settings(of: targetID, configuration: nil, objects: objects, projectName: projectName)
        var platforms = Set(settings.words("SUPPORTED_PLATFORMS").compactMap(ProjectModule.platform(named:)))
        if platforms.isEmpty, let sdk = settings.value("SDKROOT").flatMap(ProjectModule.platform(named:)) {
            platforms.insert(sdk)
        }
        guard !platforms.isEmpty else { return nil }
        if platforms.contains("ios"), settings.value("SUPPORTS_MACCATALYST") == "YES" { platforms.insert("maccatalyst") }
        return platforms.sorted()
    }

    // MARK: - Helpers

    /// The project's name: its folder's name without `.xcodeproj`.
    var projectName: String {
        String(XcodePath.lastComponent(container).dropLast(".xcodeproj".count))
    }

    /// Where object `id` is declared in `project.pbxproj`.
    func location(of id: String) -> SourceLocation {
        SourceLocation(file: projectFile, position: objects.position(of: id))
    }

    /// `path` (absolute) relative to the analyzed root.
    func relative(_ path: String) -> String {
        XcodePath.relative(path, to: root)
    }
}
