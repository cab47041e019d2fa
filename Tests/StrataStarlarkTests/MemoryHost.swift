import StrataStarlark

/// A host whose workspace is a dictionary of files, for tests.
struct MemoryHost: StarlarkHost {
    var files: [String: String] = [:]
    var knownRules: Set<String> = ["swift_library", "swift_test", "ios_application"]
    var nativeRules: Set<String> = ["cc_library", "objc_library", "filegroup", "alias", "genrule"]
    var repositories: [String: String] = [:]

    func contents(ofFile path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }

    func glob(package: String, include: [String], exclude: [String], excludeDirectories: Bool) -> [String] {
        let prefix = package.isEmpty ? "" : package + "/"
        return files.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            .filter { path in include.contains { Self.matches($0, path) } && !exclude.contains { Self.matches($0, path) } }
            .sorted()
    }

    /// `*.ext`, `**/*.ext`, `dir/**` and exact paths: enough for the tests.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        if pattern.hasPrefix("**/*") { return path.hasSuffix(String(pattern.dropFirst(4))) }
        if pattern.hasSuffix("/**") { return path.hasPrefix(String(pattern.dropLast(2))) }
        if pattern.hasPrefix("*") { return !path.contains("/") && path.hasSuffix(String(pattern.dropFirst())) }
        return pattern == path
    }

    func isKnownRule(_ symbol: String) -> Bool { knownRules.contains(symbol) }
    func isNativeRule(_ name: String) -> Bool { nativeRules.contains(name) }
    func repositoryFolder(_ name: String) -> String? { repositories[name] }

    /// Evaluates `build` as `pkg/BUILD` of package `pkg`.
    func evaluate(_ build: String, package: String = "pkg") -> StarlarkPackage {
        StarlarkInterpreter(host: self).evaluateBuildFile(path: package + "/BUILD", package: package, bytes: Array(build.utf8))
    }
}
