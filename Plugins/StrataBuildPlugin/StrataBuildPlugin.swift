import Foundation
import PackagePlugin

/// The build-tool plugin: each target that applies it runs `strata check` on its package during the build, and the
/// build shows that target's findings as warnings and errors on their lines (`--module`, absolute paths). An error
/// fails the build, as a compiler's does; a warning does not.
///
/// Each target's command analyses the whole package (a finding needs the graph) and reports only the target's own
/// findings, so that a finding shows once however many targets apply the plugin. It runs again when a Swift file of
/// the package, its manifest or its `.strata.json` changes, and then reads and scans only the files that changed
/// (`--cache` in its work directory). Its output is an empty Swift file (`--stamp`), compiled
/// into the target: SwiftPM runs a build command only for an output the build uses, and makes a resource bundle of
/// any output that is no source.
@main
struct StrataBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        let package = context.package
        var inputs = package.targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles(withSuffix: ".swift").map(\.url)
        }
        inputs.append(package.directoryURL.appending(path: "Package.swift"))
        return [
            StrataCheck(
                strata: try context.tool(named: "strata").url, folder: package.directoryURL, module: target.name,
                exclusion: OwnPackage.exclusion(from: package), inputs: inputs,
                workDirectory: context.pluginWorkDirectoryURL
            ).command
        ]
    }
}

/// One target's `strata check` as a build command.
struct StrataCheck {
    /// The `strata` executable: built from source, or the binary of an artifact bundle.
    var strata: URL
    /// The folder analysed: the package's, or the Xcode project's.
    var folder: URL
    /// The module whose findings the build shows.
    var module: String
    /// The `--exclude` pattern that leaves strata's own package out (``OwnPackage``), when strata would read it.
    var exclusion: String?
    /// The files whose change makes the command run again; the configuration is added when there is one.
    var inputs: [URL]
    /// The plugin's work directory for this target, where the stamp and the cache of `--cache` go.
    var workDirectory: URL

    var command: Command {
        let stamp = workDirectory.appending(path: "strata-checked.swift")
        // Test targets are modules too (a test target may apply the plugin), and every run sees the same graph.
        // Each file's scan is kept in the work directory (the one folder the build lets the command write): a build
        // after an edit reads and scans the edited files only.
        var arguments = ["check", folder.path, "--module", module, "--include-tests", "--absolute-paths", "--quiet",
                         "--stamp", stamp.path, "--cache", workDirectory.appending(path: "cache").path]
        if let exclusion { arguments += ["--exclude", exclusion] }
        var inputs = inputs
        let configuration = folder.appending(path: ".strata.json")
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        return .buildCommand(displayName: "strata check \(module)", executable: strata, arguments: arguments,
                             inputFiles: inputs, outputFiles: [stamp])
    }
}
