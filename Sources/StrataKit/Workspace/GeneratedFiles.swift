import StrataRules
import StrataScan

/// Files a tool wrote: scanned for the graph like any other, but never the place of a finding, since
/// nobody edits them.
enum GeneratedFiles {
    /// Whether the file at `path` is generated: needle's `NeedleGenerated.swift`, a `*.generated.swift`, an
    /// accessor in Tuist's `Derived/Sources` (`TuistBundle+Feed.swift` has no header that says so), or a file
    /// whose leading comments say so (``GeneratedHeader``).
    static func isGenerated(path: String, bytes: UnsafeRawBufferPointer) -> Bool {
        // Read on the path's bytes: splitting it into `Character`s cost more than scanning the file.
        let utf8 = path.utf8
        let name = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8[utf8.index(after: $0)...] } ?? utf8[...]
        return name.elementsEqual("NeedleGenerated.swift".utf8) || name.ends(with: ".generated.swift")
            || isTuistDerived(utf8, name: name) || GeneratedHeader.saysGenerated(bytes)
    }

    /// Whether the path is a `<Kind>+<Target>.swift` (`name`, its last component) in a `Derived/Sources` folder, where
    /// Tuist writes the accessors of its targets' resources.
    private static func isTuistDerived(_ path: String.UTF8View, name: Substring.UTF8View) -> Bool {
        guard name.contains(UInt8(ascii: "+")) else { return false }
        let folder = path[..<name.startIndex]
        return folder.ends(with: "/Derived/Sources/") || folder.elementsEqual("Derived/Sources/".utf8)
    }

    /// `violations` without those shown in one of `files` (relative paths). The rules already show a
    /// finding about a dependency at an import in a file people write, or at the manifest line, when it
    /// has one; what is left in a generated file has no other place, and nothing to change there.
    static func removingFindings(in files: Set<String>, from violations: [Violation]) -> [Violation] {
        guard !files.isEmpty else { return violations }
        return violations.filter { violation in violation.location.map { !files.contains($0.file) } ?? true }
    }
}

extension BidirectionalCollection<UInt8> {
    /// Whether the collection ends with the UTF-8 bytes of `suffix`.
    fileprivate func ends(with suffix: String) -> Bool { reversed().starts(with: suffix.utf8.reversed()) }
}
