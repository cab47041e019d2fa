import StrataProject
import StrataStarlark
import StrataText

/// A target's Swift sources as its `srcs` give them.
struct BazelSources {
    /// Swift files, relative to the workspace root, without repeats.
    var files: [String] = []
    /// Files `srcs` names that do not exist, each an issue.
    var missing: [ProjectIssue] = []
    /// Whether `srcs` also names C, C++ or Objective-C files (Buck's and rules_ios' mixed `apple_library`: `main.m` beside
    /// `Application.swift`), whose imports strata does not read.
    var compilesOtherLanguages = false
    var namesMissing: Bool { !missing.isEmpty }
}

extension BazelPackageReading {
    /// How many `filegroup`s one target's sources are followed through.
    static let maximumFilegroups = 256

    /// The Swift files of `target`: its `srcs` (and `swift_srcs`), as files of its package, files of other
    /// packages (`//pkg:File.swift`), and the `srcs` of `filegroup`s, followed without recursion. A label of a
    /// rule's output (a `genrule`'s) is generated, not on disk, and not read.
    func sources(of target: StarlarkTarget, platforms: [String]?) -> BazelSources {
        var result = BazelSources()
        var seen = Set<String>()
        var pending: [(value: StarlarkValue?, package: String, owner: StarlarkTarget)] = [
            (target.attribute("srcs"), package, target), (target.attribute("swift_srcs"), package, target),
        ]
        var followed = 0
        while let (value, sourcePackage, owner) = pending.popLast() {
            let read = BazelAttributes.strings(value, platforms: platforms)
            for item in read.strings {
                guard let label = StarlarkLabel.parse(item.text, in: sourcePackage), label.repository == nil else { continue }
                let path = label.package.isEmpty ? label.name : label.package + "/" + label.name
                if let targets = packages.targets(of: label.package), let group = targets[label.name] {
                    if case .filegroup = BazelVocabulary.ruleClass(of: group.kind), followed < Self.maximumFilegroups {
                        followed += 1
                        pending.append((group.attribute("srcs"), label.package, group))
                        continue
                    }
                    // A rule named after a Swift file beside it (Buck's copying `genrule` of `exports_files`) is that file.
                    guard label.name.hasSuffix(".swift"), workspace.context.fileSystem.isRegularFile(workspace.absolute(path))
                    else { continue }
                }
                guard label.name.hasSuffix(".swift") else {
                    if Self.otherLanguageExtensions.contains(where: { label.name.hasSuffix($0) }) { result.compilesOtherLanguages = true }
                    continue
                }
                guard seen.insert(path).inserted else { continue }
                if workspace.context.fileSystem.isRegularFile(workspace.absolute(path)) {
                    result.files.append(path)
                } else if !isOutput(label.name, of: label.package) {
                    let location = item.origin.flatMap(workspace.location) ?? workspace.location(owner.location)
                        ?? SourceLocation(file: analyzedBuildFile, line: 1, column: 1)
                    result.missing.append(ProjectIssue(
                        message: "\(owner.kind) '\(owner.name)' names \(path) in its srcs, which does not exist",
                        location: location))
                }
            }
        }
        return result
    }

    /// The extensions of the C, C++ and Objective-C sources a target may compile beside Swift ones (headers are none).
    static let otherLanguageExtensions = [".m", ".mm", ".c", ".cc", ".cpp", ".cxx"]

    /// Whether `name` is what a rule of `package` writes (`outs`/`out` of a `genrule`).
    private func isOutput(_ name: String, of package: String) -> Bool {
        guard let targets = packages.targets(of: package) else { return false }
        return targets.values.contains { target in
            ["outs", "out", "srcs_out"].contains { attribute in
                BazelAttributes.strings(target.attribute(attribute), platforms: nil).strings.contains { $0.text == name }
            }
        }
    }
}
