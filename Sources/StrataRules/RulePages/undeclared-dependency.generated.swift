// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/undeclared-dependency.md`.
    public static let undeclaredDependency = RuleDocumentation(
        id: "undeclared-dependency",
        defaultSeverity: .warning,
        summary: #"An import of a workspace module that the target's manifest does not declare."#,
        page: #"""
# undeclared-dependency

An import of a workspace module that the target's manifest does not declare.

Default severity: **warning**

## What it checks
An `import` of a workspace module that the importing target does not declare in its manifest:
`import Money` in a file of `Checkout` while `Checkout`'s `dependencies:` names neither `Money`
nor a product holding it. One finding per target and imported module, at the first such import
(the others are listed as notes), with the exact manifest fix: which dependency to add — `"Money"`
for a target of the same package, `.product(name: "Money", package: "shared")` for one of another
local package — to which target, at which line of which `Package.swift`; and, when the other
package is not linked yet, the `.package(path:)` to add, or the library product to create when no
product holds the module. A target of another build system gets that module in its own words: an XcodeGen
target `- package: shared` with `product: Money`, a Tuist target `.package(product: "Money")` (or
`.external(name: "Money")` where `Tuist/Package.swift` declares the packages and the project lists none).

A module that a declared dependency re-exports with `@_exported import`, directly or through
other re-exporting modules, counts as declared; an import of an external module is never reported, so one
that a local product re-exports (`@_exported import Factory`) is not either. A module importing itself is the `cycle` rule's
business. Imports of external modules (Foundation, remote packages), modules declared in the
configuration rather than by a manifest, and modules under `modules.ignore` are not checked; nor is a target
whose build file declares dependencies strata could not read (a Tuist helper's member it cannot evaluate, a SwiftPM
target's `dependencies:` computed by a property, a name or product of a package whose `.package(path:)` links are
built by a closure, or a product strata did not find in a package whose `products:` it could not read): what it
imports may be declared there, and the `manifest` warning about them is the finding to
act on. Nor is an import every one of whose places sits inside `#if canImport(X)` of the very module `X` it imports
(`#elseif canImport(CSQLite3)` around `import CSQLite3`): it is compiled only where `X` can be imported, so the build
cannot fail for want of the dependency. A test bundle that an application hosts (its `TEST_HOST`, or the application
it depends on in XcodeGen and Tuist) may import the application and what the application declares: both are built
before the bundle and loaded with it (declaring a framework again in a hosted bundle would load it twice).

When a module has several undeclared imports, they are one finding at the first, naming the modules;
each import's fix is a note. An undeclared import that is also an architecture finding (it closes a
`cycle`, bypasses an interface, breaks a layer or a `forbidden` rule) is a note of that finding, never
advice to declare it.

## Why
SwiftPM lets a target import any module that happens to be built before it, declared or not.
The build then works by accident: it breaks when the module that brought the dependency in drops
it, when the target is built alone (a test, an Xcode scheme, a CI shard), or when the package is
reused elsewhere. An undeclared import also hides an edge from anyone reading the manifest, and
can close a cycle that SwiftPM would have refused had it been declared.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Checkout", dependencies: ["CoreKit"]),
        .target(name: "CoreKit", dependencies: ["CoreInterfaces"]),
        .target(name: "CoreInterfaces"),
        .target(name: "Money"),
    ]
)
```
`Sources/CoreKit/CoreKit.swift`
```swift
@_exported import CoreInterfaces

public struct PrintLogger: Logger {
    public init() {}
    public func log(_ message: String) { print(message) }
}
```
`Sources/CoreInterfaces/Logger.swift`
```swift
public protocol Logger {
    func log(_ message: String)
}
```
`Sources/Money/Amount.swift`
```swift
public struct Amount {}
```
`Sources/Checkout/CheckoutModel.swift`
```swift
import CoreInterfaces // re-exported by CoreKit, which Checkout declares: not reported
import CoreKit
import Money // ← undeclared-dependency

public struct CheckoutModel {
    public var total: Amount
    let logger: any Logger = PrintLogger()
}
```

## Use instead
Declare every module a target imports, as the message says:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Checkout", dependencies: ["CoreKit", "Money"]),
        .target(name: "CoreKit", dependencies: ["CoreInterfaces"]),
        .target(name: "CoreInterfaces"),
        .target(name: "Money"),
    ]
)
```

## Configuration
Only `severity` (default `warning`):

```json5
{rules: {"undeclared-dependency": "error"}}
```
"""#
    )
}
