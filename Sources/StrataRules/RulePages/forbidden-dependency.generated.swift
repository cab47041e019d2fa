// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/forbidden-dependency.md`.
    public static let forbiddenDependency = RuleDocumentation(
        id: "forbidden-dependency",
        defaultSeverity: .error,
        summary: #"A dependency that a configured `forbidden` rule matches, or that no `allowed` rule permits."#,
        page: #"""
# forbidden-dependency

A dependency that a configured `forbidden` rule matches, or that no `allowed` rule permits.

Default severity: **error**

## What it checks
Dependencies that your own rules forbid. Each rule of `forbidden` names the depending modules
(`from`) and the modules depended on (`to`) with glob patterns on module names; a dependency that
matches a rule is reported, with the rule's `message` when it has one. When `allowed` is given,
every dependency on a workspace module must match one of its rules, and one that matches none is
reported (dependency-cruiser's `forbidden` and `allowed`).

A dependency is an edge of the module graph, declared in a manifest or imported: it is reported
at its first import, or at its manifest line when it is only declared, once, for the first
`forbidden` rule it matches. `forbidden` rules also see external modules (`UIKit`, `SwiftUI`,
remote packages) whether or not `--include-external` draws them, so that `{from: "*Interfaces",
to: "UIKit"}` works in `strata check`; `allowed` only judges dependencies on workspace modules. A
module importing itself, and modules under `modules.ignore`, are left alone.

## Why
Some boundaries are specific to a codebase and need no new rule to enforce: interface modules
stay free of UI frameworks, only the composition root talks to the networking layer, a legacy
module must not grow new dependents. Written down as rules, they are checked on every pull
request instead of in review.

## Example
`.strata.json`
```json5
{
  rules: {
    "forbidden-dependency": {
      forbidden: [
        {from: "*Interfaces", to: ["UIKit", "SwiftUI"], message: "interface modules hold protocols and models, not UI"},
        {from: "*", to: "Networking", except: "App", message: "only the App wires the network layer"},
      ],
    },
  },
}
```
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16)],
    targets: [
        .executableTarget(name: "App", dependencies: ["Cart", "CartInterfaces", "Networking"]),
        .target(name: "Cart", dependencies: ["CartInterfaces", "Networking"]),
        .target(name: "CartInterfaces"),
        .target(name: "Networking"),
    ]
)
```
`Sources/CartInterfaces/CartService.swift`
```swift
import UIKit // ← forbidden-dependency

public protocol CartService {
    func badgeImage() -> UIImage?
}
```
`Sources/Cart/DefaultCartService.swift`
```swift
import CartInterfaces
import Networking // ← forbidden-dependency
import UIKit

public final class DefaultCartService: CartService {
    let client = HTTPClient()
    public init() {}
    public func badgeImage() -> UIImage? { nil }
}
```
`Sources/Networking/HTTPClient.swift`
```swift
public struct HTTPClient {
    public init() {}
}
```
`Sources/App/main.swift`
```swift
import Cart
import CartInterfaces
import Networking

let service: CartService = DefaultCartService()
```

## Use instead
Keep UI types out of the interface, and let the App hand the implementation what it needs
through a protocol that the interface module declares:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v16)],
    targets: [
        .executableTarget(name: "App", dependencies: ["Cart", "CartInterfaces", "Networking"]),
        .target(name: "Cart", dependencies: ["CartInterfaces"]),
        .target(name: "CartInterfaces"),
        .target(name: "Networking"),
    ]
)
```
`Sources/CartInterfaces/CartService.swift`
```swift
import Foundation

public protocol CartService {
    func badgeCount() -> Int
}

public protocol CartTransport {
    func send(_ request: String) async throws -> Data
}
```
`Sources/Cart/DefaultCartService.swift`
```swift
import CartInterfaces
import UIKit

public final class DefaultCartService: CartService {
    let transport: CartTransport
    public init(transport: CartTransport) { self.transport = transport }
    public func badgeCount() -> Int { 0 }
}
```

## Configuration
```json5
{
  rules: {
    "forbidden-dependency": {
      severity: "error",          // of every rule below that sets none
      forbidden: [
        {
          from: "*Interfaces",    // a glob on module names, or an array of them
          to: ["UIKit", "SwiftUI"],
          except: [],             // depending modules the rule does not apply to
          exceptTo: [],           // depended-on modules the rule does not apply to
          message: "interface modules hold protocols and models, not UI",
          severity: "warning",    // "error" or "warning": this rule's findings only
        },
      ],
      // When given, a dependency on a workspace module that matches none of these is reported.
      allowed: [
        {from: "App", to: "*"},
        {from: "*", to: ["*Interfaces", "Core*"]},
      ],
    },
  },
}
```
- `forbidden`: objects with `from` and `to` (required), `except`, `exceptTo`, `message`, `severity`.
  `except` exempts dependencies *from* the modules it matches (`{from: "*", to: "Networking",
  except: "App"}`: nobody but App), `exceptTo` dependencies *on* the modules it matches
  (`{from: "Feature*", to: "Feature*", exceptTo: "FeatureKit"}`: features do not depend on each
  other, but all may use FeatureKit). A dependency is reported for the first rule it matches.
- `allowed`: objects with `from` and `to`. A dependency on a workspace module matching no rule is
  reported, unless a `forbidden` rule reported it already. External modules are never judged by
  `allowed`: list them under `forbidden` to keep them out.
- Glob syntax: `*` any run of characters, `?` one, `[a-z]` a class, `{a,b}` alternatives; names
  compare by their bytes, case-sensitively. The rule does nothing until `forbidden` or `allowed` is set.
"""#
    )
}
