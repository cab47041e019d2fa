import StrataProject
import StrataTestSupport
import XCTest

@testable import StrataXcode

/// A target may compile code strata does not read, which may declare any type: a listed file that a build step
/// writes (R.swift's `R.generated.swift`, not in the repository), or the output of a package's build-tool plugin.
final class GeneratedCodeTests: XCTestCase {
    func testATargetCompilingUnreadCodeMayDeclareAnyType() throws {
        let tree = try TemporaryTree()
        try tree.write("Foo/Foo.swift", "public struct Greeter {}\n")
        try tree.write("Kit/Kit.swift", "public struct Kit {}\n")
        var text = PBXText()
        text.group("MAIN", children: ["FOO", "GENERATED", "KIT"])
        text.file("FOO", path: "Foo/Foo.swift")
        text.file("GENERATED", path: "Foo/R.generated.swift")
        text.file("KIT", path: "Kit/Kit.swift")
        text.add("PLUGIN", "isa = XCSwiftPackageProductDependency; productName = \"plugin:RswiftGenerateInternalResources\";")
        text.add("PLUGIN_DEP", "isa = PBXTargetDependency; productRef = PLUGIN;")
        text.target("FOO_T", name: "Foo", sources: ["FOO", "GENERATED"])
        text.target("KIT_T", name: "Kit", sources: ["KIT"], dependencies: ["PLUGIN_DEP"])
        text.target("PLAIN_T", name: "Plain", sources: ["KIT"])
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let modules = tree.read("App.xcodeproj").modules
        XCTAssertEqual(modules.map(\.name), ["Foo", "Kit", "Plain"])
        XCTAssertEqual(modules.map(\.generatedNames), [[ProjectModule.anyGeneratedName], [ProjectModule.anyGeneratedName], []])
    }
}
