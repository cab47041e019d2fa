/// What decides the `#if` conditions in one module's sources, as its build system declares it.
public struct ProjectBuildSettings: Sendable, Equatable {
    /// The platforms it is built for, in SwiftPM's spelling (`ios`, `macos`, `linux`); `nil` when its build
    /// system names none, and the workspace's are taken.
    public var platforms: [String]?
    /// Whether ``platforms`` are the only platforms it is built for (an Xcode target's `SUPPORTED_PLATFORMS`, a
    /// Tuist target's destinations), not a package's minimum versions, which SwiftPM builds beyond.
    public var isBuiltOnlyForPlatforms = false
    /// The flags defined in the build evaluated (a debug build), each with the platforms it is defined on
    /// (`nil`: all of them).
    public var defines: [String: [String]?] = [:]
    /// Flags defined only in builds that are not evaluated (`.when(configuration: .release)`, a Release-only
    /// compilation condition): neither set nor unset.
    public var openFlags: Set<String> = []
    /// Flags the build system is known not to set, whatever strata did not read: `SWIFT_PACKAGE`, which SwiftPM alone
    /// defines, for a target of another build system that does not define it itself.
    public var unsetFlags: Set<String> = []
    /// Whether a flag strata did not see defined is unset: true for a SwiftPM target whose `swiftSettings`
    /// were all read, false where settings may come from files strata does not read (`.xcconfig`).
    public var knowsEveryFlag: Bool
    /// Upcoming and experimental features turned on (`hasFeature(…)`).
    public var features: Set<String> = []
    /// The oldest compiler that builds the module (a package's tools version); `nil` when unknown.
    public var toolsVersion: ToolsVersion?
    /// The platforms of the module's declared dependencies' platform conditions: a module that declares a
    /// dependency for Linux is built for Linux.
    public var dependencyPlatforms: [String] = []

    public init(knowsEveryFlag: Bool) {
        self.knowsEveryFlag = knowsEveryFlag
    }

    /// What is known of a module nothing describes but its name and files: nothing.
    public static let unknown = ProjectBuildSettings(knowsEveryFlag: false)

    /// A module whose build system names its compilation conditions per build configuration: the flags of its
    /// debug configurations (or of every configuration) are set, those of other configurations open, and any other
    /// flag open too, as configuration files strata does not read may set it.
    /// - Parameters:
    ///   - compilationConditions: the flags, by configuration name (`Debug`, `Release`).
    ///   - platforms: the only platforms it is built for; `nil` when the project does not say.
    public init(compilationConditions configurations: [String: [String]], platforms: [String]?) {
        self.init(knowsEveryFlag: false)
        self.platforms = platforms
        isBuiltOnlyForPlatforms = platforms != nil
        let debug = configurations.filter { $0.key.lowercased().contains("debug") }
        for (name, flags) in configurations {
            for flag in flags {
                let everywhere = configurations.values.allSatisfy { $0.contains(flag) }
                if everywhere || debug[name] != nil { defines[flag] = .some(nil) } else { openFlags.insert(flag) }
            }
        }
        openFlags.subtract(defines.keys)
        // Only SwiftPM defines `SWIFT_PACKAGE` (WireGuard's `#if SWIFT_PACKAGE import WireGuardKitC`, which its Xcode
        // targets reach through a bridging header instead).
        if defines[Self.swiftPackageFlag] == nil && !openFlags.contains(Self.swiftPackageFlag) {
            unsetFlags.insert(Self.swiftPackageFlag)
        }
    }

    /// The flag SwiftPM defines in every target it builds.
    public static let swiftPackageFlag = "SWIFT_PACKAGE"
}

extension ProjectBuildSettings {
    /// The compilation conditions that Swift compiler flags define: `-DNAME`, or `-D` followed by `NAME` (Xcode's
    /// `OTHER_SWIFT_FLAGS = "$(inherited) -DCARTHAGE_INSTALLATION"`), in order. A name that is not an identifier
    /// (an unexpanded `$(…)`) is left out.
    public static func conditions(definedBy flags: [String]) -> [String] {
        var conditions: [String] = []
        var takesNext = false
        for flag in flags {
            let name: Substring
            if takesNext {
                takesNext = false
                name = Substring(flag)
            } else if flag == "-D" {
                takesNext = true
                continue
            } else if flag.hasPrefix("-D") {
                name = flag.dropFirst(2)
            } else {
                continue
            }
            // An identifier is its own C99 form; an unexpanded `$(FLAG)` is not.
            if !name.isEmpty, C99Identifier.make(String(name)) == name { conditions.append(String(name)) }
        }
        return conditions
    }
}
