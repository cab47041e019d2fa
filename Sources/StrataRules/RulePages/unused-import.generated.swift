// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/unused-import.md`.
    public static let unusedImport = RuleDocumentation(
        id: "unused-import",
        defaultSeverity: .warning,
        summary: #"An import of a workspace module none of whose types the file mentions."#,
        page: #"""
# unused-import

An import of a workspace module none of whose types the file mentions.

Default severity: **warning**

## What it checks
An `import` of a workspace module in a file that mentions none of the types that module declares
(or re-exports with `@_exported import`). Type names are resolved as the compiler sees them: a name
declared by the file's own module is that module's; otherwise it belongs to the one imported module
that declares a visible type of that name (`public`, `open` or `package`, or any non-private type
through `@testable import`). A name that several imported modules declare counts as a use of each.

Never reported: `@_exported` imports, imports of modules outside the workspace and of targets
without Swift sources (C and Objective-C targets: their types are unknown to strata), and imports of a module that declares extensions, operators, or file-scope
functions, variables or macros — a file can use those without writing a type name. Nor is an import of
`X` in a file that names a type no workspace module declares, spelled `X` and one of the endings of the
accessors generated into `X` at build time (`XStrings`, `XAsset`, `XColors`, `XImages`, `XFontFamily`,
`XResources`, …): Tuist's resource synthesizers write them to the ignored `Derived/` folder, where strata never
reads them. Nor, for a Tuist project with custom resource synthesizers (`.custom(name: "Assets", parser: .assets,
extensions: ["xcassets"])`), is an import of a target whose resources hold a file of those extensions in a file
that names a type the template `Tuist/ResourceSynthesizers/Assets.stencil` declares or extends (`public enum DS`,
`extension Font`). The same holds for a built-in synthesizer whose template is a local plugin's
(`.strings(plugin: "L10nPlugin")` renders the plugin's `ResourceSynthesizers/Strings.stencil`, `public enum L10n`) or the
project's own, in place of Tuist's (`.strings()` with a `Tuist/ResourceSynthesizers/Strings.stencil`). An import of
a SwiftPM target that applies build-tool plugins (`plugins: [.plugin(name: "OpenAPIGenerator", …)]`), whose generated
code strata never sees, is in use in a file that names a type the workspace does not declare (`APIProtocol`); so is an
import of an Xcode target that applies a package's build-tool plugin, or compiles a file strata cannot read (a listed
`R.generated.swift` that a build step writes, a build folder's file), or also compiles Objective-C or C, whose headers
declare classes strata does not read (Sequel Ace's `SPMySQLConnection`).

strata reads names, not types: a file that only calls members of the module's types on values it
gets from elsewhere (`component.makeBuilder().build()`, where `build()` is declared in the imported
module) is reported. Such an import can be removed as long as the package does not enable Swift's
`MemberImportVisibility` feature, which makes member lookups need a direct import.

When a module has several unused imports, they are one finding at the first, each import a note. An
unused import on an edge of an architecture finding (a `cycle`, a `layer` breach) is a note of that
finding: removing it settles both.

## Why
An import that nothing uses is a dependency edge that nothing needs: it slows incremental builds
(the file is rebuilt whenever the imported module changes), can close a cycle on its own, and hides
which modules a feature really depends on.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Feed", dependencies: ["Models", "Cache"]),
        .target(name: "Models"),
        .target(name: "Cache"),
    ]
)
```
`Sources/Feed/FeedViewModel.swift`
```swift
import Cache // ← unused-import
import Models

public final class FeedViewModel {
    public var posts: [Post] = []
}
```
`Sources/Models/Post.swift`
```swift
public struct Post {}
```
`Sources/Cache/DiskCache.swift`
```swift
public final class DiskCache {}
```

## Use instead
Remove the import (and the manifest dependency, if no other file of the target needs it):

`Sources/Feed/FeedViewModel.swift`
```swift
import Models

public final class FeedViewModel {
    public var posts: [Post] = []
}
```

When other findings on the same import concern the same two modules (an `undeclared-dependency` of an unused
import; an `interface-purity`, `layer` or `forbidden-dependency` finding of a dependency declared for nothing),
removing the import settles them too: they are reported once, as notes of this finding ("removing it also
settles …"), which then takes the most severe of their severities.

## Configuration
`severity` only. Modules listed in `modules.ignore` are neither reported nor looked at.
"""#
    )
}
