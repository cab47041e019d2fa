// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
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
}
