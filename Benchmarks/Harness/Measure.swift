#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `measure`: runs a command once with its standard output sent to a file, and reports wall time,
/// user and system CPU time of the command and every child it waited for, and its peak resident set.
enum Measure {
    struct Outcome {
        var wall: Double
        var user: Double
        var system: Double
        /// Peak resident set in KiB (the largest of the command and its waited-for children).
        var maxResidentKiB: Int
        var status: Int32
    }

    static func run(_ command: [String], stdout path: String) -> Outcome? {
        var actions = posix_spawn_file_actions_t()
        #if canImport(Darwin)
        actions = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let started = Clock.wall.seconds
        guard posix_spawnp(&pid, command[0], &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let wall = Clock.wall.seconds - started
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        #if canImport(Darwin)
        let kibibytes = Int(usage.ru_maxrss) / 1024
        #else
        let kibibytes = Int(usage.ru_maxrss)
        #endif
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Outcome(wall: wall, user: seconds(usage.ru_utime), system: seconds(usage.ru_stime),
                       maxResidentKiB: kibibytes, status: exit)
    }
}
