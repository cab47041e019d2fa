// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
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
Roots (apps, extensions, tools, and the resource and plug-in bundles an app copies), interface modules,
test support modules, test targets, external modules, phantom targets (whose sources do not exist), modules
without Swift files that depend on no workspace module (a prebuilt binary framework such as a `.binaryTarget`'s, a C
target: leaves of what the app links, not layers) and modules matched by `modules.ignore` are not part of any chain, so `A -> Interfaces <- B` is not one, and
neither is `FeedMocks -> Feed -> Networking`.

Which chains are reported: one warning per top module (one that no implementation module depends on)
whose chains are too long, for its longest chain (between equals, the one whose module names sort
first), at the import that starts that chain (when a tool wrote that import, at the manifest line
that declares it, else at the next link of the chain people wrote). A chain is never reported from
its middle: in `A -> B -> C -> D`, `B -> C -> D` is part of `A`'s chain. When the top module starts
other chains that are too long (`A -> B -> C` and `A -> D -> E`, or `A -> B -> C` and
`A -> B -> F`), a note counts them: "A starts 1 other chain longer than maxLength (2)". Every maximal chain
(one that cannot be extended at either end) is counted once. A second top module reaching the same
modules (`E -> C -> D`) gets its own warning, because it is another place to fix, except when its chain
goes on through exactly the same modules as other top modules' chains (`Feed -> Api -> Auth -> Keychain`,
`Chat -> Api -> Auth -> Keychain`): those are one warning naming the top modules, each chain a note, since
the chain below them is the one story ("2 modules top vertical chains of 4 implementation modules through
Api -> Auth -> Keychain: Chat and Feed").

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
