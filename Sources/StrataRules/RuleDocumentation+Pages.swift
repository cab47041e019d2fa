// Generated from Rules/*.md by RuleDocumentationTests: run `STRATA_RECORD=1 swift test` after editing a page.
// Do not edit by hand.

extension RuleDocumentation {
    static let pages: [String: String] = [
        "cycle": ####"""
# cycle

Default severity: **error**

## What it checks
Modules that depend on each other in a cycle: every strongly connected component of the module
graph with more than one module, and every module that imports itself. Each component is
reported once, as the shortest cycle through its alphabetically first module (first module
repeated at the end), with the import lines behind each edge of that cycle, the other members of
the component, and a small set of edges whose removal would break all of its cycles.

## Why
SwiftPM refuses a cycle of declared target dependencies, but an `import` of a module that is not
declared can still close one through the build graph of an app, and a cycle that is declared in
one package and imported in another goes unnoticed until the build breaks. Modules in a cycle
cannot be built, tested or reused apart: they are one module that pretends to be several.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "ModuleB", dependencies: ["ModuleC"]),
        .target(name: "ModuleC"),
    ]
)
```
`Sources/ModuleB/ModuleB.swift`
```swift
import ModuleC // ← cycle

public final class BClass {}
```
`Sources/ModuleC/ModuleC.swift`
```swift
import ModuleB

public func make() -> BClass { BClass() }
```

## Use instead
Move what both modules need into a third module they both depend on, or let the lower module
declare a protocol that the higher one implements (dependency inversion), so that the edges
point one way:

`Sources/ModuleC/ModuleC.swift`
```swift
public protocol BFactory { func make() -> AnyObject }
```

## Configuration
None yet: the rule always runs, at severity error.
"""####,
        "easydi-unknown-substitution": ####"""
# easydi-unknown-substitution

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
"""####,
        "manifest": ####"""
# manifest

Default severity: **warning**

## What it checks
A `Package.swift` that the static reader could not fully understand — targets built in a loop or a
function, names held in variables it cannot evaluate, conditions it cannot decide — naming what was
skipped and where; a local package path with no manifest; a target whose source folder is missing;
and an `import` whose module name is defined by several packages of the workspace when the
importing package depends on none of them (no edge is drawn for it).

## Why
What the reader skips is missing from the graph. The warning says where, so that the manifest
can be simplified, or the run repeated with `--manifest swiftpm`, which asks SwiftPM itself.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let features = ["Chat", "Profile"]
let package = Package(
    name: "App",
    targets: features.map { .target(name: $0) } // ← manifest
)
```

## Use instead
List targets literally, or run `strata check --manifest swiftpm`.

## Configuration
None yet.
"""####,
        "needle-cycle": ####"""
# needle-cycle

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
"""####,
        "needle-duplicate": ####"""
# needle-duplicate

Default severity: **warning**

## What it checks
Two needle components, or two dependency protocols, with the same name in one DI graph: the
components joined by parent links, and the dependency protocols they name. When a name is
ambiguous where it is used (a root instantiates `DetailComponent(parent: self)` and two imported
modules declare one), every candidate belongs to that graph. Same-named components of separate
graphs — a feature module with its own `BootstrapComponent` — are not reported.

## Why
needle's generator identifies components and dependency protocols by name alone: it refuses
duplicates, and the generated code could not tell them apart.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let needle = Target.Dependency.product(name: "NeedleFoundation", package: "needle")

let package = Package(
    name: "Shop",
    dependencies: [.package(url: "https://github.com/uber/needle.git", from: "0.24.0")],
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Profile", needle]),
        .target(name: "Feed", dependencies: [needle]),
        .target(name: "Profile", dependencies: [needle]),
    ]
)
```
`Sources/App/RootComponent.swift`
```swift
import Feed
import NeedleFoundation
import Profile

final class RootComponent: BootstrapComponent {
    var detailComponent: DetailComponent { DetailComponent(parent: self) }
}
```
`Sources/Feed/DetailComponent.swift`
```swift
import NeedleFoundation

public final class DetailComponent: Component<EmptyDependency> {} // ← needle-duplicate
```
`Sources/Profile/DetailComponent.swift`
```swift
import NeedleFoundation

public final class DetailComponent: Component<EmptyDependency> {}
```

## Use instead
Give every component of one graph its own name:

`Sources/App/RootComponent.swift`
```swift
import Feed
import NeedleFoundation
import Profile

final class RootComponent: BootstrapComponent {
    var detailComponent: DetailComponent { DetailComponent(parent: self) }
    var profileDetailComponent: ProfileDetailComponent { ProfileDetailComponent(parent: self) }
}
```
`Sources/Profile/DetailComponent.swift`
```swift
import NeedleFoundation

public final class ProfileDetailComponent: Component<EmptyDependency> {}
```

## Configuration
`severity` only.
"""####,
        "needle-instantiation": ####"""
# needle-instantiation

Default severity: **error**

## What it checks
A needle component (other than a root) constructed without `parent: self`: with another value
as its parent (`LoginComponent(parent: root)`), or without a `parent:` argument. Roots
(`BootstrapComponent` subclasses) are constructed without a parent and are never reported; a call
of a type that is not a component is never reported.

## Why
needle links a component to its parent by finding `Child(parent: self)` in the parent's body: a
component built elsewhere is outside the tree the generator validated, and its dependency provider
does not match the scope it really has. needle's generator rejects it.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Login",
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
    var loginComponent: LoginComponent { LoginComponent(parent: self) }
}

final class LoginComponent: Component<EmptyDependency> {}
```
`Sources/App/LoginCoordinator.swift`
```swift
final class LoginCoordinator {
    let root = RootComponent()

    func start() {
        let login = LoginComponent(parent: root) // ← needle-instantiation
        _ = login
    }
}
```

## Use instead
Ask the parent for the child component:

`Sources/App/LoginCoordinator.swift`
```swift
final class LoginCoordinator {
    let root = RootComponent()

    func start() {
        let login = root.loginComponent
        _ = login
    }
}
```

## Configuration
`severity` only.
"""####,
        "needle-missing-provider": ####"""
# needle-missing-provider

Default severity: **error**

## What it checks
Every property of a needle dependency protocol that no ancestor component provides along a DI
branch — a path of parent links from a root (`BootstrapComponent`) down to the component. On each
branch, each requirement (name and type, whitespace aside) must be provided by some ancestor: a
property with a type annotation in its body or in any extension of it, in any file or module, that
is not `private` or `fileprivate` (the component itself is not searched). Each missing requirement is
reported on each branch that lacks it, at the requirement, in the words of needle's generator, with
the branch as `path`; when an ancestor has a property of the same type under another name, the
message ends with needle's `Found possible matches [name] at Component.`, and a `private` property of
the right name gets a note. Components that no root reaches (orphans) are not checked, as needle
skips them. At most 20 branches are listed per requirement; the last one counts the others.

## Why
needle's generator finds a missing provider only when it runs, stops at the first one with a fatal
error, and knows nothing of module boundaries. strata finds all of them at once, across every module
of the workspace, before the generator or the compiler runs.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Messenger",
    dependencies: [.package(url: "https://github.com/uber/needle.git", from: "0.24.0")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "NeedleFoundation", package: "needle")]),
    ]
)
```
`Sources/App/RootComponent.swift`
```swift
import NeedleFoundation

final class Logger {}

final class RootComponent: BootstrapComponent {
    private var logger: Logger { Logger() }

    var chatComponent: ChatComponent {
        ChatComponent(parent: self)
    }
}
```
`Sources/App/ChatComponent.swift`
```swift
import NeedleFoundation

protocol ChatDependency: Dependency {
    var logger: Logger { get } // ← needle-missing-provider
}

final class ChatComponent: Component<ChatDependency> {}
```
strata reports `Could not find a provider for (logger: Logger) which was required by ChatDependency,
along the DI branch of ^->RootComponent->ChatComponent.`, with a note at the private `logger`.

## Use instead
Provide the dependency from an ancestor, with the same name and type, visible to needle:

`Sources/App/RootComponent.swift`
```swift
import NeedleFoundation

final class Logger {}

final class RootComponent: BootstrapComponent {
    var logger: Logger { shared { Logger() } }

    var chatComponent: ChatComponent {
        ChatComponent(parent: self)
    }
}
```

## Configuration
`severity` only.
"""####,
        "needle-unknown-dependency": ####"""
# needle-unknown-dependency

Default severity: **error**

## What it checks
A needle component declared as `Component<X>` where no protocol `X` is declared anywhere in the
workspace (`EmptyDependency` is needle's own and always known). A component that inherits its
dependency from another component class is reported once, at that class.

## Why
needle's generator stops with "Missing dependency protocol data model" when it cannot find the
dependency protocol; the protocol may have been renamed, deleted, or left in a module outside the
workspace.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Chat",
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
    var chatComponent: ChatComponent { ChatComponent(parent: self) }
}

final class ChatComponent: Component<ChatDependency> {} // ← needle-unknown-dependency
```

## Use instead
Declare the dependency protocol (or use `EmptyDependency` when the component needs nothing):

`Sources/App/Components.swift`
```swift
import NeedleFoundation

final class RootComponent: BootstrapComponent {
    var chatComponent: ChatComponent { ChatComponent(parent: self) }
}

protocol ChatDependency: Dependency {}

final class ChatComponent: Component<ChatDependency> {}
```

## Configuration
`severity` only.
"""####,
        "swinject-unregistered": ####"""
# swinject-unregistered

Default severity: **warning**

## What it checks
A Swinject resolution, `resolve(T.self)` or `resolve(T.self, name: "n")` on any resolver, that no
registration anywhere in the workspace provides: `register(T.self…)`, `autoregister(T.self…)`,
`.implements(T.self)` or `forward(T.self…)` with the same type and name. Types compare as written,
whitespace aside (a module-qualified `Core.Logger` also matches `Logger`; `T?`, `Lazy<T>` and
`Provider<T>` are resolved through `T`, as Swinject does; `GraphIdentifier`, which a container
provides itself, is never reported). A registration whose
`name:` is not a literal matches any name; a resolution whose `name:` is not a literal is checked
for its type only. Argument types (`resolve(T.self, argument:)`) are not compared. Only files that
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
"""####,
        "unreadable-file": ####"""
# unreadable-file

Default severity: **error**

## What it checks
A source file (or manifest) that could not be read or decoded: a file that cannot be opened, a
FIFO, socket or device where a source was expected, a file over the 64 MiB limit, bytes that are
not valid UTF-8, or a literal or comment left unterminated so that the rest of the file could not
be scanned. One diagnostic per file, at the first problem; the run goes on with every other file.

## Why
A file strata cannot read is a file whose imports it cannot see: the graph, and every rule that
reads it, would be incomplete without saying so. The compiler would reject the file too.

## Example
`Sources/Core/Broken.swift`
```swift
import Foundation
let text = "this string never ends
```

## Use instead
Fix the file so that it compiles, or `--exclude` it when it is not part of the build.

## Configuration
None: the diagnostic is always an error, because the analysis is incomplete.
"""####,
        "unused-import": ####"""
# unused-import

Default severity: **warning**

## What it checks
An `import` of a workspace module in a file that mentions none of the types that module declares
(or re-exports with `@_exported import`). Type names are resolved as the compiler sees them: a name
declared by the file's own module is that module's; otherwise it belongs to the one imported module
that declares a visible type of that name (`public`, `open` or `package`, or any non-private type
through `@testable import`). A name that several imported modules declare counts as a use of each.

Never reported: `@_exported` imports, imports of modules outside the workspace and of targets
without Swift sources (C and Objective-C targets: their types are unknown to strata), and imports of a module that declares extensions, operators, or file-scope
functions, variables or macros — a file can use those without writing a type name.

strata reads names, not types: a file that only calls members of the module's types on values it
gets from elsewhere (`component.makeBuilder().build()`, where `build()` is declared in the imported
module) is reported. Such an import can be removed as long as the package does not enable Swift's
`MemberImportVisibility` feature, which makes member lookups need a direct import.

## Why
An import that nothing uses is a dependency edge that nothing needs: it slows incremental builds
(the file is rebuilt whenever the imported module changes), can close a cycle on its own, and hides
which modules a feature really depends on.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "Feed", dependencies: ["Models", "Cache"]),
        .target(name: "Models"),
        .target(name: "Cache"),
    ]
)
```
`Sources/Feed/FeedViewModel.swift`
```swift
import Cache // ← unused-import
import Models

public final class FeedViewModel {
    public var posts: [Post] = []
}
```
`Sources/Models/Post.swift`
```swift
public struct Post {}
```
`Sources/Cache/DiskCache.swift`
```swift
public final class DiskCache {}
```

## Use instead
Remove the import (and the manifest dependency, if no other file of the target needs it):

`Sources/Feed/FeedViewModel.swift`
```swift
import Models

public final class FeedViewModel {
    public var posts: [Post] = []
}
```

## Configuration
`severity` only. Modules listed in `modules.ignore` are neither reported nor looked at.
"""####,
    ]
}
