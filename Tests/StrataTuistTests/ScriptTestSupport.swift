import Foundation
import StrataProject
import StrataScript
import StrataTestSupport
import XCTest

@testable import StrataTuist

/// Evaluates Swift written as Tuist manifests and helpers are, and renders values for comparison.
enum ScriptHarness {
    /// Runs `main` as a manifest with `helpers` as its helper files.
    /// - Returns: The manifest's top-level constants.
    static func run(_ main: String, helpers: [String] = []) -> [String: ScriptValue] {
        var files = [TuistScriptParsing.parse(Array(main.utf8), path: "Project.swift", index: 0)]
        for (index, helper) in helpers.enumerated() {
            files.append(TuistScriptParsing.parse(Array(helper.utf8), path: "Helper\(index).swift", index: index + 1))
        }
        let interpreter = UncheckedBox(ScriptInterpreter(program: ScriptProgram(files: files, mainFile: 0)))
        return TuistReader.onLargeStack { UncheckedBox(interpreter.value.runMainFile().variables) }.value
    }

    /// The value of `expression` evaluated after `helpers`, rendered.
    static func value(of expression: String, helpers: String = "") -> String {
        render(run("let result = \(expression)\n", helpers: helpers.isEmpty ? [] : [helpers])["result"] ?? .null)
    }

    /// A compact, deterministic text for a value: `"a"`, `1`, `[x, y]`, `.name(label: v)`, `Type.case`,
    /// `Type(field: v)`, `unknown(reason)`.
    static func render(_ value: ScriptValue) -> String {
        switch value {
        case .string(let text): return "\"\(text)\""
        case .integer(let number): return String(number)
        case .double(let number): return String(number)
        case .boolean(let flag): return String(flag)
        case .null: return "nil"
        case .array(let elements, _): return "[" + elements.map(render).joined(separator: ", ") + "]"
        case .dictionary(let pairs, _):
            return pairs.isEmpty
                ? "[:]" : "[" + pairs.map { "\(render($0.key)): \(render($0.value))" }.joined(separator: ", ") + "]"
        case .enumCase(let enumValue, _):
            let payload = enumValue.payload.isEmpty ? "" : "(" + fields(enumValue.payload) + ")"
            return "\(enumValue.type).\(enumValue.name)\(payload)"
        case .instance(let instance, _): return "\(instance.type)(\(fields(instance.fields)))"
        case .object(let object, _): return ".\(object.callee)(\(fields(object.arguments)))"
        case .tuple(let elements, _): return "(\(fields(elements)))"
        case .symbol(let name): return ".\(name)"
        case .type(let name): return name
        case .closure, .function: return "function"
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .unknown(let problem): return "unknown(\(problem.reason))"
        }
    }

    private static func fields(_ fields: [ScriptField]) -> String {
        fields.map { ($0.label.map { "\($0): " } ?? "") + render($0.value) }.joined(separator: ", ")
    }
}

/// Hands a value that is not `Sendable` across the evaluation thread, which is joined before it is read.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension TemporaryTree {
    /// Reads the manifest at `relative` with a fresh snapshot of this tree.
    func read(_ relative: String) -> ProjectReadResult {
        TuistReader().read(relative, context: ProjectReadContext(root: path, fileSystem: FileSystemSnapshot()))
    }
}

extension ProjectReadResult {
    /// The module called `name`.
    func module(_ name: String) -> ProjectModule? {
        modules.first { $0.name == name }
    }
}

extension ProjectModule {
    /// `Name`, `pkg:Name`, `ext:Name` for each dependency, in order.
    var dependencyNames: [String] {
        dependencies.map { dependency in
            switch dependency.kind {
            case .module: return dependency.name
            case .packageProduct: return "pkg:" + dependency.name
            case .external: return "ext:" + dependency.name
            case .packageModule, .packageModuleOrProduct, .linkedProduct: return "own:" + dependency.name
            }
        }
    }
}
