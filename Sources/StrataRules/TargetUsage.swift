import StrataProject
import StrataText

/// What a module's build files say of its use that its Swift files' imports do not show: the facts some rules must
/// not judge a module without (what `unused-dependency` may call unused, what `test-boundary` says breaks a build).
public struct TargetUsage: Sendable, Equatable {
    /// Whether it also compiles Objective-C or C sources, whose imports strata does not read.
    public var compilesOtherLanguages = false
    /// The modules it loads at run time (an extension's principal class in its `Info.plist`, a framework an app embeds
    /// without linking it), which its files need not import.
    public var modulesLoadedAtRunTime: [String] = []
    /// Whether some of the dependencies its build file declares could not be read.
    public var dependenciesPartlyRead = false
    /// The folders of the packages it links whose `products:` strata could not all read, when it names a product strata
    /// did not find: a module of one of them that it imports may come through that product.
    public var packagesOfUnreadProducts: [String] = []
    /// Whether every configuration it is built in enables testability (`ENABLE_TESTABILITY = YES`): an
    /// `@testable import` of it compiles in every build.
    public var enablesTestability = false
    /// For an application that hosts test bundles (their `TEST_HOST`), what those bundles declare as dependencies, by
    /// name: the application embeds those frameworks for the tests it loads, whether its own files import them or not.
    public var hostedTestDependencies: [String] = []
    /// The dependencies, as its build file names them, that code a build-tool plugin generates for it may import (see
    /// `ProjectModule.dependenciesOfGeneratedCode`).
    public var dependenciesOfGeneratedCode: [String] = []
    /// For a test bundle an application hosts (its `TEST_HOST`), the application's name: the bundle may import what the
    /// application links, which is built before it and loaded with it.
    public var testHost: String?

    public init(compilesOtherLanguages: Bool = false, modulesLoadedAtRunTime: [String] = [],
                dependenciesPartlyRead: Bool = false, enablesTestability: Bool = false, hostedTestDependencies: [String] = []) {
        self.compilesOtherLanguages = compilesOtherLanguages
        self.modulesLoadedAtRunTime = modulesLoadedAtRunTime
        self.dependenciesPartlyRead = dependenciesPartlyRead
        self.enablesTestability = enablesTestability
        self.hostedTestDependencies = hostedTestDependencies
    }

    /// What `module`'s description says.
    public init(_ module: ProjectModule) {
        self.init(compilesOtherLanguages: module.compilesOtherLanguages, modulesLoadedAtRunTime: module.modulesLoadedAtRunTime,
                  dependenciesPartlyRead: module.dependenciesPartlyRead, enablesTestability: module.enablesTestability)
        dependenciesOfGeneratedCode = module.dependenciesOfGeneratedCode
    }

    /// Whether it loads module `name` at run time (see ``modulesLoadedAtRunTime``).
    public func loadsAtRunTime(_ name: String) -> Bool {
        modulesLoadedAtRunTime.contains { $0.hasSameBytes(as: name) }
    }

    /// Adds what another description of the same module says (an XcodeGen target over a SwiftPM target's folder):
    /// either may compile other languages, load modules at run time, hold unread dependencies or host tests; testability is
    /// enabled in every build only when both enable it.
    public mutating func merge(_ other: TargetUsage) {
        compilesOtherLanguages = compilesOtherLanguages || other.compilesOtherLanguages
        for name in other.modulesLoadedAtRunTime where !loadsAtRunTime(name) { modulesLoadedAtRunTime.append(name) }
        dependenciesPartlyRead = dependenciesPartlyRead || other.dependenciesPartlyRead
        packagesOfUnreadProducts += other.packagesOfUnreadProducts.filter { !packagesOfUnreadProducts.contains($0) }
        enablesTestability = enablesTestability && other.enablesTestability
        noteHostedTests(dependingOn: other.hostedTestDependencies)
        testHost = testHost ?? other.testHost
        dependenciesOfGeneratedCode += other.dependenciesOfGeneratedCode.filter { !dependenciesOfGeneratedCode.contains($0) }
    }

    /// Records that tests this application hosts declare dependencies on `names`.
    public mutating func noteHostedTests(dependingOn names: [String]) {
        for name in names where !hostedTestDependencies.contains(where: { $0.hasSameBytes(as: name) }) {
            hostedTestDependencies.append(name)
        }
    }
}
