// MARK: - Filler: varied code that exercises every part of the lexer

extension SourceWriter {
    /// Appends one block chosen at random among those the module's role allows (interfaces declare
    /// no classes).
    func writeBlock(_ text: inout SourceText, context: inout BlockContext, random: inout RandomSource) {
        let n = context.nextSerial()
        let choice = random.below(context.isInterface ? 7 : 10)
        switch choice {
        case 0: writeModel(&text, n: n, context: &context, random: &random)
        case 1: writeLoadingProtocol(&text, n: n, context: context, random: &random)
        case 2: writeStrings(&text, n: n, context: context, random: &random)
        case 3: writeConditional(&text, n: n, context: context, random: &random)
        case 4: writeFunction(&text, n: n, context: context, random: &random)
        case 5: writeComment(&text, context: context, random: &random)
        case 6: writeGenericExtension(&text, n: n, context: context, random: &random)
        case 7: writeStore(&text, n: n, context: context, random: &random)
        case 8: writeAdapter(&text, n: n, context: context, random: &random)
        default: writeViewModel(&text, n: n, context: &context, random: &random)
        }
    }

    private func typeName(_ context: BlockContext, _ n: Int, random: inout RandomSource) -> String {
        context.module.typePrefix + random.pick(Vocabulary.nouns) + (n > 1 ? String(n) : "")
    }

    /// A struct with fields, an initializer with defaults and a nested enum.
    private func writeModel(_ text: inout SourceText, n: Int, context: inout BlockContext,
                            random: inout RandomSource) {
        let name = typeName(context, n, random: &random)
        let fields = random.sample(Vocabulary.fields, count: random.inRange(3...6))
        text.lines([
            "/// A \(name.lowercased()) as \(context.module.name) shows it.",
            "public struct \(name): Equatable, Sendable {",
        ])
        for field in fields { text.line("    public var \(field.name): \(field.type)") }
        text.line()
        let parameters = fields.map { "\($0.name): \($0.type) = \($0.value)" }.joined(separator: ", ")
        text.line("    public init(\(parameters)) {")
        for field in fields { text.line("        self.\(field.name) = \(field.name)") }
        text.lines([
            "    }",
            "",
            "    /// Where the value came from.",
            "    public enum Origin: String, CaseIterable, Sendable {",
            "        case local, remote",
            "        case cached",
            "",
            "        var isFresh: Bool { self != .cached }",
            "    }",
            "}",
            "",
        ])
        context.declaredModels.append(name)
    }

    /// A protocol with an associated type, and an extension with default implementations.
    private func writeLoadingProtocol(_ text: inout SourceText, n: Int, context: BlockContext,
                                      random: inout RandomSource) {
        let name = typeName(context, n, random: &random) + "Loading"
        let verb = random.pick(Vocabulary.verbs)
        text.lines([
            "/// Loads pages of values for \(context.module.name).",
            "public protocol \(name): AnyObject, Sendable {",
            "    associatedtype Value: Sendable",
            "    var isLoading: Bool { get }",
            "    var lastError: Error? { get set }",
            "    func \(verb)(page: Int, pageSize: Int) async throws -> [Value]",
            "    func cancel()",
            "}",
            "",
            "public extension \(name) {",
            "    var isLoading: Bool { false }",
            "",
            "    func cancel() {}",
            "",
            "    /// Every page until an empty one, `pageSize` at a time.",
            "    func all(pageSize: Int = 50) async throws -> [Value] {",
            "        var result: [Value] = []",
            "        var page = 0",
            "        while true {",
            "            let next = try await \(verb)(page: page, pageSize: pageSize)",
            "            if next.isEmpty { return result }",
            "            result.append(contentsOf: next)",
            "            page += 1",
            "        }",
            "    }",
            "}",
            "",
        ])
    }

    /// Multi-line, raw and nested interpolated strings; some hold `import` lines that are not imports.
    private func writeStrings(_ text: inout SourceText, n: Int, context: BlockContext, random: inout RandomSource) {
        let name = context.module.typePrefix + "Copy" + String(n)
        text.lines([
            "/// User-facing text of \(context.module.name). The `import` lines below are text, not imports.",
            "enum \(name) {",
            "    static let moduleName = \"\(context.decoy)\"",
            "",
            "    static func summary(count: Int, name: String, ratio: Double) -> String {",
            "        \"\"\"",
            "        \\(name) has \\(count) item\\(count == 1 ? \"\" : \"s\") in \(context.module.name).",
            "        import \(context.decoy)",
            "        Ratio: \\(String(format: \"%.1f\", ratio * 100))% — \"quoted\" and \\\\(escaped) text",
            "        \"\"\"",
            "    }",
            "",
            "    static let pattern = #\"^[A-Z][a-z]+(\\d{2,})?$\"#",
            "    static let template = #\"import \\#(moduleName) // \"quoted\" \\(not interpolated)\"#",
            "    static let nested = \"Outer \\(\"inner \\(moduleName.count + \(n))\")\"",
        ])
        if random.chance(30) {
            text.lines([
                "    static let fenced = ##\"\"\"",
                "        import \(context.decoy)",
                "        let raw = #\"\\(nothing)\"# + \"\\##(moduleName)\"",
                "        \"\"\"##",
            ])
        }
        if random.chance(20) {
            text.line("    static let identifierPattern = #/[a-z][A-Za-z0-9]*(\\.[a-z]+)?/#")
        }
        text.lines(["}", ""])
    }

    /// `#if`/`#elseif`/`#else` blocks around extensions and helpers.
    private func writeConditional(_ text: inout SourceText, n: Int, context: BlockContext,
                                  random: inout RandomSource) {
        let target = context.declaredModels.last ?? "String"
        text.lines([
            "#if DEBUG",
            "extension \(target) {",
            "    /// Debug-only description for \(context.module.name).",
            "    var debugSummary\(n): String {",
            "        \"\\(type(of: self)) in \(context.module.name) #\(n)\"",
            "    }",
            "}",
        ])
        if random.chance(50) {
            text.lines([
                "#elseif os(iOS) || os(tvOS)",
                "// Release builds on iOS log nothing here.",
                "private let releaseMarker\(n) = \(n)",
            ])
        }
        text.lines([
            "#else",
            "private let releaseMarker\(n)Fallback = \(n)",
            "#endif",
            "",
        ])
    }

    /// A free function with closures, a switch, `async throws` and a nested generic helper.
    private func writeFunction(_ text: inout SourceText, n: Int, context: BlockContext, random: inout RandomSource) {
        let verb = random.pick(Vocabulary.verbs)
        let name = verb + context.module.typePrefix + random.pick(Vocabulary.nouns) + "s" + String(n)
        text.lines([
            "/// \(verb.capitalized)s values for display, longest first.",
            "func \(name)(_ input: [String], limit: Int = \(10 + n % 40)) async throws -> [String] {",
            "    let sorted = input.sorted { lhs, rhs in lhs.count > rhs.count }",
            "    func clamp<Value: Comparable>(_ value: Value, _ low: Value, _ high: Value) -> Value {",
            "        min(max(value, low), high)",
            "    }",
            "    let trimmed = sorted.prefix(clamp(limit, 0, 100)).compactMap { value -> String? in",
            "        guard !value.isEmpty else { return nil }",
            "        switch value.count {",
            "        case 0..<4: return value.uppercased()",
            "        case 4...16: return \"\\(value) (\\(value.count))\"",
            "        default: return String(value.prefix(16)) + \"…\"",
            "        }",
            "    }",
            "    try await Task.sleep(nanoseconds: \(1_000 * n))",
            "    return trimmed.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix(\"/\") }",
            "}",
            "",
        ])
    }

    /// Doc, line and nested block comments, one holding an `import` that is not an import.
    private func writeComment(_ text: inout SourceText, context: BlockContext, random: inout RandomSource) {
        if random.chance(50) {
            text.lines([
                "/*",
                " Notes on \(context.module.name): an older version imported the app directly,",
                "     import \(context.decoy)",
                " /* which made a cycle; see the migration guide. Nested comments end */ only here:",
                " */",
                "",
            ])
        } else {
            text.lines([
                "// MARK: - Helpers",
                "//",
                "// import \(context.decoy)   <- do not: features reach the app through their interfaces.",
                "",
            ])
        }
    }

    /// A constrained extension of a standard type.
    private func writeGenericExtension(_ text: inout SourceText, n: Int, context: BlockContext,
                                       random: inout RandomSource) {
        let upstream = context.importedInterfaces.isEmpty ? nil : random.pick(context.importedInterfaces)
        text.lines([
            "extension Sequence where Element: Hashable {",
            "    /// The elements without repeats, first occurrence kept.",
            "    func uniqued\(n)() -> [Element] {",
            "        var seen = Set<Element>()",
            "        return filter { seen.insert($0).inserted }",
            "    }",
            "}",
            "",
        ])
        if let upstream {
            text.lines([
                "extension Array where Element == \(upstream)Snapshot {",
                "    var identifiers\(n): [String] { map(\\.identifier) }",
                "}",
                "",
            ])
        }
    }

    /// A generic class with a lock, closures and a `where` clause.
    private func writeStore(_ text: inout SourceText, n: Int, context: BlockContext, random: inout RandomSource) {
        let name = typeName(context, n, random: &random) + "Cache"
        text.lines([
            "/// Keeps values in memory and tells observers about changes.",
            "final class \(name)<Element: Identifiable & Sendable> where Element.ID: Hashable {",
            "    private var elements: [Element.ID: Element] = [:]",
            "    private var observers: [UUID: (Element) -> Void] = [:]",
            "    private let lock = NSLock()",
            "",
            "    var count: Int {",
            "        lock.lock()",
            "        defer { lock.unlock() }",
            "        return elements.count",
            "    }",
            "",
            "    func insert(_ element: Element) {",
            "        lock.lock()",
            "        elements[element.id] = element",
            "        let callbacks = Array(observers.values)",
            "        lock.unlock()",
            "        callbacks.forEach { $0(element) }",
            "    }",
            "",
            "    func values(where predicate: (Element) throws -> Bool) rethrows -> [Element] {",
            "        lock.lock()",
            "        defer { lock.unlock() }",
            "        return try elements.values.filter(predicate)",
            "    }",
            "",
            "    @discardableResult",
            "    func observe(_ callback: @escaping (Element) -> Void) -> UUID {",
            "        let token = UUID()",
            "        lock.lock()",
            "        observers[token] = callback",
            "        lock.unlock()",
            "        return token",
            "    }",
            "}",
            "",
        ])
    }

    /// A class implementing an imported interface's protocol.
    private func writeAdapter(_ text: inout SourceText, n: Int, context: BlockContext, random: inout RandomSource) {
        guard !context.importedInterfaces.isEmpty else {
            return writeStore(&text, n: n, context: context, random: &random)
        }
        let upstream = random.pick(context.importedInterfaces)
        let name = context.module.typePrefix + upstream + "Adapter" + String(n)
        text.lines([
            "/// \(upstream)Servicing backed by an in-memory cache, for \(context.module.name).",
            "final class \(name): \(upstream)Servicing {",
            "    private let cache = NSCache<NSString, NSString>()",
            "    private let onChange: @Sendable (String) -> Void",
            "",
            "    init(onChange: @escaping @Sendable (String) -> Void = { _ in }) {",
            "        self.onChange = onChange",
            "    }",
            "",
            "    func fetch(identifier: String) async throws -> \(upstream)Snapshot {",
            "        if let cached = cache.object(forKey: identifier as NSString) {",
            "            onChange(cached as String)",
            "        }",
            "        return \(upstream)Snapshot(identifier: identifier)",
            "    }",
            "",
            "    func events() -> AsyncStream<\(upstream)Event> {",
            "        AsyncStream { $0.finish() }",
            "    }",
            "}",
            "",
        ])
    }

    /// An observable view model with nested types, computed properties and a closure-heavy method.
    private func writeViewModel(_ text: inout SourceText, n: Int, context: inout BlockContext,
                                random: inout RandomSource) {
        let name = context.module.typePrefix + "ViewModel" + (n > 1 ? String(n) : "")
        let model = context.declaredModels.last ?? "String"
        text.lines([
            "@MainActor",
            "final class \(name): ObservableObject {",
            "    enum State: Equatable {",
            "        case idle",
            "        case loading(progress: Double)",
            "        case loaded([\(model)])",
            "        case failed(message: String)",
            "",
            "        struct Transition: Hashable {",
            "            let from: String",
            "            let to: String",
            "        }",
            "    }",
            "",
            "    @Published private(set) var state: State = .idle",
            "    private lazy var formatter: DateFormatter = {",
            "        let formatter = DateFormatter()",
            "        formatter.dateStyle = .medium",
            "        return formatter",
            "    }()",
            "    private var tasks: [Task<Void, Never>] = []",
            "",
            "    var isBusy: Bool {",
            "        if case .loading = state { return true }",
            "        return false",
            "    }",
            "",
            "    func reload(using loader: @escaping @Sendable () async throws -> [\(model)]) {",
            "        state = .loading(progress: 0)",
            "        tasks.append(Task { [weak self] in",
            "            do {",
            "                let values = try await loader()",
            "                self?.state = .loaded(values)",
            "            } catch {",
            "                self?.state = .failed(message: \"\\(error)\")",
            "            }",
            "        })",
            "    }",
            "",
            "    deinit {",
            "        tasks.forEach { $0.cancel() }",
            "    }",
            "}",
            "",
        ])
    }
}
