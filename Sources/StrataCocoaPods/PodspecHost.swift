/// Gives the podspec DSL its meaning while a ``RubyInterpreter`` runs a `.podspec`.
///
/// A spec is the object `.object(2 × index)`; its platform proxy (`s.ios`) is `.object(2 × index + 1)`,
/// whose attributes add to the spec's (every platform is read as applying).
struct PodspecHost: RubyHost {
    /// The spec whose block is being run, `nil` at the top level.
    typealias Context = Int?

    private(set) var podspec = Podspec()
    private(set) var dependencyCount = 0

    private static let platforms: Set<String> = ["ios", "osx", "macos", "tvos", "watchos", "visionos"]

    // MARK: - RubyHost

    mutating func call(_ name: String, receiver: RubyValue?, arguments: [RubyValue], hasBlock: Bool,
                       position: RubyPosition, context: Int?) -> RubyCallOutcome<Int?> {
        switch receiver {
        case .none:
            switch name {
            case "require", "puts", "print", "warn": return .done
            default: return .unsupported("skipped: '\(name)' is not part of the podspec DSL this reader understands")
            }
        case .object(let object)?:
            return callOnSpec(object / 2, name, arguments: arguments, hasBlock: hasBlock, position: position)
        case let value?:
            if name == "new", value == .unknown, podspec.specs.isEmpty, hasBlock {
                // `Pod::Spec.new do |s|` (the constant's value is never known; the shape is enough).
                podspec.specs.append(PodSpecNode(name: arguments.first?.text, kind: .library, parent: nil, position: position))
                return .enterBlock(0, arguments: [.object(0)])
            }
            return .unsupported("skipped: '.\(name)' could not be followed")
        }
    }

    mutating func assign(_ name: String, receiver: RubyValue, value: RubyValue, position: RubyPosition,
                         context: Int?) -> String? {
        guard case .object(let object) = receiver else { return "skipped: an assignment to '.\(name)' of an unknown value" }
        let spec = object / 2
        let isPlatform = object % 2 == 1
        switch name {
        case "name":
            guard let text = value.text else { return "the name of the spec is not known" }
            podspec.specs[spec].name = text
        case "module_name":
            podspec.specs[spec].moduleName = value.text
        case "header_dir":
            podspec.specs[spec].headerDir = value.text
        case "source_files", "exclude_files":
            guard let patterns = value.flattened.texts else { return "skipped: the \(name) are not known" }
            switch (name, isPlatform) {
            case ("source_files", false): podspec.specs[spec].sourceFiles = patterns
            case ("source_files", true): podspec.specs[spec].platformSourceFiles += patterns
            case (_, false): podspec.specs[spec].excludeFiles = patterns
            default: podspec.specs[spec].platformExcludeFiles += patterns
            }
        case "default_subspecs", "default_subspec":
            guard let names = value.flattened.texts else { return "skipped: the default subspecs are not known" }
            podspec.specs[spec].defaultSubspecs = names == ["none"] ? [] : names
        case "test_type":
            podspec.specs[spec].testType = value.text ?? "unit"
        case "dependency", "dependencies":
            return "skipped: '\(name) =' (CocoaPods wants 'dependency' called, not assigned)"
        default:
            break
        }
        return nil
    }

    func property(_ name: String, of receiver: RubyValue) -> RubyValue? {
        guard case .object(let object) = receiver else { return nil }
        let spec = object / 2
        if Self.platforms.contains(name) { return .object(spec * 2 + 1) }
        switch name {
        case "name": return podspec.specs[spec].name == nil ? nil : .string(podspec.fullName(of: spec))
        case "module_name": return podspec.moduleName.map(RubyValue.string)
        default: return nil
        }
    }

    mutating func leave(_ context: Int?) {}

    // MARK: - Spec methods

    private mutating func callOnSpec(_ spec: Int, _ name: String, arguments: [RubyValue], hasBlock: Bool,
                                     position: RubyPosition) -> RubyCallOutcome<Int?> {
        switch name {
        case "subspec", "test_spec", "app_spec":
            let defaultName = name == "test_spec" ? "Tests" : name == "app_spec" ? "App" : nil
            guard let childName = arguments.first?.text ?? defaultName else {
                return .unsupported("skipped: a \(name) whose name is not known")
            }
            if name == "app_spec" {
                return .unsupported("app_spec '\(childName)' is skipped: an app spec builds a demo app, not a module")
            }
            let kind: PodSpecNode.Kind = name == "test_spec" ? .test : .library
            podspec.specs.append(PodSpecNode(name: childName, kind: kind, parent: spec, position: position))
            let child = podspec.specs.count - 1
            podspec.specs[spec].children.append(child)
            dependencyCount += 1
            return .enterBlock(child, arguments: [.object(child * 2)])
        case "dependency":
            guard let dependency = arguments.first?.text, !dependency.isEmpty else {
                return .unsupported("skipped: a dependency whose name is not known")
            }
            podspec.specs[spec].dependencies.append(PodSpecDependency(name: dependency, position: position))
            dependencyCount += 1
            return .done
        default:
            // Every other attribute (`frameworks`, `resource_bundles`, `pod_target_xcconfig`, …) leaves the
            // module graph alone.
            return .done
        }
    }
}

extension PodspecHost {
    /// Records the block parameter that names each spec (`s`, `spec`, `ss`), for fix messages.
    mutating func nameVariables(in program: RubyProgram) {
        var parameterByPosition: [RubyPosition: String] = [:]
        for statement in program.statements {
            guard let parameter = statement.blockParameters.first else { continue }
            switch statement.kind {
            case .expression(.call(let call)), .assignment(_, .call(let call), _):
                parameterByPosition[call.position] = parameter
            default:
                continue
            }
        }
        for index in podspec.specs.indices {
            podspec.specs[index].variableName = parameterByPosition[podspec.specs[index].position]
        }
    }
}
