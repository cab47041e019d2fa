import StrataProject
import StrataScript
import StrataText

/// A target's `dependencies:` and `settings:`.
extension TuistTargetReading {
    /// The dependencies a target declares, in order: `.target`/`.project` as modules, `.external`/`.package`
    /// as package products, SDKs and prebuilt binaries as external modules; and whether some could not be read
    /// (each reported).
    func dependencies(
        of target: ScriptObject, target location: SourceLocation,
        moduleNames: [String: String]
    ) -> (dependencies: [ProjectDependency], partlyRead: Bool) {
        guard let value = target.argument("dependencies") else { return ([], false) }
        guard let elements = value.elements else {
            guard let problem = value.problem else { return ([], false) }
            evaluation.report(problem)
            return ([], true)
        }
        var result: [ProjectDependency] = []
        var partlyRead = false
        for element in elements {
            guard case .object(let dependency, _) = element else {
                if case .symbol("xctest") = element {
                    result.append(ProjectDependency(name: "XCTest", kind: .external, location: location))
                } else if let problem = element.problem {
                    evaluation.report(problem)
                    partlyRead = true
                } else if !element.isNull {
                    evaluation.report(
                        "a dependency strata cannot read (\(evaluation.interpreter.describe(element)))", at: location)
                    partlyRead = true
                }
                continue
            }
            let place = self.place(of: dependency, target: location)
            if let problem = dependency.nestedProblem {
                evaluation.report(problem)
                partlyRead = true
                continue
            }
            guard let (name, kind) = read(dependency, moduleNames: moduleNames) else {
                evaluation.report("the dependency '.\(dependency.callee)(…)', which strata does not read", at: place)
                partlyRead = true
                continue
            }
            result.append(ProjectDependency(name: name, kind: kind, location: place))
        }
        return (result, partlyRead)
    }

    /// Where a dependency is written, which is where it is removed: in the manifest, where the manifest writes it
    /// (`.project(target:path:)`, or `.designSystem`, a helper's member); in a helper, where a default argument
    /// writes it (`[.Shared.UtilityModule]`), where the helper writes its name as a literal (a default argument's
    /// `["Logging"]`, its own `.target(name: "Analytics")`), or where it names a static member that writes it
    /// (`.Core.logging`), one place for every target the helper gives it to;
    /// else at the manifest's call that made the target (a name the manifest passes the helper, or one strata cannot
    /// trace).
    private func place(of dependency: ScriptObject, target location: SourceLocation) -> SourceLocation {
        let interpreter = evaluation.interpreter
        if dependency.spot.file == evaluation.program.mainFile { return evaluation.location(of: dependency.spot) }
        if let written = dependency.writtenAt { return evaluation.location(of: written) }
        // A helper's default argument gives the same dependency to every target whose call leaves it out
        // (`interfaceDependencies: [TargetDependency] = [.Shared.UtilityModule]`, team-aliens/DMS-iOS).
        if let written = dependency.helperWrittenAt, interpreter.defaultArgumentSpots.contains(written) {
            return evaluation.location(of: written)
        }
        let label = ["target": "name", "project": "target", "external": "name", "package": "product"][dependency.callee]
        guard let label, let name = (dependency.argument(label) ?? (label == "name" ? dependency.firstUnlabelled : nil))?.string,
              let spot = interpreter.helperPlace(of: name)
        else { return location }
        return evaluation.location(of: dependency.helperWrittenAt ?? spot)
    }

    /// The name and kind of one dependency; `nil` for a kind strata does not read or an unreadable name.
    private func read(_ dependency: ScriptObject, moduleNames: [String: String]) -> (String, ProjectDependency.Kind)? {
        func text(_ label: String) -> String? {
            (label.isEmpty ? dependency.firstUnlabelled : dependency.argument(label))?.string
        }
        switch dependency.callee {
        case "target":
            if let name = text("name") ?? text("") { return (moduleNames[name] ?? C99Identifier.make(name), .module) }
            if let made = dependency.firstUnlabelled?.object, let name = made.argument("name")?.string {
                return (C99Identifier.make(made.argument("productName")?.string ?? name), .module)
            }
            return nil
        case "project":
            return text("target").map { (C99Identifier.make($0), .module) }
        case "external":
            return text("name").map { ($0, .packageProduct) }
        case "package":
            return text("product").map { ($0, .packageProduct) }
        case "sdk":
            return text("name").map { (Self.sdkModule($0), .external) }
        case "framework", "xcframework", "library":
            guard let path = dependency.argument("path"), let absolute = evaluation.absolutePath(path) else {
                return nil
            }
            return (Self.binaryModule(absolute), .external)
        case "xctest":
            return ("XCTest", .external)
        default:
            return nil
        }
    }

    /// `UIKit.framework`, `libc++.tbd`, `UIKit` → the module imported.
    private static func sdkModule(_ name: String) -> String {
        var module = Substring(name)
        for suffix in [".framework", ".tbd", ".dylib"] where module.hasSuffix(suffix) {
            module = module.dropLast(suffix.count)
        }
        if name.hasSuffix(".tbd") || name.hasSuffix(".dylib"), module.hasPrefix("lib") { module = module.dropFirst(3) }
        return String(module)
    }

    /// `Frameworks/Analytics.xcframework`, `Vendor/libFoo.a` → the module name.
    private static func binaryModule(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        var module = Substring(file)
        if let dot = module.lastIndex(of: ".") { module = module[..<dot] }
        if file.hasSuffix(".a") || file.hasSuffix(".dylib"), module.hasPrefix("lib") { module = module.dropFirst(3) }
        return C99Identifier.make(String(module))
    }

    // MARK: - Settings

    /// Setting `key` (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`) per configuration, from
    /// `.settings(base:configurations:)`, as Xcode resolves it: a configuration's own value, else the base, else the
    /// level above (the project's, for a target); `$(inherited)` is the value of the level above.
    /// - Returns: The value per configuration, and the base value (what a configuration named below inherits).
    func compilationConditions(_ settings: ScriptValue?, key: String, inherited: TuistConditions = TuistConditions())
        -> TuistConditions
    {
        guard let settings, !settings.isNull else { return inherited }
        guard case .object(let object, _) = settings else {
            if let problem = settings.problem { evaluation.report(problem) }
            return inherited
        }
        let base = object.argument("base").flatMap { conditions(in: $0, key: key) }
        var configurations: [String: [String]?] = [:]
        var names: [String] = []
        for element in object.argument("configurations")?.elements ?? [] {
            guard case .object(let configuration, _) = element,
                let name = configurationName(configuration.argument("name"), callee: configuration.callee)
            else { continue }
            names.append(name)
            configurations[name] = configuration.argument("settings").flatMap { conditions(in: $0, key: key) }
        }
        for name in inherited.byConfiguration.keys.sorted() where !names.contains(name) { names.append(name) }
        if names.isEmpty { names = ["Debug", "Release"] }
        var result = TuistConditions()
        result.base = base.map { Self.expanding($0, inherited: inherited.base ?? []) } ?? inherited.base
        for name in names {
            let above = inherited.byConfiguration[name] ?? inherited.base ?? []
            let baseValue = base.map { Self.expanding($0, inherited: above) }
            let own = (configurations[name] ?? nil).map { Self.expanding($0, inherited: baseValue ?? above) }
            if let value = own ?? baseValue ?? inherited.byConfiguration[name] ?? inherited.base {
                result.byConfiguration[name] = value
            }
        }
        return result
    }

    private static func expanding(_ values: [String], inherited: [String]) -> [String] {
        values.flatMap { $0 == "$(inherited)" ? inherited : [$0] }
    }

    /// The literal conditions a settings dictionary sets for `key`, `nil` when it does not set it.
    private func conditions(in dictionary: ScriptValue, key: String) -> [String]? {
        if let problem = dictionary.problem { evaluation.report(problem) }
        guard case .dictionary(let pairs, _) = dictionary,
            let value = pairs.first(where: { $0.key.string == key })?.value
        else { return nil }
        var words: [String] = []
        var pending = [value]
        while let current = pending.popLast() {
            switch current {
            case .string(let text):
                words += text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init).reversed()
            case .array(let elements, _): pending += elements
            case .object(let object, _) where object.callee == "string" || object.callee == "array":
                pending += object.firstUnlabelled.map { [$0] } ?? []
            default: continue
            }
        }
        return words.reversed()
    }

    /// A configuration's name: a string, `.debug`/`.release`, or `.configuration("Name")`.
    private func configurationName(_ value: ScriptValue?, callee: String) -> String? {
        switch value {
        case .string(let name)?: return name
        case .symbol(let name)?: return name.prefix(1).uppercased() + name.dropFirst()
        case .object(let object, _)?: return object.firstUnlabelled?.string
        case nil: return callee == "debug" ? "Debug" : callee == "release" ? "Release" : nil
        default: return nil
        }
    }
}

/// A setting's words per configuration, and the base value that configurations not named inherit.
struct TuistConditions {
    var byConfiguration: [String: [String]] = [:]
    var base: [String]?

    /// The compilation conditions per configuration of a target whose `SWIFT_ACTIVE_COMPILATION_CONDITIONS` are
    /// `conditions` and whose `OTHER_SWIFT_FLAGS` are `flags`: the first, then the `-D` flags of the second.
    static func merging(_ conditions: TuistConditions, flags: TuistConditions) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for name in Set(conditions.byConfiguration.keys).union(flags.byConfiguration.keys) {
            var seen = Set<String>()
            let words = ((conditions.byConfiguration[name] ?? conditions.base ?? [])
                + ProjectBuildSettings.conditions(definedBy: flags.byConfiguration[name] ?? flags.base ?? []))
                .filter { seen.insert($0).inserted }
            if !words.isEmpty { result[name] = words }
        }
        return result
    }
}
