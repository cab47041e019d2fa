import StrataText

/// A type of another module that a module's files mention: the evidence of an edge in terms of types
/// (`ModuleC uses BClass (ModuleB)`), at its first mention.
public struct TypeUse: Sendable, Equatable {
    /// The type's name as declared in the target module.
    public var type: String
    /// Its first mention in the files of the edge's source module (files in path order).
    public var location: SourceLocation

    public init(type: String, location: SourceLocation) {
        self.type = type
        self.location = location
    }
}

/// A type declared by a workspace module: a node of the type-level graph.
public struct DeclaredType: Sendable, Equatable {
    /// Index in ``ModuleGraph/modules``.
    public var module: Int
    /// The name, qualified by its enclosing types (`Outer.Inner`).
    public var name: String
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `typealias`.
    public var kind: String
    public var access: String?
    public var location: SourceLocation

    public init(module: Int, name: String, kind: String, access: String? = nil, location: SourceLocation) {
        self.module = module
        self.name = name
        self.kind = kind
        self.access = access
        self.location = location
    }
}

/// An edge of the type-level graph: type `from` inherits from or conforms to `to`, or otherwise mentions it.
public struct TypeEdge: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// `to` is in `from`'s inheritance list (superclass, protocol, or an extension's conformance).
        case inherits
        /// `to` is mentioned anywhere else in `from`'s declaration or its extensions.
        case uses
    }
    /// Indices into ``TypeReferenceGraph/types``.
    public var from: Int
    public var to: Int
    public var kind: Kind

    public init(from: Int, to: Int, kind: Kind) {
        self.from = from
        self.to = to
        self.kind = kind
    }
}

/// One `import` and whether its file mentions a type it makes visible.
public struct ImportUse: Sendable, Equatable {
    /// The importing module and the imported one (indices in ``ModuleGraph/modules``).
    public var module: Int
    public var target: Int
    public var location: SourceLocation
    /// Attributes without `@` (`_exported`, `testable`).
    public var attributes: [String]
    /// The modules the target re-exports with `@_exported import`, transitively: this import makes them visible too.
    public var reexported: [Int]
    /// The types of the target (or of a module it re-exports) that the file mentions, sorted by bytes.
    public var usedTypes: [String]
    /// Whether a mention of a type could come from this import or from another one (ambiguous names).
    public var isPossiblyUsed: Bool
    /// The members declared in an extension of the target (or of a module it re-exports) that the file uses,
    /// sorted by bytes: see ``MemberUse``.
    public var usedMembers: [String]
    /// The access modifier written before `import` (`public`, `package`, `internal`…), if any.
    public var access: String?
    /// Whether the file's public interface (see StrataScan's `InterfaceMentions`) mentions a type this import makes
    /// visible, the module's name, or a member its extensions declare, or may (an ambiguous name, code that clients
    /// compile): then the import must stay as visible as that interface.
    public var isInInterface: Bool
    /// Whether the file's public interface names values (`= makeDefault()`, `.brandColor`) that a file-scope
    /// function or variable of the module could be.
    public var interfaceNamesValues: Bool

    public init(module: Int, target: Int, location: SourceLocation, attributes: [String] = [], reexported: [Int] = [],
                usedTypes: [String] = [], isPossiblyUsed: Bool = false, usedMembers: [String] = [],
                access: String? = nil, isInInterface: Bool = false, interfaceNamesValues: Bool = false) {
        self.module = module
        self.target = target
        self.location = location
        self.attributes = attributes
        self.reexported = reexported
        self.usedTypes = usedTypes
        self.isPossiblyUsed = isPossiblyUsed
        self.usedMembers = usedMembers
        self.access = access
        self.isInInterface = isInInterface
        self.interfaceNamesValues = interfaceNamesValues
    }

    /// Whether the file mentions any type this import makes visible, or uses a member one of its extensions declares.
    public var isUsed: Bool { !usedTypes.isEmpty || isPossiblyUsed || !usedMembers.isEmpty }
}

/// A member (property, method, key path component) that a module's files use after a `.` and that, among the
/// modules the module sees, only `target` declares, in an extension: `apiClient` in `@Dependency(\.apiClient)`
/// when only ApiClient has `extension DependencyValues { public var apiClient … }`. The module sees every module
/// it declares or imports, and what those re-export; a name that another of them declares as a member too
/// (`public`, `open` or `package`, in a type body or an extension), or that the module itself declares in an
/// extension, is no one's use.
public struct MemberUse: Sendable, Equatable {
    /// The using module and the declaring one (indices in ``ModuleGraph/modules``).
    public var module: Int
    public var target: Int
    public var member: String
    /// Its first use in the files of `module` (files in path order), the first in an attribute's key path when
    /// there is one.
    public var location: SourceLocation
    /// Whether that use is the first component of an attribute's key path (`@Dependency(\.apiClient)`): a
    /// values type that only extensions add to, so the name cannot belong to a system framework.
    public var isAttributeKeyPath: Bool
    /// How sure the attribution is.
    public var confidence: Confidence
    /// Whether `target` declares the member in an extension of a type the workspace declares (`extension Feed`, not
    /// `extension UIView`): a plain use of it is then unlikely to mean an SDK framework's member of that name.
    public var extendsWorkspaceType = false

    /// How sure strata is that a use of a member name is a use of `target`'s member, from most to least.
    public enum Confidence: Int, Sendable, Comparable {
        /// A plain use (`x.member`) of a name that a module strata cannot see may declare too: a toolchain module
        /// (``SystemModules/declaresMember(_:)``), or the using module itself (`case member` of its own enum).
        case weak
        /// A plain use of a name that neither a toolchain module nor the using module declares: the receiver's type
        /// is not known, so a member of an SDK framework (UIKit, SwiftUI) or a tuple label of that name may be meant.
        case likely
        /// An attribute's key path (`@Dependency(\.apiClient)`): the root is a values type that only extensions add to.
        case certain

        public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rawValue < rhs.rawValue }

        /// `certain`, `likely` or `weak`, as the reports write it.
        public var name: String {
            switch self {
            case .certain: "certain"
            case .likely: "likely"
            case .weak: "weak"
            }
        }
    }

    public init(module: Int, target: Int, member: String, location: SourceLocation, isAttributeKeyPath: Bool = false,
                confidence: Confidence? = nil) {
        self.module = module
        self.target = target
        self.member = member
        self.location = location
        self.isAttributeKeyPath = isAttributeKeyPath
        self.confidence = confidence ?? (isAttributeKeyPath ? .certain : .weak)
    }
}

/// A mention of a type name that several imported modules declare: not attributed to any of them.
public struct AmbiguousReference: Sendable, Equatable {
    public var module: Int
    public var name: String
    /// The modules that declare a visible type of that name, in index order.
    public var candidates: [Int]
    public var location: SourceLocation

    public init(module: Int, name: String, candidates: [Int], location: SourceLocation) {
        self.module = module
        self.name = name
        self.candidates = candidates
        self.location = location
    }
}

/// What a module declares besides types that an importer may use without naming a type.
public struct ModuleTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let extensions = ModuleTraits(rawValue: 1 << 0)
    public static let operators = ModuleTraits(rawValue: 1 << 1)
    public static let globalFunctions = ModuleTraits(rawValue: 1 << 2)
    public static let globalVariables = ModuleTraits(rawValue: 1 << 3)
    public static let macros = ModuleTraits(rawValue: 1 << 4)
}

/// Declared types and the references between them, resolved against each file's own module and the
/// modules it imports: the type-level graph, every import's use, and the names left ambiguous.
public struct TypeReferenceGraph: Sendable, Equatable {
    /// Sorted by module index, then name bytes.
    public var types: [DeclaredType]
    /// Sorted by (from, to, kind), unique.
    public var edges: [TypeEdge]
    /// Every import of a workspace module, in module then file then position order.
    public var imports: [ImportUse]
    public var ambiguities: [AmbiguousReference]
    /// For each module index, what it declares besides types; absent when nothing.
    public var traits: [Int: ModuleTraits]
    /// One per (module, target) pair: the first use of a member that only `target` declares, in an extension;
    /// sorted by module, then target.
    public var memberUses: [MemberUse]
    /// What `MemberImportVisibility` asks of each file: one per (file, declaring module), the file's first use, at
    /// least `likely`, of a member that only that module declares in an extension among every module the using
    /// module loads (its dependencies, transitively), when the file imports neither it nor a module re-exporting it;
    /// sorted by module, file, then declaring module.
    public var memberNeeds: [MemberUse] = []
    /// One per (file, declaring module): the file's first use, of the highest confidence, of a top-level function or
    /// operator that only that module declares, which the file does not import (see ``GlobalUse``); sorted by module,
    /// file, then declaring module.
    public var globalUses: [GlobalUse] = []

    public init(types: [DeclaredType] = [], edges: [TypeEdge] = [], imports: [ImportUse] = [],
                ambiguities: [AmbiguousReference] = [], traits: [Int: ModuleTraits] = [:], memberUses: [MemberUse] = []) {
        self.types = types
        self.edges = edges
        self.imports = imports
        self.ambiguities = ambiguities
        self.traits = traits
        self.memberUses = memberUses
    }

    /// The types of the modules in `focus` and every type within `depth` edges of them, either way.
    /// - Parameters:
    ///   - focus: module indices; empty means every type.
    ///   - depth: how many type edges to follow out of the focused modules' types.
    /// - Returns: indices into ``types``, ascending.
    /// - Complexity: O(V + E) for the types and edges reached, plus sorting.
    public func types(focusing focus: Set<Int>, depth: Int) -> [Int] {
        guard !focus.isEmpty else { return Array(types.indices) }
        var neighbours = [[Int]](repeating: [], count: types.count)
        for edge in edges {
            neighbours[edge.from].append(edge.to)
            neighbours[edge.to].append(edge.from)
        }
        let starts = types.indices.filter { focus.contains(types[$0].module) }
        return nodesWithin(depth: depth, from: starts) { neighbours[$0] }
    }
}
