import StrataProject
import StrataScan
import StrataText

/// Reads `Package.swift` without a compiler: lexes it, evaluates what a manifest usually computes (literals,
/// constants, `+`, decidable `if`/`#if`, `package.targets += …`), and reports everything else as issues.
public enum StaticManifestReader {
    /// Reads a manifest's bytes.
    ///
    /// The manifest is read as SwiftPM reads it on Linux: `#if os(Linux)` holds, `#if canImport(Darwin)` does
    /// not, and the environment (`Context.environment`, `ProcessInfo.processInfo.environment`) is empty.
    /// When the result has no issues, its targets, their kinds, paths, `exclude`, `sources` and dependencies
    /// are SwiftPM's. Linear in the input; no recursion follows its nesting; never traps.
    /// - Parameter bytes: The contents of `Package.swift`.
    /// - Returns: The manifest, with an issue for every part that could not be evaluated and was skipped.
    public static func read(_ bytes: [UInt8]) -> PackageManifest {
        bytes.withUnsafeBytes { buffer in
            let lexed = Lexer.tokenize(buffer)
            // A manifest of imports alone marks a folder that its parent package must not take (SwiftPM leaves a folder
            // with a `Package.swift` out of the targets around it): no package, and nothing skipped or run.
            if holdsImportsOnly(lexed.tokens, in: buffer) { return PackageManifest() }
            // A source file that happens to be called so (Provenance's `enum SerializerPackageType` in
            // `Serializer/Models/Package.swift`) is compiled into the target around it: no package either.
            if isSourceFile(lexed.tokens, in: buffer) { return PackageManifest() }
            let syntax = ManifestSyntax(tokens: lexed.tokens)
            var interpreter = ManifestInterpreter(evaluator: ManifestEvaluator(bytes: buffer, syntax: syntax))
            interpreter.run()
            var builder = ManifestModelBuilder()
            var manifest = builder.build(interpreter.evaluator.constants[interpreter.packageConstant])
            manifest.settingsChangedElsewhere = interpreter.settingsChangedElsewhere
            manifest.dependenciesChangedElsewhere = interpreter.dependenciesChangedElsewhere
            interpreter.evaluator.objects.dismantle()
            var issues = interpreter.issues + builder.issues
            // Remote packages are not part of the graph: not knowing which ones a helper makes loses nothing,
            // unless a `.package(path:)` is among what was not read.
            if hasUnreadLocalPackage(syntax, in: buffer, read: manifest.localPackages) {
                issues += builder.packageDependencyIssues + interpreter.packageDependencyIssues
                manifest.localPackagesPartlyRead = true
            }
            issues += lexed.problems.map { ManifestIssue(message: "the manifest does not lex: \($0.message)",
                                                         line: $0.line, column: $0.column) }
            issues += syntax.strayClosers.map { index in
                let token = syntax.tokens[index]
                return ManifestIssue(message: "an unmatched closing bracket", line: Int(token.line), column: Int(token.column))
            }
            issues += syntax.groups.filter { $0.close == nil }.prefix(1).map { group in
                let token = syntax.tokens[group.open]
                return ManifestIssue(message: "an unclosed bracket", line: Int(token.line), column: Int(token.column))
            }
            manifest.issues = deduplicated(issues)
            // Nothing understood of a manifest that holds code: not a partial graph, no graph of it at all.
            if manifest.name.isEmpty, manifest.targets.isEmpty, !lexed.tokens.isEmpty {
                for index in manifest.issues.indices { manifest.issues[index].isFatal = true }
            }
            manifest.toolsVersion = toolsVersion(buffer)
            return manifest
        }
    }

    /// Whether a file named `Package.swift` is a Swift source rather than a manifest: it declares a type or extension
    /// and does not import PackageDescription, without which no manifest compiles. SwiftPM compiles such a file, and
    /// the files beside it, into the target whose folder holds them.
    public static func isSourceFile(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in isSourceFile(Lexer.tokenize(buffer).tokens, in: buffer) }
    }

    private static func isSourceFile(_ tokens: [Token], in bytes: UnsafeRawBufferPointer) -> Bool {
        var declaresType = false
        for index in tokens.indices.dropLast() {
            let (token, next) = (tokens[index], tokens[index + 1])
            if token.isIdentifier("import", in: bytes), next.isIdentifier("PackageDescription", in: bytes) { return false }
            if !declaresType, next.kind == .identifier,
               ["struct", "class", "enum", "protocol", "extension", "actor"].contains(where: { token.isIdentifier($0, in: bytes) }) {
                declaresType = true
            }
        }
        return declaresType
    }

    /// Whether the tokens are `import` declarations and nothing else (at least one): each token is a name, a `.` or an
    /// attribute on the line of an `import` (`import PackageDescription`, `@preconcurrency import Foundation`).
    private static func holdsImportsOnly(_ tokens: [Token], in bytes: UnsafeRawBufferPointer) -> Bool {
        let importLines = Set(tokens.filter { $0.isIdentifier("import", in: bytes) }.map(\.line))
        return !importLines.isEmpty && tokens.allSatisfy { token in
            importLines.contains(token.line) && [.identifier, .backtickIdentifier, .period, .attribute].contains(token.kind)
        }
    }

    /// Whether a `.package(…, path: …)` written in the manifest is not among the local packages `read`
    /// (matched by the position of its path): in a function, a closure or code that did not run.
    private static func hasUnreadLocalPackage(_ syntax: ManifestSyntax, in bytes: UnsafeRawBufferPointer,
                                              read: [LocalPackageReference]) -> Bool {
        let tokens = syntax.tokens
        let positions = Set(read.map { TextPosition(line: $0.line, column: $0.column) })
        for group in syntax.groups where group.kind == .paren && group.open > 0 {
            let callee = tokens[group.open - 1]
            guard callee.isIdentifier("package", in: bytes) else { continue }
            let items = group.items
            for index in items.indices where index + 2 < items.count && (index == 0 || syntax.token(items[index - 1])?.kind == .comma) {
                guard case .token(let label) = items[index], tokens[label].isIdentifier("path", in: bytes),
                      case .token(let colon) = items[index + 1], tokens[colon].kind == .colon else { continue }
                let value = tokens[syntax.firstTokenIndex(of: items[index + 2])]
                if !positions.contains(TextPosition(line: Int(value.line), column: Int(value.column))) { return true }
            }
        }
        return false
    }

    /// The issues sorted by position, each distinct one once.
    private static func deduplicated(_ issues: [ManifestIssue]) -> [ManifestIssue] {
        var result: [ManifestIssue] = []
        let sorted = issues.sorted {
            ($0.line, $0.column) != ($1.line, $1.column) ? ($0.line, $0.column) < ($1.line, $1.column)
                : $0.message.utf8.lexicographicallyPrecedes($1.message.utf8)
        }
        for issue in sorted where result.last != issue { result.append(issue) }
        return result
    }

    /// The version in a first line like `// swift-tools-version:5.9` or `// swift-tools-version: 6.0; …`.
    static func toolsVersion(_ bytes: UnsafeRawBufferPointer) -> ToolsVersion? {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        let lineBytes = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
        if lineBytes.allSatisfy({ $0 < 0x80 }) { return asciiToolsVersion(lineBytes) }
        let line = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let lowered = line.lowercased()
        guard lowered.hasPrefix("//"), let marker = lowered.firstRange(of: "swift-tools-version:") else { return nil }
        let version = lowered[marker.upperBound...].drop(while: { $0 == " " || $0 == "\t" })
            .prefix(while: { $0.isASCII && ($0.isNumber || $0 == ".") })
        return ToolsVersion(parsing: version)
    }

    /// ``toolsVersion(_:)`` for an ASCII first line, read from its bytes: each character is one byte there,
    /// so lowercasing and searching bytes finds what lowercasing and searching the `String` finds.
    private static func asciiToolsVersion(_ line: UnsafeRawBufferPointer) -> ToolsVersion? {
        let marker = Array("swift-tools-version:".utf8)
        guard line.count >= 2, line[0] == UInt8(ascii: "/"), line[1] == UInt8(ascii: "/"),
              line.count >= marker.count else { return nil }
        var found: Int?
        for offset in 0...(line.count - marker.count) {
            var index = 0
            while index < marker.count, lowercased(line[offset + index]) == marker[index] { index += 1 }
            if index == marker.count {
                found = offset + marker.count
                break
            }
        }
        guard var cursor = found else { return nil }
        while cursor < line.count, line[cursor] == UInt8(ascii: " ") || line[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        var versionEnd = cursor
        while versionEnd < line.count,
              line[versionEnd] == UInt8(ascii: ".") || (line[versionEnd] >= UInt8(ascii: "0") && line[versionEnd] <= UInt8(ascii: "9")) {
            versionEnd += 1
        }
        return ToolsVersion(parsing: String(decoding: UnsafeRawBufferPointer(rebasing: line[cursor..<versionEnd]), as: UTF8.self))
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
