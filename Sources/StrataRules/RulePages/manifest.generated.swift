// Generated from Rules/*.md by `swift run strata-dev generate`. Do not edit by hand: edit the pages and run it again.

extension RuleDocumentation {
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
most, then how many more), ending with what the graph lacks for it and, for a `Package.swift`, how to
read it whole (`— what they declare is not in the graph (--manifest swiftpm reads the manifest with SwiftPM
itself)`). Remote packages are not part of the graph, so a helper function or a
closure that only makes `.package(url:…)` dependencies is not reported, unless a `.package(path:)`
is written in code strata did not read. A manifest of which nothing could be read (no package name
and no target, though it holds code) is an error, and so is an unreadable one. A project file of
another build system is reported the same way: one diagnostic per file. A part read all the same, as the build
system reads it (a YAML key given twice in an XcodeGen spec: the later value counts, though YAML forbids it and newer
YAML libraries reject it), is a problem listed with the others, and the graph lacks nothing of it (`2 problems in this
file: …`). A problem in a file that
several projects share (a Tuist helper that every `Project.swift` calls) is one warning at its place in
that file, listing the projects that meet it (five, then how many more), instead of one per project.
What a Bazel or Buck package that holds no Swift file could not evaluate (a C++, Java or Kotlin package whose
rules come from a repository not on disk) is not reported: it cannot declare a Swift module.

Also reported: a local package path with no manifest (when the workspace holds one package of the same identity,
the folder's name, that package stands for it, as Xcode resolves a project's local packages); a `.product(name:package:)` whose
`package:` names a `.package(path:)` folder that has no such product, saying which package and
products the folder holds (and where the product is, when another package of the workspace has
it: the graph then follows it there); a target whose source folder is missing; and an `import`
whose module name is defined by several packages of the workspace when the importing package
depends on none of them (no edge is drawn for it).

A checkout cannot make strata read outside it. A path a project file names for its own modules
that leaves the analyzed folder is reported and nothing there is listed or read: a target's
`path:` outside its package (`target 'Feed': path '/' is outside the package root; its sources
are not read`, as SwiftPM rejects it), a source, glob, synchronized folder or include outside the
analyzed folder (`source '../../..' is outside the analyzed folder; it is not read`). What links
more of the repository in (a local package, a workspace's project, a pod's `:path`) may leave the
analyzed folder but not the repository, the nearest folder above it that holds `.git`
(`local package '/' is outside the repository; it is not read`). A link that leads out of the
folder being searched is not followed (`link 'App/Root' leads outside the analyzed folder and was
not followed`); a link in a package target's sources is followed as far as the analyzed folder, as SwiftPM
follows it (`symlink 'Sources/Core/Root' leads outside the analyzed folder and was not followed`). A project file that cannot be read says why (`project.pbxproj is not a regular
file (a folder, FIFO, socket or device); skipped`, `the Podfile is 1073741824 bytes, over the
67108864-byte limit; skipped`): an error, as nothing of it could be read.

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
}
