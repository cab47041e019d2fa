// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/needle-missing-provider.md`.
    public static let needleMissingProvider = RuleDocumentation(
        id: "needle-missing-provider",
        defaultSeverity: .error,
        summary: #"A dependency that no ancestor component provides along a DI branch."#,
        page: #"""
# needle-missing-provider

A dependency that no ancestor component provides along a DI branch.

Default severity: **error**

## What it checks
Every property of a needle dependency protocol that no ancestor component provides along a DI
branch — a path of parent links from a root (`BootstrapComponent`) down to the component. On each
branch, each requirement (name and type, whitespace aside) must be provided by some ancestor: a
property with a type annotation in its body or in any extension of it, in any file or module, that
is not `private` or `fileprivate` (the component itself is not searched). Each missing requirement is
reported on each branch that lacks it, at the requirement, in the words of needle's generator, with
the branch as `path`; when an ancestor has a property of the same type under another name, the
message ends with needle's `Found possible matches [name] at Component.`, and a `private` property of
the right name gets a note. Components that no root reaches (orphans) are not checked, as needle
skips them. At most 20 branches are listed per requirement; the last one counts the others.

## Why
needle's generator finds a missing provider only when it runs, stops at the first one with a fatal
error, and knows nothing of module boundaries. strata finds all of them at once, across every module
of the workspace, before the generator or the compiler runs.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Messenger",
    dependencies: [.package(url: "https://github.com/uber/needle.git", from: "0.24.0")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "NeedleFoundation", package: "needle")]),
    ]
)
```
`Sources/App/RootComponent.swift`
```swift
import NeedleFoundation

final class Logger {}

final class RootComponent: BootstrapComponent {
    private var logger: Logger { Logger() }

    var chatComponent: ChatComponent {
        ChatComponent(parent: self)
    }
}
```
`Sources/App/ChatComponent.swift`
```swift
import NeedleFoundation

protocol ChatDependency: Dependency {
    var logger: Logger { get } // ← needle-missing-provider
}

final class ChatComponent: Component<ChatDependency> {}
```
strata reports `Could not find a provider for (logger: Logger) which was required by ChatDependency,
along the DI branch of ^->RootComponent->ChatComponent.`, with a note at the private `logger`.

## Use instead
Provide the dependency from an ancestor, with the same name and type, visible to needle:

`Sources/App/RootComponent.swift`
```swift
import NeedleFoundation

final class Logger {}

final class RootComponent: BootstrapComponent {
    var logger: Logger { shared { Logger() } }

    var chatComponent: ChatComponent {
        ChatComponent(parent: self)
    }
}
```

## Configuration
`severity` only.
"""#
    )
}
