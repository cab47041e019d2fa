// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/cycle.md`.
    public static let cycle = RuleDocumentation(
        id: "cycle",
        defaultSeverity: .error,
        summary: #"Modules that depend on each other in a cycle, directly or through others."#,
        page: #"""
# cycle

Modules that depend on each other in a cycle, directly or through others.

Default severity: **error**

## What it checks
Modules that depend on each other in a cycle: every strongly connected component of the module
graph with more than one module (a module that imports itself is no cycle: see `self-import`). Each component is
reported once, as the shortest cycle through its alphabetically first module (first module
repeated at the end), with the import lines behind each edge of that cycle, the other members of
the component, and a small set of edges whose removal would break all of its cycles. The error is
anchored where the fix is: on the first import (or manifest line) of the first edge it suggests removing,
which is most often the edge that closed the cycle. With `--since REV`, a cycle that an edge new since
`REV` closed or grew is anchored on that new edge.

## Why
SwiftPM refuses a cycle of declared target dependencies, but an `import` of a module that is not
declared can still close one through the build graph of an app, and a cycle that is declared in
one package and imported in another goes unnoticed until the build breaks. Modules in a cycle
cannot be built, tested or reused apart: they are one module that pretends to be several.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "ModuleB", dependencies: ["ModuleC"]),
        .target(name: "ModuleC"),
    ]
)
```
`Sources/ModuleB/ModuleB.swift`
```swift
import ModuleC

public final class BClass {}
```
`Sources/ModuleC/ModuleC.swift`
```swift
import ModuleB // ← cycle

public func make() -> BClass { BClass() }
```
The manifest declares `ModuleB -> ModuleC` only: SwiftPM accepts it, and the undeclared import
closes the cycle. The cycle is the finding; that the import is not declared is one of its notes, which
does not advise declaring it (that would only make the cycle a build error): the architecture finding
leads whenever an import is also a hygiene finding (`undeclared-dependency`, `unused-dependency`,
`unused-import`).

## Use instead
Move what both modules need into a third module they both depend on, or let the lower module
declare a protocol that the higher one implements (dependency inversion), so that the edges
point one way:

`Sources/ModuleC/ModuleC.swift`
```swift
public protocol BFactory { func make() -> AnyObject }
```

## Configuration
Only `severity` (default `error`):

```json5
{rules: {cycle: "warning"}}
```
"""#
    )
}
