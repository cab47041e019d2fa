import StrataScript

/// What strata knows of ProjectDescription's API without reading it: the types its arguments take, so that
/// `.member`s written in them resolve against the program's extensions of those types.
enum TuistVocabulary {
    /// All of it, for the interpreter.
    static let vocabulary = ScriptVocabulary(
        argumentTypes: argumentTypes, callArgumentTypes: callArgumentTypes, typeMade: { typeMade(by: $0, labels: $1) },
        ignoredBuilders: settingsBuilders,
        setTypes: setTypes, setConstant: { setConstant(type: $0, member: $1) },
        // Targets and their dependencies; not a resource synthesizer's `.custom(name: "Assets", …)` (NOFFICE-iOS).
        namingCalls: ["target", "Target", "project", "external", "package"])

    /// The type of ProjectDescription's arguments by label.
    static let argumentTypes: [String: ScriptType] = {
        func named(_ name: String) -> ScriptType { .named([name], arguments: []) }
        return [
            "targets": .array(named("Target")),
            "dependencies": .array(named("TargetDependency")),
            "sources": named("SourceFilesList"),
            "resources": named("ResourceFileElements"),
            "settings": named("Settings"),
            "base": named("SettingsDictionary"),
            "configurations": .array(named("Configuration")),
            "packages": .array(named("Package")),
            "product": named("Product"),
            "destinations": named("Destinations"),
            "platform": named("Platform"),
            "path": named("Path"),
            "schemes": .array(named("Scheme")),
            "scripts": .array(named("TargetScript")),
            "infoPlist": named("InfoPlist"),
            "deploymentTargets": named("DeploymentTargets"),
            "deploymentTarget": named("DeploymentTarget"),
            "projects": .array(named("Path")),
            "options": named("Options"),
            "entitlements": named("Entitlements"),
            "buildableFolders": .array(named("BuildableFolder")),
        ]
    }()

    /// The arguments of ProjectDescription's calls whose type differs from ``argumentTypes``: a configuration's
    /// `settings:` is a `SettingsDictionary` (`.release(name: "Release", settings: .init().enableDsym())`).
    static let callArgumentTypes: [String: [String: ScriptType]] = [
        "debug": ["settings": .named(["SettingsDictionary"], arguments: [])],
        "release": ["settings": .named(["SettingsDictionary"], arguments: [])],
    ]

    /// The type a call of ProjectDescription makes, when its name tells (`.project(target:path:)` makes a
    /// `TargetDependency`), or its name and labels: `.target(name:destinations:product:…)` makes a `Target`, and
    /// `.target(name:)` a `TargetDependency`; `nil` when several types have a member of that name.
    static func typeMade(by callee: String, labels: [String?]) -> String? {
        switch callee {
        case "target":
            // `Target.target(…)` has a product and a bundle identifier, which `TargetDependency.target(…)` has not.
            let describesTarget = labels.contains { $0 == "product" || $0 == "bundleId" || $0 == "destinations" }
            return describesTarget ? "Target" : labels.contains("name") ? "TargetDependency" : nil
        case "project", "external", "sdk", "xcframework", "framework", "library", "xctest", "macro":
            return "TargetDependency"
        case "settings": return "Settings"
        case "relativeToRoot", "relativeToManifest", "relativeToCurrentFile": return "Path"
        case "glob": return "SourceFileGlob"
        default:
            guard let first = callee.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else {
                return nil
            }
            return callee
        }
    }

    /// `SettingsDictionary` builders that set settings strata does not read.
    static let settingsBuilders: Set<String> = [
        "automaticCodeSigning", "manualCodeSigning", "codeSignIdentityAppleDevelopment", "codeSignIdentity",
        "currentProjectVersion", "marketingVersion", "appleGenericVersioningSystem", "versionInfo", "swiftVersion",
        "otherSwiftFlags", "otherLinkerFlags", "bitcodeEnabled", "swiftCompilationMode", "swiftOptimizationLevel",
        "swiftOptimizeObjectLifetimes", "swiftObjcBridgingHeaderPath", "otherCFlags", "debugInformationFormat",
        "enableTestability", "treatWarningsAsErrors",
    ]

    /// ProjectDescription types that are sets of another (`typealias Destinations = Set<Destination>`).
    static let setTypes: Set<String> = ["Destinations"]

    /// The members of ProjectDescription's set types that are sets themselves (`Destinations.iOS`).
    static func setConstant(type: String, member: String) -> [String]? {
        guard type == "Destinations" else { return nil }
        switch member {
        case "iOS": return ["iPhone", "iPad", "macWithiPadDesign", "appleVisionWithiPadDesign"]
        case "macOS": return ["mac"]
        case "watchOS": return ["appleWatch"]
        case "tvOS": return ["appleTv"]
        case "visionOS": return ["appleVision"]
        default: return nil
        }
    }
}
