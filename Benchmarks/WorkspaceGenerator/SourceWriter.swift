/// Writes the Swift files of one module: a header, imports, the module's primary declarations in its
/// first file, then blocks of varied, realistic code until each file reaches its line budget.
struct SourceWriter {
    let plan: WorkspacePlan
    let settings: GenerationSettings

    /// One generated file.
    struct File {
        var name: String
        var text: String
        var lines: Int
    }

    /// The files of module `m`, in order. Each file has its own random source, derived from the seed,
    /// the module and the file, so the output does not depend on the order files are written in.
    func files(of m: Int) -> [File] {
        let module = plan.modules[m]
        var names = Set<String>()
        return (0..<settings.files).map { f in
            var random = RandomSource(seed: settings.seed).fork(m &* 1_000_003 &+ f)
            var name = f == 0 ? (module.role == .app ? "main" : module.typePrefix)
                : module.typePrefix + Self.numberedNoun(f)
            while !names.insert(name).inserted { name += "Extras" }
            var text = SourceText(capacity: settings.lines * 40)
            writeHeader(&text, file: name, module: module)
            writeImports(&text, module: module, file: f, random: &random)
            var context = BlockContext(module: module, plan: plan, decoy: decoy(for: module))
            if f == 0 { writePrimary(&text, module: module, context: &context, random: &random) }
            var progress = 0
            while text.lines < settings.lines {
                progress += 1
                writeBlock(&text, context: &context, random: &random)
                if progress > settings.lines { break }
            }
            return File(name: name + ".swift", text: text.text, lines: text.lines)
        }
    }

    static func numberedNoun(_ f: Int) -> String {
        WorkspacePlan.numbered(Vocabulary.nouns.map { $0 + "s" }, f - 1)
    }

    /// A module name that would close a cycle if an import of it were read from a comment or string:
    /// the package's app imports every module of its package. Apps name a module that does not exist.
    func decoy(for module: PlannedModule) -> String {
        if module.role == .app { return "LegacyAppShell" }
        return plan.packages[module.package].name + "App"
    }

    /// Xcode's header, as people's files have it. It does not say "generated": strata shows no finding in a
    /// file whose header says so, and these files stand for code people write.
    private func writeHeader(_ text: inout SourceText, file: String, module: PlannedModule) {
        text.lines([
            "//",
            "//  \(file).swift",
            "//  \(module.name)",
            "//",
            "//  Written by strata-workspace-generator for strata's benchmarks and tests.",
            "//",
            "",
        ])
    }

    /// The first file imports every dependency (so none is unused); the others a random subset, some
    /// behind `#if canImport`, which still counts as an import.
    private func writeImports(_ text: inout SourceText, module: PlannedModule, file f: Int,
                              random: inout RandomSource) {
        text.line(random.chance(15) ? "@preconcurrency import Foundation" : "import Foundation")
        if random.chance(40) {
            text.lines(["#if canImport(UIKit)", "import UIKit", "#elseif canImport(AppKit)", "import AppKit", "#endif"])
        }
        if !module.components.isEmpty && f == 0 { text.line("import NeedleFoundation") }
        let names = module.dependencies.map { plan.modules[$0].name }
        if f == 0 {
            for name in names { text.line("import \(name)") }
        } else {
            for name in random.sample(names, count: random.below(min(names.count, 4) + 1)) {
                if random.chance(10) {
                    text.lines(["#if canImport(\(name))", "import \(name)", "#endif"])
                } else {
                    text.line("import \(name)")
                }
            }
        }
        if module.importsItself && f == min(1, settings.files - 1) {
            text.line("import \(module.name) // left over from a move: the module imports itself")
        }
        text.line()
    }
}

/// What the code blocks of one file may mention.
struct BlockContext {
    let module: PlannedModule
    let plan: WorkspacePlan
    let decoy: String
    /// Types declared so far in the file, for extensions.
    var declaredModels: [String] = []
    /// A counter that keeps names unique within the file.
    var serial = 0

    var isInterface: Bool { module.role == .interface }

    /// Type prefixes of the interface modules this module imports.
    let importedInterfaces: [String]

    init(module: PlannedModule, plan: WorkspacePlan, decoy: String) {
        self.module = module
        self.plan = plan
        self.decoy = decoy
        importedInterfaces = module.dependencies.map { plan.modules[$0] }.filter { $0.role == .interface }
            .map(\.typePrefix)
    }

    mutating func nextSerial() -> Int {
        serial += 1
        return serial
    }
}
