// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/missing-import.md`.
    public static let missingImport = RuleDocumentation(
        id: "missing-import",
        defaultSeverity: .warning,
        summary: #"A member, function or operator of a declared dependency used without importing it (another import brings the module in)."#,
        page: #"""
# missing-import

A member, function or operator of a declared dependency used without importing it (another import brings the module in).

Default severity: **warning**

## What it checks
A target whose files use a member — a property, a method, a key path component — that only one of
its declared dependencies declares, in an extension, while no file of the target imports that
dependency (nor a module re-exporting it): `@Dependency(\.apiClient)` in `Feature`, with
`extension DependencyValues { public var apiClient: ApiClient }` in `ApiClient` and no
`import ApiClient` anywhere in `Sources/Feature`. Swift accepts it today because another import
loads `ApiClient` and, without `MemberImportVisibility`, an extension's members leak through any
loaded module. The finding is anchored on the first use, names the member, and asks for the import;
`unused-dependency` never reports such a dependency.

A member counts when it is written after a `.` (`self.apiClient`, `.apiClient`, `\.apiClient`,
`client.fetchLeaderboard()`) and the dependency is the only module the target sees — its declared
and imported dependencies and what they re-export — that declares a member of that name where
importers see it (`public`, `open` or `package`), and declares it in an extension. A name that
another of them declares too, in a type body or an extension (`init`, `description`, `shared`,
`live`…), or that the target declares in an extension of its own, is nobody's use and proves
nothing; a target's own `@Dependency(\.apiClient) var apiClient` does not compete. The key path
of an attribute (`@Dependency(\.build)`, `@Environment(\.theme)`) has a values type for root, which
only extensions add to: there, members of type bodies do not compete. strata reads names, not
types: the member is not resolved against the type of the value before the `.`. So the message
states how sure the finding is. A use in an attribute's key path is certain. A plain use
(`feed.refreshed()`) is reported as likely when the dependency declares the member in an extension
of a type the workspace declares (`extension Feed`), and no module of the toolchain (the standard
library, Foundation, Dispatch, XCTest, Testing), no enum case of a module the target sees and
nothing in the target itself has a member of that name. A plain use of a member added to a type of
a framework (`extension UIView { public var bounds … }`) is not reported: `UIScreen.main.bounds`
may be meant, and strata does not read the SDK; nor is a plain use in a file that imports SwiftUI, UIKit,
AppKit, Cocoa, WatchKit or TVUIKit (`.font` may be SwiftUI's). Where the target enables `MemberImportVisibility`
only certain findings are reported (the compiler checks the rest). Uses not reported still keep
`unused-dependency` from asking to remove the dependency. `strata migrate member-imports` lists
every likely use, file by file, including members of framework types and modules reached only
through other dependencies.

A file's call of a file-scope function by its bare name (`formatScore(points)`) and its use of an operator
(`a <+> b`) are checked too, file by file: such a name is top-level, so the file itself must import the module
declaring it (directly, or a module re-exporting it; an `@_exported import` in any file of its own module counts).
A call counts when exactly one module the target loads (its dependencies, transitively) declares a function of that
name visibly to importers (`public`, `open`, `package`), the target does not declare one, no module it loads nor the
target itself declares a member, method or enum case of that name (`self.formatScore()` may be meant), no module of
the toolchain declares a global function of that name (`print`, `max`, `sqrt`…: the standard library, Foundation,
Dispatch, the C library as far as its symbol graph shows it, XCTest, Testing), and the file binds no local of that name
(after `let`, `var` or `func`, a parameter or label before `:`, a closure's parameter before `in`). An operator counts
when the workspace declares it (`infix operator <+>`, `prefix`, `postfix`): an operator declared by the standard
library (`+`, `==`, `??`, `...`, `~=`) or by a package strata does not read is never attributed, even where a module
implements it for its type. The file needs the one module that declares the operator, when it sees none, and the one
that implements it (`public static func <+>` in a type or an extension, a protocol's requirement too, or a file-scope
`func <+>`), when neither the file's own module nor a module it sees implements it. The dependency must be declared;
one finding per file and module, at the first use. The message states how sure it is: certain when the file imports
only workspace modules and the toolchain's listed ones (Foundation, Dispatch, XCTest, Testing…), whose names strata
knows; likely when it imports a module strata does not read (UIKit, SwiftUI, a remote package), which may declare the
name too, and the message names that import. Built with SwiftPM and Swift 6.3, such a call or operator does not
compile, even without `MemberImportVisibility` and while another file of the target imports the module; a project that
builds anyway gets the name some way strata does not see (a build setting, another declaration of it), so read such a
finding before fixing it.

Default arguments: an argument written in a declaration of the file (`func load(client: Client = .shared)`,
`init(store: Store = Store())`) is a use like any other — `.shared` a member use after a `.`, `Store()` a type the
file names, which needs its import anyway. A default argument of another module's function, used by leaving the
argument out (`load()`), needs no import: the declaring module computes it. So nothing about default arguments is
attributed besides what the file writes.

What it still cannot see: operators and calls of file-scope functions inside string interpolations (members used
after a `.` there, `"\(date.formattedDate())"`, are seen); a call through a generic argument list
(`make<Int>()`) or with a trailing closure only (`perform { … }`); initializers and subscripts of extensions; members
of C and Objective-C headers; a name an external package or an SDK framework declares (only the toolchain's modules are
listed); and, for functions, a local bound in a form strata does not read as a binding (`case let .some(format)`),
which may hide a finding but never makes one.

Once a target enables `MemberImportVisibility` (Swift 6's
`.enableUpcomingFeature("MemberImportVisibility")` in its `swiftSettings`), such a use is a compile
error, and strata reports it as an error there, whatever the rule's configured severity, saying why; so is a certain
use of an operator. A function's finding keeps the configured severity: the import is needed with or without the
feature.

## Why
The code compiles by accident: it depends on some other module importing `ApiClient`. When that
import goes, or when the package turns on `MemberImportVisibility`, the build breaks; and the manifest
dependency looks unused, so someone removes it and the build breaks again.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Feature", dependencies: ["ApiClient", "Dependencies", "Formatting", "Navigation", "Routes"]),
        .target(name: "ApiClient", dependencies: ["Dependencies"]),
        .target(name: "Formatting"),
        .target(name: "Navigation", dependencies: ["Dependencies"]),
        .target(name: "Routes", dependencies: ["ApiClient", "Formatting", "Navigation"]),
        .target(name: "Dependencies"),
    ]
)
```
`Sources/Feature/AppDelegate.swift`
```swift
import Dependencies
import Routes

public struct AppDelegate {
    @Dependency(\.apiClient) var apiClient // ← missing-import
    public var route: Route

    public func tint() -> String {
        Theme().accent // ← missing-import
    }

    public func title() -> String {
        formatScore(3) // ← missing-import
    }
}
```
`Sources/ApiClient/ApiClient.swift`
```swift
import Dependencies

public struct ApiClient {}

extension DependencyValues {
    public var apiClient: ApiClient { ApiClient() }
}
```
`Sources/Routes/Route.swift`
```swift
import ApiClient
import Formatting
import Navigation

public struct Route {}
```
`Sources/Formatting/Format.swift`
```swift
public func formatScore(_ points: Int) -> String { "\(points)" }
```
`Sources/Navigation/Theme+Accent.swift`
```swift
import Dependencies

extension Theme {
    public var accent: String { "blue" }
}
```
`Sources/Dependencies/DependencyValues.swift`
```swift
public struct DependencyValues {}

public struct Theme {
    public init() {}
}

@propertyWrapper
public struct Dependency<Value> {
    public init(_ keyPath: KeyPath<DependencyValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}
```

## Use instead
Import the module whose member the file uses:

`Sources/Feature/AppDelegate.swift`
```swift
import ApiClient
import Dependencies
import Formatting
import Navigation
import Routes

public struct AppDelegate {
    @Dependency(\.apiClient) var apiClient
    public var route: Route

    public func tint() -> String {
        Theme().accent
    }

    public func title() -> String {
        formatScore(3)
    }
}
```

## Configuration
`severity` only. Modules listed in `modules.ignore` are neither reported nor looked at.
"""#
    )
}
