import StrataProject
import StrataStarlark

/// What a label leads to, for the module graph (a target that is no module, a bundle or resources, leads nowhere).
enum BazelResolution: Equatable {
    /// A module of the workspace, by the name the compiler sees, with the BUILD file that declares it (relative to the
    /// analyzed root; `nil` outside it).
    case module(String, buildFile: String?)
    /// A target of another repository, named by its target name (`@swift-syntax//:SwiftSyntax` → `SwiftSyntax`),
    /// or a prebuilt module (`swift_import`).
    case external(String)
    /// A product or target of a Swift package through rules_swift_package_manager, whose repositories are named
    /// `swiftpkg_<identity>` (`@swiftpkg_greeter//:Greeter`): the product, and the package's identity as the repository
    /// spells it (`greeter`, `swift_log`). A local package of that identity holds it, else it is an external module.
    case packageProduct(String, identity: String)
}

/// The packages one read looks into: the BUILD file read, and those its labels point to, each evaluated once and
/// in full (globs too: a macro may declare a target only when a glob finds files).
final class BazelPackages {
    let workspace: BazelWorkspace
    /// The `.bzl` files loaded, evaluated once for every package this read evaluates.
    let session = StarlarkSession()
    private var evaluated: [String: [String: StarlarkTarget]] = [:]
    /// How many alias hops a label is followed through.
    static let maximumAliasHops = 16
    /// How many other packages one read evaluates before it resolves further labels as unknown.
    static let maximumPackages = 2_000

    init(workspace: BazelWorkspace) {
        self.workspace = workspace
    }

    /// Records the targets of the package being read, evaluated in full.
    func record(_ targets: [StarlarkTarget], of package: String) {
        evaluated[package] = Self.index(targets)
    }

    /// The targets of `package` by name; `nil` when it has no build file.
    func targets(of package: String) -> [String: StarlarkTarget]? {
        if let known = evaluated[package] { return known }
        guard evaluated.count < Self.maximumPackages, let file = workspace.buildFile(ofPackage: package),
              let bytes = (try? workspace.context.fileSystem.contentsOfFile(workspace.absolute(file)).get()) else { return nil }
        let interpreter = StarlarkInterpreter(host: BazelHost(workspace: workspace), session: session)
        let result = interpreter.evaluateBuildFile(path: file, package: package, bytes: bytes)
        let index = Self.index(result.targets)
        evaluated[package] = index
        return index
    }

    private static func index(_ targets: [StarlarkTarget]) -> [String: StarlarkTarget] {
        var index: [String: StarlarkTarget] = [:]
        for target in targets { index[target.name] = target }
        return index
    }

    // MARK: - Labels

    /// The target `label` names once aliases are followed, with its package; `nil` when there is none.
    func target(_ label: StarlarkLabel) -> (target: StarlarkTarget, package: String)? {
        var current = label
        for _ in 0..<Self.maximumAliasHops {
            var package = current.package
            if let repository = current.repository {
                guard let folder = workspace.repositories[repository] else { return nil }
                package = BazelWorkspace.normalized(folder.isEmpty ? package : folder + "/" + package)
            }
            guard let target = targets(of: package)?[current.name] else { return nil }
            guard case .alias = BazelVocabulary.ruleClass(of: target.kind) else { return (target, package) }
            let actual = BazelAttributes.strings(target.attribute("actual"), platforms: nil).strings
            guard let first = actual.first(where: { !$0.conditional }) ?? actual.first,
                  let next = workspace.dialect.label(first.text, in: package) else { return nil }
            current = next
        }
        return nil
    }

    /// How many targets one label may stand for through groups (`swift_library_group`, a C library that only
    /// gathers its `deps`).
    static let maximumGroupMembers = 256

    /// What `text`, a label written in `package`, is for the module graph: one module, or those of a group's
    /// `deps`; a prebuilt `swift_import` is its external module.
    func resolve(_ text: String, in package: String) -> [BazelResolution] {
        var pending = [(text, package)]
        var seen = Set<String>()
        var resolved: [BazelResolution] = []
        while let (text, package) = pending.popLast(), seen.count < Self.maximumGroupMembers {
            guard let label = workspace.dialect.label(text, in: package), seen.insert(label.canonical).inserted else { continue }
            if let repository = label.repository, workspace.repositories[repository] == nil {
                resolved.append(repository.hasPrefix("swiftpkg_")
                    ? .packageProduct(label.name, identity: String(repository.dropFirst("swiftpkg_".count)))
                    : .external(label.name))
                continue
            }
            guard let (target, targetPackage) = target(label) else { continue }
            if target.kind == "swift_import" {
                resolved.append(.external(BazelAttributes.string(target.attribute("module_name")).text ?? target.name))
            } else if BazelVocabulary.prebuiltFrameworks.contains(target.kind) {
                resolved.append(.external(Self.frameworkName(of: target)))
            } else if isGroup(target) {
                let members = BazelAttributes.strings(target.attribute("deps"), platforms: nil).strings
                pending += members.reversed().map { ($0.text, targetPackage) }
            } else if let name = moduleName(of: target, in: targetPackage) {
                resolved.append(.module(name, buildFile: workspace.buildFile(ofPackage: targetPackage).flatMap(workspace.analyzed)))
            }
        }
        return resolved
    }

    /// The module a prebuilt framework stands for: the name of the `.framework` or `.xcframework` folder its
    /// files are in (Buck's `framework = "x86_64/AFNetworking.framework"`, rules_apple's `framework_imports`),
    /// else the target's name.
    private static func frameworkName(of target: StarlarkTarget) -> String {
        for attribute in ["framework", "framework_imports", "xcframework_imports"] {
            for path in BazelAttributes.strings(target.attribute(attribute), platforms: nil).strings {
                for segment in path.text.split(separator: "/").reversed() {
                    for suffix in [".framework", ".xcframework"] where segment.hasSuffix(suffix) && segment.count > suffix.count {
                        return String(segment.dropLast(suffix.count))
                    }
                }
            }
        }
        return target.name
    }

    /// Whether `target` only gathers its `deps` for its dependents: a `swift_library_group`, a rule strata does
    /// not know (a macro's packaging rule, which Bazel's providers make pass its `deps` on), or a C or
    /// Objective-C library with no sources and no headers.
    private func isGroup(_ target: StarlarkTarget) -> Bool {
        if target.kind == "swift_library_group" { return true }
        if BazelVocabulary.ruleClass(of: target.kind) == nil, !BazelVocabulary.rulesWithoutModules.contains(target.kind) {
            return true
        }
        guard case .clang = BazelVocabulary.ruleClass(of: target.kind) else { return false }
        return ["srcs", "hdrs", "textual_hdrs", "non_arc_srcs"].allSatisfy { attribute in
            BazelAttributes.strings(target.attribute(attribute), platforms: nil).strings.isEmpty
                && BazelAttributes.strings(target.attribute(attribute), platforms: nil).problem == nil
        }
    }

    /// The module name of `target` of `package`, `nil` when it builds no module: `module_name`, else its rule's
    /// naming; a C or Objective-C library takes the name of its `swift_interop_hint`, and none with rules_swift's
    /// `no_module` hint.
    func moduleName(of target: StarlarkTarget, in package: String) -> String? {
        let naming: BazelRuleClass.Naming
        switch BazelVocabulary.ruleClass(of: target.kind) {
        case .swift(_, let style): naming = style
        case .clang(let style):
            naming = style
            for hint in BazelAttributes.strings(target.attribute("aspect_hints"), platforms: nil).strings {
                guard let label = StarlarkLabel.parse(hint.text, in: package) else { continue }
                if label.name == "no_module" { return nil }
                if let (found, _) = self.target(label), found.kind == "swift_interop_hint",
                   let name = BazelAttributes.string(found.attribute("module_name")).text, !name.isEmpty {
                    return name
                }
            }
        default: return nil
        }
        if let name = BazelAttributes.string(target.attribute("module_name")).text, !name.isEmpty { return name }
        if naming == .targetName || workspace.dialect.buildSystem == "buck" { return target.name }
        return BazelVocabulary.derivedModuleName(package: package, name: target.name)
    }
}
