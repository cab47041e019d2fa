// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/interface-bypass.md`.
    public static let interfaceBypass = RuleDocumentation(
        id: "interface-bypass",
        defaultSeverity: .error,
        summary: #"A module that depends on an implementation module whose interface module exists."#,
        page: #"""
# interface-bypass

A module that depends on an implementation module whose interface module exists.

Default severity: **error**

## What it checks
A module that imports, or declares a dependency on, an implementation module `X` while an interface
module for `X` exists: `XInterfaces` or `XInterface` by name, or the interface of a configured
`interfacePairs` entry. The message names the interface to use instead. Each importing module is
reported once per implementation, at its first `import X` (its other imports and its manifest line
follow as notes); a dependency that is only declared is reported at its line of `Package.swift`. When
the module uses types of `X` that the interface does not declare (`ChatCoordinator` below), a note names
them at their first use: swapping the import alone would not compile, and the fix is to use a protocol the
interface declares, or to move those types into it.

Not reported: composition roots (executable targets and `modules.roots`), which exist to wire
implementations together; a module without Swift files (an umbrella target whose only job is to link the
implementations it depends on into the app, as Tuist projects' `sources: nil` targets do), or whose files declare
no type and do not import `X` (a placeholder `keep.swift`): removing its dependency would take the implementation
out of the build; a module that registers in a Swinject container a type `X`'s interface declares
(an assembly with `container.register(MemberRepositoryInterface.self) { _ in MemberRepository() }` imports `X` to
wire it); a dependency, not an import, on an `X` that only adds conformances to types of other modules (no type of
its own that others may use, and an extension with a conformance: swift-dependencies' live module, `extension GoalClient:
DependencyKey { static let liveValue = … }`), which is linked so that the conformance is found at run time, and which
its interface cannot stand in for; test support modules (`ChatMocks`, `ChatTestSupport`: see README's
module kinds), whose fakes and fixtures build on what they stand in for; interface modules, `X`'s own among them (an interface that depends on an
implementation is `interface-purity`'s finding); `X`'s own test targets; and modules matched by
`modules.ignore` and phantom targets (whose sources do not exist), on either end. A phantom interface
module is none: `X` has no interface to import instead; nor is one that declares no type, protocol or extension
yet (a placeholder file with a comment), which has nothing to import instead. A test target is `X`'s own when it is named `XTests`, or
`X<Name>Tests` (`ChatSnapshotTests`) unless a module `X<Name>` exists (`ChatUITests` tests `ChatUI`
when there is a `ChatUI` module): the longest module name that the test's name starts with, before
`Tests` and at a capital letter, is the module it tests. Another module's tests that import `X` are
reported like any module.

A dependency on a `.macro` target (a compiler plugin, as in the `#externalMacro` pattern where
`XInterface` declares macros that `XMacros` implements) is build tooling, not an implementation edge: it is
never reported.

## Why
An interface module exists so that features know each other only through protocols: a feature that
imports the implementation instead rebuilds whenever that implementation changes, links all of its
code and dependencies, and can no longer be built, previewed or tested without it. One such import
is enough to undo the point of the interface, and it is easy to add by accident, since the
implementation module is right there in the workspace.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["AuthTabBar", "Chat"]),
        .target(name: "AuthTabBar", dependencies: ["Chat"]),
        .target(name: "Chat", dependencies: ["ChatInterfaces"]),
        .target(name: "ChatInterfaces"),
    ]
)
```
`Sources/ChatInterfaces/ChatOpening.swift`
```swift
public protocol ChatOpening {
    func openChat(with userID: String)
}
```
`Sources/Chat/ChatCoordinator.swift`
```swift
import ChatInterfaces

public final class ChatCoordinator: ChatOpening {
    public init() {}
    public func openChat(with userID: String) {}
}
```
`Sources/AuthTabBar/TabBarController.swift`
```swift
import Chat // ← interface-bypass

public final class TabBarController {
    let chat = ChatCoordinator()
    public init() {}
}
```
`Sources/App/main.swift`
```swift
import AuthTabBar
import Chat

let tabBar = TabBarController()
```

## Use instead
Depend on the interface, and let the composition root hand the implementation in:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["AuthTabBar", "Chat"]),
        .target(name: "AuthTabBar", dependencies: ["ChatInterfaces"]),
        .target(name: "Chat", dependencies: ["ChatInterfaces"]),
        .target(name: "ChatInterfaces"),
    ]
)
```
`Sources/ChatInterfaces/ChatOpening.swift`
```swift
public protocol ChatOpening {
    func openChat(with userID: String)
}
```
`Sources/Chat/ChatCoordinator.swift`
```swift
import ChatInterfaces

public final class ChatCoordinator: ChatOpening {
    public init() {}
    public func openChat(with userID: String) {}
}
```
`Sources/AuthTabBar/TabBarController.swift`
```swift
import ChatInterfaces

public final class TabBarController {
    let chat: any ChatOpening
    public init(chat: any ChatOpening) { self.chat = chat }
}
```
`Sources/App/main.swift`
```swift
import AuthTabBar
import Chat

let tabBar = TabBarController(chat: ChatCoordinator())
```

## Configuration
The rule has no options besides `severity`. Which modules are interfaces, implementations and roots
comes from `modules` in `.strata.json`:

```json5
{
  modules: {
    roots: ["*App"],                                                 // may import any implementation
    interfacePairs: [{implementation: "Chat", interface: "ChatAPI"}], // interfaces named otherwise
    ignore: ["Legacy*"],                                             // left out of the rule
  },
  rules: {"interface-bypass": "warning"},
}
```
"""#
    )
}
