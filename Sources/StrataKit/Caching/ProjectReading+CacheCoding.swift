import StrataProject
import StrataText

// What a reader made of a project file, and what it asked of the file system, as the readings cache keeps them.
// Dictionaries and sets are written in key order, so that one reading always gives the same bytes.

// MARK: - Writing

extension CacheEncoder {
    /// Appends everything `result` holds.
    mutating func projectReadResult(_ result: ProjectReadResult) {
        array(result.modules) { $0.projectModule($1) }
        array(result.addedDependencies) { encoder, added in
            encoder.name(added.module)
            encoder.projectDependency(added.dependency)
        }
        names(result.localPackages)
        array(result.issues) { encoder, issue in
            encoder.string(issue.message)
            encoder.location(issue.location)
            encoder.bool(issue.isFatal)
            encoder.optionalLocation(issue.origin)
            encoder.bool(issue.losesNothing)
        }
        names(result.manifestFiles)
        array(result.packages) { encoder, package in
            encoder.name(package.directory)
            encoder.name(package.manifestFile)
            encoder.name(package.name)
            encoder.name(package.folderName)
            encoder.array(package.products) { encoder, product in
                encoder.name(product.name)
                encoder.bool(product.isLibrary)
                encoder.bool(product.isDynamic)
                encoder.names(product.modules)
            }
            encoder.array(package.links) { encoder, link in
                encoder.name(link.path)
                encoder.location(link.location)
                encoder.optionalName(link.name)
            }
            encoder.bool(package.isFullyRead)
        }
        optional(result.remedy)
        array(result.unreadableFiles) { encoder, unreadable in
            encoder.name(unreadable.file)
            encoder.fileReadFailure(unreadable.failure)
        }
        names(result.sourceFolders)
    }

    private mutating func projectModule(_ module: ProjectModule) {
        name(module.name)
        name(module.role.rawValue)
        name(module.productType)
        name(module.container)
        location(module.declaration)
        names(module.sourceFiles)
        name(module.directory)
        array(module.dependencies) { $0.projectDependency($1) }
        namedLists(module.compilationConditions)
        bool(module.dependencyFix != nil)
        if let fix = module.dependencyFix {
            string(fix.text)
            optional(fix.otherProject)
            optional(fix.reference)
            optional(fix.removal)
            byte(Self.buildFileKinds.firstIndex(of: fix.file).map(UInt8.init) ?? 0)
            optional(fix.entry)
            optional(fix.otherProjectEntry)
            optional(fix.packageProduct)
        }
        optionalName(module.package)
        bool(module.statedBuild != nil)
        if let build = module.statedBuild { buildSettings(build) }
        bool(module.infersTestSupport)
        array(module.sourceProblems) { $0.string($1) }
        bool(module.namesMissingSources)
        bool(module.compilesOtherLanguages)
        names(module.modulesLoadedAtRunTime)
        bool(module.dependenciesPartlyRead)
        bool(module.enablesTestability)
        optionalNames(module.platforms)
        optionalName(module.decidesFolder)
        optionalName(module.importName)
        optionalName(module.testHost)
        optionalName(module.targetName)
        names(module.dependenciesOfGeneratedCode)
        names(module.generatedNames)
    }

    /// The kinds of build file a fix may edit, numbered by their place here.
    static let buildFileKinds: [BuildFileKind] = [
        .packageManifest, .starlark, .tuistProject, .xcodeGenSpec, .podspec, .podspecJSON, .xcodeProject,
    ]

    private mutating func projectDependency(_ dependency: ProjectDependency) {
        name(dependency.name)
        switch dependency.kind {
        case .module: byte(0)
        case .packageProduct: byte(1)
        case .external: byte(2)
        case .packageModule: byte(3)
        case .packageModuleOrProduct: byte(4)
        case .linkedProduct(let package):
            byte(5)
            optionalName(package)
        }
        optionalLocation(dependency.location)
        optionalNames(dependency.platforms)
        optionalNames(dependency.traits)
        bool(dependency.moduleAliases != nil)
        if let aliases = dependency.moduleAliases {
            array(aliases.keys.sortedByBytes()) { encoder, key in
                encoder.name(key)
                encoder.name(aliases[key] ?? "")
            }
        }
        optionalName(dependency.container)
        optionalLocation(dependency.targetDeclaration)
    }

    private mutating func buildSettings(_ build: ProjectBuildSettings) {
        optionalNames(build.platforms)
        bool(build.isBuiltOnlyForPlatforms)
        array(build.defines.keys.sortedByBytes()) { encoder, key in
            encoder.name(key)
            encoder.optionalNames(build.defines[key] ?? nil)
        }
        names(build.openFlags.sortedByBytes())
        names(build.unsetFlags.sortedByBytes())
        bool(build.knowsEveryFlag)
        names(build.features.sortedByBytes())
        bool(build.toolsVersion != nil)
        if let version = build.toolsVersion {
            int(version.major)
            int(version.minor)
            int(version.patch)
        }
        names(build.dependencyPlatforms)
    }

    mutating func fileReadFailure(_ failure: FileReadFailure) {
        switch failure {
        case .cannotOpen(let reason):
            byte(0)
            string(reason)
        case .notRegularFile:
            byte(1)
        case .tooLarge(let size):
            byte(2)
            int(size)
        case .readError(let reason):
            byte(3)
            string(reason)
        case .outsideBounds(let bound):
            byte(4)
            string(bound)
        }
    }

    private mutating func namedLists(_ lists: [String: [String]]) {
        array(lists.keys.sortedByBytes()) { encoder, key in
            encoder.name(key)
            encoder.names(lists[key] ?? [])
        }
    }

    private mutating func optionalNames(_ values: [String]?) {
        bool(values != nil)
        if let values { names(values) }
    }
}

// MARK: - Reading

extension CacheDecoder {
    /// A reading's result, as ``CacheEncoder/projectReadResult(_:)`` wrote it.
    mutating func projectReadResult() throws -> ProjectReadResult {
        let modules = try array { try $0.projectModule() }
        let added = try array { decoder in
            AddedDependency(module: try decoder.name(), dependency: try decoder.projectDependency())
        }
        let localPackages = try names()
        let issues = try array { decoder in
            let message = try decoder.string(), location = try decoder.location(), isFatal = try decoder.bool()
            return ProjectIssue(message: message, location: location, isFatal: isFatal, origin: try decoder.optionalLocation(),
                                losesNothing: try decoder.bool())
        }
        var result = ProjectReadResult(modules: modules, addedDependencies: added, localPackages: localPackages,
                                       issues: issues, manifestFiles: try names())
        result.packages = try array { decoder in
            let directory = try decoder.name(), manifestFile = try decoder.name(), name = try decoder.name()
            let folderName = try decoder.name()
            let products = try decoder.array { decoder in
                let name = try decoder.name(), isLibrary = try decoder.bool(), isDynamic = try decoder.bool()
                var product = ProjectProduct(name: name, isLibrary: isLibrary, modules: try decoder.names())
                product.isDynamic = isDynamic
                return product
            }
            let links = try decoder.array { decoder in
                ProjectPackageLink(path: try decoder.name(), location: try decoder.location(), name: try decoder.optionalName())
            }
            return ProjectPackage(directory: directory, manifestFile: manifestFile, name: name, folderName: folderName,
                                  products: products, links: links, isFullyRead: try decoder.bool())
        }
        result.remedy = try optional()
        result.unreadableFiles = try array { decoder in
            UnreadableProjectFile(file: try decoder.name(), failure: try decoder.fileReadFailure())
        }
        result.sourceFolders = try names()
        return result
    }

    private mutating func projectModule() throws -> ProjectModule {
        let name = try name()
        guard let role = ProjectModuleRole(rawValue: try self.name()) else { throw CacheFormatError(reason: "unknown role") }
        let productType = try self.name(), container = try self.name(), declaration = try location()
        let sourceFiles = try names(), directory = try self.name()
        let dependencies = try array { try $0.projectDependency() }
        let conditions = try namedLists()
        var fix: DependencyFixTemplate?
        if try bool() {
            let text = try string(), otherProject = try optional(), reference = try optional(), removal = try optional()
            let kind = Int(try byte())
            guard kind < CacheEncoder.buildFileKinds.count else { throw CacheFormatError(reason: "unknown build file") }
            fix = DependencyFixTemplate(text, otherProject: otherProject, reference: reference, removal: removal,
                                        file: CacheEncoder.buildFileKinds[kind], entry: try optional(),
                                        otherProjectEntry: try optional())
            fix?.packageProduct = try optional()
        }
        var module = ProjectModule(name: name, role: role, productType: productType, container: container,
                                   declaration: declaration, sourceFiles: sourceFiles, directory: directory,
                                   dependencies: dependencies, compilationConditions: conditions, dependencyFix: fix)
        module.package = try optionalName()
        module.statedBuild = try bool() ? try buildSettings() : nil
        module.infersTestSupport = try bool()
        module.sourceProblems = try array { try $0.string() }
        module.namesMissingSources = try bool()
        module.compilesOtherLanguages = try bool()
        module.modulesLoadedAtRunTime = try names()
        module.dependenciesPartlyRead = try bool()
        module.enablesTestability = try bool()
        module.platforms = try optionalNames()
        module.decidesFolder = try optionalName()
        module.importName = try optionalName()
        module.testHost = try optionalName()
        module.targetName = try optionalName()
        module.dependenciesOfGeneratedCode = try names()
        module.generatedNames = try names()
        return module
    }

    private mutating func projectDependency() throws -> ProjectDependency {
        let name = try name()
        let kind: ProjectDependency.Kind
        switch try byte() {
        case 0: kind = .module
        case 1: kind = .packageProduct
        case 2: kind = .external
        case 3: kind = .packageModule
        case 4: kind = .packageModuleOrProduct
        case 5: kind = .linkedProduct(package: try optionalName())
        default: throw CacheFormatError(reason: "unknown dependency kind")
        }
        let location = try optionalLocation(), platforms = try optionalNames(), traits = try optionalNames()
        var aliases: [String: String]?
        if try bool() {
            aliases = [:]
            for _ in 0..<(try count()) {
                let key = try self.name()
                aliases?[key] = try self.name()
            }
        }
        var dependency = ProjectDependency(name: name, kind: kind, location: location, platforms: platforms, traits: traits,
                                           moduleAliases: aliases)
        dependency.container = try optionalName()
        dependency.targetDeclaration = try optionalLocation()
        return dependency
    }

    private mutating func buildSettings() throws -> ProjectBuildSettings {
        let platforms = try optionalNames(), isBuiltOnlyForPlatforms = try bool()
        var defines: [String: [String]?] = [:]
        for _ in 0..<(try count()) {
            let key = try name()
            defines[key] = .some(try optionalNames())
        }
        let openFlags = Set(try names())
        let unsetFlags = Set(try names())
        var build = ProjectBuildSettings(knowsEveryFlag: try bool())
        build.unsetFlags = unsetFlags
        build.platforms = platforms
        build.isBuiltOnlyForPlatforms = isBuiltOnlyForPlatforms
        build.defines = defines
        build.openFlags = openFlags
        build.features = Set(try names())
        build.toolsVersion = try bool() ? ToolsVersion(major: try int(), minor: try int(), patch: try int()) : nil
        build.dependencyPlatforms = try names()
        return build
    }

    /// A failure, as ``CacheEncoder/fileReadFailure(_:)`` wrote it.
    mutating func fileReadFailure() throws -> FileReadFailure {
        switch try byte() {
        case 0: return .cannotOpen(try string())
        case 1: return .notRegularFile
        case 2: return .tooLarge(try int())
        case 3: return .readError(try string())
        case 4: return .outsideBounds(try string())
        default: throw CacheFormatError(reason: "unknown read failure")
        }
    }

    private mutating func namedLists() throws -> [String: [String]] {
        var lists: [String: [String]] = [:]
        for _ in 0..<(try count()) {
            let key = try name()
            lists[key] = try names()
        }
        return lists
    }

    private mutating func optionalNames() throws -> [String]? {
        try bool() ? try names() : nil
    }

    private mutating func optionalLocation() throws -> SourceLocation? {
        try bool() ? try location() : nil
    }
}
