import Foundation
import StrataTestSupport
import XCTest

@testable import StrataXcodeGen

/// One step of a workflow job or of a composite action, as written.
struct ActionStep {
    var name: String?
    var id: String?
    var uses: String?
    var run: String?
    var shell: String?
    var condition: String?
    var with: [String: String] = [:]
    var env: [String: String] = [:]

    init(_ node: YAMLNode) {
        name = node["name"]?.text
        id = node["id"]?.text
        uses = node["uses"]?.text
        run = node["run"]?.text
        shell = node["shell"]?.text
        condition = node["if"]?.text
        for pair in node["with"]?.pairs ?? [] { with[pair.key.text] = pair.value.text ?? "" }
        for pair in node["env"]?.pairs ?? [] { env[pair.key.text] = pair.value.text ?? "" }
    }
}

/// What a composite action's run did.
struct ActionRun {
    var status: Int32 = 0
    /// The output of every step that ran, in order.
    var output = ""
    /// The names of the `run:` steps that ran, and of the `uses:` steps that were skipped.
    var ran: [String] = []
    var skipped: [String] = []
    /// The action's `outputs`.
    var outputs: [String: String] = [:]
}

/// The part of a GitHub Actions runner the tests need: YAML read with strata's own reader (StrataXcodeGen's),
/// `run:` scripts run with bash as the runner runs them (`bash --noprofile --norc -eo pipefail`), the files
/// `GITHUB_OUTPUT` and `GITHUB_PATH`, and the `${{ }}` expressions this repository's action uses. Steps that
/// use other actions (the cache, checkout) are skipped and named.
final class GitHubActionsRunner {
    /// The working directory of `run:` steps (`github.workspace`).
    let workspace: URL
    /// `runner.temp`; it survives between runs of one runner, as a restored cache would.
    let temp: URL
    /// The job's environment; `PATH` gets what steps add to `GITHUB_PATH` in front.
    var environment: [String: String]
    /// What steps wrote to `GITHUB_PATH`, the latest first.
    private(set) var path: [String] = []

    init(workspace: URL, temp: URL, environment: [String: String]) throws {
        self.workspace = workspace
        self.temp = temp
        self.environment = environment
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    }

    /// The root of a YAML file.
    static func read(_ url: URL) throws -> YAMLNode {
        let parsed = YAMLParser.parse(Array(try Data(contentsOf: url)))
        if let error = parsed.error { throw error }
        return try XCTUnwrap(parsed.root, "\(url.path) is empty")
    }

    /// The root of YAML text.
    static func read(_ text: String) throws -> YAMLNode {
        let parsed = YAMLParser.parse(Array(text.utf8))
        if let error = parsed.error { throw error }
        return try XCTUnwrap(parsed.root, "empty YAML")
    }

    /// The steps of `runs.steps` or of a job.
    static func steps(_ node: YAMLNode?) -> [ActionStep] {
        (node?.items ?? []).map(ActionStep.init)
    }

    /// Runs the composite action in `directory` (its `action.yml`) with `inputs` as a workflow's `with:`:
    /// each `run:` step in order until one fails, as the runner does with steps that have no `if:`; then the
    /// action's outputs.
    func runAction(at directory: URL, with inputs: [String: String]) throws -> ActionRun {
        let action = try Self.read(directory.appendingPathComponent("action.yml"))
        XCTAssertEqual(action["runs"]?["using"]?.text, "composite")
        var values: [String: String] = [:]
        for pair in action["inputs"]?.pairs ?? [] { values[pair.key.text] = pair.value["default"]?.text ?? "" }
        for (name, value) in inputs {
            guard values[name] != nil else { throw Failure("the action has no input '\(name)'") }
            values[name] = value
        }
        var context = Context(inputs: values, actionPath: directory.path, temp: temp.path)
        var result = ActionRun()
        for (index, step) in Self.steps(action["runs"]?["steps"]).enumerated() {
            let name = step.name ?? step.id ?? "step \(index + 1)"
            guard let script = step.run else {
                result.skipped.append(name)
                continue
            }
            guard step.condition == nil else {
                throw Failure("step '\(name)': a run step's if: is not understood here")
            }
            guard step.shell == "bash" else { throw Failure("step '\(name)' must say shell: bash") }
            var env = try step.env.mapValues { try context.evaluate($0) }
            env["GITHUB_ACTION_PATH"] = directory.path
            let run = try runScript(script, environment: env)
            result.ran.append(name)
            result.output += run.output
            if let id = step.id { context.steps[id] = run.outputs }
            if run.status != 0 {
                result.status = run.status
                break
            }
        }
        // Outputs are set whether or not a step failed: later steps with `if: always()` read them.
        for pair in action["outputs"]?.pairs ?? [] {
            result.outputs[pair.key.text] = try context.evaluate(pair.value["value"]?.text ?? "")
        }
        return result
    }

    /// Runs `script` as a `run:` step: with bash, in the workspace, with fresh `GITHUB_OUTPUT` and
    /// `GITHUB_PATH` files whose contents it reads back.
    func runScript(_ script: String, environment extra: [String: String] = [:])
        throws -> (status: Int32, output: String, outputs: [String: String])
    {
        let step = temp.appendingPathComponent("step-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: step, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: step) }
        let outputFile = step.appendingPathComponent("output"), pathFile = step.appendingPathComponent("path")
        let log = step.appendingPathComponent("log")
        for file in [outputFile, pathFile, log] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }

        var environment = self.environment.merging(extra) { $1 }
        environment["PATH"] = (path + [environment["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
        environment["GITHUB_OUTPUT"] = outputFile.path
        environment["GITHUB_PATH"] = pathFile.path
        environment["GITHUB_WORKSPACE"] = workspace.path
        environment["RUNNER_TEMP"] = temp.path
        environment["RUNNER_OS"] = Context.runnerOS
        environment["RUNNER_ARCH"] = Context.runnerArch

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script]
        process.currentDirectoryURL = workspace
        process.environment = environment
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()

        var outputs: [String: String] = [:]
        for line in try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else {
                throw Failure("GITHUB_OUTPUT line '\(line)' is not NAME=VALUE")
            }
            outputs[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        for line in try String(contentsOf: pathFile, encoding: .utf8).split(separator: "\n") {
            path.insert(String(line), at: 0)
        }
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8), outputs)
    }

    /// The contexts `${{ }}` reads in an action.
    private struct Context {
        var inputs: [String: String]
        var actionPath: String
        var temp: String
        var steps: [String: [String: String]] = [:]

        #if os(macOS)
        static let runnerOS = "macOS"
        #else
        static let runnerOS = "Linux"
        #endif
        #if arch(arm64)
        static let runnerArch = "ARM64"
        #else
        static let runnerArch = "X64"
        #endif

        /// `text` with each `${{ NAME }}` replaced by its value; an expression that is not a plain context
        /// lookup, or names nothing, is an error.
        func evaluate(_ text: String) throws -> String {
            var result = ""
            var rest = Substring(text)
            while let open = rest.range(of: "${{") {
                guard let close = rest.range(of: "}}", range: open.upperBound..<rest.endIndex) else {
                    throw Failure("unclosed expression in '\(text)'")
                }
                result += rest[..<open.lowerBound]
                let expression = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                result += try value(expression)
                rest = rest[close.upperBound...]
            }
            return result + rest
        }

        private func value(_ expression: String) throws -> String {
            let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            switch parts.first {
            case "inputs" where parts.count == 2:
                if let value = inputs[parts[1]] { return value }
            case "steps" where parts.count == 4 && parts[2] == "outputs":
                // An output a step did not write is empty, as on GitHub.
                return steps[parts[1]]?[parts[3]] ?? ""
            case "runner" where parts.count == 2:
                if let value = ["os": Self.runnerOS, "arch": Self.runnerArch, "temp": temp][parts[1]] { return value }
            case "github" where parts == ["github", "action_path"]:
                return actionPath
            default:
                break
            }
            throw Failure("the expression '\(expression)' is not understood here")
        }
    }

    /// A `swift` for the action's build that records each call (as "DIRECTORY ARGUMENTS") and, asked for
    /// `--show-bin-path`, names the folder of the debug `strata`: the action's `make install` then installs it
    /// without a release build.
    static func standInSwift(in scratch: TemporaryTree, log: URL) throws -> URL {
        let bin = StrataProcess.executable.deletingLastPathComponent().path
        try scratch.write("swift-stand-in/swift", """
            #!/bin/sh
            echo "$PWD $*" >> '\(log.path)'
            case " $* " in *" --show-bin-path "*) echo '\(bin)' ;; esac
            """)
        let url = scratch.url("swift-stand-in/swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
