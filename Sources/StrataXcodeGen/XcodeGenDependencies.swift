import StrataProject
import StrataText

/// Reads a target's `dependencies:` into ``ProjectDependency``s, in the order written:
/// - `target: Name` → the module of that target of this spec; `target: Project/Name` (a target of a
///   referenced project) → a module named `Name`; aggregate targets are not modules and are skipped;
/// - `package: Name` with `product:` or `products:` → those package products, else the product named like
///   the package;
/// - `framework: path/X.framework`, `carthage: X`, `sdk: X.framework` (or `libX.tbd`) → external module `X`, except
///   a framework the build makes (`framework: X.framework`, no folder or `$(BUILT_PRODUCTS_DIR)/`) → the module `X` a
///   target of the workspace builds, external when none does;
/// - `bundle:` copies resources and links nothing.
/// A dependency whose `platforms:` leave out the target's platform is dropped, as XcodeGen drops it.
struct XcodeGenDependencyReader {
    let spec: XcodeGenSpec
    /// The module name of each target of the spec, by target name (platform variants included).
    let moduleNames: [String: String]
    let aggregateTargets: Set<String>
    /// The names under `packages:`, and the last path segments of `localPackages:`.
    let packages: Set<String>

    func dependencies(of target: YAMLNode, issues: inout [NodeIssue]) -> [ProjectDependency] {
        guard let value = target["dependencies"] else { return [] }
        guard let entries = value.items else {
            if !value.isNull { issues.append(("'dependencies' is a list; left out", value)) }
            return []
        }
        let platform = target["platform"]?.text
        var result: [ProjectDependency] = []
        for entry in entries {
            let platforms = entry["platforms"]?.items?.compactMap(\.text)
            if let platforms, let platform, !platforms.contains(platform) { continue }
            result += dependencies(from: entry, issues: &issues)
        }
        return result
    }

    private func dependencies(from entry: YAMLNode, issues: inout [NodeIssue]) -> [ProjectDependency] {
        for kind in ["target", "framework", "carthage", "sdk", "package", "bundle"] {
            guard let pair = entry.pair(kind) else { continue }
            guard let name = pair.value.text, !name.isEmpty else {
                issues.append(("'\(kind):' needs a name; this dependency is left out", pair.value))
                return []
            }
            let location = spec.location(of: pair.key)
            switch kind {
            case "target":
                return target(name, location: location, node: pair.value, issues: &issues)
            case "framework", "sdk":
                guard let module = Self.linkedModuleName(name) else { return [] }
                // A framework the build makes (`framework: Sqlcipher.framework`) is the module of a target of the
                // workspace that builds it, when there is one; the graph makes it external otherwise.
                let isBuilt = kind == "framework" && Self.isBuiltProductPath(name)
                return [ProjectDependency(name: module, kind: isBuilt ? .module : .external, location: location)]
            case "carthage":
                return [ProjectDependency(name: C99Identifier.make(name), kind: .external, location: location)]
            case "package":
                guard packages.contains(name) else {
                    let message = "package '\(name)' is not declared under 'packages:'; "
                        + "XcodeGen ignores this dependency"
                    issues.append((message, pair.value))
                    return []
                }
                let products = entry["products"]?.items?.compactMap(\.text)
                    ?? entry["product"]?.text.map { [$0] } ?? [name]
                return products.map { ProjectDependency(name: $0, kind: .packageProduct, location: location) }
            default:
                return []
            }
        }
        issues.append(("a dependency is one of target:, framework:, carthage:, sdk:, package: or bundle:; "
                       + "this one is left out", entry))
        return []
    }

    private func target(_ name: String, location: SourceLocation, node: YAMLNode,
                        issues: inout [NodeIssue]) -> [ProjectDependency] {
        if let module = moduleNames[name] {
            return [ProjectDependency(name: module, kind: .module, location: location)]
        }
        if aggregateTargets.contains(name) { return [] }
        if let slash = name.lastIndex(of: "/") {
            let targetName = String(name[name.index(after: slash)...])
            return [ProjectDependency(name: C99Identifier.make(targetName), kind: .module, location: location)]
        }
        issues.append(("target '\(name)' is not declared in this spec", node))
        return [ProjectDependency(name: C99Identifier.make(name), kind: .module, location: location)]
    }

    /// Whether a `framework:` path names a product of the build rather than a file in the repository: a bare name
    /// (`Sqlcipher.framework`) or one in `$(BUILT_PRODUCTS_DIR)`.
    private static func isBuiltProductPath(_ path: String) -> Bool {
        !path.contains("/") || path.hasPrefix("$(BUILT_PRODUCTS_DIR)/") || path.hasPrefix("${BUILT_PRODUCTS_DIR}/")
    }

    /// The module a linked file stands for: `X.framework`, `X.xcframework`, `libX.a`, `libX.dylib`,
    /// `libX.tbd` → `X`; a path without an extension → its last segment; `nil` for anything else.
    static func linkedModuleName(_ path: String) -> String? {
        let file = SpecPath.lastComponent(path)
        for suffix in [".framework", ".xcframework"] where file.hasSuffix(suffix) && file.count > suffix.count {
            return C99Identifier.make(String(file.dropLast(suffix.count)))
        }
        for suffix in [".a", ".dylib", ".tbd"] where file.hasSuffix(suffix) && file.count > suffix.count {
            var stem = file.dropLast(suffix.count)
            if stem.hasPrefix("lib"), stem.count > 3 { stem = stem.dropFirst(3) }
            return C99Identifier.make(String(stem))
        }
        if SpecPath.pathExtension(file) == nil, !file.isEmpty { return C99Identifier.make(file) }
        return nil
    }
}
