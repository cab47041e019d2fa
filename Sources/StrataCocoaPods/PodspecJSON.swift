/// Reads a `.podspec.json` into a ``Podspec``.
///
/// JSON is read with the Ruby subset's lexer and parser (a JSON object is a Ruby hash with string labels),
/// which keeps the position of every key for locations and bounds the nesting depth. Subspecs are walked
/// with a work list, not recursion.
enum PodspecJSON {
    private static let platforms: Set<String> = ["ios", "osx", "macos", "tvos", "watchos", "visionos"]

    /// The podspec in `bytes`.
    static func read(_ bytes: [UInt8]) -> Podspec {
        var podspec = Podspec()
        let tokens = RubyLexer.tokenize(bytes)
        podspec.issues = tokens.diagnostics
        let cursor = RubyTokenCursor(bytes: bytes, tokens: tokens)
        cursor.skipTerminators()
        let document: RubyExpression
        do {
            document = try cursor.expressions.parseExpression(allowCommand: false)
        } catch let failure as RubyParseFailure {
            podspec.issues.append(RubyDiagnostic(message: failure.message, position: failure.position))
            return podspec
        } catch {
            return podspec
        }
        cursor.skipTerminators()
        if let extra = cursor.current {
            podspec.issues.append(RubyDiagnostic(message: "unexpected \(cursor.describe(extra)) after the JSON object",
                                                 position: extra.position))
        }
        guard case .hash(let rootPairs, let rootPosition) = document else {
            podspec.issues.append(RubyDiagnostic(message: "a JSON podspec must be an object", position: document.position))
            return podspec
        }
        var pending: [(pairs: [RubyHashPair], position: RubyPosition, parent: Int?, kind: PodSpecNode.Kind)] =
            [(rootPairs, rootPosition, nil, .library)]
        var next = 0
        while next < pending.count {
            let item = pending[next]
            next += 1
            var node = PodSpecNode(name: nil, kind: item.kind, parent: item.parent, position: item.position)
            let index = podspec.specs.count
            for pair in item.pairs {
                guard let key = keyText(pair.key) else { continue }
                switch key {
                case "subspecs", "testspecs", "appspecs":
                    guard case .array(let children, _) = pair.value else { continue }
                    for child in children {
                        guard case .hash(let childPairs, let childPosition) = child else { continue }
                        if key == "appspecs" {
                            podspec.issues.append(RubyDiagnostic(
                                message: "an app spec is skipped: it builds a demo app, not a module", position: childPosition))
                            continue
                        }
                        let isTest = key == "testspecs" || childPairs.contains { keyText($0.key) == "test_type" }
                        pending.append((childPairs, childPosition, index, isTest ? .test : .library))
                    }
                default:
                    apply(key, pair, to: &node, isPlatform: false)
                }
            }
            if let parent = item.parent { podspec.specs[parent].children.append(index) }
            podspec.specs.append(node)
        }
        return podspec
    }

    /// One attribute of a spec object (or of a platform object inside it).
    private static func apply(_ key: String, _ pair: RubyHashPair, to node: inout PodSpecNode, isPlatform: Bool) {
        let value = jsonValue(pair.value)
        switch key {
        case "name":
            node.name = value.text
            node.position = pair.key.position
        case "module_name": node.moduleName = value.text
        case "header_dir": node.headerDir = value.text
        case "test_type": node.testType = value.text ?? "unit"
        case "default_subspecs", "default_subspec":
            let names = value.flattened.texts ?? []
            node.defaultSubspecs = names == ["none"] ? [] : names
        case "source_files":
            let files = value.flattened.texts ?? []
            if isPlatform { node.platformSourceFiles += files } else { node.sourceFiles = files }
        case "exclude_files":
            let files = value.flattened.texts ?? []
            if isPlatform { node.platformExcludeFiles += files } else { node.excludeFiles = files }
        case "dependencies":
            guard case .hash(let dependencies, _) = pair.value else { return }
            for dependency in dependencies {
                if let name = keyText(dependency.key) {
                    node.dependencies.append(PodSpecDependency(name: name, position: dependency.key.position))
                }
            }
        case _ where platforms.contains(key) && !isPlatform:
            guard case .hash(let platformPairs, _) = pair.value else { return }
            for platformPair in platformPairs {
                guard let platformKey = keyText(platformPair.key),
                      ["source_files", "exclude_files", "dependencies"].contains(platformKey) else { continue }
                apply(platformKey, platformPair, to: &node, isPlatform: true)
            }
        default:
            break
        }
    }

    private static func keyText(_ expression: RubyExpression) -> String? {
        switch expression {
        case .symbol(let text, _): return text
        case .string: return jsonValue(expression).text
        default: return nil
        }
    }

    /// The value of a JSON expression: strings, numbers, `true`/`false`/`null`, arrays and objects.
    private static func jsonValue(_ expression: RubyExpression) -> RubyValue {
        switch expression {
        case .string(let string, _):
            guard string.interpolated.isEmpty else { return .unknown }
            return .string(string.text)
        case .symbol(let text, _): return .string(text)
        case .literal(let value, _): return value
        case .name("null", _): return .nil
        case .array(let elements, _): return RubyValue.array(elements.map(jsonValue)).bounded
        case .hash(let pairs, _):
            return RubyValue.hash(pairs.map { RubyHashEntry(key: jsonValue($0.key), value: jsonValue($0.value)) }).bounded
        default: return .unknown
        }
    }
}
