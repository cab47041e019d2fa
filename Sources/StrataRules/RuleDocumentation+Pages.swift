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
    ]
}
