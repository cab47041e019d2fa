import Foundation
import XCTest

/// A headless Chromium that opens a page from a file and dumps its DOM once its scripts have run.
struct HeadlessBrowser {
    let executable: URL

    /// What the HTML report's `?selftest=NAME` wrote into `#selftest`.
    struct SelfTest: Decodable {
        var modules: Int
        var nodes: Int
        var edges: Int
        var selected: String?
        var dependencies: [String]
        var dependents: [String]
        var loadMilliseconds: Int
        var errors: [String]
        /// With `rule`/`severity` in the query: the findings the filtered list shows, as `rule: message`.
        var findingsShown: [String]
        /// The edges drawn out after a click on the first finding shown, as `From -> To`.
        var edgesShown: [String]
        /// The package filter's rows.
        var packages: [String]
        /// The scale of the first paint, and how many modules it shows whole.
        var scale: Double
        var labelsInView: Int
    }

    /// The first of `chromium`, `chromium-browser`, `google-chrome` and `google-chrome-stable` on `PATH`. When
    /// there is none, the test is skipped, unless `STRATA_REQUIRE_BROWSER=1` (CI) makes that a failure.
    static func find() throws -> HeadlessBrowser {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for directory in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return HeadlessBrowser(executable: candidate) }
            }
        }
        if ProcessInfo.processInfo.environment["STRATA_REQUIRE_BROWSER"] == "1" {
            throw BrowserMissing()
        }
        throw XCTSkip("no chromium, chromium-browser or google-chrome on PATH (CI installs chromium and sets STRATA_REQUIRE_BROWSER=1)")
    }

    struct BrowserMissing: Error, CustomStringConvertible {
        var description: String { "STRATA_REQUIRE_BROWSER=1 but no chromium, chromium-browser or google-chrome on PATH" }
    }

    /// Opens `page` with `?selftest=module` and returns the DOM after load, killing the browser after a minute.
    func dumpDOM(_ page: URL, selfTest module: String, query: [(String, String)] = []) throws -> String {
        var components = URLComponents(url: page, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "selftest", value: module)] + query.map { URLQueryItem(name: $0.0, value: $0.1) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("strata-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=\(profile.path)",
                             "--virtual-time-budget=10000", "--dump-dom", components?.url?.absoluteString ?? page.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    /// The self-test's report in a dumped DOM.
    static func selfTest(in dom: String) throws -> SelfTest {
        guard let start = dom.range(of: "<pre id=\"selftest\""), let open = dom.range(of: ">", range: start.upperBound..<dom.endIndex),
              let close = dom.range(of: "</pre>", range: open.upperBound..<dom.endIndex) else {
            throw SelfTestMissing(dom: String(dom.prefix(2_000)))
        }
        let text = dom[open.upperBound..<close.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
        guard !text.isEmpty else { throw SelfTestMissing(dom: String(dom.prefix(2_000))) }
        return try JSONDecoder().decode(SelfTest.self, from: Data(text.utf8))
    }

    struct SelfTestMissing: Error, CustomStringConvertible {
        var dom: String
        var description: String { "the page wrote no #selftest report; its DOM begins: \(dom)" }
    }
}
