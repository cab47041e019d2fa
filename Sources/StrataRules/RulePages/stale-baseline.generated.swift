// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
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
}
