// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
    /// `Rules/metric-budget.md`.
    public static let metricBudget = RuleDocumentation(
        id: "metric-budget",
        defaultSeverity: .error,
        summary: #"A module, or the build's critical path, over a configured budget (`budgets`)."#,
        page: #"""
# metric-budget

A module, or the build's critical path, over a configured budget (`budgets`).

Default severity: **error**

## What it checks
The `budgets` of the configuration: limits on numbers that `strata metrics` prints, a module's rebuild
impact, fan-out and depth, and the length of the build's critical path. What goes over a limit is reported.

- `maxImpact`: a module's rebuild impact, the modules that depend on it directly or through others
  (what recompiles when it changes);
- `maxFanOut`: the modules a module depends on directly;
- `maxDepth`: a module's depth, the most dependency edges between it and a module that depends on
  nothing (edges inside a cycle count as none);
- `maxCriticalPath`: the modules on the build's critical path, the chain of dependencies that holds
  the most lines of Swift (a cycle on it counts with all its modules).

Each of the first three is one number for every module (`maxDepth: 8`) or numbers by module name
pattern (`maxImpact: {"Core*": 40, "*": 60}`); a module must keep within every pattern that matches it,
and a finding names the tightest it exceeds. A module over any of its budgets is one finding, at its
declaration in the manifest, naming each number and budget: "Networking is over its budget: rebuild
impact 40, over maxImpact 30 ('Networking'); depth 9, over maxDepth 8." When the rebuild impact is over,
a note names the modules that recompile. A critical path over `maxCriticalPath` is one finding at the
declaration of its first module, with the path.

The edges are the module graph's, declared or imported; external modules and a module's import of itself
are left out. Test targets (in the graph with `--include-tests`, where they count as dependents) and
modules matched by `modules.ignore` have no budget of their own. Without `budgets` the rule reports
nothing. A pattern that matches no module is a warning on standard error, as other patterns of the
configuration are.

## Why
Metrics that nobody watches only grow. A core module that forty features import recompiles all forty on
every change to it; a graph nine levels deep builds nine modules one after another however many cores
the machine has. Neither is an error on the day it happens, one import at a time, so a budget pins the
number where it is today: set each budget to the current value (`strata metrics` prints them), lower
it when a refactoring improves the number, and never raise it. `strata diff` shows which change moved
a number.

## Example
`.strata.json`
```json5
{
  budgets: {
    maxImpact: {"Core*": 2},
    maxDepth: 2,
  },
}
```
`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .executableTarget(name: "App", dependencies: ["Checkout"]), // ← metric-budget
        .target(name: "Checkout", dependencies: ["Payments"]),
        .target(name: "Payments", dependencies: ["CoreNetworking"]),
        .target(name: "CoreNetworking"), // ← metric-budget
    ]
)
```
`Sources/CoreNetworking/HTTPClient.swift`
```swift
public struct HTTPClient {
    public init() {}
}
```
`Sources/Payments/PaymentService.swift`
```swift
import CoreNetworking

public struct PaymentService {
    public init() {}
    let client = HTTPClient()
}
```
`Sources/Checkout/CheckoutScreen.swift`
```swift
import Payments

public struct CheckoutScreen {
    public init() {}
    let payments = PaymentService()
}
```
`Sources/App/main.swift`
```swift
import Checkout

let screen = CheckoutScreen()
```

`App` is three edges deep (`App -> Checkout -> Payments -> CoreNetworking`), over `maxDepth` 2, and a
change to `CoreNetworking` recompiles three modules, over its `maxImpact` of 2.

## Use instead
Let `Checkout` depend on the payments interface, and the composition root on the implementation:

`Package.swift`
```swift
// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .executableTarget(name: "App", dependencies: ["Checkout", "Payments"]),
        .target(name: "Checkout", dependencies: ["PaymentsInterface"]),
        .target(name: "PaymentsInterface"),
        .target(name: "Payments", dependencies: ["PaymentsInterface", "CoreNetworking"]),
        .target(name: "CoreNetworking"),
    ]
)
```
`Sources/PaymentsInterface/PaymentProcessing.swift`
```swift
public protocol PaymentProcessing {
    func pay(cents: Int) async throws
}
```
`Sources/Payments/PaymentService.swift`
```swift
import CoreNetworking
import PaymentsInterface

public struct PaymentService: PaymentProcessing {
    public init() {}
    let client = HTTPClient()
    public func pay(cents: Int) async throws {}
}
```
`Sources/Checkout/CheckoutScreen.swift`
```swift
import PaymentsInterface

public struct CheckoutScreen {
    public init(payments: any PaymentProcessing) { self.payments = payments }
    let payments: any PaymentProcessing
}
```
`Sources/App/main.swift`
```swift
import Checkout
import Payments

let screen = CheckoutScreen(payments: PaymentService())
```

## Configuration
The rule has no options besides `severity`; the budgets are the top-level `budgets` of `.strata.json`,
each optional:

```json5
{
  budgets: {
    maxImpact: {"Core*": 40, "*": 60},   // by module name pattern
    maxFanOut: 12,                       // or one number for every module
    maxDepth: 8,
    maxCriticalPath: 12,                 // modules on the build's critical path
  },
}
```
"""#
    )
}
