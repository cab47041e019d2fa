import Foundation

// `swift run strata-dev generate`: the files made from `Rules/*.md` and the HTML page's files (see RulePagesGenerator).

let usage = """
USAGE: swift run strata-dev generate

Writes what is made from the rule pages, Rules/*.md: \(GeneratedRulePages.index) and one file per page in
\(GeneratedRulePages.folder)/ (each page, its summary and default severity, compiled into strata), and the
rule table of \(RulePagesGenerator.readme); and one file per asset of the HTML report's page in
\(GeneratedPageAssets.outputFolder)/, made from the files of \(GeneratedPageAssets.folder)/.

"""

switch Array(CommandLine.arguments.dropFirst()) {
case ["generate"]:
    do {
        let written = try RulePagesGenerator(root: RulePagesGenerator.repositoryRoot).write()
        print(written.isEmpty ? "up to date" : written.joined(separator: "\n"))
    } catch {
        FileHandle.standardError.write(Data("strata-dev: \(error)\n".utf8))
        exit(1)
    }
case ["--help"], ["-h"], ["help"]:
    print(usage, terminator: "")
default:
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
