// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/needle-instantiation.md`.
    public static let needleInstantiation = RuleDocumentation(
        id: "needle-instantiation",
        defaultSeverity: .error,
        summary: #"A needle component constructed without `parent: self`."#,
        page: #"""
# needle-instantiation

A needle component constructed without `parent: self`.

Default severity: **error**

## What it checks
A needle component (other than a root) constructed without `parent: self`: with another value
as its parent (`LoginComponent(parent: root)`), or without a `parent:` argument. Roots
(`BootstrapComponent` subclasses) are constructed without a parent and are never reported; a call
of a type that is not a component is never reported.

## Why
needle links a component to its parent by finding `Child(parent: self)` in the parent's body: a
component built elsewhere is outside the tree the generator validated, and its dependency provider
does not match the scope it really has. needle's generator rejects it.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Login",
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
    var loginComponent: LoginComponent { LoginComponent(parent: self) }
}

final class LoginComponent: Component<EmptyDependency> {}
```
`Sources/App/LoginCoordinator.swift`
```swift
final class LoginCoordinator {
    let root = RootComponent()

    func start() {
        let login = LoginComponent(parent: root) // ← needle-instantiation
        _ = login
    }
}
```

## Use instead
Ask the parent for the child component:

`Sources/App/LoginCoordinator.swift`
```swift
final class LoginCoordinator {
    let root = RootComponent()

    func start() {
        let login = root.loginComponent
        _ = login
    }
}
```

## Configuration
`severity` only.
"""#
    )
}
