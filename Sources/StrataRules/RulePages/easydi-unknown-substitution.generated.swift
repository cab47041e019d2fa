// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/easydi-unknown-substitution.md`.
    public static let easydiUnknownSubstitution = RuleDocumentation(
        id: "easydi-unknown-substitution",
        defaultSeverity: .error,
        summary: #"An EasyDi substitution whose key names no definition of its assembly."#,
        page: #"""
# easydi-unknown-substitution

An EasyDi substitution whose key names no definition of its assembly.

Default severity: **error**

## What it checks
An EasyDi `addSubstitution(for: "key")` whose key names no definition of the assembly it is made
on. A definition's key is what `#function` gives where `define(…)` is called: the property name
(`apiClient`), or `name(label:)` for a method, unless `define(key:)` sets it. The assembly is the
receiver's when strata can tell (`ServiceAssembly.instance().addSubstitution`, or `self` inside an
assembly); definitions inherited from a parent assembly count. When the receiver is a variable, the
key must name a definition of some assembly of the workspace. Assemblies are classes inheriting
`Assembly` in files that import EasyDi, and their subclasses.

## Why
EasyDi keys substitutions by string: a misspelt or renamed key is silently ignored, so the test or
A/B variant that relies on it runs against the real object.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "News",
    dependencies: [.package(url: "https://github.com/AndreyZarembo/EasyDi.git", from: "1.6.0")],
    targets: [
        .executableTarget(name: "App", dependencies: ["EasyDi"]),
    ]
)
```
`Sources/App/ServiceAssembly.swift`
```swift
import EasyDi

protocol IAPIClient {}
final class APIClient: IAPIClient {}
final class StubAPIClient: IAPIClient {}

final class ServiceAssembly: Assembly {
    var apiClient: IAPIClient {
        define(scope: .lazySingleton, init: APIClient())
    }
}
```
`Sources/App/main.swift`
```swift
ServiceAssembly.instance().addSubstitution(for: "apiClients") { StubAPIClient() } // ← easydi-unknown-substitution
```

## Use instead
Use the definition's exact key:

`Sources/App/main.swift`
```swift
ServiceAssembly.instance().addSubstitution(for: "apiClient") { StubAPIClient() }
```

## Configuration
`severity` only.
"""#
    )
}
