import StrataManifest
import XCTest

/// A legacy system-module package: a manifest with no targets and a `module.modulemap` beside it.
final class SystemModulePackageTests: XCTestCase {
    func testTheModuleMapNamesTheSystemLibraryTarget() {
        let cases: [(String, String, UInt)] = [
            ("module CSQLite [system] {\n  header \"shim.h\"\n  link \"sqlite3\"\n  export *\n}", "CSQLite", #line),
            ("// A comment: module Commented {}\n/* module Hidden */\nmodule Real {}", "Real", #line),
            ("framework module Kit {\n  umbrella header \"Kit.h\"\n  module * { export * }\n}", "Kit", #line),
            ("extern module Other \"other.modulemap\"\nmodule Mine { explicit module Sub {} }", "Mine", #line),
            ("module CZlib [system] [extern_c] { header \"zlib.h\" }\nmodule Second {}", "CZlib", #line),
            ("", "Pkg", #line),
            ("module", "Pkg", #line),
            ("module \"quoted\" {}", "Pkg", #line),
            ("{ module Nested {} }", "Pkg", #line),
            (String(repeating: "{", count: 100_000), "Pkg", #line),
        ]
        for (moduleMap, name, line) in cases {
            var manifest = readManifest("let package = Package(name: \"Pkg\", pkgConfig: \"x\", providers: [.apt([\"libx\"])])")
            XCTAssertTrue(manifest.mayBeSystemModulePackage, line: line)
            manifest.addSystemModule(moduleMap: Array(moduleMap.utf8))
            XCTAssertEqual(manifest.targets, [TargetDescription(name: name, type: .system)], line: line)
            XCTAssertEqual(manifest.products, [ProductDescription(name: "Pkg", kind: .library, targets: [name])], line: line)
            XCTAssertEqual(manifest.issues, [], line: line)
        }
    }

    func testAManifestWithTargetsOrProductsIsNoSystemModulePackage() {
        XCTAssertFalse(readManifest(manifest(targets: #".target(name: "X")"#)).mayBeSystemModulePackage)
        let productOnly = readManifest(#"let package = Package(name: "P", products: [.library(name: "L", targets: ["L"])])"#)
        XCTAssertFalse(productOnly.mayBeSystemModulePackage)
    }

    func testAnUnnamedPackageWithAnUnnamedModuleMapGetsNothing() {
        var manifest = PackageManifest()
        manifest.addSystemModule(moduleMap: Array("module {}".utf8))
        XCTAssertEqual(manifest, PackageManifest())
    }
}
