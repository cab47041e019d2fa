import Foundation
import PackagePlugin

/// `swift package strata [COMMAND] [ARGUMENTS]`: runs the `strata` tool of this package in the directory
/// of the package the command is run on, so that `swift package strata check` checks that package.
/// With no arguments it runs `strata check`.
@main
struct StrataPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "strata")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? ["check"] : arguments
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
