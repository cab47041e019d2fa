// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/needle-unknown-dependency.md`.
    public static let needleUnknownDependency = RuleDocumentation(
        id: "needle-unknown-dependency",
        defaultSeverity: .error,
        summary: #"A needle component whose dependency protocol is declared nowhere."#,
        page: #"""
# needle-unknown-dependency

A needle component whose dependency protocol is declared nowhere.

Default severity: **error**

## What it checks
A needle component declared as `Component<X>` where no protocol `X` is declared anywhere in the
workspace (`EmptyDependency` is needle's own and always known). A component that inherits its
dependency from another component class is reported once, at that class.

## Why
needle's generator stops with "Missing dependency protocol data model" when it cannot find the
dependency protocol; the protocol may have been renamed, deleted, or left in a module outside the
workspace.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Chat",
    dependencies: [.package(url: "https://github.com/uber/needle.git", from: "0.24.0")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "NeedleFoundation", package: "needle")]),
    ]
)
```
`Sources/App/Components.swift`
```swift
import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var chatComponent: ChatComponent { ChatComponent(parent: self) }
}

final class ChatComponent: Component<ChatDependency> {} // ← needle-unknown-dependency
```

## Use instead
Declare the dependency protocol (or use `EmptyDependency` when the component needs nothing):

`Sources/App/Components.swift`
```swift
import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var chatComponent: ChatComponent { ChatComponent(parent: self) }
}

protocol ChatDependency: Dependency {}

final class ChatComponent: Component<ChatDependency> {}
```

## Configuration
`severity` only.
"""#
    )
}
