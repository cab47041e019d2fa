import StrataProject

extension XcodeGenSettings {
    /// The most settings one module name's references are followed through.
    static let maxReferenceDepth = 8

    /// The module name of a target: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (XcodeGen's preset makes it
    /// `$(TARGET_NAME)`), else the target's name, with `$(NAME)`/`${NAME}` references to other settings of the
    /// target or the project resolved, then made a C99 identifier.
    /// - Returns: The name, and the reference that could not be resolved when the target's name was used
    ///   in its stead.
    func moduleName(targetName: String, settings: YAMLNode?) -> (name: String, unresolved: String?) {
        var resolver = ReferenceResolver(settings: self, target: settings, targetName: targetName)
        let name = resolver.text(of: "PRODUCT_MODULE_NAME", depth: 0) ?? resolver.text(of: "PRODUCT_NAME", depth: 0)
        guard let unresolved = resolver.unresolved else {
            return (C99Identifier.make(name.map { $0.isEmpty ? targetName : $0 } ?? targetName), nil)
        }
        return (C99Identifier.make(targetName), unresolved)
    }

    /// The module name of the application that hosts a test target's tests: its `TEST_HOST`, as written for every
    /// configuration or in the first that sets it (see ``ProjectModule/testHost(fromSetting:)``); `nil` when not set.
    func testHost(settings: YAMLNode?) -> String? {
        text("TEST_HOST", target: settings).flatMap(ProjectModule.testHost(fromSetting:))
    }

    /// One setting's text: its value for every configuration, else its value in the first configuration
    /// (by name) that sets it.
    fileprivate func text(_ name: String, target: YAMLNode?) -> String? {
        let value = value(name, target: target, configuration: nil)
            ?? configurations.lazy.compactMap { self.value(name, target: target, configuration: $0.name) }.first
        guard let node = value?.value else { return nil }
        return node.text ?? node.items?.compactMap(\.text).joined(separator: " ")
    }
}

/// Resolves `$(NAME)` and `${NAME}` references (modifiers such as `:c99extidentifier` dropped, since the
/// result is made an identifier anyway) against the target's and the project's settings.
private struct ReferenceResolver {
    let settings: XcodeGenSettings
    let target: YAMLNode?
    let targetName: String
    var unresolved: String?

    init(settings: XcodeGenSettings, target: YAMLNode?, targetName: String) {
        self.settings = settings
        self.target = target
        self.targetName = targetName
    }

    /// The resolved text of setting `name`, `nil` when no level sets it.
    mutating func text(of name: String, depth: Int) -> String? {
        switch name {
        case "TARGET_NAME": return targetName
        case "PRODUCT_NAME":
            guard let written = settings.text("PRODUCT_NAME", target: target) else { return targetName }
            return resolve(written, depth: depth + 1)
        default:
            guard let written = settings.text(name, target: target) else { return nil }
            return resolve(written, depth: depth + 1)
        }
    }

    private mutating func resolve(_ written: String, depth: Int) -> String {
        guard written.contains("$") else { return written }
        var result = ""
        var rest = Substring(written)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{",
                  let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}") else {
                result.append("$")
                rest = rest[open...]
                continue
            }
            let reference = rest[rest.index(after: open)..<close]
            let name = String(reference.split(separator: ":", maxSplits: 1).first ?? "")
            if depth < XcodeGenSettings.maxReferenceDepth, let value = text(of: name, depth: depth) {
                result += value
            } else if unresolved == nil {
                unresolved = "$(\(reference))"
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
