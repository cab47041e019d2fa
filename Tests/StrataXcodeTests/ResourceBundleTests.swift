import StrataProject
import StrataTestSupport
import XCTest

@testable import StrataXcode

/// A static framework ships its resources in a bundle target of the framework's name (R.swift's
/// `RswiftAppWithStaticFrameworks`: `FooBundle`, `PRODUCT_NAME = Foo`). A bundle that compiles nothing is no module;
/// one that compiles code (a plug-in) is.
final class ResourceBundleTests: XCTestCase {
    func testABundleThatCompilesNothingIsNoModule() throws {
        let tree = try TemporaryTree()
        try tree.write("Foo/Foo.swift", "public struct Foo {}\n")
        try tree.write("Plugin/Plugin.swift", "final class Principal {}\n")
        var text = PBXText()
        text.group("MAIN", children: ["FOO", "PLUGIN"])
        text.file("FOO", path: "Foo/Foo.swift")
        text.file("PLUGIN", path: "Plugin/Plugin.swift")
        text.target("FOO_T", name: "Foo", sources: ["FOO"])
        text.target("BUNDLE_T", name: "FooBundle", productType: "com.apple.product-type.bundle",
                    settings: ["PRODUCT_NAME": "Foo"])
        text.target("PLUGIN_T", name: "Plugin", productType: "com.apple.product-type.bundle", sources: ["PLUGIN"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        XCTAssertEqual(tree.read("App.xcodeproj").modules.map(\.name), ["Foo", "Plugin"])
    }
}
