import StrataKit
import StrataReport

/// `strata scan FILE|DIR...`: the facts the scanner extracts from each file, for debugging.
enum ScanCommand {
    static let spec = OptionSpec(single: ["--format", "--output", "--jobs", "--cache"], maxPositionals: nil)

    static let help = """
    USAGE: strata scan FILE|DIR... [--format json|text] [--output FILE] [--jobs N] [--cache DIR]

    Prints the imports and declarations of each file named and of every .swift file below each
    directory named. Exit code 1 when a file could not be read or fully scanned. With --cache DIR, each
    file's scan is kept in DIR and only the files that changed are read again.
    """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "scan")
        if parsed.flags.contains("--help") { try Output.write(help + "\n", to: nil); return 0 }
        guard !parsed.positionals.isEmpty else { throw UsageError(message: "'strata scan' needs at least one FILE or DIR") }
        let reporter = try parsed.format(among: Reporters.scan, default: JSONReporter.format) { $0.format }
        var warnings: [String] = []
        let files = try FactScan.scan(parsed.positionals, jobs: try parsed.positiveInteger("--jobs") ?? ProcessorCount.online,
                                      cache: try CommonOptions.cacheSettings(parsed), warnings: &warnings)
        for warning in warnings { Output.warning(warning) }
        try Output.write(reporter.report(files), to: parsed.value("--output"))
        return files.allSatisfy(\.isClean) ? 0 : 1
    }
}
