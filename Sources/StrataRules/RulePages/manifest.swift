// Generated from Rules/*.md by RuleDocumentationTests: run `STRATA_RECORD=1 swift test` after editing a page.
// Do not edit by hand.

extension RuleDocumentation {
    static let manifestPage = ####"""
# manifest

Default severity: **warning**

## What it checks
A `Package.swift` that the static reader could not fully understand — targets built in a loop or a
function, names held in variables it cannot evaluate, conditions it cannot decide — naming what was
skipped and where; a local package path with no manifest; a target whose source folder is missing;
and an `import` whose module name is defined by several packages of the workspace when the
importing package depends on none of them (no edge is drawn for it).

## Why
What the reader skips is missing from the graph. The warning says where, so that the manifest
can be simplified, or the run repeated with `--manifest swiftpm`, which asks SwiftPM itself.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let features = ["Chat", "Profile"]
let package = Package(
    name: "App",
    targets: features.map { .target(name: $0) } // ← manifest
)
```

## Use instead
List targets literally, or run `strata check --manifest swiftpm`:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Chat"),
        .target(name: "Profile"),
    ]
)
```
`Sources/Chat/ChatScreen.swift`
```swift
public struct ChatScreen {}
```
`Sources/Profile/ProfileScreen.swift`
```swift
public struct ProfileScreen {}
```

## Configuration
None yet.
"""####
}
