/// `platforms:` of the package and `swiftSettings:` of a target: what decides `#if` in the sources. Read
/// quietly: what strata cannot read of them is not an issue (the graph does not depend on it), it only
/// leaves the answers open (``SwiftSettings/isComplete``, a `nil` platform list).
extension ManifestModelBuilder {
    /// `platforms: [.iOS(.v16), .macOS("13.0"), .custom("x", versionString: "1")]` → `["ios", "macos", "x"]`;
    /// `nil` when absent, empty or not all readable.
    static func platforms(_ value: Located?) -> [String]? {
        guard let value, case .array(let elements, _) = value.value, !elements.isEmpty else { return nil }
        var names: [String] = []
        for element in elements {
            guard case .object(let call) = element.value else { return nil }
            if call.callee == "custom" {
                guard case .string(let name)? = call.firstUnlabeled?.value else { return nil }
                names.append(name)
            } else {
                names.append(call.callee.lowercased())
            }
        }
        return names
    }

    /// The defines and features of `swiftSettings:`; incomplete when an entry or a condition is not readable.
    static func swiftSettings(_ value: Located?) -> SwiftSettings {
        var settings = SwiftSettings()
        guard let value else { return settings }
        if case .null = value.value { return settings }
        guard case .array(let elements, _) = value.value else { return SwiftSettings(isComplete: false) }
        for element in elements {
            guard case .object(let call) = element.value else {
                settings.isComplete = false
                continue
            }
            let first = call.firstUnlabeled?.value
            switch call.callee {
            case "define":
                guard case .string(let name)? = first, let condition = condition(call.arguments.dropFirst().first?.value)
                else {
                    settings.isComplete = false
                    continue
                }
                settings.defines.append(SwiftSettings.Define(
                    name: name, platforms: condition.platforms, configuration: condition.configuration))
            case "enableUpcomingFeature", "enableExperimentalFeature":
                guard case .string(let feature)? = first else {
                    settings.isComplete = false
                    continue
                }
                settings.features.append(feature)
            case "unsafeFlags":
                guard case .array(let flags, _)? = first, call.arguments.count == 1 else {
                    settings.isComplete = false
                    continue
                }
                settings.readUnsafeFlags(flags.map { flag in
                    if case .string(let text) = flag.value { return text }
                    return nil
                })
            default:
                continue  // language mode, interoperability, isolation, warnings: nothing `#if` tests
            }
        }
        return settings
    }

    /// The platforms and configuration of a `.when(platforms:configuration:)`; `(nil, nil)` for no condition,
    /// `nil` when it cannot be read.
    private static func condition(_ value: Located?) -> (platforms: [String]?, configuration: String?)? {
        guard let value else { return (nil, nil) }
        guard case .object(let when) = value.value, when.callee == "when" else { return nil }
        var platforms: [String]?
        if let list = when.argument("platforms") {
            guard case .array(let elements, _) = list.value else { return nil }
            platforms = []
            for element in elements {
                switch element.value {
                case .member(let path) where path.count == 1: platforms?.append(path[0].lowercased())
                case .object(let call) where call.callee == "custom":
                    guard case .string(let name)? = call.firstUnlabeled?.value else { return nil }
                    platforms?.append(name)
                default: return nil
                }
            }
        }
        var configuration: String?
        if let argument = when.argument("configuration") {
            guard case .member(let path) = argument.value, path.count == 1 else { return nil }
            configuration = path[0]
        }
        return (platforms, configuration)
    }
}

extension SwiftSettings {
    /// Reads `-DNAME`, `-D NAME`, `-enable-upcoming-feature NAME`, `-enable-experimental-feature NAME` and
    /// `-module-alias ALIAS=REAL` from `.unsafeFlags([…])`; a flag that could not be read (`nil`) makes the settings
    /// incomplete.
    mutating func readUnsafeFlags(_ flags: [String?]) {
        var pending: String?
        for flag in flags {
            guard let text = flag else {
                isComplete = false
                pending = nil
                continue
            }
            switch pending {
            case "-D": defines.append(Define(name: text))
            case "-enable-upcoming-feature", "-enable-experimental-feature": features.append(text)
            case "-module-alias":
                if let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex {
                    moduleAliases[String(text[text.index(after: equals)...])] = String(text[..<equals])
                }
            default: break
            }
            if pending != nil {
                pending = nil
            } else if ["-D", "-enable-upcoming-feature", "-enable-experimental-feature", "-module-alias"].contains(text) {
                pending = text
            } else if text.hasPrefix("-D"), text.count > 2 {
                defines.append(Define(name: String(text.dropFirst(2))))
            }
        }
    }
}
