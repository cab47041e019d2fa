// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/test-boundary.md`.
    public static let testBoundary = RuleDocumentation(
        id: "test-boundary",
        defaultSeverity: .error,
        summary: #"Production code that depends on a test support module or a test target, or that imports a module with `@testable`."#,
        page: #"""
# test-boundary

Production code that depends on a test support module or a test target, or that imports a module with `@testable`.

Default severity: **error**

## What it checks
A production module — any module that is neither a test target nor a test support module, applications
included — that reaches into test code:

- a dependency on a test support module (named `*TestSupport`, `*Testing`, `*Mocks`, `*TestHelpers` or `*TestKit`, or
  matched by `modules.testSupport`), declared in the build file or imported: `App` with `"FeedMocks"` in its
  `dependencies:` and `import FeedMocks` in its sources. With `--include-tests`, a dependency on a test target
  is reported too. Each such dependency is one finding, at its first import (further imports are notes), or
  at its entry in the build file when no file imports it; the fix removes the imports and the entry, in
  the words `unused-dependency` uses for the same entry. When the files use its types (a SwiftUI preview outside
  `#if DEBUG` built from its mock generator) or the members its extensions add to other types (`Env.mock`, from a
  `*Mocks` module that declares no type of its own), the fix first moves that code into test code or under `#if DEBUG`,
  naming the first use: without the import it would not compile. When the entry is a product that also holds shipped
  modules (a product `Waitlist` of targets `Waitlist` and `WaitlistMocks`), the fix is to take the test support
  module out of that product, since removing the entry would take the shipped ones too;
- an `@testable import` of any module, of the workspace or not: one finding per imported module, at the
  first such import.

A library that only tests and test support depend on is test support too (see `modules.testSupport`), so a
production module that depends on it makes it production code: only modules test support by name can be
reported. Test targets and test support modules may depend on each other and use `@testable import` as they
like, and so may modules whose files import XCTest or Testing, which no shipped code can link: they are test
code whatever else they look like (a Bazel `testonly` library of test sources that a test bundle wraps). An
`@testable import` that only a debug build compiles (inside `#if DEBUG`, for a debug menu or a preview) is not
reported, nor is one under a condition strata cannot decide (`#if SNAPSHOTS`, a flag only a screenshot script
passes), nor one in a generated file. An `@testable import` of an Xcode target that every configuration builds
with `ENABLE_TESTABILITY = YES`, Release too, does compile in a release build: it is a warning that says so, since
the import still reaches past the module's public API and keeps its release builds testable. Demo, example and sample apps (`allowedModules`, below) and modules matched
by `modules.ignore` are not checked.

When the same dependency is also an `undeclared-dependency` (imported, not declared) or an
`unused-dependency` (declared, not imported), that finding is a note of this one: declaring the test
support module would be the wrong fix.

## Why
A test support module holds mocks, fakes and fixtures: linked into an app, it ships them to users, makes
the app build wait for them, and lets production code call a mock by accident. An `@testable import` reaches
the internal declarations of a module, which the compiler allows only when that module is built for testing
(`-enable-testing`, the default of debug builds only): the code builds on a developer's machine and fails
in the release build, or works only because a release configuration enables testing everywhere, which
slows every module down. Either way production code depends on what tests were meant to keep to
themselves.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "FeedMocks"]),
        .target(name: "Feed"),
        .target(name: "FeedMocks", dependencies: ["Feed"]),
        .testTarget(name: "FeedTests", dependencies: ["Feed", "FeedMocks"]),
    ]
)
```
`Sources/Feed/FeedLoader.swift`
```swift
public protocol FeedLoader {
    func load() -> [String]
}

struct LiveFeedLoader: FeedLoader {
    func load() -> [String] { ["Hello"] }
}
```
`Sources/FeedMocks/MockFeedLoader.swift`
```swift
import Feed

public struct MockFeedLoader: FeedLoader {
    public init() {}
    public func load() -> [String] { [] }
}
```
`Sources/App/main.swift`
```swift
@testable import Feed // ← test-boundary
import FeedMocks // ← test-boundary

let loader: any FeedLoader = CommandLine.arguments.contains("--mock") ? MockFeedLoader() : LiveFeedLoader()
print(loader.load())
```
`Tests/FeedTests/FeedLoaderTests.swift`
```swift
@testable import Feed
import FeedMocks
import XCTest

final class FeedLoaderTests: XCTestCase {
    func testLiveLoaderLoads() {
        XCTAssertEqual(LiveFeedLoader().load(), ["Hello"])
        XCTAssertEqual(MockFeedLoader().load(), [])
    }
}
```

## Use instead
Make public what the app needs, import the module plainly, and leave the mocks to the tests:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed"]),
        .target(name: "Feed"),
        .target(name: "FeedMocks", dependencies: ["Feed"]),
        .testTarget(name: "FeedTests", dependencies: ["Feed", "FeedMocks"]),
    ]
)
```
`Sources/Feed/FeedLoader.swift`
```swift
public protocol FeedLoader {
    func load() -> [String]
}

public struct LiveFeedLoader: FeedLoader {
    public init() {}
    public func load() -> [String] { ["Hello"] }
}
```
`Sources/App/main.swift`
```swift
import Feed

let loader: any FeedLoader = LiveFeedLoader()
print(loader.load())
```

## Configuration
`allowedModules`: the production modules this rule does not check, as globs on module names: apps made to
try a feature out, built in debug and never shipped, which may show it with its mocks. Default:
`["*Demo", "*DemoApp", "*Example", "*ExampleApp", "*Examples", "Sample*", "*Sample", "*Samples"]`; a value replaces the
default.

```json5
{
  rules: {
    // The previews host links the mocks on purpose; the demo apps keep being left alone.
    "test-boundary": {allowedModules: ["*Demo", "*Example", "PreviewsHost"]},
  },
  modules: {testSupport: ["*Fakes"]},  // more test support modules, besides *Mocks, *Testing, …
}
```
"""#
    )
}
