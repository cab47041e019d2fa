import StrataBazel
import StrataCocoaPods
import StrataProject
import StrataTuist
import StrataXcode
import StrataXcodeGen

/// The readers of the build systems besides SwiftPM, in the order a walk's entry is offered to them.
/// Adding a build system is one reader target and one line here.
enum ProjectReaders {
    static let all: [any ProjectReader] = [
        XcodeProjectReader(),
        TuistReader(),
        XcodeGenReader(),
        CocoaPodsReader(),
        BazelReader(),
        BuckReader(),
    ]
}
