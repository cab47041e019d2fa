/// Builds `project.pbxproj` text for tests, in the shape Xcode writes: every object on its own lines
/// under `objects`, identifiers as written by the test (short ones read as well as Xcode's 24 digits).
struct PBXText {
    private var objects: [(id: String, body: String)] = []
    private var targets: [String] = []
    var mainGroup = "MAIN"
    var projectDirPath: String?
    var projectSettings: [String: String] = [:]
    var projectSettingsByConfiguration: [String: [String: String]] = [:]
    var projectExtra = ""

    // MARK: - Objects

    /// Adds an object written as `isa = X; key = value; …` (without braces).
    mutating func add(_ id: String, _ fields: String) {
        objects.append((id, fields))
    }

    /// A group with `children`, optional `path` and `sourceTree`.
    mutating func group(
        _ id: String, path: String? = nil, sourceTree: String = "\"<group>\"", children: [String],
        isa: String = "PBXGroup"
    ) {
        add(
            id,
            "isa = \(isa); children = (\(children.map { $0 + ", " }.joined())); "
                + (path.map { "path = \(Self.quoted($0)); " } ?? "") + "sourceTree = \(sourceTree);")
    }

    /// A file reference.
    mutating func file(_ id: String, path: String, sourceTree: String = "\"<group>\"", extra: String = "") {
        add(
            id,
            "isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(Self.quoted(path)); "
                + "sourceTree = \(sourceTree); \(extra)")
    }

    /// A native target with a Sources phase holding `sources` (file reference identifiers), a Frameworks
    /// phase holding `links` (build file identifiers added by the caller), the Run Script phases `scripts` (phase
    /// identifiers added by the caller), and configurations with
    /// `settings` (`Debug` and `Release` alike unless `settingsByConfiguration` is given).
    mutating func target(
        _ id: String, name: String, productType: String = "com.apple.product-type.framework",
        sources: [String] = [], links: [String] = [], dependencies: [String] = [], scripts: [String] = [],
        settings: [String: String] = ["PRODUCT_NAME": "\"$(TARGET_NAME)\""],
        settingsByConfiguration: [String: [String: String]]? = nil, extra: String = ""
    ) {
        targets.append(id)
        var buildFiles: [String] = []
        for (index, source) in sources.enumerated() {
            let buildFile = "\(id)_BF\(index)"
            add(buildFile, "isa = PBXBuildFile; fileRef = \(source);")
            buildFiles.append(buildFile)
        }
        add("\(id)_SRC", "isa = PBXSourcesBuildPhase; files = (\(buildFiles.map { $0 + ", " }.joined()));")
        add("\(id)_FW", "isa = PBXFrameworksBuildPhase; files = (\(links.map { $0 + ", " }.joined()));")
        configurations("\(id)_CFG", settingsByConfiguration ?? ["Debug": settings, "Release": settings])
        let phases = scripts.map { $0 + ", " }.joined() + "\(id)_SRC, \(id)_FW, "
        add(
            id,
            """
            isa = PBXNativeTarget; buildConfigurationList = \(id)_CFG; buildPhases = (\(phases)); \
            dependencies = (\(dependencies.map { $0 + ", " }.joined())); name = \(Self.quoted(name)); \
            productReference = \(id)_PRODUCT; productType = "\(productType)"; \(extra)
            """)
        add(
            "\(id)_PRODUCT",
            "isa = PBXFileReference; explicitFileType = wrapper.framework; "
                + "path = \(Self.quoted(name + ".framework")); sourceTree = BUILT_PRODUCTS_DIR;")
    }

    /// A configuration list `id` with one configuration per entry.
    mutating func configurations(_ id: String, _ settings: [String: [String: String]], defaultName: String = "Release")
    {
        var ids: [String] = []
        for name in settings.keys.sorted() {
            let configuration = "\(id)_\(name.replacingOccurrences(" ", "_"))"
            let body = settings[name, default: [:]].sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value); " }
                .joined()
            add(configuration, "isa = XCBuildConfiguration; buildSettings = {\(body)}; name = \(Self.quoted(name));")
            ids.append(configuration)
        }
        add(
            id,
            "isa = XCConfigurationList; buildConfigurations = (\(ids.map { $0 + ", " }.joined())); "
                + "defaultConfigurationName = \(defaultName);")
    }

    // MARK: - Text

    /// The whole file.
    var text: String {
        var full = PBXText()
        full.objects = objects
        full.configurations(
            "PROJECT_CFG",
            projectSettingsByConfiguration.isEmpty
                ? ["Debug": projectSettings, "Release": projectSettings] : projectSettingsByConfiguration)
        full.add(
            "ROOT",
            "isa = PBXProject; buildConfigurationList = PROJECT_CFG; mainGroup = \(mainGroup); "
                + (projectDirPath.map { "projectDirPath = \(Self.quoted($0)); " } ?? "")
                + "targets = (\(targets.map { $0 + ", " }.joined())); \(projectExtra)")
        let body = full.objects.map { "\t\t\($0.id) = {\($0.body)};\n" }.joined()
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 77;\n\tobjects = {\n"
            + body + "\t};\n\trootObject = ROOT /* Project object */;\n}\n"
    }

    /// `text` quoted when it holds a byte an unquoted string may not.
    static func quoted(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || [UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-")]
                        .contains(byte)
            }
        return plain ? text : "\"" + text.replacingOccurrences("\"", "\\\"") + "\""
    }
}

extension String {
    /// The string with every `target` replaced (tests avoid Foundation's spelling to stay portable).
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
