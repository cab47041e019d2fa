import StrataConfiguration
import StrataGraph
import StrataText

/// Which interface module stands for an implementation module, and which module a test target tests or a demo
/// app shows: the name conventions the interface rules share.
struct InterfaceDirectory {
    private let graph: ModuleGraph
    private let pairs: [InterfacePair]
    private let byName: [NameKey: [Int]]

    init(graph: ModuleGraph, pairs: [InterfacePair]) {
        self.graph = graph
        self.pairs = pairs
        var byName: [NameKey: [Int]] = [:]
        for (index, module) in graph.modules.enumerated() { byName[NameKey(module.name), default: []].append(index) }
        self.byName = byName
    }

    /// The interface module of implementation module `module`: the interface of a configured pair
    /// (`interfacePairs`, in the order written), else `<name>Interfaces`, else `<name>Interface`;
    /// among modules of one name, the one in `module`'s package first. `nil` when none exists (a phantom
    /// does not).
    func interface(of module: Int) -> Int? {
        let implementation = graph.modules[module]
        let paired = pairs.filter { $0.implementation.hasSameBytes(as: implementation.name) }.map(\.interface)
        for name in paired + [implementation.name + "Interfaces", implementation.name + "Interface"] {
            // A phantom interface (its sources do not exist) stands for nothing.
            let candidates = (byName[NameKey(name)] ?? []).filter {
                graph.modules[$0].kind == .interface && !graph.modules[$0].isPhantom
            }
            if let own = candidates.first(where: { graph.modules[$0].package.hasSameBytes(as: implementation.package) }) {
                return own
            }
            if let other = candidates.first { return other }
        }
        return nil
    }

    /// The name of the module test target `test` is named after: `ChatTests` tests `Chat`, and
    /// `ChatUITests` tests `ChatUI` when such a module exists, else `Chat`. The longest prefix of
    /// the name without `Tests` that ends before an uppercase letter and names a module other than
    /// a test or external module wins. `nil` for a module that is not a test target or names none.
    func testedModuleName(of test: Int) -> String? {
        guard graph.modules[test].kind == .test else { return nil }
        return namedModule(in: graph.modules[test].name, before: "Tests")
    }

    /// The name of the module a demo app is named after: `DesignSystemDemoApp` shows `DesignSystem`, as do
    /// `DesignSystemDemo`, `…Example(App)` and `…Sample(App)`, found as ``testedModuleName(of:)`` finds a test's.
    /// `nil` for a module that is not a root or names none.
    func demonstratedModuleName(of app: Int) -> String? {
        guard graph.modules[app].kind == .root else { return nil }
        let name = graph.modules[app].name
        return ["DemoApp", "Demo", "ExampleApp", "Example", "SampleApp", "Sample"].lazy
            .compactMap { namedModule(in: name, before: $0) }.first
    }

    /// The longest prefix of `name` without `suffix` that ends before an uppercase letter and names a module other
    /// than a test or external module; `nil` when `name` does not end with `suffix` or no prefix names one.
    private func namedModule(in name: String, before suffix: String) -> String? {
        let bytes = Array(name.utf8)
        let suffix = Array(suffix.utf8)
        guard bytes.count > suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        let stem = bytes.prefix(bytes.count - suffix.count)
        var end = stem.count
        while end > 0 {
            let candidate = NameKey(String(decoding: stem.prefix(end), as: UTF8.self))
            let named = byName[candidate] ?? []
            if named.contains(where: { graph.modules[$0].kind != .test && graph.modules[$0].kind != .external }) {
                return String(decoding: candidate.bytes, as: UTF8.self)
            }
            // The next shorter candidate ends before the previous uppercase ASCII letter.
            end -= 1
            while end > 0, !(stem[end] >= UInt8(ascii: "A") && stem[end] <= UInt8(ascii: "Z")) { end -= 1 }
        }
        return nil
    }
}
