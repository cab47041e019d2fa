// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/needle-cycle.md`.
    public static let needleCycle = RuleDocumentation(
        id: "needle-cycle",
        defaultSeverity: .error,
        summary: #"needle components that are each other's ancestors."#,
        page: #"""
# needle-cycle

needle components that are each other's ancestors.

Default severity: **error**

## What it checks
Cycles of needle parent links: a component that instantiates (`X(parent: self)`) one of its own
ancestors, directly or through others. Each strongly connected group of components is reported once,
as its shortest cycle in needle's words (`Dependency cycle detected along the path of A->B->A.`),
at the first instantiation of the cycle, with a note at each one.

## Why
A component tree must be a tree (or a DAG): needle's generator refuses a cycle, and at run time a
scope that is its own ancestor resolves dependencies through itself.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Signup",
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
    var onboardingComponent: OnboardingComponent { OnboardingComponent(parent: self) }
}

final class OnboardingComponent: Component<EmptyDependency> {
    var signupComponent: SignupComponent { SignupComponent(parent: self) } // ← needle-cycle
}

final class SignupComponent: Component<EmptyDependency> {
    var onboardingComponent: OnboardingComponent { OnboardingComponent(parent: self) }
}
```

## Use instead
Go back up the tree through the parent that owns both screens instead of building an ancestor anew:

`Sources/App/Components.swift`
```swift
import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var onboardingComponent: OnboardingComponent { OnboardingComponent(parent: self) }
}

final class OnboardingComponent: Component<EmptyDependency> {
    var signupComponent: SignupComponent { SignupComponent(parent: self) }
}

final class SignupComponent: Component<EmptyDependency> {}
```

## Configuration
`severity` only.
"""#
    )
}
