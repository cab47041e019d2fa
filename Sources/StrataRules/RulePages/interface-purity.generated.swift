// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/interface-purity.md`.
    public static let interfacePurity = RuleDocumentation(
        id: "interface-purity",
        defaultSeverity: .error,
        summary: #"An interface module that depends on an implementation module, or declares a class or actor."#,
        page: #"""
# interface-purity

An interface module that depends on an implementation module, or declares a class or actor.

Default severity: **error**

## What it checks
An interface module (named `*Interface` or `*Interfaces`, matched by `modules.interfaces`, or the
interface of an `interfacePairs` entry) that imports or declares a dependency on an implementation
module, or that declares a type of a kind interfaces do not hold: by default a `class` or an
`actor`. Protocols, enums, structs, typealiases and extensions are allowed. Each dependency is
reported at its first import (or its manifest line when it is only declared), each declaration at
its keyword. Types declared inside a function or closure body, dependencies on other interface
modules, on test support modules and on external modules (Foundation, a remote package), and modules
matched by `modules.ignore` are not reported. A test support module (`ChatInterfaceMocks`) is never an
interface module, whatever its name.

A dependency on a `.macro` target (a compiler plugin, as in the `#externalMacro` pattern where
`XInterface` declares macros that `XMacros` implements) is build tooling, not an implementation edge: it is
never reported.

## Why
Interface modules are what features share, so they must stay cheap to depend on: a few protocols
and the value types those protocols mention. An interface that imports an implementation drags that
implementation, and everything it depends on, into every feature that uses the interface, which is
the coupling the interface was meant to remove. A class or an actor in an interface is behaviour
that every client now links and that can change under them; it belongs in an implementation module
behind a protocol.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "ProfileInterfaces", dependencies: ["Storage"]),
        .target(name: "Storage"),
    ]
)
```
`Sources/Storage/KeyValueStore.swift`
```swift
public final class KeyValueStore {
    public init() {}
}
```
`Sources/ProfileInterfaces/ProfileService.swift`
```swift
import Storage // ← interface-purity

public protocol ProfileService {
    func displayName(for userID: String) async throws -> String
}

public final class ProfileCache { // ← interface-purity
    let store = KeyValueStore()
}
```

## Use instead
Keep protocols and the values they exchange in the interface, and move the class with its
dependency to the implementation module:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Profile", dependencies: ["ProfileInterfaces", "Storage"]),
        .target(name: "ProfileInterfaces"),
        .target(name: "Storage"),
    ]
)
```
`Sources/Storage/KeyValueStore.swift`
```swift
public final class KeyValueStore {
    public init() {}
}
```
`Sources/ProfileInterfaces/ProfileService.swift`
```swift
public protocol ProfileService {
    func displayName(for userID: String) async throws -> String
}
```
`Sources/Profile/ProfileCache.swift`
```swift
import ProfileInterfaces
import Storage

public final class ProfileCache {
    let store = KeyValueStore()
}
```

## Configuration
`allowedDeclarations`: the declaration kinds an interface module may hold, among `class`, `struct`,
`enum`, `actor`, `protocol`, `extension` and `typealias`. Default:
`["protocol", "enum", "struct", "typealias", "extension"]`.

```json5
{
  rules: {
    // Interfaces here also hold open base classes for view controllers.
    "interface-purity": {allowedDeclarations: ["protocol", "enum", "struct", "typealias", "extension", "class"]},
  },
}
```
"""#
    )
}
