import StrataBazel
import StrataCocoaPods
import StrataManifest
import StrataProject
import StrataTuist
import StrataXcode
import StrataXcodeGen

/// The readers of every build system, in the order a walk's entry is offered to them. Adding a build system is one
/// reader target and one line here.
enum ProjectReaders {
    /// Every reader; SwiftPM's evaluates manifests as `manifests` says.
    static func all(manifests: ManifestMode) -> [any ProjectReader] {
        [
            SwiftPackageReader(evaluation: manifests == .static ? .static : .swiftPM),
            XcodeProjectReader(),
            TuistReader(),
            XcodeGenReader(),
            CocoaPodsReader(),
            BazelReader(),
            BuckReader(),
        ]
    }
}
