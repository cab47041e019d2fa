import StrataText

/// A property a needle component provides, or one a dependency protocol requires.
public struct DIProperty: Sendable, Equatable {
    public var name: String
    /// The type annotation as written, whitespace normalised.
    public var type: String
    public var access: String?
    public var location: SourceLocation

    public init(name: String, type: String, access: String? = nil, location: SourceLocation) {
        self.name = name
        self.type = type
        self.access = access
        self.location = location
    }

    /// The type as needle compares it: spaces kept only between two identifier characters
    /// (`[String: Int]` and `[String:Int]` are one type, `any P` stays `any P`).
    public var comparableType: String {
        var result: [UInt8] = []
        var pendingSpace = false
        for byte in type.utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, Self.isWordByte(last), Self.isWordByte(byte) {
                result.append(UInt8(ascii: " "))
            }
            pendingSpace = false
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Whether `other` has the same name and the same type (as needle compares them).
    public func matches(_ other: DIProperty) -> Bool {
        name.hasSameBytes(as: other.name) && comparableType.hasSameBytes(as: other.comparableType)
    }
}

/// A needle component: a class inheriting `Component<D>` (or a pluginized/non-core variant),
/// `BootstrapComponent`, or another component class.
public struct NeedleComponent: Sendable, Equatable {
    public var name: String
    /// Index in ``ModuleGraph/modules``.
    public var module: Int
    /// The class declaration.
    public var location: SourceLocation
    /// Whether it inherits `BootstrapComponent` (directly or through a component superclass): a root.
    public var isRoot: Bool
    /// The dependency protocol as written in `Component<D>` (inherited from a component superclass);
    /// `nil` for a root.
    public var dependencyName: String?
    /// Indices into ``ComponentGraph/dependencies`` that the name resolves to: one, or several when
    /// ambiguous; empty for `EmptyDependency`, a root, or a protocol declared nowhere.
    public var dependencies: [Int]
    /// The component it subclasses, if it subclasses one.
    public var superclass: Int?
    /// Properties with a type annotation in its body and extensions that are not private or fileprivate.
    public var providers: [DIProperty]
    /// Private and fileprivate ones: needle cannot read them.
    public var inaccessible: [DIProperty]
    /// A generic base class whose dependency is one of its own generic parameters
    /// (`UberPluginizedComponent<D, P, N>: PluginizedComponent<D, P, N>`): not a scope of its own; its
    /// subclasses are components with the dependency they pass it.
    public var isAbstract: Bool

    public init(name: String, module: Int, location: SourceLocation, isRoot: Bool, dependencyName: String? = nil,
                dependencies: [Int] = [], superclass: Int? = nil, providers: [DIProperty] = [],
                inaccessible: [DIProperty] = [], isAbstract: Bool = false) {
        self.name = name
        self.module = module
        self.location = location
        self.isRoot = isRoot
        self.dependencyName = dependencyName
        self.dependencies = dependencies
        self.superclass = superclass
        self.providers = providers
        self.inaccessible = inaccessible
        self.isAbstract = isAbstract
    }

    /// Whether its dependency is needle's `EmptyDependency` (it needs nothing).
    public var needsNothing: Bool {
        guard let name = dependencyName else { return true }
        return name == "EmptyDependency" || name == "NeedleFoundation.EmptyDependency"
    }
}

/// A protocol inheriting needle's `Dependency`: what a component needs from its ancestors.
public struct DependencyProtocol: Sendable, Equatable {
    public var name: String
    public var module: Int
    public var location: SourceLocation
    /// Its properties, then those of the dependency protocols it inherits from.
    public var requirements: [DIProperty]

    public init(name: String, module: Int, location: SourceLocation, requirements: [DIProperty] = []) {
        self.name = name
        self.module = module
        self.location = location
        self.requirements = requirements
    }
}

/// `C(parent: self)` in the body or an extension of `P`: `P` is a parent of `C`.
public struct ParentLink: Sendable, Equatable {
    /// Indices into ``ComponentGraph/components``.
    public var parent: Int
    /// The child: one component, or several when the name was ambiguous.
    public var children: [Int]
    public var location: SourceLocation

    public init(parent: Int, children: [Int], location: SourceLocation) {
        self.parent = parent
        self.children = children
        self.location = location
    }
}

/// A component constructed without `parent: self`.
public struct ComponentInstantiation: Sendable, Equatable {
    public var component: Int
    /// The module whose file holds the call.
    public var module: Int
    public var location: SourceLocation
    /// Whether a `parent:` argument is given (with something other than `self`).
    public var hasParentLabel: Bool

    public init(component: Int, module: Int, location: SourceLocation, hasParentLabel: Bool) {
        self.component = component
        self.module = module
        self.location = location
        self.hasParentLabel = hasParentLabel
    }
}

/// The needle components of the workspace, across modules, with their dependency protocols and parent links.
public struct ComponentGraph: Sendable, Equatable {
    /// Sorted by name bytes, then module.
    public var components: [NeedleComponent]
    /// Sorted by name bytes, then module.
    public var dependencies: [DependencyProtocol]
    /// Sorted by parent, then location.
    public var links: [ParentLink]
    /// Instantiations of non-root components without `parent: self`, in location order.
    public var badInstantiations: [ComponentInstantiation]
    /// Roots constructed by another component (a feature's bootstrap component given `dependencies: self`
    /// by the app's): not parent links, but how separate trees are wired; sorted like ``links``.
    public var rootConstructions: [ParentLink]

    public init(components: [NeedleComponent] = [], dependencies: [DependencyProtocol] = [], links: [ParentLink] = [],
                badInstantiations: [ComponentInstantiation] = [], rootConstructions: [ParentLink] = []) {
        self.components = components
        self.dependencies = dependencies
        self.links = links
        self.badInstantiations = badInstantiations
        self.rootConstructions = rootConstructions
        var parents = [[Int]](repeating: [], count: components.count)
        var children = [[Int]](repeating: [], count: components.count)
        for link in links where link.children.count == 1 {
            let child = link.children[0]
            if !parents[child].contains(link.parent) { parents[child].append(link.parent) }
            if !children[link.parent].contains(child) { children[link.parent].append(child) }
        }
        self.parents = parents.map { $0.sorted() }
        self.children = children.map { $0.sorted() }
    }

    /// For each component, its parents (unambiguous links only), ascending.
    public private(set) var parents: [[Int]]
    /// For each component, its children (unambiguous links only), ascending.
    public private(set) var children: [[Int]]

    /// The providers of `component` and of the component classes it inherits from, nearest class first.
    /// - Complexity: O(depth of the class chain × providers); a cyclic chain is followed once around.
    public func allProviders(of component: Int) -> [DIProperty] {
        var result: [DIProperty] = []
        var seen: Set<Int> = []
        var current: Int? = component
        while let index = current, seen.insert(index).inserted {
            result += components[index].providers
            current = components[index].superclass
        }
        return result
    }

    /// The inaccessible properties of `component` and the component classes it inherits from.
    public func allInaccessible(of component: Int) -> [DIProperty] {
        var result: [DIProperty] = []
        var seen: Set<Int> = []
        var current: Int? = component
        while let index = current, seen.insert(index).inserted {
            result += components[index].inaccessible
            current = components[index].superclass
        }
        return result
    }
}
