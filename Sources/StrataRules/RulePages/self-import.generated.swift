// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/self-import.md`.
    public static let selfImport = RuleDocumentation(
        id: "self-import",
        defaultSeverity: .warning,
        summary: #"A module that imports itself."#,
        page: #"""
# self-import

A module that imports itself.

Default severity: **warning**

## What it checks
A file that imports the module it belongs to: `import Analytics` in `Sources/Analytics/EventTracker.swift`.
The finding is anchored on the import; further self-imports of the module are notes. It is never a
`cycle`: a module cannot depend on itself, and the compiler ignores such an import with a warning.
`@_exported import Analytics` is not reported: it is how the Swift overlay of a C or Objective-C module
(a rules_swift `swift_overlay`, compiled into the module it overlays) re-exports the module's C part.

## Why
The import does nothing, but it reads like a dependency: a reader looks for a second `Analytics`
module, and tools that draw the module graph show a loop that is not there. It usually comes from
code moved between modules, or from a file copied from a module that did depend on this one.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Analytics"),
    ]
)
```
`Sources/Analytics/EventTracker.swift`
```swift
import Analytics // ← self-import

public struct EventTracker {
    public init() {}
}
```

## Use instead
Remove the import:

`Sources/Analytics/EventTracker.swift`
```swift
public struct EventTracker {
    public init() {}
}
```

## Configuration
`severity` only (default `warning`). Modules listed in `modules.ignore` are not reported.
"""#
    )
}
