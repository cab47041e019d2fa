import StrataProject

/// What a rule means for the module graph.
enum BazelRuleClass: Equatable {
    /// How a rule names its module when `module_name` is not given.
    enum Naming: Equatable {
        /// rules_swift's: from the label, `//Modules/Feed:Feed` → `Modules_Feed_Feed` (Buck: the target's name).
        case derivedFromLabel
        /// The target's name (rules_ios, Buck).
        case targetName
    }

    /// Compiles Swift into a module (`swift_library`, `apple_library`).
    case swift(role: ProjectModuleRole, naming: Naming)
    /// A C, C++ or Objective-C library Swift may import; it holds no Swift file and declares nothing strata
    /// follows.
    case clang(naming: Naming)
    /// Compiles nothing itself: packages the libraries in its `deps` (an application, an extension, a test
    /// bundle), which take its role (`nil`: a framework or build test, whose libraries stay libraries).
    case bundle(role: ProjectModuleRole?, platform: String?)
    /// `alias(actual = …)`.
    case alias
    /// `filegroup(srcs = …)`, usable as `srcs` of another target.
    case filegroup
    /// rules_swift's `swift_interop_hint(module_name = …)`, naming the module of a C or Objective-C library.
    case interopHint
}

/// The rules strata reads, by name: rules_swift, rules_apple, rules_ios, the native C and Objective-C rules,
/// and Buck's Apple rules.
enum BazelVocabulary {
    static let platforms = ["ios", "macos", "tvos", "watchos", "visionos"]

    /// The class of rule `kind`; `nil` for a rule strata does not read (`genrule`, `apple_resource_bundle`).
    static func ruleClass(of kind: String) -> BazelRuleClass? {
        if let known = fixed[kind] { return known }
        guard let underscore = kind.firstIndex(of: "_") else { return nil }
        let platform = String(kind[..<underscore])
        guard platforms.contains(platform) else { return nil }
        switch kind[kind.index(after: underscore)...] {
        case "application", "extension", "app_clip", "imessage_application", "imessage_extension",
             "sticker_pack_extension", "command_line_application", "xpc_service", "single_target_application",
             "kernel_extension", "spotlight_importer", "quick_look_plugin":
            return .bundle(role: .root, platform: platform)
        case "unit_test", "ui_test":
            return .bundle(role: .test, platform: platform)
        case "framework", "static_framework", "dynamic_framework", "build_test", "bundle", "xcframework",
             "static_xcframework", "loadable_bundle":
            return .bundle(role: nil, platform: platform)
        default:
            return nil
        }
    }

    /// Rules and macros of well-known rule sets that declare no Swift module strata could read (resources,
    /// prebuilt frameworks, tests of the build itself, generated code): loaded from anywhere, they are rules
    /// whose targets are recorded and nothing more, never a macro to evaluate or report.
    static let rulesWithoutModules: Set<String> = [
        // bazel_skylib, rules_shell, rules_python, rules_cc, rules_proto
        "build_test", "bzl_library", "write_file", "copy_file", "copy_directory", "diff_test", "expand_template",
        "native_binary", "native_test", "run_binary", "analysis_test", "common_settings", "bool_flag", "string_flag",
        "bool_setting", "string_setting", "int_flag", "string_list_flag", "sh_binary", "sh_library", "sh_test",
        "py_binary", "py_library", "py_test", "cc_binary", "cc_test", "cc_import", "cc_shared_library",
        "objc_import", "proto_library", "pkg_tar", "pkg_zip", "stardoc", "genrule",
        // rules_apple
        "apple_resource_bundle", "apple_resource_group", "apple_bundle_version", "apple_bundle_import",
        "apple_static_xcframework_import", "apple_dynamic_xcframework_import", "apple_dynamic_framework_import",
        "apple_static_framework_import", "apple_universal_binary", "apple_static_library", "apple_xcframework",
        "apple_static_xcframework", "apple_metal_library", "apple_core_ml_library", "apple_core_data_model",
        "apple_intent_library", "apple_precompiled_resource_bundle", "apple_localized_assets", "docc_archive",
        "xctrunner", "local_provisioning_profile", "provisioning_profile_repository", "ios_xctestrun_runner",
        "ios_test_runner", "macos_test_runner", "tvos_test_runner", "watchos_test_runner", "visionos_test_runner",
        "apple_genrule", "environment_plist", "apple_verification_test", "experimental_mixed_language_library",
        // rules_swift
        "swift_import", "swift_c_module", "swift_proto_library", "swift_grpc_library", "swift_proto_compiler",
        "swift_feature_allowlist", "swift_package_configuration", "swift_toolchain", "swift_library_group",
        "universal_swift_compiler_plugin", "swift_cross_import_overlay", "swift_extract_symbol_graph",
        "swift_symbol_graph_aspect", "swift_module_mapping", "swift_overlay", "swift_synthesize_interface",
        // rules_xcodeproj
        "xcodeproj", "top_level_target", "top_level_targets", "xcode_provisioning_profile",
    ]

    /// Rules of a prebuilt framework, which `deps` name for the external module it holds: Buck's, and rules_apple's
    /// framework and XCFramework imports.
    static let prebuiltFrameworks: Set<String> = [
        "prebuilt_apple_framework", "apple_static_framework_import", "apple_dynamic_framework_import",
        "apple_static_xcframework_import", "apple_dynamic_xcframework_import",
    ]

    private static let fixed: [String: BazelRuleClass] = [
        "swift_library": .swift(role: .library, naming: .derivedFromLabel),
        "swift_module_alias": .swift(role: .library, naming: .derivedFromLabel),
        "mixed_language_library": .swift(role: .library, naming: .derivedFromLabel),
        "swift_test": .swift(role: .test, naming: .derivedFromLabel),
        "swift_binary": .swift(role: .root, naming: .derivedFromLabel),
        "swift_compiler_plugin": .swift(role: .root, naming: .derivedFromLabel),
        "swift_interop_hint": .interopHint,
        "apple_framework": .swift(role: .library, naming: .targetName),
        "apple_library": .swift(role: .library, naming: .targetName),
        "apple_binary": .swift(role: .root, naming: .targetName),
        "apple_test": .swift(role: .test, naming: .targetName),
        "apple_bundle": .bundle(role: nil, platform: nil),
        "objc_library": .clang(naming: .derivedFromLabel),
        "cc_library": .clang(naming: .derivedFromLabel),
        "alias": .alias,
        "filegroup": .filegroup,
    ]

    /// rules_swift's module name for a target without `module_name`: the package and the name, each with every
    /// run of characters outside `[A-Za-z0-9_]` made one `_` (leading and trailing ones dropped), joined by
    /// `_`, with `_` before a leading digit.
    static func derivedModuleName(package: String, name: String) -> String {
        func sanitized(_ text: String) -> String {
            var result = ""
            var pendingUnderscore = false
            for scalar in text.unicodeScalars {
                let isIdentifier = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar) || scalar == "_")
                if isIdentifier {
                    if pendingUnderscore, !result.isEmpty { result += "_" }
                    pendingUnderscore = false
                    result.unicodeScalars.append(scalar)
                } else {
                    pendingUnderscore = true
                }
            }
            return result
        }
        let packagePart = sanitized(package)
        let namePart = sanitized(name)
        var result = packagePart.isEmpty ? namePart : packagePart + "_" + namePart
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }
}
