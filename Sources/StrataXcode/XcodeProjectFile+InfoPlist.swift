import StrataProject
import StrataText

extension XcodeProjectFile {
    /// The keys of an `Info.plist` whose value is a class the system loads by name: an app extension's principal
    /// class, and a bundle's.
    static let principalClassKeys = ["NSExtensionPrincipalClass", "NSPrincipalClass"]

    /// The modules other than `module` that target `targetID` loads at run time without importing them, sorted: those
    /// whose classes its `Info.plist` (`INFOPLIST_FILE`) names under ``principalClassKeys``
    /// (`PocketStickerKit.MessagesViewController`), which the system loads at launch, and the frameworks it embeds
    /// without linking them (of its `dependencies`, those only an Embed Frameworks phase names), which the frameworks
    /// and extensions it carries may load. A class written without its module, or with `$(PRODUCT_MODULE_NAME)`, is
    /// the target's own.
    func modulesLoadedAtRunTime(by targetID: String, module: String, dependencies: [ProjectDependency]) -> [String] {
        let embedded = embeddedFrameworks(of: targetID).map(\.location)
        var modules = Set(dependencies.filter { $0.location != nil && embedded.contains($0.location) }.map(\.name))
        modules.remove(module)
        let settings = Self.settings(of: targetID, configuration: nil, objects: objects, projectName: projectName)
        guard let relative = settings.projectRelativePath("INFOPLIST_FILE"),
              case .success(let bytes) = fileSystem.contentsOfFile(XcodePath.join(projectFolder, relative))
        else { return modules.sorted { $0.precedesInBytes($1) } }
        let text = String(decoding: bytes, as: UTF8.self)
        for key in Self.principalClassKeys {
            guard let value = Self.stringValue(of: key, in: text), let dot = value.firstIndex(of: ".") else { continue }
            let prefix = String(value[..<dot])
            guard !prefix.isEmpty, !prefix.contains("$"), prefix == C99Identifier.make(prefix), prefix != module else { continue }
            modules.insert(prefix)
        }
        return modules.sorted { $0.precedesInBytes($1) }
    }

    /// The `<string>` that follows `<key>key</key>` in an XML property list, its surrounding white space dropped;
    /// `nil` when the key is not there or its value is not a string.
    static func stringValue(of key: String, in text: String) -> String? {
        guard let keyRange = text.firstRange(of: "<key>\(key)</key>") else { return nil }
        let rest = text[keyRange.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard rest.hasPrefix("<string>"), let end = rest.firstRange(of: "</string>") else { return nil }
        let value = rest[rest.index(rest.startIndex, offsetBy: "<string>".count)..<end.lowerBound]
        return String(value.drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}
