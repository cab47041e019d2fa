// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/needle-duplicate.md`.
    public static let needleDuplicate = RuleDocumentation(
        id: "needle-duplicate",
        defaultSeverity: .warning,
        summary: #"Two needle components or dependency protocols with the same name in one DI graph."#,
        page: #"""
# needle-duplicate

Two needle components or dependency protocols with the same name in one DI graph.

Default severity: **warning**

## What it checks
Two needle components, or two dependency protocols, with the same name in one DI graph: what one
root reaches through parent links (and the component classes those inherit from), and the dependency
protocols they name. When a name is ambiguous where it is used (a root instantiates
`DetailComponent(parent: self)` and two imported modules declare one), every candidate belongs to that
graph. Same-named components of separate graphs — a feature module with its own `BootstrapComponent`, or
an app and its demo apps, each with its own root, that build one library's component — are not reported.

## Why
needle's generator identifies components and dependency protocols by name alone: it refuses
duplicates, and the generated code could not tell them apart.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let needle = Target.Dependency.product(name: "NeedleFoundation", package: "needle")

let package = Package(
    name: "Shop",
    dependencies: [.package(url: "https://github.com/uber/needle.git", from: "0.24.0")],
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Profile", needle]),
        .target(name: "Feed", dependencies: [needle]),
        .target(name: "Profile", dependencies: [needle]),
    ]
)
```
`Sources/App/RootComponent.swift`
```swift
import Feed
import NeedleFoundation
import Profile

final class RootComponent: BootstrapComponent {
    var detailComponent: DetailComponent { DetailComponent(parent: self) }
}
```
`Sources/Feed/DetailComponent.swift`
```swift
import NeedleFoundation

public final class DetailComponent: Component<EmptyDependency> {} // ← needle-duplicate
```
`Sources/Profile/DetailComponent.swift`
```swift
import NeedleFoundation

public final class DetailComponent: Component<EmptyDependency> {}
```

## Use instead
Give every component of one graph its own name:

`Sources/App/RootComponent.swift`
```swift
import Feed
import NeedleFoundation
import Profile

final class RootComponent: BootstrapComponent {
    var detailComponent: DetailComponent { DetailComponent(parent: self) }
    var profileDetailComponent: ProfileDetailComponent { ProfileDetailComponent(parent: self) }
}
```
`Sources/Profile/DetailComponent.swift`
```swift
import NeedleFoundation

public final class ProfileDetailComponent: Component<EmptyDependency> {}
```

## Configuration
`severity` only.
"""#
    )
}
