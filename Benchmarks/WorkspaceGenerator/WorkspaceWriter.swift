import Dispatch
import Foundation

/// Writes a planned workspace to disk: one folder per package with its manifest and sources, and
/// `planted.json`. Modules are written on all cores; the bytes do not depend on the order.
enum WorkspaceWriter {
    static func write(_ plan: WorkspacePlan, settings: GenerationSettings, to output: String) throws -> PlantedReport {
        let manager = FileManager.default
        try manager.createDirectory(atPath: output, withIntermediateDirectories: true)
        var report = PlantedReport(settings: settings, plan: plan)
        for p in plan.packages.indices {
            let directory = output + "/" + plan.packages[p].name
            let manifest = ManifestWriter.manifest(for: p, in: plan)
            try manager.createDirectory(atPath: directory + "/Sources", withIntermediateDirectories: true)
            try write(manifest, to: directory + "/Package.swift")
            report.manifestBytes += manifest.utf8.count
        }
        let writer = SourceWriter(plan: plan, settings: settings)
        let totals = Totals(count: plan.modules.count)
        DispatchQueue.concurrentPerform(iterations: plan.modules.count) { m in
            let module = plan.modules[m]
            let directory = output + "/" + plan.packages[module.package].name + "/Sources/" + module.name
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                var bytes = 0, lines = 0
                let files = writer.files(of: m)
                for file in files {
                    try write(file.text, to: directory + "/" + file.name)
                    bytes += file.text.utf8.count
                    lines += file.lines
                }
                totals.store(m, files: files.count, bytes: bytes, lines: lines, error: nil)
            } catch {
                totals.store(m, files: 0, bytes: 0, lines: 0, error: "\(directory): \(error)")
            }
        }
        for m in plan.modules.indices {
            let total = totals.values[m]
            if let error = total.error { throw PlanError(description: error) }
            report.sourceFiles += total.files
            report.sourceBytes += total.bytes
            report.sourceLines += total.lines
        }
        try write(report.json(), to: output + "/planted.json")
        return report
    }

    private static func write(_ text: String, to path: String) throws {
        guard let handle = fopen(path, "wb") else { throw PlanError(description: "cannot create \(path)") }
        defer { fclose(handle) }
        var text = text
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard written == text.utf8.count else { throw PlanError(description: "cannot write \(path)") }
    }

    /// Per-module totals written from the worker threads, each index by one worker.
    private final class Totals: @unchecked Sendable {
        struct Total {
            var files = 0, bytes = 0, lines = 0
            var error: String?
        }
        private(set) var values: [Total]
        private let lock = NSLock()

        init(count: Int) {
            values = [Total](repeating: Total(), count: count)
        }

        func store(_ m: Int, files: Int, bytes: Int, lines: Int, error: String?) {
            lock.lock()
            values[m] = Total(files: files, bytes: bytes, lines: lines, error: error)
            lock.unlock()
        }
    }
}
