import Foundation
import StrataReport
import StrataTestSupport
import XCTest

/// The release workflow publishes exactly the assets README's recipes download, under the names
/// `Scripts/make-artifactbundle` gives them, and its Linux and macOS steps are the repository's scripts.
final class ReleaseWorkflowTests: XCTestCase {
    private func text(_ path: String) throws -> String {
        try String(contentsOf: Fixtures.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The file names of the `gh release create` step, the version written `{version}`.
    private func publishedAssets() throws -> Set<String> {
        let workflow = try text(".github/workflows/release.yml")
        let step = try XCTUnwrap(workflow.range(of: "gh release create"), "the workflow publishes nothing")
        let lines = workflow[step.upperBound...].split(separator: "\n").prefix { $0.hasSuffix("\\") || $0.contains("dist/") }
        let assets = lines.flatMap { $0.split(separator: " ") }.filter { $0.contains("dist/") }.map { word in
            String(word.replacingOccurrences(of: "\"", with: "").split(separator: "/").last ?? "")
                .replacingOccurrences(of: "$VERSION", with: "{version}")
        }
        return Set(assets)
    }

    func testTheWorkflowPublishesWhatTheRecipesDownload() throws {
        let published = try publishedAssets()
        XCTAssertEqual(published, [
            "strata-{version}-x86_64-unknown-linux-gnu.tar.gz", "strata-{version}-universal-apple-macosx.tar.gz",
            "strata.artifactbundle.zip", "strata.artifactbundle.zip.checksum", "SHA256SUMS",
        ])
        let readme = try text("README.md")
        let pattern = try NSRegularExpression(pattern: #"releases/download/[^/\s"]+/([^\s"`)]+)"#)
        let downloads = pattern.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).compactMap {
            Range($0.range(at: 1), in: readme).map { String(readme[$0]) }
        }
        XCTAssertFalse(downloads.isEmpty, "README downloads no release asset")
        for download in downloads {
            var name = download
            for variable in ["$STRATA_VERSION", "${STRATA_VERSION}", "VERSION", ToolInfo.version] {
                name = name.replacingOccurrences(of: variable, with: "{version}")
            }
            XCTAssertTrue(published.contains(name), "README downloads \(download), which the release does not publish")
        }
    }

    func testTheWorkflowRunsTheReleaseScriptsAndTheyNameTheAssetsAsTheBundleScriptDoes() throws {
        let workflow = try text(".github/workflows/release.yml")
        XCTAssertTrue(workflow.contains("run: Scripts/release-linux dist"))
        XCTAssertTrue(workflow.contains("run: Scripts/release-macos dist-macos"))
        let bundle = try text("Scripts/make-artifactbundle")
        XCTAssertTrue(bundle.contains(#"name="strata-$version-$triple""#), "the tarball's name changed")
        XCTAssertTrue(bundle.contains("universal-apple-macosx"), "the universal macOS variant is not known")
        XCTAssertTrue(try text("Scripts/release-macos").contains("--triple universal-apple-macosx"))
    }

    /// A universal macOS variant added beside the Linux one: the bundle serves three triples, and SHA256SUMS
    /// covers both tarballs and the zip.
    func testAUniversalMacOSVariantJoinsTheBundle() throws {
        let scratch = try TemporaryTree()
        defer { scratch.remove() }
        let script = Fixtures.repositoryRoot.appendingPathComponent("Scripts/make-artifactbundle").path
        // A stand-in executable that answers --version as strata does: packaging a debug build would take seconds.
        try scratch.write("stand-in/strata", "#!/bin/sh\necho \(ToolInfo.version)\n")
        let binary = scratch.path + "/stand-in/strata"
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary)
        for triple in ["universal-apple-macosx", "x86_64-unknown-linux-gnu"] {
            _ = try scratch.shell("SWIFT=false '\(script)' --triple \(triple) '\(binary)' dist >/dev/null 2>&1")
        }
        let info = try String(contentsOfFile: scratch.path + "/dist/strata.artifactbundle/info.json", encoding: .utf8)
        XCTAssertTrue(info.contains(#""supportedTriples": ["arm64-apple-macosx", "x86_64-apple-macosx"]"#), info)
        XCTAssertTrue(info.contains(#""supportedTriples": ["x86_64-unknown-linux-gnu"]"#), info)
        let sums = try String(contentsOfFile: scratch.path + "/dist/SHA256SUMS", encoding: .utf8)
        let version = ToolInfo.version
        for name in ["strata-\(version)-universal-apple-macosx.tar.gz", "strata-\(version)-x86_64-unknown-linux-gnu.tar.gz"] {
            XCTAssertTrue(sums.contains(name), sums)
        }
    }
}
