// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/layer.md`.
    public static let layer = RuleDocumentation(
        id: "layer",
        defaultSeverity: .error,
        summary: #"A module that depends on a higher layer, or on its own layer where that is forbidden."#,
        page: #"""
# layer

A module that depends on a higher layer, or on its own layer where that is forbidden.

Default severity: **error**

## What it checks
The `layers` of the configuration, listed top to bottom, each with module name patterns: a module
belongs to the first layer that matches it. An edge from a module of a lower layer to a module of a
higher layer is reported, and so is an edge between two modules of one layer whose
`allowSameLayer` is `false`; the message names both layers. Each edge is reported once, at its
first import, or at its manifest line when it is only declared. Modules in no layer, test targets
and test support modules (which belong to no layer, even under `"*"`), external modules and modules
matched by `modules.ignore` are not checked. Without `layers` the rule
reports nothing.

A dependency on a `.macro` target (a compiler plugin, as in the `#externalMacro` pattern where
`XInterface` declares macros that `XMacros` implements) is build tooling, not an implementation edge: it is
never reported.

## Why
Layers are the short version of an architecture: the app on top, features in the middle, shared
code at the bottom. Code that reaches upwards (a core module importing a feature) turns the bottom
of the stack into something that depends on everything above it, and features that import each
other stop being independent. Both are easy to add in one pull request and expensive to take out a
year later, so they are worth failing a build for.

## Example
`.strata.json`
```json5
{
  layers: [
    {name: "App", modules: ["App"]},
    {name: "Features", modules: ["Feed", "Profile"], allowSameLayer: false},
    {name: "Core", modules: ["*"]},
  ],
}
```
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Profile"]),
        .target(name: "Feed", dependencies: ["Profile"]),
        .target(name: "Profile"),
        .target(name: "Networking", dependencies: ["Profile"]),
    ]
)
```
`Sources/Profile/ProfileSummary.swift`
```swift
public struct ProfileSummary {
    public var name: String
    public init(name: String) { self.name = name }
}
```
`Sources/Networking/Client.swift`
```swift
import Profile // ← layer

public struct Client {
    public func fetchSummary() async throws -> ProfileSummary { ProfileSummary(name: "") }
}
```
`Sources/Feed/FeedScreen.swift`
```swift
import Profile // ← layer

public struct FeedScreen {
    public init() {}
    public var author = ProfileSummary(name: "")
}
```
`Sources/App/main.swift`
```swift
import Feed
import Profile

let screen = FeedScreen()
```

## Use instead
Move what both layers need into a module of the lowest layer that uses it:

`.strata.json`
```json5
{
  layers: [
    {name: "App", modules: ["App"]},
    {name: "Features", modules: ["Feed", "Profile"], allowSameLayer: false},
    {name: "Core", modules: ["*"]},
  ],
}
```
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Profile"]),
        .target(name: "Feed", dependencies: ["Models"]),
        .target(name: "Profile", dependencies: ["Models"]),
        .target(name: "Networking", dependencies: ["Models"]),
        .target(name: "Models"),
    ]
)
```
`Sources/Models/ProfileSummary.swift`
```swift
public struct ProfileSummary {
    public var name: String
    public init(name: String) { self.name = name }
}
```
`Sources/Profile/ProfileSummary.swift`
```swift
import Models

public typealias Summary = ProfileSummary
```
`Sources/Networking/Client.swift`
```swift
import Models

public struct Client {
    public func fetchSummary() async throws -> ProfileSummary { ProfileSummary(name: "") }
}
```
`Sources/Feed/FeedScreen.swift`
```swift
import Models

public struct FeedScreen {
    public init() {}
    public var author = ProfileSummary(name: "")
}
```
`Sources/App/main.swift`
```swift
import Feed
import Profile

let screen = FeedScreen()
```

## Configuration
The rule has no options besides `severity`; the layers are the top-level `layers` of
`.strata.json`, top to bottom. Each has a `name`, `modules` (name patterns: `*`, `?`, `[…]`, `{a,b}`)
and `allowSameLayer` (default `true`). A module belongs to the first layer, top to bottom, whose
patterns match it, so a catch-all such as `["*"]` goes last.

```json5
{
  layers: [
    {name: "App", modules: ["*App"]},
    {name: "Features", modules: ["Chat", "Auth*", "Profile"], allowSameLayer: false},
    {name: "Interfaces", modules: ["*Interfaces"]},
    {name: "Core", modules: ["*"]},
  ],
}
```
"""#
    )
}
