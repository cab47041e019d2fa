/// Gives the Podfile DSL its meaning while a ``RubyInterpreter`` runs a Podfile.
struct PodfileHost: RubyHost {
    /// The index of the target definition whose block is being run.
    typealias Context = Int

    /// Answers `Dir.glob` from the Podfile's folder; `nil` lists nothing.
    var lister: PodfileGlobbing?
    /// Finds the podspecs of `local_pod` and `folder`; `nil` finds none.
    var localPods: LocalPodSearch?
    /// `local_pod_searching_root`: the folders `local_pod` searches, relative to the Podfile's folder; `nil`
    /// once they are not known.
    var localPodSearchingRoots: [String]? = ["."]

    private(set) var podfile = Podfile()
    /// What the host itself skipped (a `pod` whose `:path` it cannot know, …).
    private(set) var issues: [RubyDiagnostic] = []
    private(set) var dependencyCount = 0

    /// Calls that configure the installation, not the dependencies: read silently.
    private static let settings: Set<String> = [
        "platform", "use_frameworks!", "use_modular_headers!", "inhibit_all_warnings!", "source", "project",
        "xcodeproj", "workspace", "install!", "plugin", "ensure_bundler!", "supports_swift_versions",
        "generate_bridge_support!", "set_arc_compatibility_flag!", "script_phase", "require", "puts", "print", "warn",
        // The cocoapods-developing-folder plugin: Xcode groups for the development pods' folders.
        "use_folders",
    ]

    /// Hooks whose blocks run Ruby against the generated project: skipped silently.
    private static let hooks: Set<String> = [
        "pre_install", "post_install", "pre_integrate", "post_integrate", "inhibit_warnings_with_condition",
    ]

    // MARK: - RubyHost

    mutating func call(_ name: String, receiver: RubyValue?, arguments: [RubyValue], hasBlock: Bool,
                       position: RubyPosition, context: Int) -> RubyCallOutcome<Int> {
        guard receiver == nil else {
            return .unsupported("skipped: '.\(name)' on a value is not part of the Podfile DSL")
        }
        if Self.settings.contains(name) || Self.hooks.contains(name) { return .done }
        switch name {
        case "target", "abstract_target":
            guard let targetName = arguments.first?.text else {
                return .unsupported("skipped: a '\(name)' whose name is not known")
            }
            podfile.targets.append(PodfileTarget(name: targetName, isAbstract: name == "abstract_target",
                                                 parent: context, position: position))
            dependencyCount += 1
            return .enterBlock(podfile.targets.count - 1, arguments: [])
        case "abstract!":
            podfile.targets[context].isAbstract = arguments.first != .bool(false)
            return .done
        case "inherit!":
            switch arguments.first?.text {
            case "complete": podfile.targets[context].inheritance = .complete
            case "none": podfile.targets[context].inheritance = .none
            case "search_paths": podfile.targets[context].inheritance = .searchPaths
            default: return .unsupported("skipped: an 'inherit!' mode that is not :complete, :none or :search_paths")
            }
            return .done
        case "pod":
            return addPod(arguments, position: position, target: context)
        case "local_pod":
            return addLocalPod(arguments, position: position, target: context)
        case "local_pod_searching_root":
            localPodSearchingRoots = arguments.first?.texts
            if localPodSearchingRoots?.isEmpty != false {
                localPodSearchingRoots = nil
                return .unsupported("skipped: a 'local_pod_searching_root' whose folders are not known")
            }
            return .done
        case "folder":
            return addFolder(arguments, position: position, target: context)
        case "podspec":
            return .unsupported("skipped: 'podspec' (the dependencies of a podspec used as a Podfile) is not read")
        case "require_relative", "load", "eval", "instance_eval", "eval_gemfile":
            return .unsupported("skipped: '\(name)' may declare pods in another file, which is not read")
        default:
            return .unsupported("skipped: '\(name)' is not part of the Podfile DSL this reader understands")
        }
    }

    mutating func assign(_ name: String, receiver: RubyValue, value: RubyValue, position: RubyPosition,
                         context: Int) -> String? {
        "skipped: an assignment to '.\(name)' is not part of the Podfile DSL"
    }

    func property(_ name: String, of receiver: RubyValue) -> RubyValue? { nil }

    func glob(_ patterns: [String]) -> [String]? { lister?.files(matching: patterns) }

    mutating func leave(_ context: Int) {}

    // MARK: - pod

    /// `pod 'Name'`, `pod 'Name', '~> 1.0'`, `pod 'Name', :path => 'LocalPods/Name'`, `pod 'Name', podspec: '…'`.
    /// - Parameter path: a `:path` found for the pod (by `local_pod`), which replaces the one written.
    mutating func addPod(_ arguments: [RubyValue], path: String? = nil, position: RubyPosition,
                         target: Int) -> RubyCallOutcome<Int> {
        guard let name = arguments.first?.text, !name.isEmpty else {
            return .unsupported("skipped: a 'pod' whose name is not known")
        }
        var requirement = PodRequirement(name: name, position: position)
        if let options = arguments.dropFirst().last, case .hash = options {
            requirement.path = option("path", of: options, pod: name, position: position)
            requirement.podspec = option("podspec", of: options, pod: name, position: position)
            if let subspecs = options.value(forKey: "subspecs") {
                if let names = subspecs.texts {
                    requirement.subspecs = names.map { requirement.rootName + "/" + $0 }
                } else {
                    issues.append(RubyDiagnostic(message: "the :subspecs of pod '\(name)' are not known; all of them are read",
                                                 position: position))
                }
            }
        } else if arguments.contains(.unknown), path == nil {
            issues.append(RubyDiagnostic(message: "the options of pod '\(name)' are not known; it is read as a remote pod",
                                         position: position))
        }
        if let path { requirement.path = path }
        podfile.targets[target].pods.append(requirement)
        dependencyCount += 1
        return .done
    }

    /// Records an issue of the host itself.
    mutating func note(_ message: String, at position: RubyPosition) {
        issues.append(RubyDiagnostic(message: message, position: position))
    }

    private mutating func option(_ key: String, of options: RubyValue, pod: String, position: RubyPosition) -> String? {
        guard let value = options.value(forKey: key) else { return nil }
        guard let text = value.text else {
            issues.append(RubyDiagnostic(message: "the :\(key) of pod '\(pod)' is not known; it is read as a remote pod",
                                         position: position))
            return nil
        }
        return text
    }
}
