// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/swinject-unregistered.md`.
    public static let swinjectUnregistered = RuleDocumentation(
        id: "swinject-unregistered",
        defaultSeverity: .warning,
        summary: #"A Swinject resolution that no registration in the workspace provides."#,
        page: #"""
# swinject-unregistered

A Swinject resolution that no registration in the workspace provides.

Default severity: **warning**

## What it checks
A Swinject resolution, `resolve(T.self)` or `resolve(T.self, name: "n")` on any resolver, that no
registration anywhere in the workspace provides: `register(T.self…)`, `autoregister(T.self…)`,
`.implements(T.self)` or `forward(T.self…)` with the same type and name. Types compare as written,
whitespace aside (a module-qualified `Core.Logger` also matches `Logger`; `T?`, `Lazy<T>` and
`Provider<T>` are resolved through `T`, as Swinject does; `GraphIdentifier`, which a container
provides itself, is never reported; a registration of a generic type written without its arguments,
`register(SearchViewModel.self) { … }`, registers the arguments Swift infers from the factory, so it provides
`SearchViewModel<RunLoop>` and any other). A registration whose
`name:` is not a literal matches any name; a resolution whose `name:` is not a literal is checked
for its type only. Argument types (`resolve(T.self, argument:)`) are not compared. A type that
mentions a generic parameter of the enclosing function or type (`resolve(T.self)` in
`func make<T>() -> T`, `resolve(Service.self)` in `struct Box<Service>`) is the caller's to choose:
such a resolution is not checked, and such a registration provides no type. Only files that
import a `Swinject…` module are searched for resolutions (other libraries have `resolve` methods);
registrations count from every file.

## Why
Swinject checks nothing until the app runs: an unregistered resolution returns `nil`, and the
force-unwrap that usually follows crashes the app. A misspelt name or a forgotten registration is
found here instead.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    dependencies: [.package(url: "https://github.com/Swinject/Swinject.git", from: "2.9.0")],
    targets: [
        .executableTarget(name: "App", dependencies: ["Swinject"]),
    ]
)
```
`Sources/App/main.swift`
```swift
import Swinject

protocol ICache {}
final class DiskCache: ICache {}
final class FeedViewModel {
    init(cache: ICache) {}
}

let container = Container()
container.register(ICache.self, name: "disk") { _ in DiskCache() }
container.register(FeedViewModel.self) { r in
    FeedViewModel(cache: r.resolve(ICache.self)!) // ← swinject-unregistered
}
```

## Use instead
Resolve what is registered, under its name:

`Sources/App/main.swift`
```swift
import Swinject

protocol ICache {}
final class DiskCache: ICache {}
final class FeedViewModel {
    init(cache: ICache) {}
}

let container = Container()
container.register(ICache.self, name: "disk") { _ in DiskCache() }
container.register(FeedViewModel.self) { r in
    FeedViewModel(cache: r.resolve(ICache.self, name: "disk")!)
}
```

## Configuration
`severity` only.
"""#
    )
}
