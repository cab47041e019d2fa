import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall time of each pipeline phase, written to standard error when `STRATA_PHASE_TIMES` is set in the
/// environment: how the benchmark's profiles say where a run's time goes. Not part of any output format.
struct PhaseTimes {
    private let enabled = ProcessInfo.processInfo.environment["STRATA_PHASE_TIMES"] != nil
    private var last = DispatchTime.now().uptimeNanoseconds
    private var lines: [String] = []

    /// Records the time since the previous mark under `phase`.
    mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        lines.append("\(phase): \((now - last) / 1_000_000) ms (peak RSS \(Self.peakResidentMegabytes()) MB)")
        last = now
    }

    /// The process's peak resident set so far, in MB.
    private static func peakResidentMegabytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) / (1 << 20)
        #else
        return Int(usage.ru_maxrss) / 1024
        #endif
    }

    /// Writes the recorded phases to standard error.
    func report() {
        guard enabled, !lines.isEmpty else { return }
        FileHandle.standardError.write(Data(("strata phases: " + lines.joined(separator: ", ") + "\n").utf8))
    }
}
