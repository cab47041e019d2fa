import Foundation
import StrataProject
import StrataTestSupport
import XCTest
@testable import StrataCocoaPods

extension TemporaryTree {
    /// Reads the Podfile at `path` with a fresh snapshot.
    func read(_ path: String = "Podfile") -> ProjectReadResult {
        CocoaPodsReader().read(path, context: ProjectReadContext(root: self.path, fileSystem: FileSystemSnapshot()))
    }
}

/// Runs `source` as a Podfile and returns the host's model and every diagnostic.
func runPodfile(_ source: String) -> (podfile: Podfile, issues: [RubyDiagnostic]) {
    let program = RubyParser.parse(Array(source.utf8))
    var interpreter = RubyInterpreter(program: program, host: PodfileHost())
    interpreter.run(in: 0)
    return (interpreter.host.podfile, program.diagnostics + interpreter.issues + interpreter.host.issues)
}

/// Runs `source` as a podspec and returns the model (its issues included).
func runPodspec(_ source: String) -> Podspec {
    let program = RubyParser.parse(Array(source.utf8))
    var interpreter = RubyInterpreter(program: program, host: PodspecHost())
    interpreter.run(in: nil)
    interpreter.host.nameVariables(in: program)
    var podspec = interpreter.host.podspec
    podspec.issues = program.diagnostics + interpreter.issues
    return podspec
}

extension ProjectReadResult {
    func module(_ name: String) -> ProjectModule? { modules.first { $0.name == name } }

    /// `name` or `name(x)` for an external dependency, per target, in order.
    func addedDependencies(of target: String) -> [String] {
        addedDependencies.filter { $0.module == target }.map { added in
            added.dependency.kind == .external ? added.dependency.name + "(x)" : added.dependency.name
        }
    }
}

extension ProjectModule {
    /// `name` or `name(x)` for an external dependency, in order.
    var dependencyNames: [String] {
        dependencies.map { $0.kind == .external ? $0.name + "(x)" : $0.name }
    }
}
