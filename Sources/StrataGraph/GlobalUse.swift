import StrataText

/// A file's use of a top-level name that one workspace module alone declares, when the file neither belongs to that
/// module nor imports it (directly or through `@_exported import`): a call of a file-scope function (`format(x)`), or
/// an operator (`a <> b`) whose `operator` declaration the workspace holds.
public struct GlobalUse: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A call of a file-scope function by its bare name.
        case function
        /// An operator declared with `infix`/`prefix`/`postfix operator` in the workspace.
        case `operator`
    }

    /// The using module and the declaring one (indices in ``ModuleGraph/modules``).
    public var module: Int
    public var target: Int
    public var kind: Kind
    /// The function's name, or the operator.
    public var name: String
    /// The first use in the file.
    public var location: SourceLocation
    /// How sure the attribution is: `certain` when nothing but the workspace and the toolchain's modules, whose names
    /// strata knows, is in the file's scope; `likely` when the file imports a module strata does not read (UIKit, an
    /// external package), which may declare the name too.
    public var confidence: MemberUse.Confidence {
        unreadImport == nil ? .certain : .likely
    }
    /// The first module the file imports that strata does not read (neither of the workspace nor of the toolchain's
    /// listed modules), if any: what makes the use `likely`.
    public var unreadImport: String?

    public init(module: Int, target: Int, kind: Kind, name: String, location: SourceLocation, unreadImport: String? = nil) {
        self.module = module
        self.target = target
        self.kind = kind
        self.name = name
        self.location = location
        self.unreadImport = unreadImport
    }
}
