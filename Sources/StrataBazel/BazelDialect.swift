import StrataProject
import StrataStarlark

/// What tells Bazel and Buck apart for the reader: the names of build files and workspace markers, the rules
/// callable without `load()`, and the words of fix texts.
struct BazelDialect: Sendable {
    /// `bazel` or `buck`.
    var buildSystem: String
    /// `Bazel` or `Buck`, for messages.
    var displayName: String { buildSystem == "buck" ? "Buck" : "Bazel" }

    /// How a `deps` entry names the target `name` of `package` for a fix: as short as Bazel's style writes it
    /// (`//Modules/Feed`), in full for Buck, which has no short form (`//Modules/Feed:Feed`).
    func reference(to name: String, in package: String) -> String {
        let label = StarlarkLabel(repository: nil, package: package, name: name)
        return buildSystem == "buck" ? label.canonical : label.written(from: nil)
    }
    /// Reads `text`, a label written in `package`. Buck's flavors after `#` (`//A:A#shared`,
    /// `//A:A#iphonesimulator-x86_64,static`) pick a variant of the target's build, not another target: the label is
    /// the target's. A Bazel target's name may hold `#`.
    func label(_ text: String, in package: String) -> StarlarkLabel? {
        guard buildSystem == "buck", let hash = text.firstIndex(of: "#") else { return StarlarkLabel.parse(text, in: package) }
        return StarlarkLabel.parse(String(text[..<hash]), in: package)
    }
    /// The build files that make a folder a package, in the order a folder's one is chosen.
    var buildFileNames: [String]
    /// Files whose folder is the workspace (repository) root.
    var workspaceMarkers: [String]
    /// Rules callable without `load()`.
    var nativeRules: Set<String>

    static let bazel = BazelDialect(
        buildSystem: "bazel", buildFileNames: ["BUILD.bazel", "BUILD"],
        workspaceMarkers: ["MODULE.bazel", "WORKSPACE.bazel", "WORKSPACE", "REPO.bazel"],
        nativeRules: [
            "alias", "filegroup", "genrule", "config_setting", "test_suite", "cc_library", "cc_binary", "cc_test",
            "cc_import", "objc_library", "objc_import", "sh_binary", "sh_library", "sh_test", "py_library", "py_binary",
            "py_test", "java_library", "java_binary", "java_test", "java_import", "proto_library", "platform",
            "constraint_setting", "constraint_value", "toolchain", "toolchain_type", "xcode_config", "xcode_version",
            "available_xcodes", "environment", "label_flag", "label_setting", "starlark_doc_extract", "cc_toolchain",
            "cc_toolchain_suite", "action_listener", "extra_action",
            // Native up to Bazel 7, in rules_android and rules_java since (envoy-mobile's `android_binary`).
            "android_binary", "android_library", "android_local_test", "android_sdk", "aar_import", "java_plugin",
            "java_toolchain", "java_runtime",
        ])

    static let buck = BazelDialect(
        buildSystem: "buck", buildFileNames: ["BUCK"], workspaceMarkers: [".buckconfig"],
        nativeRules: [
            "apple_library", "apple_binary", "apple_bundle", "apple_test", "apple_resource", "apple_asset_catalog",
            "apple_package", "apple_toolchain", "core_data_model", "scene_kit_assets", "prebuilt_apple_framework",
            "swift_library", "cxx_library", "cxx_binary", "cxx_test", "prebuilt_cxx_library", "genrule", "export_file",
            "filegroup", "alias", "sh_binary", "sh_test", "python_binary", "python_library", "python_test",
            "command_alias", "remote_file", "http_archive", "xcode_workspace_config", "xcode_prebuild_script",
            "xcode_postbuild_script", "config_setting", "test_suite", "keystore", "android_library", "java_library",
        ])

    /// Whether a folder holding `names` is a package (has a build file).
    func isPackage(holding names: some Sequence<String>) -> Bool {
        names.contains { buildFileNames.contains($0) }
    }
}
