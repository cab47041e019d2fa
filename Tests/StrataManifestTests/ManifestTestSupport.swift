import StrataManifest
import XCTest

/// Reads a manifest given as source text.
func readManifest(_ source: String) -> PackageManifest {
    StaticManifestReader.read(Array(source.utf8))
}

/// A manifest whose targets are `targets` (Swift source of the array's elements).
func manifest(targets: String, before: String = "", after: String = "") -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription
    \(before)
    let package = Package(
        name: "Fixture",
        targets: [
            \(targets)
        ]
    )
    \(after)
    """
}

/// A manifest whose package dependencies are `dependencies` (Swift source of the argument), with `before` on line 3.
func manifest(dependencies: String, before: String) -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription
    \(before)
    let package = Package(
        name: "Fixture",
        dependencies: \(dependencies),
        targets: [.target(name: "A", dependencies: [.product(name: "Logging", package: "swift-log")])]
    )
    """
}

extension PackageManifest {
    /// The manifest without positions, for comparing what was read rather than where.
    var withoutPositions: PackageManifest {
        var copy = self
        copy.targets = targets.map { target in
            var target = target
            (target.line, target.column) = (0, 0)
            target.dependencies = target.dependencies.map { dependency in
                var dependency = dependency
                (dependency.line, dependency.column) = (0, 0)
                return dependency
            }
            return target
        }
        copy.localPackages = localPackages.map { LocalPackageReference(path: $0.path, name: $0.name) }
        return copy
    }

    /// `line:column: message` for each issue.
    var issueLines: [String] {
        issues.map { "\($0.line):\($0.column): \($0.message)" }
    }
}

extension PackageManifest {
    /// Each target as `Name(dependency, …)`, or its name alone when it has none.
    var targetSummaries: [String] {
        targets.map { target in
            let dependencies = target.dependencies.map(\.name).joined(separator: ", ")
            return dependencies.isEmpty ? target.name : "\(target.name)(\(dependencies))"
        }
    }
}
