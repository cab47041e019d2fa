#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on a clock: wall (monotonic), this thread's CPU, or this process's CPU.
enum Clock {
    case wall, threadCPU, processCPU

    var seconds: Double {
        var spec = timespec()
        switch self {
        case .wall: clock_gettime(CLOCK_MONOTONIC, &spec)
        case .threadCPU: clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        case .processCPU: clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        }
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// `value` with `digits` decimals, without Foundation.
func formatted(_ value: Double, _ digits: Int = 3) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) - 1 < digits {
        text += String(repeating: "0", count: digits - (text.distance(from: dot, to: text.endIndex) - 1))
    }
    return text
}
