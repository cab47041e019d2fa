// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/public-import.md`.
    public static let publicImport = RuleDocumentation(
        id: "public-import",
        defaultSeverity: .warning,
        summary: #"An import more visible than the file needs: a `public import` that no public declaration needs, or an `@_exported import` of an implementation module."#,
        page: #"""
# public-import

An import more visible than the file needs: a `public import` that no public declaration needs, or an `@_exported import` of an implementation module.

Default severity: **warning**

## What it checks
Swift 6 lets each import say how far it reaches (SE-0409): `public import Networking` makes Networking part
of the module's interface, `internal import Networking` keeps it an implementation detail. This rule reports:

- a `public import` (or `package import`) of a workspace module that the file uses, but that none of the
  file's `public`, `open` or `package` declarations mentions: not in a signature, a property's type or
  initializer, an attribute (a property wrapper, a global actor), a default argument, a generic constraint, a
  conformance or an extended type. It should be `internal import`; `strata fix` rewrites the modifier. A
  declaration counts when it takes that access from where it stands too: a requirement of a public protocol,
  a member of a `public extension`, a case of a public enum. Every extension's header counts, whatever its
  access: a conformance it adds is as public as its type and protocol;
- an `@_exported import` of an implementation module: every module that imports this one sees the
  implementation module's declarations without declaring a dependency on it, so the graph strata draws (and
  every reviewer reads) hides who uses it. Interface modules and modules outside the workspace may be
  re-exported, and an app or an executable may re-export anything: no module imports it, so its re-exports reach
  its own files only (anytype's `GlobalImports.swift`).

Each module's findings of this rule are one finding at the first, each import a note.

strata reads names, not types, and leaves an import alone whenever the interface could need it: a name
several imported modules declare counts for each; a member name written after `.` or `=` in the interface
(`= .brandColor`) counts for every module whose extensions declare it; a file with code that clients compile
(`@inlinable`, `@usableFromInline`, `@_alwaysEmitIntoClient`, `@_transparent`, `@frozen`) keeps all its
imports; and a file whose interface names values (`= makeDefault()`) keeps its imports of modules that declare
file-scope functions, variables, macros or operators. A public import of a module that another file of the
same module imports without an access level (`import Networking`) is left alone too: the compiler rejects an
`internal import` beside an implicit one ("ambiguous implicit access level"). Imports nothing in the file uses are `unused-import`'s;
imports of external modules and of targets without Swift sources (their declarations are unknown), and test
targets and test support modules, are not checked. A plain `import` is not reported: it is public only until
the module adopts `InternalImportsByDefault`, after which the compiler itself reports what must be public.

## Why
A public import is a promise to every client: they can use the imported module's types through this one,
they are rebuilt when it changes, and they cannot drop it without a source break. When nothing public needs
it, the promise costs build time and couples clients to an implementation detail they never asked for. An
`@_exported import` goes further: it hands the module to every importer, whose own imports stop saying what
they use, so layering rules and dependency reviews no longer see the edge.

## Example
`Package.swift`
```swift
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Feed", dependencies: ["Networking", "Models"]),
        .target(name: "Networking"),
        .target(name: "Models"),
    ]
)
```
`Sources/Feed/FeedLoader.swift`
```swift
public import Models
public import Networking // ← public-import

public final class FeedLoader {
    private let client = HTTPClient()

    public init() {}

    public func load() -> [Post] {
        client.get("/feed").map { Post(title: $0) }
    }
}
```
`Sources/Networking/HTTPClient.swift`
```swift
public final class HTTPClient {
    public init() {}
    public func get(_ path: String) -> [String] { [path] }
}
```
`Sources/Models/Post.swift`
```swift
public struct Post {
    public var title: String
    public init(title: String) { self.title = title }
}
```

## Use instead
Import the module internally; `Models` stays public, since `load()` returns its `Post`:

`Sources/Feed/FeedLoader.swift`
```swift
public import Models
internal import Networking

public final class FeedLoader {
    private let client = HTTPClient()

    public init() {}

    public func load() -> [Post] {
        client.get("/feed").map { Post(title: $0) }
    }
}
```

## Configuration
`allowedModules`: modules that may be imported publicly and re-exported wherever, as globs on module names (a
design system a module's public views hand out on purpose). Default: none.

```json5
{
  rules: {
    "public-import": {allowedModules: ["DesignSystem"]},
  },
}
```
"""#
    )
}
