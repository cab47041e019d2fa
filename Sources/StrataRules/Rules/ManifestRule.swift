import StrataGraph
import StrataText

/// `manifest`: a manifest, project file or import that strata could not fully follow, so the graph may lack
/// what it declares. The readers word what they skipped; this type words what the pipeline meets itself.
public struct ManifestRule: InputRule {
    public let documentation = RuleDocumentation.manifest

    public init() {}

    /// What a reader skipped or could not read in one file, in the reader's words, as one diagnostic at the
    /// first place: an error when nothing of the file could be read (`fatal`), else a warning. One part is
    /// said as the reader says it; several are listed with their lines, each message once (`lines 7, 9: a target: a call to 'feature' (2
    /// times)`), at most ``maxListed`` messages, then counted.
    /// A list (or a part with a `remedy`) ends with what the graph lacks, and the remedy; parts read all the same
    /// (`losesNothing`: a YAML key given twice) are problems, not skipped parts, and the graph lacks nothing of them.
    /// - Parameters:
    ///   - parts: each skipped part's message and line, in file order; not empty.
    ///   - remedy: how to have the file read whole (`--manifest swiftpm`), if there is a way.
    public static func skipped(_ parts: [(message: String, line: Int, losesNothing: Bool)], at location: SourceLocation,
                               fatal: Bool = false, remedy: String? = nil) -> Diagnostic {
        let skipped = parts.count { !$0.losesNothing }
        var message: String
        if parts.count == 1 {
            message = parts[0].message
        } else {
            var order: [String] = []
            var lines: [String: [Int]] = [:]
            for part in parts {
                if lines[part.message] == nil { order.append(part.message) }
                lines[part.message, default: []].append(part.line)
            }
            var listed = order.prefix(maxListed).map { text in
                let all = lines[text] ?? []
                var distinct: [Int] = []
                for line in all where distinct.last != line { distinct.append(line) }
                let shown = distinct.prefix(maxListed).map(String.init).joined(separator: ", ")
                    + (distinct.count > maxListed ? ", …" : "")
                return (distinct.count == 1 ? "line " : "lines ") + shown + ": " + withoutVerb(text)
                    + (all.count > 1 ? " (\(all.count) times)" : "")
            }
            if order.count > maxListed { listed.append("and \(order.count - maxListed) more") }
            let ofThem = skipped == 1 ? "1 of them a skipped part" : "\(skipped) of them skipped parts"
            let header = fatal ? "could not read this file: "
                : skipped == parts.count ? "skipped \(parts.count) parts of this file: "
                : skipped == 0 ? "\(parts.count) problems in this file: "
                : "\(parts.count) problems in this file, \(ofThem): "
            message = header + listed.joined(separator: "; ")
        }
        let lacking = fatal ? "none of the targets it declares is in the graph"
            : skipped < parts.count ? "what the skipped parts declare is not in the graph"
            : "what \(parts.count == 1 ? "it declares" : "they declare") is not in the graph"
        // A list says what was skipped; one part is said as its reader says it, which says what was not read.
        if (parts.count > 1 || remedy != nil) && (fatal || skipped > 0) {
            message += " — " + lacking + (remedy.map { " (\($0))" } ?? "")
        }
        return Diagnostic(rule: RuleDocumentation.manifest.id,
                          severity: fatal ? .error : RuleDocumentation.manifest.defaultSeverity,
                          message: message, location: location)
    }

    /// A problem met in a file several projects share (a Tuist helper they all call), as one warning at its place
    /// in that file: the reader's message, and the projects' lines that led there (the first ``maxListed``, then
    /// counted).
    public static func sharedProblem(_ message: String, at origin: SourceLocation, metIn callers: [SourceLocation]) -> Diagnostic {
        let sorted = callers.sorted { lhs, rhs in
            lhs.file != rhs.file ? lhs.file.precedesInBytes(rhs.file) : lhs.line < rhs.line
        }
        let listed = sorted.prefix(maxListed).map { "\($0.file):\($0.line)" }.joined(separator: ", ")
        let more = sorted.count > maxListed ? " and \(sorted.count - maxListed) more" : ""
        return Diagnostic(rule: RuleDocumentation.manifest.id, severity: RuleDocumentation.manifest.defaultSeverity,
                          message: "\(message), met by the \(sorted.count) projects that call it: \(listed)\(more)",
                          location: origin)
    }

    /// A reader's message without the `skipped ` that opens it, for a list that says it once.
    private static func withoutVerb(_ message: String) -> String {
        message.hasPrefix("skipped ") ? String(message.dropFirst("skipped ".count)) : message
    }

    /// A target whose sources could not all be found (`problem` says which).
    public static func targetSources(of target: String, problem: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(rule: RuleDocumentation.manifest.id, severity: RuleDocumentation.manifest.defaultSeverity,
                   message: "target '\(target)': \(problem)", location: location)
    }

    /// An import that several modules of the workspace answer to, none of them in a package the importer depends on.
    /// - Parameter candidates: each module of that name: where its target is declared (`file:line`), else its package.
    public static func ambiguousImport(of module: String, in importer: String, candidates: [String],
                                       at location: SourceLocation) -> Diagnostic {
        // One place can declare several (an XcodeGen target of several platforms): it is named once, with a count.
        var counts: [String: Int] = [:]
        for place in candidates { counts[place, default: 0] += 1 }
        var seen = Set<String>()
        let places = candidates.filter { seen.insert($0).inserted }.map { place in
            switch counts[place] ?? 1 {
            case 1: place
            case 2: "\(place) (twice)"
            case let count: "\(place) (\(count) times)"
            }
        }
        let list = places.count < 3 ? places.joined(separator: " and ")
            : places.dropLast().joined(separator: ", ") + " and " + places[places.count - 1]
        return Diagnostic(rule: RuleDocumentation.manifest.id, severity: RuleDocumentation.manifest.defaultSeverity,
                          message: "'import \(module)' in \(importer) is ambiguous: \(candidates.count) modules of that name are "
                              + "declared, at \(list), and \(importer)'s package depends on none of them; no edge was drawn",
                          location: location)
    }

    /// A `.package(path:)` whose folder holds no manifest; `namesake` is the folder of the one package of the workspace
    /// with the same identity (the folder's name), which the graph takes for it, as Xcode does.
    public static func missingLocalPackage(_ path: String, at location: SourceLocation, namesake: String? = nil) -> Diagnostic {
        let message = namesake.map { folder in
            "local package '\(path)' has no Package.swift; the package of the same identity in \(folder) stands for it, as "
                + "in Xcode, where a project's local package overrides its namesakes (SwiftPM alone fails to resolve it)"
        } ?? "local package '\(path)' has no Package.swift; its modules are unknown"
        return Diagnostic(rule: RuleDocumentation.manifest.id, severity: RuleDocumentation.manifest.defaultSeverity,
                          message: message, location: location)
    }

    /// A `.package(path:)` that leads out of the repository (`bound`, as ``ReadingBounds`` names it: `the
    /// repository`, or `the analyzed folder` when no `.git` is found above it): never read.
    public static func localPackageOutside(_ path: String, bound: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(rule: RuleDocumentation.manifest.id, severity: RuleDocumentation.manifest.defaultSeverity,
                   message: "local package '\(path)' is outside \(bound); it is not read", location: location)
    }

    /// A `.product(name:package:)` whose `package:` names a local package, linked by `.package(path:)`, that
    /// has no such product: what the linked folder holds instead, and where the product is when another
    /// package of the workspace has it.
    /// - Parameters:
    ///   - product: the product's name as the target writes it; `package`: the `package:` as written.
    ///   - folder: the linked folder, relative to the declaring package; `holds`: the name its manifest declares.
    ///   - products: the products of that manifest, in manifest order.
    ///   - intendedFolder: the folder, relative to the declaring package, of the one other package of that
    ///     identity with the product.
    public static func misdirectedProduct(_ product: String, package: String, of target: String, folder: String,
                                          holds: String, products: [String], intendedFolder: String?,
                                          at location: SourceLocation) -> Diagnostic {
        let shown = products.prefix(maxListed).map { "'\($0)'" }.joined(separator: ", ")
            + (products.count > maxListed ? " and \(products.count - maxListed) more" : "")
        let listed = products.isEmpty ? "no products" : (products.count == 1 ? "product " : "products ") + shown
        var message = "target '\(target)' depends on product '\(product)' of package '\(package)', but "
        if holds.lowercased() == package.lowercased() {
            message += "package '\(holds)' in '\(folder)' has no product '\(product)' (it has \(listed))"
        } else {
            message += "'\(folder)' holds package '\(holds)' (with \(listed)), not package '\(package)'"
        }
        if let intendedFolder {
            message += "; package '\(package)' with that product is in '\(intendedFolder)'"
        }
        return Diagnostic(rule: RuleDocumentation.manifest.id, severity: RuleDocumentation.manifest.defaultSeverity,
                          message: message, location: location)
    }

    /// How many names a list in a message shows before it counts the rest.
    static let maxListed = 5

    /// `swift package dump-package` could not read the manifest (`--manifest swiftpm`): nothing of it is known.
    public static func dumpPackageFailed(_ error: String, manifest file: String) -> Diagnostic {
        Diagnostic(rule: RuleDocumentation.manifest.id, severity: .error,
                   message: "swift package dump-package failed: \(error)", location: SourceLocation(file: file, line: 1, column: 1))
    }
}
