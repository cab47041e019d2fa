#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same plugin for the targets of an Xcode project (Build Phases › Run Build Tool Plug-ins): strata analyses the
/// folder that holds the project and shows the target's findings.
extension StrataBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject
        var inputs = target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url)
        inputs.append(project.directoryURL.appending(path: project.displayName + ".xcodeproj/project.pbxproj"))
        return [
            StrataCheck(
                strata: try context.tool(named: "strata").url, folder: project.directoryURL,
                module: Self.moduleName(of: target.displayName), exclusion: OwnPackage.exclusion(from: project.directoryURL),
                inputs: inputs,
                workDirectory: context.pluginWorkDirectoryURL
            ).command
        ]
    }

    /// The module an Xcode target builds, as strata names it when the target keeps Xcode's default
    /// `PRODUCT_MODULE_NAME`: its name made a C99 identifier (`My App` builds `My_App`).
    static func moduleName(of target: String) -> String {
        let characters = target.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || (48...57).contains(scalar.value) ? Character(scalar) : "_"
        }
        var name = String(characters)
        if name.first?.isNumber ?? true { name = "_" + name }
        return name
    }
}
#endif
