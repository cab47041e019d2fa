import StrataProject
import StrataTestSupport
import XCTest

final class DependencyTests: XCTestCase {
    /// Reads `App.xcodeproj` made by `configure`; in `folder` of a repository, when given, which is then the
    /// analyzed root.
    private func read(in folder: String? = nil, files: [String] = [],
                      _ configure: (inout PBXText) -> Void) throws -> (ProjectReadResult, TemporaryTree) {
        let tree = try TemporaryTree()
        for file in files { try tree.write(file, "") }
        var text = PBXText()
        text.group("MAIN", children: [])
        configure(&text)
        guard let folder else {
            try tree.write("App.xcodeproj/project.pbxproj", text.text)
            return (tree.read("App.xcodeproj"), tree)
        }
        try tree.makeFolder(".git")
        try tree.write(folder + "/App.xcodeproj/project.pbxproj", text.text)
        return (tree.read("App.xcodeproj", root: tree.path + "/" + folder), tree)
    }

    private func dependencies(of name: String, in result: ProjectReadResult) -> [String] {
        result.modules.first { $0.name == name }?.dependencies.map { "\($0.name):\(Self.describe($0.kind))" } ?? []
    }

    private static func describe(_ kind: ProjectDependency.Kind) -> String {
        switch kind {
        case .module: "module"
        case .packageProduct: "package"
        case .external: "external"
        case .packageModule, .packageModuleOrProduct, .linkedProduct: "package module"
        }
    }

    func testTargetDependenciesUseModuleNames() throws {
        let (result, _) = try read { text in
            text.target("CORE", name: "Core-iOS", settings: ["PRODUCT_MODULE_NAME": "Core"])
            text.add("AGG", "isa = PBXAggregateTarget; name = Lint;")
            text.add("D1", "isa = PBXTargetDependency; target = CORE; targetProxy = P1;")
            text.add(
                "P1",
                "isa = PBXContainerItemProxy; containerPortal = ROOT; proxyType = 1; "
                    + "remoteGlobalIDString = CORE; remoteInfo = \"Core-iOS\";")
            text.add("D2", "isa = PBXTargetDependency; targetProxy = P2;")  // same project, proxy only
            text.add(
                "P2", "isa = PBXContainerItemProxy; containerPortal = ROOT; proxyType = 1; remoteGlobalIDString = CORE;"
            )
            text.add("D3", "isa = PBXTargetDependency; target = AGG;")  // aggregate: not a module
            text.add("D4", "isa = PBXTargetDependency; name = \"Other-Kit\"; targetProxy = P4;")  // another project
            text.add(
                "P4",
                "isa = PBXContainerItemProxy; containerPortal = SUBPROJECT; proxyType = 1; "
                    + "remoteGlobalIDString = XYZ; remoteInfo = \"Network-Kit\";")
            text.add("D5", "isa = PBXTargetDependency; productRef = PKG_PLUGIN;")
            text.add("D6", "isa = PBXTargetDependency; productRef = PKG_MACRO;")
            text.add("PKG_PLUGIN", "isa = XCSwiftPackageProductDependency; productName = \"plugin:SwiftLintPlugin\";")
            text.add("PKG_MACRO", "isa = XCSwiftPackageProductDependency; productName = CasePathsMacros;")
            text.target(
                "APP", name: "App", productType: "com.apple.product-type.application",
                dependencies: ["D1", "D2", "D3", "D4", "D5", "D6", "MISSING"])
        }
        XCTAssertEqual(
            dependencies(of: "App", in: result), ["Core:module", "Network_Kit:module", "CasePathsMacros:package"])
    }

    func testLinkedProducts() throws {
        let (result, _) = try read { text in
            text.target("FEED", name: "Feed", settings: ["PRODUCT_NAME": "FeedKit"])
            text.add("L1", "isa = PBXBuildFile; fileRef = FEED_PRODUCT;")
            text.add("L2", "isa = PBXBuildFile; fileRef = OTHER_FW;")
            text.add(
                "OTHER_FW", "isa = PBXFileReference; path = \"Search-UI.framework\"; sourceTree = BUILT_PRODUCTS_DIR;")
            text.add("L3", "isa = PBXBuildFile; fileRef = LIB;")
            text.add("LIB", "isa = PBXFileReference; path = libStorage.a; sourceTree = BUILT_PRODUCTS_DIR;")
            text.add("L4", "isa = PBXBuildFile; fileRef = OBJ;")
            text.add("OBJ", "isa = PBXFileReference; path = Glue.o; sourceTree = BUILT_PRODUCTS_DIR;")
            text.add("L5", "isa = PBXBuildFile; fileRef = UIKIT;")
            text.add(
                "UIKIT",
                "isa = PBXFileReference; name = UIKit.framework; "
                    + "path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT;")
            text.add("L6", "isa = PBXBuildFile; fileRef = LIBZ;")
            text.add("LIBZ", "isa = PBXFileReference; path = usr/lib/libz.tbd; sourceTree = SDKROOT;")
            text.add("L7", "isa = PBXBuildFile; fileRef = CARTHAGE;")
            text.add(
                "CARTHAGE",
                "isa = PBXFileReference; path = Carthage/Build/iOS/Alamofire.framework; "
                    + "sourceTree = \"<group>\";")
            text.add("L8", "isa = PBXBuildFile; fileRef = XCF;")
            text.add("XCF", "isa = PBXFileReference; path = Vendor/Analytics.xcframework; sourceTree = SOURCE_ROOT;")
            text.add("L9", "isa = PBXBuildFile; fileRef = PROXY;")
            text.add(
                "PROXY",
                "isa = PBXReferenceProxy; fileType = wrapper.framework; path = Needle.framework; "
                    + "remoteRef = REMOTE; sourceTree = BUILT_PRODUCTS_DIR;")
            text.add(
                "REMOTE",
                "isa = PBXContainerItemProxy; containerPortal = SUB; proxyType = 2; remoteInfo = NeedleFoundation;")
            text.add("L10", "isa = PBXBuildFile; productRef = PKG;")
            text.add("PKG", "isa = XCSwiftPackageProductDependency; productName = ComposableArchitecture;")
            text.add("L11", "isa = PBXBuildFile; fileRef = BUNDLE;")
            text.add("BUNDLE", "isa = PBXFileReference; path = Assets.bundle; sourceTree = BUILT_PRODUCTS_DIR;")
            text.add("L12", "isa = PBXBuildFile; fileRef = UIKIT;")  // the same again: kept once
            // CocoaPods' umbrella products are left to the Podfile's reader.
            text.add("L13", "isa = PBXBuildFile; fileRef = PODS;")
            text.add("PODS", "isa = PBXFileReference; path = Pods_App.framework; sourceTree = BUILT_PRODUCTS_DIR;")
            text.add("L14", "isa = PBXBuildFile; fileRef = PODS_LIB;")
            text.add("PODS_LIB", "isa = PBXFileReference; path = \"libPods-App.a\"; sourceTree = BUILT_PRODUCTS_DIR;")
            text.target(
                "APP", name: "App", productType: "com.apple.product-type.application",
                links: ["L1", "L2", "L3", "L4", "L5", "L6", "L7", "L8", "L9", "L10", "L11", "L12", "L13", "L14"])
        }
        XCTAssertEqual(
            dependencies(of: "App", in: result),
            [
                "FeedKit:module", "Search_UI:module", "Storage:module", "Glue:module", "UIKit:external", "z:external",
                "Alamofire:external", "Analytics:external", "NeedleFoundation:module", "ComposableArchitecture:package",
            ])
    }

    func testPackageProductsAndLocalPackages() throws {
        // A local package may leave the analyzed folder (App), not the repository.
        let (result, _) = try read(in: "App", files: ["Modules/Kit/Package.swift"]) { text in
            text.add("LOCAL", "isa = XCLocalSwiftPackageReference; relativePath = ../Modules/Kit;")
            text.add("REMOTE", "isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/x.git\";")
            text.add("P1", "isa = XCSwiftPackageProductDependency; package = LOCAL; productName = KitUI;")
            text.add("P2", "isa = XCSwiftPackageProductDependency; package = REMOTE; productName = Algorithms;")
            text.add("P3", "isa = XCSwiftPackageProductDependency; productName = LegacyKit;")
            text.add(
                "P4", "isa = XCSwiftPackageProductDependency; package = REMOTE; productName = \"plugin:Generate\";")
            text.add("LINK", "isa = PBXBuildFile; productRef = P2;")
            text.projectExtra = "packageReferences = (LOCAL, REMOTE, );"
            text.target(
                "APP", name: "App", productType: "com.apple.product-type.application", links: ["LINK"],
                extra: "packageProductDependencies = (P1, P2, P3, P4, );")
        }
        XCTAssertEqual(
            dependencies(of: "App", in: result), ["Algorithms:package", "KitUI:package", "LegacyKit:package"])
        XCTAssertEqual(result.localPackages, ["../Modules/Kit"])
    }

    func testOldStyleLocalPackageFolders() throws {
        let tree = try TemporaryTree()
        try tree.write("Packages/Legacy/Package.swift", "// swift-tools-version:5.9\n")
        try tree.makeFolder("Docs")
        var text = PBXText()
        text.group("MAIN", children: ["OLD_STYLE", "NOT_A_PACKAGE"])
        text.add(
            "OLD_STYLE",
            "isa = PBXFileReference; lastKnownFileType = wrapper; path = Packages/Legacy; sourceTree = \"<group>\";")
        text.add(
            "NOT_A_PACKAGE",
            "isa = PBXFileReference; lastKnownFileType = folder; path = Docs; sourceTree = \"<group>\";")
        text.add("LOCAL", "isa = XCLocalSwiftPackageReference; relativePath = Modules/Kit;")
        text.target("APP", name: "App")
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        try tree.write("Modules/Kit/Package.swift", "")
        XCTAssertEqual(tree.read("App.xcodeproj").localPackages, ["Modules/Kit", "Packages/Legacy"])
    }

    /// GOV.UK One Login's `mobile-wallet-ios`: a local package in a git submodule not checked out is said, not passed over.
    func testALocalPackageWithoutAManifestIsAnIssue() throws {
        let (result, _) = try read(files: [".gitmodules", "Shared/Package.swift"]) { text in
            text.add("SHARED", "isa = XCLocalSwiftPackageReference; relativePath = Shared;")
            text.add("WALLET", "isa = XCLocalSwiftPackageReference; relativePath = \"wallet-kit\";")
            text.target("APP", name: "App")
        }
        XCTAssertEqual(result.localPackages, ["Shared"])
        XCTAssertEqual(result.issues.map(\.message), [
            "local package 'wallet-kit' has no Package.swift; the modules its products hold are not in the graph",
        ])
    }

    func testDuplicatesKeepTheFirstLocation() throws {
        let (result, tree) = try read { text in
            text.target("CORE", name: "Core")
            text.add("D1", "isa = PBXTargetDependency; target = CORE;")
            text.add("L1", "isa = PBXBuildFile; fileRef = CORE_PRODUCT;")
            text.target("APP", name: "App", links: ["L1"], dependencies: ["D1"])
        }
        let app = try XCTUnwrap(result.modules.first { $0.name == "App" })
        XCTAssertEqual(app.dependencies.count, 1)
        let location = try XCTUnwrap(app.dependencies.first?.location)
        XCTAssertEqual(location.file, "App.xcodeproj/project.pbxproj")
        let text = try String(contentsOfFile: tree.path + "/" + location.file, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
        XCTAssertTrue(line.dropFirst(location.column - 1).hasPrefix("D1 = {isa = PBXTargetDependency;"), String(line))
    }

    /// An app may embed a framework of the workspace without linking it (deltachat's `DcCore`): Xcode builds it first and
    /// the compiler links what the app imports of it, so it is a dependency, and one the app loads at run time.
    func testEmbeddedFrameworksAreDependenciesLoadedAtRunTime() throws {
        let (result, _) = try read { text in
            text.target("CORE", name: "Core")
            text.target("KIT", name: "Kit")
            text.target("SHARE", name: "Share", productType: "com.apple.product-type.app-extension")
            text.add("LINK_KIT", "isa = PBXBuildFile; fileRef = KIT_PRODUCT;")
            text.add("EMBED_KIT", "isa = PBXBuildFile; fileRef = KIT_PRODUCT;")
            text.add("EMBED_CORE", "isa = PBXBuildFile; fileRef = CORE_PRODUCT;")
            text.add("EMBED_SHARE", "isa = PBXBuildFile; fileRef = SHARE_APPEX;")
            text.add("SHARE_APPEX", "isa = PBXFileReference; path = Share.appex; sourceTree = BUILT_PRODUCTS_DIR;")
            text.add("EMBED_FW", "isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 10; files = (EMBED_KIT, EMBED_CORE, );")
            text.add("EMBED_EX", "isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (EMBED_SHARE, );")
            // A copy to another folder (resources) embeds nothing.
            text.add("COPY_RES", "isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 7; files = (EMBED_CORE, );")
            text.target("APP", name: "App", productType: "com.apple.product-type.application", links: ["LINK_KIT"],
                        scripts: ["EMBED_FW", "EMBED_EX"])
            text.target("TOOL", name: "Tool", productType: "com.apple.product-type.tool", scripts: ["COPY_RES"])
        }
        XCTAssertEqual(dependencies(of: "App", in: result), ["Kit:module", "Core:module"])
        XCTAssertEqual(result.modules.first { $0.name == "App" }?.modulesLoadedAtRunTime, ["Core"])
        XCTAssertEqual(dependencies(of: "Tool", in: result), [])
    }
}
