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
        "interface-bypass": ####"""
# interface-bypass

Default severity: **error**

## What it checks
A module that imports, or declares a dependency on, an implementation module `X` while an interface
module for `X` exists: `XInterfaces` or `XInterface` by name, or the interface of a configured
`interfacePairs` entry. The message names the interface to use instead. Each importing module is
reported once per implementation, at its first `import X` (its other imports and its manifest line
follow as notes); a dependency that is only declared is reported at its line of `Package.swift`.

Not reported: composition roots (executable targets and `modules.roots`), which exist to wire
implementations together; `X`'s interface module itself (an interface that depends on an
implementation is `interface-purity`'s finding); `X`'s own test targets; and modules matched by
`modules.ignore`, on either end. A test target is `X`'s own when it is named `XTests`, or
`X<Name>Tests` (`ChatSnapshotTests`) unless a module `X<Name>` exists (`ChatUITests` tests `ChatUI`
when there is a `ChatUI` module): the longest module name that the test's name starts with, before
`Tests` and at a capital letter, is the module it tests. Another module's tests that import `X` are
reported like any module.

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
"""####,
        "interface-purity": ####"""
# interface-purity

Default severity: **error**

## What it checks
An interface module (named `*Interface` or `*Interfaces`, matched by `modules.interfaces`, or the
interface of an `interfacePairs` entry) that imports or declares a dependency on an implementation
module, or that declares a type of a kind interfaces do not hold: by default a `class` or an
`actor`. Protocols, enums, structs, typealiases and extensions are allowed. Each dependency is
reported at its first import (or its manifest line when it is only declared), each declaration at
its keyword. Types declared inside a function or closure body, dependencies on other interface
modules and on external modules (Foundation, a remote package), and modules matched by
`modules.ignore` are not reported.

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
"""####,
        "layer": ####"""
# layer

Default severity: **error**

## What it checks
The `layers` of the configuration, listed top to bottom, each with module name patterns: a module
belongs to the first layer that matches it. An edge from a module of a lower layer to a module of a
higher layer is reported, and so is an edge between two modules of one layer whose
`allowSameLayer` is `false`; the message names both layers. Each edge is reported once, at its
first import, or at its manifest line when it is only declared. Modules in no layer, test targets,
external modules and modules matched by `modules.ignore` are not checked. Without `layers` the rule
reports nothing.

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
        "stale-baseline": ####"""
# stale-baseline

Default severity: **warning**

## What it checks
An entry of the `--baseline` file that matches no violation of the current run: the violation it
accepted has been fixed, or the modules it names have changed. One warning per entry, on the line of
the baseline file that holds the entry's fingerprint.

## Why
A baseline freezes the violations a codebase already had so that only new ones fail the build. An
entry that outlives its violation would silently accept the same violation if it came back; removing
it keeps the baseline an honest list of the debt that is left.

## Example
`.strata-baseline.json`, written while `Checkout` still imported `Cart`:
```json
{
  "schemaVersion": 1,
  "violations": [
    {
      "rule": "cycle",
      "fingerprint": "1edf61dae943ac16",
      "modules": ["Cart", "Checkout", "Cart"],
      "message": "Import cycle: Cart -> Checkout -> Cart."
    }
  ]
}
```
After the import is removed, `strata check --baseline .strata-baseline.json` warns that the entry
matches no violation any more.

## Use instead
Rewrite the baseline from the current state with
`strata check --baseline .strata-baseline.json --update-baseline .strata-baseline.json`, or delete
the entry by hand.

## Configuration
None. The warning fails `check` only with `--strict`.
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
        "vertical-chain": ####"""
# vertical-chain

Default severity: **warning**

## What it checks
Implementation modules stacked on each other: a path of implementation → implementation edges that
holds more modules than `maxLength` (default 2, so `A -> B` is fine and `A -> B -> C` is reported).
Roots, interface modules, test targets, external modules and modules matched by `modules.ignore` are
not part of any chain, so `A -> Interfaces <- B` is not one.

Which chains are reported: every maximal chain (one that cannot be extended at either end) that is
too long, except that chains sharing their first edge are reported once, as the longest of them
(between equals, the one whose module names sort first). A maximal chain starts at a top module, one
that no implementation module depends on, so a chain is never reported from its middle: in
`A -> B -> C -> D`, `B -> C -> D` is part of `A`'s chain. Each warning is anchored at the import
that starts its chain, so a top module with two too-long branches (`A -> B -> C` and `A -> D -> E`)
gets one warning at each of the two imports, and a second top module reaching the same modules
(`E -> C -> D`) gets its own, because each is a place to fix.

Modules in an import cycle: the cycle (a `cycle` error already) is first cut the way the `cycle`
rule suggests cutting it (the edges it lists after "It could be made acyclic by removing", chosen by
the same costs among the implementation modules of the cycle), and chains are measured in what
remains, as they will be once the cycle is fixed that way. So a chain through
`Alpha -> Beta -> Gamma -> Alpha`, whose suggested cut is `Gamma -> Alpha`, can hold all three
modules, and no chain ever loops.

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
"""####,
    ]
}
