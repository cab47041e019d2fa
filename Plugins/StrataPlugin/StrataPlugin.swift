import Foundation
import PackagePlugin

/// `swift package strata [COMMAND] [ARGUMENTS]`: runs the `strata` tool of this package in the directory
/// of the package the command is run on, so that `swift package strata check` checks that package.
/// With no arguments it runs `strata check`. When the package depends on strata's package where strata would read it
/// (by path, in its repository), the commands that analyse it leave strata's own targets out (`--exclude`, relative
/// to the package's directory).
@main
struct StrataPlugin: CommandPlugin {
    /// The commands that analyse a workspace, and so take `--exclude`.
    static let analysing: Set<String> = ["check", "graph", "metrics", "affected", "init"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "strata")
        var arguments = arguments.isEmpty ? ["check"] : arguments
        if let command = arguments.first, Self.analysing.contains(command),
           let exclusion = OwnPackage.exclusion(from: context.package) {
            arguments.insert(contentsOf: ["--exclude", exclusion], at: 1)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // PATH defaults to the current directory: the package's own.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StrataFailed(status: process.terminationStatus)
        }
    }
}

/// A non-zero exit of `strata`, passed on so that `swift package strata` fails too.
struct StrataFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "strata exited with status \(status)" }
}
