#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// strata-benchmark: the measuring half of `Benchmarks/run.sh`.
let usage = """
USAGE:
  strata-benchmark measure --stdout FILE -- COMMAND [ARGUMENT...]
      Runs COMMAND once, its standard output to FILE, and prints
      'wall=… user=… sys=… rss_kib=… status=…' (CPU and peak RSS include waited-for children).
  strata-benchmark scan [--repeat N] [--jobs N] [--scanner-only] DIR
      Loads every .swift file below DIR into memory, then times the lexer and the scanner on one
      thread (MB/s per CPU second) and the scanner on N threads (MB/s of wall time).
      --scanner-only runs the one-thread scanner pass alone, for a profiler.
"""

func fail(_ message: String) -> Never {
    let text = "strata-benchmark: \(message)\n\n\(usage)\n"
    _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "measure":
    guard arguments.count >= 5, arguments[1] == "--stdout", arguments[3] == "--" else { fail("bad arguments") }
    guard let outcome = Measure.run(Array(arguments[4...]), stdout: arguments[2]) else {
        fail("could not run \(arguments[4])")
    }
    print("wall=\(formatted(outcome.wall, 4)) user=\(formatted(outcome.user, 4)) sys=\(formatted(outcome.system, 4)) "
        + "rss_kib=\(outcome.maxResidentKiB) status=\(outcome.status)")
case "scan":
    var repeats = 1, jobs = 2, scannerOnly = false
    var rest = arguments.dropFirst()
    var directory: String?
    while let argument = rest.popFirst() {
        switch argument {
        case "--repeat": repeats = rest.popFirst().flatMap { Int($0) } ?? 0
        case "--jobs": jobs = rest.popFirst().flatMap { Int($0) } ?? 0
        case "--scanner-only": scannerOnly = true
        default: directory = argument
        }
    }
    guard let directory, repeats > 0, jobs > 0 else { fail("scan needs a directory and positive counts") }
    ScanThroughput.run(files: ScanThroughput.load(directory), repeats: repeats, jobs: jobs,
                        scannerOnly: scannerOnly)
default:
    fail("expected 'measure' or 'scan'")
}
