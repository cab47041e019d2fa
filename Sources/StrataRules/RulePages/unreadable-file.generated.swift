// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
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
FIFO, socket or device where a source was expected, a file over the 64 MiB limit, a file reached
through a link that leads out of the checkout (never opened), bytes that are not valid UTF-8, a file committed
encrypted by git-crypt and not unlocked (it starts with git-crypt's header; nothing of it is read), or a literal or
comment left unterminated so that the rest of the file could not be scanned. One diagnostic per file, at the first problem; the run goes on with every other file.

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
}
