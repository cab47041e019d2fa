import StrataProject
import StrataText

/// The Swift files Tuist generates into `Derived/Sources` beside a `Project.swift` for its targets' resources
/// (`TuistBundle+Feed.swift`, `TuistAssets+Feed.swift`, `TuistStrings+Feed.swift`, older Tuists'
/// `Bundle+Feed.swift`): each is compiled into the target its name ends with, that target's name made a Swift
/// identifier as Tuist makes it (`Took-iOS` gives `TookIOS`). The walk never enters that folder
/// (``FileSystemSnapshot/isUnsearchedFolder(_:besides:)``); this is how its files find their module.
enum TuistDerivedSources {
    /// The files Tuist generated for target `target` of the project evaluated by `evaluation`, relative to the
    /// analyzed root, sorted by bytes.
    static func files(of target: String, evaluation: TuistEvaluation) -> [String] {
        let folder = TuistPaths.joined(evaluation.absoluteDirectory, FileSystemSnapshot.tuistOutputFolderName + "/Sources")
        let fileSystem = evaluation.context.fileSystem
        guard let names = fileSystem.contents(ofDirectory: folder)?.names else { return [] }
        let wanted = identifierKey(target)
        return names.filter { name in
            guard name.hasSuffix(".swift"), let plus = name.lastIndex(of: "+") else { return false }
            let suffix = name[name.index(after: plus)...].dropLast(".swift".count)
            return identifierKey(String(suffix)) == wanted && fileSystem.isRegularFile(folder + "/" + name)
        }
        .map { evaluation.relative(folder + "/" + $0) }
        .sorted { $0.precedesInBytes($1) }
    }

    /// What a name and the identifier Tuist makes of it have in common: its ASCII letters and digits,
    /// lowercased (Tuist drops the other characters and capitalises the words it joins).
    static func identifierKey(_ name: String) -> [UInt8] {
        name.utf8.compactMap { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            default: nil
            }
        }
    }
}
