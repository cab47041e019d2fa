// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/unused-dependency.md`.
    public static let unusedDependency = RuleDocumentation(
        id: "unused-dependency",
        defaultSeverity: .warning,
        summary: #"A workspace dependency declared in the manifest that no file of the target imports."#,
        page: #"""
# unused-dependency

A workspace dependency declared in the manifest that no file of the target imports.

Default severity: **warning**

## What it checks
A workspace dependency that a target declares in its manifest while none of its files imports
it: `"Analytics"` in `Checkout`'s `dependencies:` with no `import Analytics` in `Sources/Checkout`.
The finding is anchored on the manifest line of the dependency, and says which target's
dependency to remove. A product dependency that brings several modules is unused when none of
them is imported.

A dependency declared to get a module it re-exports (`@_exported import CoreInterfaces` in
`CoreKit`) is used when that module is imported and not declared directly; so is one that re-exports an
external module (a local package's `@_exported import Factory`, Factory a remote package) that the target imports. Dependencies on macro
targets (named by `#externalMacro(module:type:)`, never imported), and, from a module that declares macros, on a
library that depends on one (how a package vends a macro plug-in, since a product cannot hold a `.macro` target), and on a module that only adds
conformances to types of other modules (swift-dependencies' live module, `extension GoalClient: DependencyKey`: linked so
that the conformance is found at run time), and on roots — executable targets
(declared so that they are built, to run them from tests), the app extensions, widgets and watch apps
an app embeds, the resource and plug-in bundles it copies (Xcode and XcodeGen `bundle`, Tuist
`.bundle`), modules configured as `roots` — are never reported, nor are SwiftPM plug-ins, which are no
modules. Test targets are checked like any target when `--include-tests` brings them into the graph.
Targets without scanned Swift files, dependencies on external modules, modules declared in the
configuration, phantom targets (whose sources do not exist: a `manifest` warning says so), on either
end, and modules under `modules.ignore` are not checked. Nor is a target that also compiles Objective-C or C (`.m`
files in an Xcode target's sources, `*.{h,m,swift}` in a podspec's `source_files`, `main.m` in a Buck or Bazel target's
`srcs`, or an `objc_library` an app bundles beside the Swift library: Telegram's `main.m` names its `AppDelegate` class
by string): strata does not read those files'
imports (`#import <DTProto/DTProto-Swift.h>`), so every entry it declares counts as used, for the targets that share
the entry too. A dependency on a module whose class an Xcode target's `Info.plist` names for the system to load
(`NSExtensionPrincipalClass` or `NSPrincipalClass` = `PocketStickerKit.MessagesViewController`) is in use: an
extension whose code is all in a package imports nothing of it, and fails at launch without it. So is a framework
an Xcode app embeds (Embed Frameworks) without linking it: the frameworks and extensions the app carries load it.
An import uses a dependency on any module of its name: when two build systems describe one module with
different files (a SwiftPM target over `Libraries/DataModels`, a Bazel `swift_library` over its `Sources/**`),
strata keeps two modules of one name, and `import DataModels` uses each build system's dependency on its own.

A dependency through which the target gets a module it imports without declaring it (an umbrella framework
that links `Logger` for its dependents, or a wrapper whose remote package may bring, through its own
dependencies, a non-system module the target imports without declaring it) is in use: removing it would
break the build. So is a dependency through which another module gets what it imports undeclared: `Chart`
declares `DesignSystem`, which declares `Localization` and imports none of it, and `Chart` imports
`Localization` without declaring it and gets it no other way; removing `DesignSystem`'s entry would break
`Chart`. "No other way" means through no dependencies it imports, which strata never calls unused: when two entries
each bring it (`BaseFeature` declares `Library`, and `UtilityModule`, which declares `Library` too) and neither is
imported, both stay. Either could go while the other stays, but not both, and every finding must be safe to follow
together with the others. An external module works the same: features that import `NeedleFoundation` without
declaring it keep every entry on the way to the module that declares the Needle package. The same holds the other way: an app that declares `TKChart`, which a static library it links (`App`)
imports without declaring it, links `TKChart` for that library (in a SwiftPM or Xcode build, whose targets share one
build folder; not for a Bazel or Buck target, compiled in a sandbox, nor a pod, compiled with its podspec's
dependencies only). The undeclared
import is the finding (`undeclared-dependency`); once it is declared, the umbrella is reported if nothing else needs it.
An Xcode or XcodeGen app (a root) keeps a dependency on a framework that one of its other dependencies declares
too — a framework target of a project, or a module a dynamic product of a Swift package holds (`type: .dynamic`;
Xcode links static ones into what uses them): it links and embeds that framework for them, which Xcode does not do on its own (a framework cannot hold frameworks on
iOS), and without it the app fails to launch (NetNewsWire's `SyncDatabase`, which its `Account` links). A Podfile
entry is not kept so: CocoaPods embeds the pods a target's pods bring itself.
A pod a Podfile gives a target is in use when a module the target imports (directly or through others) imports
it and none of the target's other pods brings it through its podspec's dependencies: with `use_frameworks!` a pod's
framework is on a target's search path only through the target's own pods, and a test target that imports the app
(`@testable import Freetime`) needs the pods the app imports to load it.

An entry written once for several targets (a Tuist helper that gives a framework, its tests and its example
app one list of dependencies, at the line that calls it; a constant several targets' lists use) is unused only
when none of those targets uses it: it cannot be removed there for one of them alone. When none does, it is one
finding at that place, naming the targets.

A dependency a Tuist helper writes itself (its default argument's `dependencies: [String] = ["Logging"]`, or
a `.project(target: "Analytics", …)` it adds to every target it makes) is placed at the helper's line, not at
each manifest's call: it is in use when any target the helper gives it to uses it, and when none does it is
reported once, at that line, naming the targets (a note each, at its manifest) with a fix that says to remove
it there. A name the manifest passes the helper, or a helper's member it writes (`.designSystem`), stays at
the manifest's line.

A test target's dependency on the module it is named after (`FeedTests` on `Feed`) is never unused: the
target exists to test it, even while its only test is a template's placeholder that imports nothing yet. Nor is
a demo app's (a root named `…Demo`, `…DemoApp`, `…Example`, `…ExampleApp`, `…Sample` or `…SampleApp`) on the module
it shows (`DesignSystemDemoApp` on `DesignSystem`), whose template's `AppDelegate` imports only UIKit at first.
Nor is a test host's: an application that loads a test bundle (the bundle's `TEST_HOST`, in an Xcode project or an
XcodeGen spec, or an application a test target of an XcodeGen spec or a Tuist project depends on, for which they
set `TEST_HOST`) embeds the frameworks the bundle loads, so its dependencies on what the tests depend on, and on
what those bring, stay, with or without `--include-tests`.

When a module has several unused dependencies, they are one finding at the first, naming the modules;
each one's place is a note. An unused dependency that is also an architecture finding (a `cycle` edge,
a `layer` breach, a `forbidden` entry) is a note of that finding: removing it settles both.

## Why
Every declared dependency is built before the target and linked into it: an unused one costs
build time and binary size, orders the build more strictly than needed, and shows an edge in the
architecture that the code does not have — one that may hide a cycle or a layering problem the
day someone starts importing it.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(
            name: "Checkout",
            dependencies: [
                "CoreKit",
                "Analytics", // ← unused-dependency
                "Money",
            ]
        ),
        .target(name: "CoreKit", dependencies: ["CoreInterfaces"]),
        .target(name: "CoreInterfaces"),
        .target(name: "Analytics"),
        .target(name: "Money"),
    ]
)
```
`Sources/CoreKit/CoreKit.swift`
```swift
@_exported import CoreInterfaces
```
`Sources/CoreInterfaces/Logger.swift`
```swift
public protocol Logger {
    func log(_ message: String)
}
```
`Sources/Analytics/Tracker.swift`
```swift
public struct Tracker {}
```
`Sources/Money/Amount.swift`
```swift
public struct Amount {}
```
`Sources/Checkout/CheckoutModel.swift`
```swift
import CoreInterfaces // re-exported by CoreKit: the CoreKit dependency is used
import Money

public struct CheckoutModel {
    public var total: Amount
    let logger: (any Logger)?
}
```

## Use instead
Remove the dependency:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(
            name: "Checkout",
            dependencies: [
                "CoreKit",
                "Money",
            ]
        ),
        .target(name: "CoreKit", dependencies: ["CoreInterfaces"]),
        .target(name: "CoreInterfaces"),
        .target(name: "Analytics"),
        .target(name: "Money"),
    ]
)
```

When other findings on the same manifest entry concern the same two modules (an `undeclared-dependency` of an unused
import; an `interface-purity`, `layer` or `forbidden-dependency` finding of a dependency declared for nothing),
removing the manifest entry settles them too: they are reported once, as notes of this finding ("removing it also
settles …"), which then takes the most severe of their severities.

## Configuration
Only `severity` (default `warning`):

```json5
{rules: {"unused-dependency": "off"}}
```
"""#
    )
}
