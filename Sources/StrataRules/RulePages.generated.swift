// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// Every page of `Rules/`, sorted by id.
    public static let all: [RuleDocumentation] = [
        cycle,
        easydiUnknownSubstitution,
        forbiddenDependency,
        interfaceBypass,
        interfacePurity,
        layer,
        manifest,
        missingImport,
        needleCycle,
        needleDuplicate,
        needleInstantiation,
        needleMissingProvider,
        needleUnknownDependency,
        selfImport,
        staleBaseline,
        swinjectUnregistered,
        undeclaredDependency,
        unreadableFile,
        unusedDependency,
        unusedImport,
        unusedSuppression,
        verticalChain,
    ]

    /// `Rules/cycle.md`.
    public static let cycle = RuleDocumentation(
        id: "cycle",
        defaultSeverity: .error,
        summary: #"Modules that depend on each other in a cycle, directly or through others."#,
        page: #"""
# cycle

Modules that depend on each other in a cycle, directly or through others.

Default severity: **error**

## What it checks
Modules that depend on each other in a cycle: every strongly connected component of the module
graph with more than one module (a module that imports itself is no cycle: see `self-import`). Each component is
reported once, as the shortest cycle through its alphabetically first module (first module
repeated at the end), with the import lines behind each edge of that cycle, the other members of
the component, and a small set of edges whose removal would break all of its cycles. The error is
anchored where the fix is: on the first import (or manifest line) of the first edge it suggests removing,
which is most often the edge that closed the cycle. With `--since REV`, a cycle that an edge new since
`REV` closed or grew is anchored on that new edge.

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
import ModuleC

public final class BClass {}
```
`Sources/ModuleC/ModuleC.swift`
```swift
import ModuleB // ← cycle, undeclared-dependency

public func make() -> BClass { BClass() }
```
The manifest declares `ModuleB -> ModuleC` only: SwiftPM accepts it, and the undeclared import
closes the cycle.

## Use instead
Move what both modules need into a third module they both depend on, or let the lower module
declare a protocol that the higher one implements (dependency inversion), so that the edges
point one way:

`Sources/ModuleC/ModuleC.swift`
```swift
public protocol BFactory { func make() -> AnyObject }
```

## Configuration
Only `severity` (default `error`):

```json5
{rules: {cycle: "warning"}}
```
"""#
    )

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

    /// `Rules/interface-bypass.md`.
    public static let interfaceBypass = RuleDocumentation(
        id: "interface-bypass",
        defaultSeverity: .error,
        summary: #"A module that depends on an implementation module whose interface module exists."#,
        page: #"""
# interface-bypass

A module that depends on an implementation module whose interface module exists.

Default severity: **error**

## What it checks
A module that imports, or declares a dependency on, an implementation module `X` while an interface
module for `X` exists: `XInterfaces` or `XInterface` by name, or the interface of a configured
`interfacePairs` entry. The message names the interface to use instead. Each importing module is
reported once per implementation, at its first `import X` (its other imports and its manifest line
follow as notes); a dependency that is only declared is reported at its line of `Package.swift`.

Not reported: composition roots (executable targets and `modules.roots`), which exist to wire
implementations together; test support modules (`ChatMocks`, `ChatTestSupport`: see README's
module kinds), whose fakes and fixtures build on what they stand in for; `X`'s interface module itself (an interface that depends on an
implementation is `interface-purity`'s finding); `X`'s own test targets; and modules matched by
`modules.ignore`, on either end. A test target is `X`'s own when it is named `XTests`, or
`X<Name>Tests` (`ChatSnapshotTests`) unless a module `X<Name>` exists (`ChatUITests` tests `ChatUI`
when there is a `ChatUI` module): the longest module name that the test's name starts with, before
`Tests` and at a capital letter, is the module it tests. Another module's tests that import `X` are
reported like any module.

A dependency on a `.macro` target (a compiler plugin, as in the `#externalMacro` pattern where
`XInterface` declares macros that `XMacros` implements) is build tooling, not an implementation edge: it is
never reported.

## Why
An interface module exists so that features know each other only through protocols: a feature that
imports the implementation instead rebuilds whenever that implementation changes, links all of its
code and dependencies, and can no longer be built, previewed or tested without it. One such import
is enough to undo the point of the interface, and it is easy to add by accident, since the
implementation module is right there in the workspace.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["AuthTabBar", "Chat"]),
        .target(name: "AuthTabBar", dependencies: ["Chat"]),
        .target(name: "Chat", dependencies: ["ChatInterfaces"]),
        .target(name: "ChatInterfaces"),
    ]
)
```
`Sources/ChatInterfaces/ChatOpening.swift`
```swift
public protocol ChatOpening {
    func openChat(with userID: String)
}
```
`Sources/Chat/ChatCoordinator.swift`
```swift
import ChatInterfaces

public final class ChatCoordinator: ChatOpening {
    public init() {}
    public func openChat(with userID: String) {}
}
```
`Sources/AuthTabBar/TabBarController.swift`
```swift
import Chat // ← interface-bypass

public final class TabBarController {
    let chat = ChatCoordinator()
    public init() {}
}
```
`Sources/App/main.swift`
```swift
import AuthTabBar
import Chat

let tabBar = TabBarController()
```

## Use instead
Depend on the interface, and let the composition root hand the implementation in:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["AuthTabBar", "Chat"]),
        .target(name: "AuthTabBar", dependencies: ["ChatInterfaces"]),
        .target(name: "Chat", dependencies: ["ChatInterfaces"]),
        .target(name: "ChatInterfaces"),
    ]
)
```
`Sources/ChatInterfaces/ChatOpening.swift`
```swift
public protocol ChatOpening {
    func openChat(with userID: String)
}
```
`Sources/Chat/ChatCoordinator.swift`
```swift
import ChatInterfaces

public final class ChatCoordinator: ChatOpening {
    public init() {}
    public func openChat(with userID: String) {}
}
```
`Sources/AuthTabBar/TabBarController.swift`
```swift
import ChatInterfaces

public final class TabBarController {
    let chat: any ChatOpening
    public init(chat: any ChatOpening) { self.chat = chat }
}
```
`Sources/App/main.swift`
```swift
import AuthTabBar
import Chat

let tabBar = TabBarController(chat: ChatCoordinator())
```

## Configuration
The rule has no options besides `severity`. Which modules are interfaces, implementations and roots
comes from `modules` in `.strata.json`:

```json5
{
  modules: {
    roots: ["*App"],                                                 // may import any implementation
    interfacePairs: [{implementation: "Chat", interface: "ChatAPI"}], // interfaces named otherwise
    ignore: ["Legacy*"],                                             // left out of the rule
  },
  rules: {"interface-bypass": "warning"},
}
```
"""#
    )

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

    /// `Rules/layer.md`.
    public static let layer = RuleDocumentation(
        id: "layer",
        defaultSeverity: .error,
        summary: #"A module that depends on a higher layer, or on its own layer where that is forbidden."#,
        page: #"""
# layer

A module that depends on a higher layer, or on its own layer where that is forbidden.

Default severity: **error**

## What it checks
The `layers` of the configuration, listed top to bottom, each with module name patterns: a module
belongs to the first layer that matches it. An edge from a module of a lower layer to a module of a
higher layer is reported, and so is an edge between two modules of one layer whose
`allowSameLayer` is `false`; the message names both layers. Each edge is reported once, at its
first import, or at its manifest line when it is only declared. Modules in no layer, test targets
and test support modules (which belong to no layer, even under `"*"`), external modules and modules
matched by `modules.ignore` are not checked. Without `layers` the rule
reports nothing.

A dependency on a `.macro` target (a compiler plugin, as in the `#externalMacro` pattern where
`XInterface` declares macros that `XMacros` implements) is build tooling, not an implementation edge: it is
never reported.

## Why
Layers are the short version of an architecture: the app on top, features in the middle, shared
code at the bottom. Code that reaches upwards (a core module importing a feature) turns the bottom
of the stack into something that depends on everything above it, and features that import each
other stop being independent. Both are easy to add in one pull request and expensive to take out a
year later, so they are worth failing a build for.

## Example
`.strata.json`
```json5
{
  layers: [
    {name: "App", modules: ["App"]},
    {name: "Features", modules: ["Feed", "Profile"], allowSameLayer: false},
    {name: "Core", modules: ["*"]},
  ],
}
```
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Profile"]),
        .target(name: "Feed", dependencies: ["Profile"]),
        .target(name: "Profile"),
        .target(name: "Networking", dependencies: ["Profile"]),
    ]
)
```
`Sources/Profile/ProfileSummary.swift`
```swift
public struct ProfileSummary {
    public var name: String
    public init(name: String) { self.name = name }
}
```
`Sources/Networking/Client.swift`
```swift
import Profile // ← layer

public struct Client {
    public func fetchSummary() async throws -> ProfileSummary { ProfileSummary(name: "") }
}
```
`Sources/Feed/FeedScreen.swift`
```swift
import Profile // ← layer

public struct FeedScreen {
    public init() {}
    public var author = ProfileSummary(name: "")
}
```
`Sources/App/main.swift`
```swift
import Feed
import Profile

let screen = FeedScreen()
```

## Use instead
Move what both layers need into a module of the lowest layer that uses it:

`.strata.json`
```json5
{
  layers: [
    {name: "App", modules: ["App"]},
    {name: "Features", modules: ["Feed", "Profile"], allowSameLayer: false},
    {name: "Core", modules: ["*"]},
  ],
}
```
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["Feed", "Profile"]),
        .target(name: "Feed", dependencies: ["Models"]),
        .target(name: "Profile", dependencies: ["Models"]),
        .target(name: "Networking", dependencies: ["Models"]),
        .target(name: "Models"),
    ]
)
```
`Sources/Models/ProfileSummary.swift`
```swift
public struct ProfileSummary {
    public var name: String
    public init(name: String) { self.name = name }
}
```
`Sources/Profile/ProfileSummary.swift`
```swift
import Models

public typealias Summary = ProfileSummary
```
`Sources/Networking/Client.swift`
```swift
import Models

public struct Client {
    public func fetchSummary() async throws -> ProfileSummary { ProfileSummary(name: "") }
}
```
`Sources/Feed/FeedScreen.swift`
```swift
import Models

public struct FeedScreen {
    public init() {}
    public var author = ProfileSummary(name: "")
}
```
`Sources/App/main.swift`
```swift
import Feed
import Profile

let screen = FeedScreen()
```

## Configuration
The rule has no options besides `severity`; the layers are the top-level `layers` of
`.strata.json`, top to bottom. Each has a `name`, `modules` (name patterns: `*`, `?`, `[…]`, `{a,b}`)
and `allowSameLayer` (default `true`). A module belongs to the first layer, top to bottom, whose
patterns match it, so a catch-all such as `["*"]` goes last.

```json5
{
  layers: [
    {name: "App", modules: ["*App"]},
    {name: "Features", modules: ["Chat", "Auth*", "Profile"], allowSameLayer: false},
    {name: "Interfaces", modules: ["*Interfaces"]},
    {name: "Core", modules: ["*"]},
  ],
}
```
"""#
    )

    /// `Rules/manifest.md`.
    public static let manifest = RuleDocumentation(
        id: "manifest",
        defaultSeverity: .warning,
        summary: #"A manifest or import that could not be fully understood."#,
        page: #"""
# manifest

A manifest or import that could not be fully understood.

Default severity: **warning**

## What it checks
A `Package.swift` that the static reader could not fully understand — targets built in a loop or a
function, names held in variables it cannot evaluate, conditions it cannot decide: one warning per
manifest, at the first place skipped, listing what was skipped with its lines (five messages at
most, then how many more). Remote packages are not part of the graph, so a helper function or a
closure that only makes `.package(url:…)` dependencies is not reported, unless a `.package(path:)`
is written in code strata did not read. A manifest of which nothing could be read (no package name
and no target, though it holds code) is an error, and so is an unreadable one. A project file of
another build system is reported the same way: one diagnostic per file.

Also reported: a local package path with no manifest; a `.product(name:package:)` whose
`package:` names a `.package(path:)` folder that has no such product, saying which package and
products the folder holds (and where the product is, when another package of the workspace has
it: the graph then follows it there); a target whose source folder is missing; and an `import`
whose module name is defined by several packages of the workspace when the importing package
depends on none of them (no edge is drawn for it).

## Why
What the reader skips is missing from the graph. The warning says where, so that the manifest
can be simplified, or the run repeated with `--manifest swiftpm`, which asks SwiftPM itself.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

func remote(_ name: String) -> Package.Dependency {
    .package(url: "https://github.com/apple/\(name).git", from: "1.0.0")
}

let features = ["Chat", "Profile"]
let package = Package(
    name: "App",
    dependencies: [remote("swift-log")],
    targets: features.map { .target(name: $0) } // ← manifest
        + [feature("Settings")]
)
```

## Use instead
List targets literally, or run `strata check --manifest swiftpm`. The helper that names remote
packages can stay:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

func remote(_ name: String) -> Package.Dependency {
    .package(url: "https://github.com/apple/\(name).git", from: "1.0.0")
}

let package = Package(
    name: "App",
    dependencies: [remote("swift-log")],
    targets: [
        .target(name: "Chat"),
        .target(name: "Profile"),
        .target(name: "Settings"),
    ]
)
```
`Sources/Chat/ChatScreen.swift`
```swift
public struct ChatScreen {}
```
`Sources/Profile/ProfileScreen.swift`
```swift
public struct ProfileScreen {}
```
`Sources/Settings/SettingsScreen.swift`
```swift
public struct SettingsScreen {}
```

## Configuration
None yet.
"""#
    )

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
types: the member is not resolved against the type of the value before the `.`. For that reason a
finding is reported only for a use in an attribute's key path: a plain `x.insert` or `.subtitle` may
as well be a member of a system framework strata does not read. Such a use is not reported, but it
still keeps `unused-dependency` from asking to remove the dependency.

Once the package enables `MemberImportVisibility` (Swift 6's
`.enableUpcomingFeature("MemberImportVisibility")`), such a use is a compile error.

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
        .target(name: "Feature", dependencies: ["ApiClient", "Dependencies", "Routes"]),
        .target(name: "ApiClient", dependencies: ["Dependencies"]),
        .target(name: "Routes", dependencies: ["ApiClient"]),
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

public struct Route {}
```
`Sources/Dependencies/DependencyValues.swift`
```swift
public struct DependencyValues {}

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
import Routes

public struct AppDelegate {
    @Dependency(\.apiClient) var apiClient
    public var route: Route
}
```

## Configuration
`severity` only. Modules listed in `modules.ignore` are neither reported nor looked at.
"""#
    )

    /// `Rules/needle-cycle.md`.
    public static let needleCycle = RuleDocumentation(
        id: "needle-cycle",
        defaultSeverity: .error,
        summary: #"needle components that are each other's ancestors."#,
        page: #"""
# needle-cycle

needle components that are each other's ancestors.

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
"""#
    )

    /// `Rules/needle-duplicate.md`.
    public static let needleDuplicate = RuleDocumentation(
        id: "needle-duplicate",
        defaultSeverity: .warning,
        summary: #"Two needle components or dependency protocols with the same name in one DI graph."#,
        page: #"""
# needle-duplicate

Two needle components or dependency protocols with the same name in one DI graph.

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
"""#
    )

    /// `Rules/needle-instantiation.md`.
    public static let needleInstantiation = RuleDocumentation(
        id: "needle-instantiation",
        defaultSeverity: .error,
        summary: #"A needle component constructed without `parent: self`."#,
        page: #"""
# needle-instantiation

A needle component constructed without `parent: self`.

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
"""#
    )

    /// `Rules/needle-missing-provider.md`.
    public static let needleMissingProvider = RuleDocumentation(
        id: "needle-missing-provider",
        defaultSeverity: .error,
        summary: #"A dependency that no ancestor component provides along a DI branch."#,
        page: #"""
# needle-missing-provider

A dependency that no ancestor component provides along a DI branch.

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
"""#
    )

    /// `Rules/needle-unknown-dependency.md`.
    public static let needleUnknownDependency = RuleDocumentation(
        id: "needle-unknown-dependency",
        defaultSeverity: .error,
        summary: #"A needle component whose dependency protocol is declared nowhere."#,
        page: #"""
# needle-unknown-dependency

A needle component whose dependency protocol is declared nowhere.

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
"""#
    )

    /// `Rules/self-import.md`.
    public static let selfImport = RuleDocumentation(
        id: "self-import",
        defaultSeverity: .warning,
        summary: #"A module that imports itself."#,
        page: #"""
# self-import

A module that imports itself.

Default severity: **warning**

## What it checks
A file that imports the module it belongs to: `import Analytics` in `Sources/Analytics/EventTracker.swift`.
The finding is anchored on the import; further self-imports of the module are notes. It is never a
`cycle`: a module cannot depend on itself, and the compiler ignores such an import with a warning.

## Why
The import does nothing, but it reads like a dependency: a reader looks for a second `Analytics`
module, and tools that draw the module graph show a loop that is not there. It usually comes from
code moved between modules, or from a file copied from a module that did depend on this one.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Analytics"),
    ]
)
```
`Sources/Analytics/EventTracker.swift`
```swift
import Analytics // ← self-import

public struct EventTracker {
    public init() {}
}
```

## Use instead
Remove the import:

`Sources/Analytics/EventTracker.swift`
```swift
public struct EventTracker {
    public init() {}
}
```

## Configuration
`severity` only (default `warning`). Modules listed in `modules.ignore` are not reported.
"""#
    )

    /// `Rules/stale-baseline.md`.
    public static let staleBaseline = RuleDocumentation(
        id: "stale-baseline",
        defaultSeverity: .warning,
        summary: #"A `--baseline` entry that matches no violation any more."#,
        page: #"""
# stale-baseline

A `--baseline` entry that matches no violation any more.

Default severity: **warning**

## What it checks
An entry of the `--baseline` file that matches no violation of the current run: the violation it
accepted has been fixed, or the modules it names have changed. One warning per entry, on the line of
the baseline file where the entry starts.

## Why
A baseline freezes the violations a codebase already had so that only new ones fail the build. An
entry that outlives its violation would silently accept the same violation if it came back; removing
it keeps the baseline an honest list of the debt that is left.

## Example
A baseline written while `Checkout` still imported `Cart`, checked with
`strata check --baseline .strata-baseline.json` after that import was removed:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Cart", dependencies: ["Checkout"]),
        .target(name: "Checkout"),
    ]
)
```
`Sources/Cart/Cart.swift`
```swift
import Checkout

public struct Cart { public var receipts: [Receipt] = [] }
```
`Sources/Checkout/Receipt.swift`
```swift
public struct Receipt {}
```
`.strata-baseline.json`
```json
{
  "schemaVersion": 1,
  "violations": [
    { // ← stale-baseline
      "rule": "cycle",
      "fingerprint": "1edf61dae943ac16",
      "modules": ["Cart", "Checkout", "Cart"],
      "message": "Import cycle: Cart -> Checkout -> Cart."
    }
  ]
}
```

## Use instead
Rewrite the baseline from the current state with
`strata check --baseline .strata-baseline.json --update-baseline .strata-baseline.json`, or delete
the entry by hand (the file is JSON5: comments and trailing commas are allowed):

`.strata-baseline.json`
```json
{
  "schemaVersion": 1,
  "violations": []
}
```

## Configuration
None. The warning fails `check` only with `--strict`.
"""#
    )

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
provides itself, is never reported). A registration whose
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
product holds the module.

A module that a declared dependency re-exports with `@_exported import`, directly or through
other re-exporting modules, counts as declared. A module importing itself is the `cycle` rule's
business. Imports of external modules (Foundation, remote packages), modules declared in the
configuration rather than by a manifest, and modules under `modules.ignore` are not checked.

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

    /// `Rules/unreadable-file.md`.
    public static let unreadableFile = RuleDocumentation(
        id: "unreadable-file",
        defaultSeverity: .error,
        summary: #"A source file that could not be read or fully scanned; the analysis is incomplete."#,
        page: #"""
# unreadable-file

A source file that could not be read or fully scanned; the analysis is incomplete.

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
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Core", targets: [.target(name: "Core")])
```
`Sources/Core/Broken.swift`
```swift
import Foundation
let text = "this string never ends // ← unreadable-file
```
The string runs to the end of the line, marker included: the compiler rejects the file, and
strata cannot tell what follows.

## Use instead
Fix the file so that it compiles, or `--exclude` it when it is not part of the build:

`Sources/Core/Broken.swift`
```swift
import Foundation
let text = "this string ends"
```

## Configuration
None: the diagnostic is always an error, because the analysis is incomplete.
"""#
    )

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
`CoreKit`) is used when that module is imported and not declared directly. Dependencies on macro
targets (named by `#externalMacro(module:type:)`, never imported) and on roots — executable targets
(declared so that they are built, to run them from tests), the app extensions and watch apps an
Xcode app embeds, modules configured as `roots` — are never reported. Test targets are checked like
any target when `--include-tests` brings them into the graph. Targets without scanned Swift files,
dependencies on external modules, modules declared in the configuration and modules under
`modules.ignore` are not checked.

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

    /// `Rules/unused-import.md`.
    public static let unusedImport = RuleDocumentation(
        id: "unused-import",
        defaultSeverity: .warning,
        summary: #"An import of a workspace module none of whose types the file mentions."#,
        page: #"""
# unused-import

An import of a workspace module none of whose types the file mentions.

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

When other findings on the same import concern the same two modules (an `undeclared-dependency` of an unused
import; an `interface-purity`, `layer` or `forbidden-dependency` finding of a dependency declared for nothing),
removing the import settles them too: they are reported once, as notes of this finding ("removing it also
settles …"), which then takes the most severe of their severities.

## Configuration
`severity` only. Modules listed in `modules.ignore` are neither reported nor looked at.
"""#
    )

    /// `Rules/unused-suppression.md`.
    public static let unusedSuppression = RuleDocumentation(
        id: "unused-suppression",
        defaultSeverity: .warning,
        summary: #"A `strata:ignore` comment that hides nothing."#,
        page: #"""
# unused-suppression

A `strata:ignore` comment that hides nothing.

Default severity: **warning**

## What it checks
A `// strata:ignore <rule-id> — reason` comment (`# strata:ignore …` in YAML and Ruby files) hides the
findings of the rules it names that are anchored on its own line or on the line below it (the comment's
text must start with `strata:ignore`, followed by one or more rule ids). This warning is given, at the
comment, for every rule id of such a comment that hid nothing there: the finding it was written for is
gone, or the id is misspelt (the nearest rule id is suggested). A rule the configuration turns off is
not reported.

## Why
A suppression is a promise that the code below it is a known exception. Once the exception is fixed,
the comment would silently hide the same finding if it came back, and a misspelt rule id never hid
anything: either way the comment misleads the next reader. SwiftLint (`superfluous_disable_command`)
and ruff (`unused-noqa`) report the same thing.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Cart", dependencies: ["Checkout"]),
        .target(name: "Checkout"),
    ]
)
```
`Sources/Cart/Cart.swift`
```swift
import Checkout // strata:ignore cycle — Checkout used to import Cart // ← unused-suppression

public struct Cart { public var receipts: [Receipt] = [] }
```
`Sources/Checkout/Receipt.swift`
```swift
public struct Receipt {}
```

## Use instead
Remove the comment once the finding it hid is gone:

`Sources/Cart/Cart.swift`
```swift
import Checkout

public struct Cart { public var receipts: [Receipt] = [] }
```

## Configuration
None. The warning fails `check` only with `--strict`; turn it off with `"unused-suppression": "off"`.
"""#
    )

    /// `Rules/vertical-chain.md`.
    public static let verticalChain = RuleDocumentation(
        id: "vertical-chain",
        defaultSeverity: .warning,
        summary: #"A chain of implementation modules depending on each other, longer than `maxLength`."#,
        page: #"""
# vertical-chain

A chain of implementation modules depending on each other, longer than `maxLength`.

Default severity: **warning**

## What it checks
Implementation modules stacked on each other: a path of implementation → implementation edges that
holds more modules than `maxLength` (default 2, so `A -> B` is fine and `A -> B -> C` is reported).
Roots, interface modules, test support modules, test targets, external modules and modules matched
by `modules.ignore` are not part of any chain, so `A -> Interfaces <- B` is not one, and neither is
`FeedMocks -> Feed -> Networking`.

Which chains are reported: one warning per top module (one that no implementation module depends on)
whose chains are too long, for its longest chain (between equals, the one whose module names sort
first), at the import that starts that chain (when a tool wrote that import, at the manifest line
that declares it, else at the next link of the chain people wrote). A chain is never reported from
its middle: in `A -> B -> C -> D`, `B -> C -> D` is part of `A`'s chain. When the top module starts
other chains that are too long (`A -> B -> C` and `A -> D -> E`, or `A -> B -> C` and
`A -> B -> F`), a note counts them: "A starts 1 other chain longer than maxLength (2)". Every maximal chain
(one that cannot be extended at either end) is counted once. A second top module reaching the same
modules (`E -> C -> D`) gets its own warning, because it is another place to fix.

Modules in an import cycle: the cycle (a `cycle` error already) is first cut the way the `cycle`
rule suggests cutting it (the edges it lists after "It could be made acyclic by removing", chosen by
the same costs among the implementation modules of the cycle), and chains are measured in what
remains, as they will be once the cycle is fixed that way. So a chain through
`Alpha -> Beta -> Gamma -> Alpha`, whose suggested cut is `Gamma -> Alpha`, can hold all three
modules, and no chain ever loops.

A `.macro` target (a compiler plugin) is build tooling and part of no chain.

## Why
A feature that depends on another feature's implementation, which depends on a third, builds all
three whenever the last one changes, and cannot be tested or reused without them: the build graph
gets deep and incremental builds slow down. Horizontal modularisation keeps chains short: features
depend on interface modules, and the composition root wires the implementations together.

## Example
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .target(name: "ModuleA", dependencies: ["ModuleB"]),
        .target(name: "ModuleB", dependencies: ["ModuleC"]),
        .target(name: "ModuleC"),
    ]
)
```
`Sources/ModuleA/Checkout.swift`
```swift
import ModuleB // ← vertical-chain

public struct Checkout {
    let cart = Cart()
}
```
`Sources/ModuleB/Cart.swift`
```swift
import ModuleC

public struct Cart {
    public init() {}
    let prices = PriceList()
}
```
`Sources/ModuleC/PriceList.swift`
```swift
public struct PriceList {
    public init() {}
}
```

## Use instead
Let each module depend on an interface module, and the composition root choose the
implementations:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", dependencies: ["ModuleA", "ModuleB", "ModuleC"]),
        .target(name: "ModuleA", dependencies: ["ShopInterfaces"]),
        .target(name: "ModuleB", dependencies: ["ShopInterfaces"]),
        .target(name: "ModuleC", dependencies: ["ShopInterfaces"]),
        .target(name: "ShopInterfaces"),
    ]
)
```
`Sources/ShopInterfaces/Shop.swift`
```swift
public protocol CartProviding {}
public protocol PriceListing {}
```
`Sources/ModuleA/Checkout.swift`
```swift
import ShopInterfaces

public struct Checkout {
    let cart: any CartProviding
    public init(cart: any CartProviding) { self.cart = cart }
}
```
`Sources/ModuleB/Cart.swift`
```swift
import ShopInterfaces

public struct Cart: CartProviding {
    let prices: any PriceListing
    public init(prices: any PriceListing) { self.prices = prices }
}
```
`Sources/ModuleC/PriceList.swift`
```swift
import ShopInterfaces

public struct PriceList: PriceListing {
    public init() {}
}
```
`Sources/App/main.swift`
```swift
import ModuleA
import ModuleB
import ModuleC

let checkout = Checkout(cart: Cart(prices: PriceList()))
```

## Configuration
`maxLength`: the most modules a chain may hold, at least 1. Default: 2.

```json5
{
  rules: {"vertical-chain": {severity: "error", maxLength: 3}},
  modules: {ignore: ["Utilities"]},  // left out of every chain
}
```
"""#
    )
}
