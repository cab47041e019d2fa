// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/missing-import.md`.
    public static let missingImport = RuleDocumentation(
        id: "missing-import",
        defaultSeverity: .warning,
        summary: #"A member of a declared dependency used without importing it (another import brings the module in)."#,
        page: #"""
# missing-import

A member of a declared dependency used without importing it (another import brings the module in).

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

Once a target enables `MemberImportVisibility` (Swift 6's
`.enableUpcomingFeature("MemberImportVisibility")` in its `swiftSettings`), such a use is a compile
error, and strata reports it as an error there, whatever the rule's configured severity, saying why.

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
        .target(name: "Feature", dependencies: ["ApiClient", "Dependencies", "Navigation", "Routes"]),
        .target(name: "ApiClient", dependencies: ["Dependencies"]),
        .target(name: "Navigation", dependencies: ["Dependencies"]),
        .target(name: "Routes", dependencies: ["ApiClient", "Navigation"]),
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
import Navigation

public struct Route {}
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
import Navigation
import Routes

public struct AppDelegate {
    @Dependency(\.apiClient) var apiClient
    public var route: Route

    public func tint() -> String {
        Theme().accent
    }
}
```

## Configuration
`severity` only. Modules listed in `modules.ignore` are neither reported nor looked at.
"""#
    )
}
