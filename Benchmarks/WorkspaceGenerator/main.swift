import Foundation

/// strata-workspace-generator: synthetic SwiftPM monorepos with planted violations, for strata's
/// benchmark (`Benchmarks/run.sh`) and end-to-end tests.
let usage = """
USAGE:
  strata-workspace-generator generate [--packages P] [--modules M] [--files F] [--lines L] [--seed S]
                                      [--cycles N] [--chain N] [--bypasses N] [--missing-providers N]
                                      [--fanout N] [--force] OUT
  strata-workspace-generator verify PLANTED_JSON REPORT_JSON [--rules RULES_TXT]

generate writes P packages of M modules (targets) each, F Swift files per module of about L lines,
linked by .package(path:), with planted violations, and OUT/planted.json with their exact counts.
Defaults: 4 packages, 12 modules, 4 files, 150 lines, seed 1, fanout 8; planted counts grow with size.
verify compares a 'strata check --format json' report with planted.json; with --rules (the output of
'strata rules'), planted rules strata does not know yet are skipped. Exit status 1 on a mismatch.
"""

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("strata-workspace-generator: \(message)\n".utf8))
    exit(2)
}

/// `--name value` pairs and positionals.
func parse(_ arguments: ArraySlice<String>, flags: Set<String>) -> (values: [String: String], positionals: [String]) {
    var values: [String: String] = [:]
    var positionals: [String] = []
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        if flags.contains(argument) {
            values[argument] = ""
        } else if argument.hasPrefix("--") {
            guard let value = iterator.next() else { fail("\(argument) needs a value") }
            values[argument] = value
        } else {
            positionals.append(argument)
        }
    }
    return (values, positionals)
}

func integer(_ values: [String: String], _ name: String, default fallback: Int) -> Int {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text), value >= 0 else { fail("\(name) needs a non-negative integer, not '\(text)'") }
    return value
}

func generate(_ arguments: ArraySlice<String>) {
    let (values, positionals) = parse(arguments, flags: ["--force"])
    guard positionals.count == 1 else { fail("generate needs one output directory\n\n" + usage) }
    let known: Set<String> = ["--packages", "--modules", "--files", "--lines", "--seed", "--cycles", "--chain",
                              "--bypasses", "--missing-providers", "--fanout", "--force"]
    if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) { fail("unknown option \(unknown)") }
    let packages = integer(values, "--packages", default: 4)
    let modules = integer(values, "--modules", default: 12)
    let total = packages * modules
    let scaled = max(2, min(40, total / 100))
    let settings = GenerationSettings(
        packages: packages, modules: modules,
        files: max(1, integer(values, "--files", default: 4)), lines: integer(values, "--lines", default: 150),
        seed: UInt64(integer(values, "--seed", default: 1)),
        cycles: integer(values, "--cycles", default: scaled),
        chainLength: integer(values, "--chain", default: min(6, max(3, packages + 1))),
        bypasses: integer(values, "--bypasses", default: scaled),
        missingProviders: integer(values, "--missing-providers", default: scaled),
        fanout: integer(values, "--fanout", default: 8))
    if settings.chainLength == 1 || settings.chainLength == 2 { fail("--chain must be 0 or at least 3") }
    let output = positionals[0]
    let manager = FileManager.default
    if let existing = try? manager.contentsOfDirectory(atPath: output), !existing.isEmpty {
        guard values["--force"] != nil else { fail("\(output) is not empty (use --force to replace it)") }
        do { try manager.removeItem(atPath: output) } catch { fail("cannot remove \(output): \(error)") }
    }
    do {
        let plan = try WorkspacePlan(settings)
        let report = try WorkspaceWriter.write(plan, settings: settings, to: output)
        let megabytes = Double(report.sourceBytes) / 1_000_000
        print("wrote \(plan.packages.count) packages, \(plan.modules.count) modules, \(report.sourceFiles) files, "
            + "\(report.sourceLines) lines, \(String(format: "%.1f", megabytes)) MB of Swift to \(output)")
        print("planted: " + report.violations.map { "\($0.rule) \($0.count)" }.joined(separator: ", "))
    } catch {
        fail("\(error)")
    }
}

func verify(_ arguments: ArraySlice<String>) {
    let (values, positionals) = parse(arguments, flags: [])
    guard positionals.count == 2 else { fail("verify needs planted.json and a report\n\n" + usage) }
    var known: Set<String> = ["cycle", "vertical-chain", "interface-bypass", "needle-missing-provider"]
    if let rulesPath = values["--rules"] {
        guard let text = try? String(contentsOfFile: rulesPath, encoding: .utf8) else { fail("cannot read \(rulesPath)") }
        known = Set(text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
    }
    do {
        let result = try Verification.verify(plantedPath: positionals[0], reportPath: positionals[1], knownRules: known)
        for line in result.lines { print(line) }
        exit(result.passed ? 0 : 1)
    } catch {
        fail("\(error)")
    }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "generate": generate(arguments.dropFirst())
case "verify": verify(arguments.dropFirst())
case "--help", "-h", "help": print(usage)
default: fail("expected 'generate' or 'verify'\n\n" + usage)
}
