import StrataConfiguration
import StrataGraph
import StrataRules
import StrataText

/// Modules that are interfaces only by the default naming (`*Interface`, `*Interfaces`), checked against what
/// they declare: a module of more classes and actors than protocols is an implementation that happens to be called so
/// (`ObvServerInterface`, the server client of an app: 40 classes, 7 protocols), and `*UserInterface` is a user
/// interface. An interface of value types with one stray class (a swift-dependencies client's `CoreNetworkInterface`: 20
/// structs and enums of closures, one class) stays one; two classes are already a feature's view models (YAPP's
/// `Feature*Interface` modules: SwiftUI views, which are structs, and their view models).
/// A `*UserInterface` beside the module it is named for (`DomainUserInterface` beside `DomainUser`) is that module's
/// interface. Modules that the configuration names interfaces (`modules.interfaces`, `interfacePairs`) stay interfaces.
enum NamedInterfaces {
    /// `graph` with each module named an interface by the default patterns alone, but declaring more classes and
    /// actors than protocols (top level and nested, not local) — unless it is one class among structs and enums —, or
    /// named `*UserInterface` without a workspace module of the name before `Interface`, made an implementation.
    static func reclassifying(_ graph: ModuleGraph, types: TypeGraph, settings: ModuleSettings) -> ModuleGraph {
        let configured = settings.interfacePatterns.filter { !ModuleSettings.defaultInterfacePatterns.contains($0) }
        var result = graph
        let workspaceNames = Set(graph.modules.filter { $0.kind != .external }.map { NameKey($0.name) })
        for (index, module) in graph.modules.enumerated() where module.kind == .interface {
            let name = module.name
            guard !configured.contains(where: { $0.matches(name) }),
                  !settings.interfacePairs.contains(where: { $0.interface.hasSameBytes(as: name) }) else { continue }
            if (isUserInterface(name) && !describesAModule(name, among: workspaceNames))
                || declaresMostlyClasses(index, types: types) {
                result.setKind(.implementation, ofModule: index)
            }
        }
        return result
    }

    /// Whether the module `name` is named for (`DomainUser` for `DomainUserInterface`, `Chat` for `ChatInterfaces`) is
    /// among `names`.
    private static func describesAModule(_ name: String, among names: Set<NameKey>) -> Bool {
        for suffix in ["Interfaces", "Interface"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return names.contains(NameKey(String(name.dropLast(suffix.count))))
        }
        return false
    }

    /// `FeatureMainUserInterface`: a user interface, not an interface module.
    static func isUserInterface(_ name: String) -> Bool {
        name.hasSuffix("UserInterface") || name.hasSuffix("UserInterfaces")
    }

    private static func declaresMostlyClasses(_ module: Int, types: TypeGraph) -> Bool {
        var classes = 0, protocols = 0, values = 0
        for index in types.byModule[module] ?? [] where !types.declarations[index].isLocal {
            switch types.declarations[index].kind {
            case "class", "actor": classes += 1
            case "protocol": protocols += 1
            case "struct", "enum": values += 1
            default: break
            }
        }
        return classes > protocols && (classes > 1 || values == 0)
    }
}
