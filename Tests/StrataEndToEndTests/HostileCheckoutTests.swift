import Foundation
import StrataTestSupport
import XCTest

/// `strata check` on a checkout whose project files a pull request made hostile, through the real binary: it
/// must end, with a diagnostic for each case and exit code 1, having read nothing outside the checkout.
final class HostileCheckoutTests: XCTestCase {
    /// A synchronized folder at `/` for one target: the whole disk, if it were listed.
    private static let diskProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (APP, ); };
        \t\tMAIN = {isa = PBXGroup; children = (DISK, ); sourceTree = "<group>"; };
        \t\tDISK = {isa = PBXFileSystemSynchronizedRootGroup; path = /; sourceTree = "<absolute>"; };
        \t\tAPP = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (DISK, ); name = Disk; \
        productType = "com.apple.product-type.application"; };
        \t};
        \trootObject = ROOT;
        }
        """

    private func makeHostileCheckout(_ workspace: TemporaryTree) throws {
        let root = workspace.root.path
        // SwiftPM: targets and a local package at `/` and above the checkout, links to `/` and `/proc/self`.
        try workspace.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Hostile",
                dependencies: [.package(path: "/")],
                targets: [.target(name: "Feed", path: "/"), .target(name: "Up", path: "../../.."), .target(name: "Core")]
            )
            """)
        try workspace.write("Sources/Core/Core.swift", "public struct Core {}\n")
        try HostileFiles.link(at: root + "/Sources/Core/Root", to: "/")
        try HostileFiles.link(at: root + "/Everything", to: "/")
        if HostileFiles.hasProc { try HostileFiles.link(at: root + "/Sources/Core/Process", to: "/proc/self") }
        // Xcode: a project file that is `/dev/zero`, one that is a FIFO, a workspace's data a FIFO, a synchronized
        // folder at `/`.
        try HostileFiles.link(at: root + "/Zero.xcodeproj/project.pbxproj", to: "/dev/zero")
        try HostileFiles.fifo(at: root + "/Pipe.xcodeproj/project.pbxproj")
        // (In a folder of its own: beside the checkout's `Workspace.swift` it would be Tuist's, and not read.)
        try HostileFiles.fifo(at: root + "/Ws/App.xcworkspace/contents.xcworkspacedata")
        try workspace.write("Disk/Disk.xcodeproj/project.pbxproj", Self.diskProject)
        // XcodeGen: an include that is `/dev/zero`, sources far above the checkout.
        try workspace.write("Gen/project.yml", "include: [zero.yml]\ntargets:\n  Gen:\n    type: framework\n    sources: [../../../..]\n")
        try HostileFiles.link(at: root + "/Gen/zero.yml", to: "/dev/zero")
        // CocoaPods: a sparse Podfile of 1 GiB, and a podspec whose sources climb out.
        try HostileFiles.sparseFile(at: root + "/Podfile")
        try workspace.write("Dev/Podfile", "target 'Dev' do\n  pod 'Kit', :path => '../Kit'\nend\n")
        try workspace.write("Kit/Kit.podspec", "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = '../..'\nend\n")
        // Tuist: sources and a workspace's projects at `/**`.
        try workspace.write("Tu/Project.swift", """
            import ProjectDescription
            let project = Project(name: "Tu", targets: [
                .target(name: "Tu", destinations: .iOS, product: .framework, bundleId: "t", sources: "/**"),
            ])
            """)
        try workspace.write("Workspace.swift", """
            import ProjectDescription
            let workspace = Workspace(name: "W", projects: ["/**"])
            """)
    }

    func testAHostileCheckoutEndsWithADiagnosticForEachCase() throws {
        let workspace = try TemporaryTree()
        defer { workspace.remove() }
        try makeHostileCheckout(workspace)
        let run = try StrataProcess.run(["check", workspace.root.path, "--format", "json"], timeLimit: 120)
        XCTAssertFalse(run.timedOut, "strata did not finish on the hostile checkout")
        XCTAssertEqual(run.status, 1, run.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        let diagnostics = (report["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic in
            let file = (diagnostic["location"] as? [String: Any])?["file"] as? String ?? ""
            return "\(file): \(diagnostic["message"] as? String ?? "")"
        }
        let expected = [
            "Package.swift: local package '/' is outside the analyzed folder; it is not read",
            "Package.swift: target 'Feed': path '/' is outside the package root; its sources are not read",
            "Package.swift: target 'Up': path '../../..' is outside the package root; its sources are not read",
            "Package.swift: target 'Core': symlink 'Sources/Core/Root' leads outside the analyzed folder and was not followed",
            "Zero.xcodeproj/project.pbxproj: project.pbxproj leads outside the analyzed folder; not read",
            "Pipe.xcodeproj/project.pbxproj: project.pbxproj is not a regular file (a folder, FIFO, socket or device); skipped",
            "Ws/App.xcworkspace/contents.xcworkspacedata: contents.xcworkspacedata is not a regular file "
                + "(a folder, FIFO, socket or device); skipped",
            "Podfile: the Podfile is 1073741824 bytes, over the 67108864-byte limit; skipped",
            "Kit/Kit.podspec: source_files '../..' is outside the analyzed folder; it is not read",
        ]
        for line in expected {
            XCTAssertTrue(diagnostics.contains(line), "missing \(line) in \(diagnostics)")
        }
        // Where the path above the checkout is spelt with the temporary folder's depth, the words are checked.
        let outside = "is outside the analyzed folder; it is not read"
        let gen = diagnostics.filter { $0.hasPrefix("Gen/project.yml: ") }.joined(separator: "\n")
        XCTAssertTrue(gen.contains("the XcodeGen spec 'Gen/zero.yml' leads outside the analyzed folder; not read"), gen)
        XCTAssertTrue(gen.contains("source '../../../..' \(outside)"), gen)
        XCTAssertTrue(diagnostics.contains { $0.hasPrefix("Disk/Disk.xcodeproj/project.pbxproj: synchronized folder '../")
            && $0.hasSuffix("' of target 'Disk' \(outside)") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.hasPrefix("Tu/Project.swift: sources '../") && $0.hasSuffix(outside) },
                      "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.hasPrefix("Workspace.swift: the workspace's project path '../")
            && $0.hasSuffix(outside) }, "\(diagnostics)")
        // The one Swift file of the checkout is all that was read; no module holds a file elsewhere.
        XCTAssertEqual((report["summary"] as? [String: Any])?["files"] as? Int, 1, run.stdout)
        for module in report["modules"] as? [[String: Any]] ?? [] where (module["files"] as? Int ?? 0) > 0 {
            XCTAssertEqual(module["path"] as? String, "Sources/Core", "\(module)")
        }
    }
}
