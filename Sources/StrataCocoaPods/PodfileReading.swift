import StrataProject
import StrataText

/// The reading of one Podfile: runs it, reads the podspecs of its development pods, and builds the result.
struct PodfileReading {
    let podfilePath: String
    /// The Podfile's folder, relative to the root, which `:path` and `:podspec` are relative to.
    let podfileDirectory: String
    let context: ProjectReadContext
    var result = ProjectReadResult()
    var sourceFiles: PodSourceFiles
    /// The development pods in the order the Podfile first names them.
    var developmentPods: [DevelopmentPod] = []
    var developmentPodIndex: [String: Int] = [:]

    init(podfilePath: String, context: ProjectReadContext) {
        self.podfilePath = podfilePath
        podfileDirectory = PodPath.directory(of: podfilePath)
        self.context = context
        sourceFiles = PodSourceFiles(context: context)
    }

    mutating func run() -> ProjectReadResult {
        let bytes: [UInt8]
        switch context.fileSystem.contentsOfFile(context.absolute(podfilePath)) {
        case .success(let read): bytes = read
        case .failure(let failure):
            result.issues.append(ProjectIssue(message: "the Podfile \(failure.message)",
                                              location: location(RubyPosition(line: 1, column: 1)), isFatal: true))
            return result
        }
        let program = RubyParser.parse(bytes)
        var host = PodfileHost()
        host.lister = PodfileGlobbing(context: context, directory: podfileDirectory)
        host.localPods = LocalPodSearch(context: context, podfileDirectory: podfileDirectory)
        var interpreter = RubyInterpreter(program: program, host: host, file: podfilePath)
        interpreter.run(in: 0)
        let podfile = interpreter.host.podfile
        result.issues += projectIssues(program.diagnostics + interpreter.issues + interpreter.host.issues, file: podfilePath)
        collectDevelopmentPods(of: podfile)
        for index in developmentPods.indices { readPodspec(of: index) }
        for index in developmentPods.indices { resolveFiles(of: index) }
        for index in developmentPods.indices { buildModules(of: index) }
        addTargetDependencies(of: podfile)
        return result
    }

    // MARK: - Locations

    func location(_ position: RubyPosition, in file: String? = nil) -> SourceLocation {
        SourceLocation(file: file ?? podfilePath, line: position.line, column: position.column)
    }

    mutating func report(_ message: String, at position: RubyPosition, in file: String? = nil) {
        result.issues.append(ProjectIssue(message: message, location: location(position, in: file)))
    }

    // MARK: - Podfile targets

    /// Each concrete target's pods, inherited ones first, as dependencies of the Xcode target of that name.
    private mutating func addTargetDependencies(of podfile: Podfile) {
        var seen: [String: Set<String>] = [:]
        for (index, target) in podfile.targets.enumerated() {
            guard let name = target.name, !target.isAbstract else { continue }
            for pod in podfile.effectivePods(of: index) {
                let dependency = dependency(onPod: pod.rootName, at: location(pod.position))
                guard seen[name, default: []].insert(dependency.name).inserted else { continue }
                result.addedDependencies.append(AddedDependency(module: name, dependency: dependency))
            }
        }
    }

    /// A dependency on the pod `rootName`: its module when it is a development pod read as one, else
    /// an external module named by the pod.
    func dependency(onPod rootName: String, at location: SourceLocation?) -> ProjectDependency {
        if let index = developmentPodIndex[rootName], let module = developmentPods[index].moduleName {
            return ProjectDependency(name: module, kind: .module, location: location)
        }
        return ProjectDependency(name: PodName.c99Identifier(rootName), kind: .external, location: location)
    }
}

/// A pod the Podfile takes from a local podspec.
struct DevelopmentPod {
    var rootName: String
    /// `:path` or `:podspec` as written.
    var declaredPath: String
    var isPodspecOption: Bool
    /// The spec names the Podfile asks for (`Chat`, `Chat/Core`).
    var requests: [String]
    /// The first `pod` line naming it.
    var position: RubyPosition
    /// The podspec file, relative to the root, once found.
    var podspecPath: String?
    var podspec: Podspec?
    /// The module name, once it is known to be a module of the workspace.
    var moduleName: String?
    /// The library specs built (indices into the podspec's specs), and their Swift files.
    var selectedSpecs: [Int] = []
    var sourceFiles: [String] = []
    /// Each test spec's index and Swift files.
    var testSpecFiles: [(spec: Int, files: [String])] = []
}
