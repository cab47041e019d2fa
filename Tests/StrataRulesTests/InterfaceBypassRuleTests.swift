import StrataGraph
import StrataRules
import StrataText
import XCTest

final class InterfaceBypassRuleTests: XCTestCase {
    /// App, AuthTabBar, Chat, ChatInterfaces, ChatTests; AuthTabBar imports Chat at lines 2 and 5.
    private func chatApp() -> GraphSketch {
        var sketch = GraphSketch()
        for name in ["App", "AuthTabBar", "Chat", "ChatInterfaces", "ChatTests"] { sketch.module(name) }
        sketch.edge("App", "Chat")
        sketch.edge("AuthTabBar", "Chat", imports: [2, 5])
        sketch.edge("ChatTests", "Chat")
        sketch.edge("Chat", "ChatInterfaces")
        sketch.declaration("protocol", "ChatOpening", in: "ChatInterfaces")
        return sketch
    }

    func testFeatureImportingAnImplementationWithAnInterfaceIsReportedOnce() throws {
        let violations = try chatApp().check(InterfaceBypassRule())
        XCTAssertEqual(violations.count, 1)
        let violation = try XCTUnwrap(violations.first)
        XCTAssertEqual(violation.message,
                       "AuthTabBar imports Chat, an implementation module; import its interface ChatInterfaces instead.")
        XCTAssertEqual(violation.location, SourceLocation(file: "Sources/AuthTabBar/AuthTabBar.swift", line: 2, column: 1))
        XCTAssertEqual(violation.modules, ["AuthTabBar", "Chat"])
        XCTAssertEqual(violation.severity, .error)
        XCTAssertEqual(violation.notes.map(\.message),
                       ["AuthTabBar also imports Chat here", "AuthTabBar declares its dependency on Chat here"])
        XCTAssertEqual(violation.edges.count, 1)
    }

    func testDeclaredOnlyDependencyIsAnchoredOnTheManifest() throws {
        var sketch = GraphSketch()
        for name in ["Auth", "Chat", "ChatInterface"] { sketch.module(name) }
        sketch.declaration("protocol", "ChatOpening", in: "ChatInterface")
        sketch.declaration("struct", "AuthView", in: "Auth")
        sketch.edge("Auth", "Chat", imports: [])
        let violation = try XCTUnwrap(sketch.check(InterfaceBypassRule()).first)
        XCTAssertEqual(violation.message,
                       "Auth depends on Chat, an implementation module; depend on its interface ChatInterface instead.")
        XCTAssertEqual(violation.location?.file, "Package.swift")
    }

    func testNoInterfaceNoViolation() throws {
        var sketch = GraphSketch()
        sketch.module("Auth")
        sketch.module("Chat")
        sketch.edge("Auth", "Chat")
        XCTAssertEqual(try sketch.check(InterfaceBypassRule()), [])
    }

    func testExemptions() throws {
        var sketch = GraphSketch()
        for name in ["Chat", "ChatInterfaces", "ChatUI", "ChatUITests", "ChatSnapshotTests", "ProfileTests",
                     "Legacy", "Foundation"] {
            sketch.module(name)
        }
        sketch.declaration("protocol", "ChatOpening", in: "ChatInterfaces")
        sketch.edge("ChatInterfaces", "Chat")      // its own interface: interface-purity's business
        sketch.module("FeedInterfaces")
        sketch.edge("FeedInterfaces", "Chat")      // another interface (Nexters/goalpanzi-iOS): interface-purity's too
        sketch.edge("ChatSnapshotTests", "Chat")   // Chat's own test target
        sketch.edge("ChatUITests", "Chat")         // ChatUI's tests, not Chat's: reported
        sketch.edge("ProfileTests", "Chat")        // another module's tests: reported
        sketch.edge("Legacy", "Chat")              // ignored
        let violations = try sketch.check(InterfaceBypassRule(), configuration: "{modules: {ignore: ['Legacy']}}")
        XCTAssertEqual(violations.map(\.modules), [["ChatUITests", "Chat"], ["ProfileTests", "Chat"]])
    }

    /// Nexters/Bottles_iOS: `Core`, a Tuist target with `sources: nil`, depends on every core implementation to link them
    /// into the app; without it they leave the build.
    func testAnUmbrellaWithoutSwiftFilesLinksImplementations() throws {
        var sketch = GraphSketch()
        sketch.module("Core", files: 0)
        for name in ["Chat", "ChatInterface", "Feed"] { sketch.module(name) }
        sketch.declaration("protocol", "ChatOpening", in: "ChatInterface")
        sketch.edge("Core", "Chat", imports: [])
        sketch.edge("Feed", "Chat", imports: [])
        sketch.declaration("struct", "FeedView", in: "Feed")
        // sanghun0724/Omos-New's BaseFeature: one `keep.swift` that imports Foundation; declaring no type, it only links.
        sketch.module("BaseFeature")
        sketch.edge("BaseFeature", "Chat", imports: [])
        // One that declares no type but imports the implementation uses it.
        sketch.module("Glue")
        sketch.edge("Glue", "Chat")
        XCTAssertEqual(try sketch.check(InterfaceBypassRule()).map(\.modules), [["Feed", "Chat"], ["Glue", "Chat"]])
    }

    func testConfiguredPairAndRoots() throws {
        var sketch = GraphSketch()
        sketch.module("Shell", kind: .root)
        sketch.module("ChatAPI", kind: .interface)
        for name in ["Auth", "Chat", "ChatInterfaces"] { sketch.module(name) }
        sketch.declaration("protocol", "ChatOpening", in: "ChatAPI")
        sketch.edge("Shell", "Chat")
        sketch.edge("Auth", "Chat")
        let configuration = "{modules: {interfacePairs: [{implementation: 'Chat', interface: 'ChatAPI'}]}}"
        let violations = try sketch.check(InterfaceBypassRule(), configuration: configuration)
        XCTAssertEqual(violations.map(\.message),
                       ["Auth imports Chat, an implementation module; import its interface ChatAPI instead."])
    }

    func testInterfaceInTheImplementationsPackageWins() throws {
        var sketch = GraphSketch()
        sketch.module("Auth", package: "Packages/Auth")
        sketch.module("Chat", package: "Packages/Chat")
        sketch.module("ChatInterfaces", package: "Packages/Chat")
        sketch.module("ChatInterfaces", package: "Samples")
        sketch.declaration("protocol", "ChatOpening", in: "ChatInterfaces")
        sketch.edge("Auth", "Chat")
        let violations = try sketch.check(InterfaceBypassRule())
        XCTAssertEqual(violations.count, 1)
    }

    func testTestSupportModulesMayBuildOnImplementations() throws {
        // ChatMocks imports Chat to fake it; ChatMocks itself has no interface to stand in for it.
        var sketch = chatApp()
        sketch.module("ChatMocks")
        sketch.module("ChatMocksInterfaces")
        sketch.module("Feed")
        sketch.edge("ChatMocks", "Chat")
        sketch.edge("Feed", "ChatMocks")
        XCTAssertEqual(try sketch.check(InterfaceBypassRule()).map(\.modules), [["AuthTabBar", "Chat"]])
    }

    func testAnAssemblyThatRegistersTheImplementationUnderItsInterfaceWiresIt() throws {
        // Team-Notitime/NOFFICE-iOS: `container.register(MemberRepositoryInterface.self) { _ in MemberRepository() }`.
        var sketch = GraphSketch()
        for name in ["Container", "MemberData", "MemberDataInterface", "Profile"] { sketch.module(name) }
        sketch.declaration("protocol", "MemberRepositoryInterface", in: "MemberDataInterface")
        sketch.edge("Container", "MemberData", imports: [3])
        sketch.edge("Profile", "MemberData", imports: [2])
        var context = try sketch.context()
        let container = context.graph.modules.firstIndex { $0.name == "Container" } ?? -1
        let place = SourceLocation(file: "Sources/Container/Container.swift", line: 10, column: 9)
        context.di.containers.registrations = [
            ContainerCall(kind: .registration, method: "register", type: "Data.MemberRepositoryInterface?", module: container,
                          location: place),
        ]
        XCTAssertEqual(RuleRunner.run(context, rules: [InterfaceBypassRule()]).map(\.modules), [["Profile", "MemberData"]])
        // Registering something else is no wiring of MemberData, nor is registering a type of MemberData itself
        // (PrintingAlley: UIKit's `register(PinterestCollectionViewCell.self, forCellWithReuseIdentifier:)`).
        sketch.declaration("class", "PinterestCollectionViewCell", in: "MemberData")
        context = try sketch.context()
        for type in ["Logger", "PinterestCollectionViewCell"] {
            context.di.containers.registrations = [
                ContainerCall(kind: .registration, method: "register", type: type, module: container, location: place),
            ]
            XCTAssertEqual(RuleRunner.run(context, rules: [InterfaceBypassRule()]).map(\.modules),
                           [["Container", "MemberData"], ["Profile", "MemberData"]], type)
        }
    }

    func testAnInterfaceThatDeclaresNoTypeYetStandsForNothing() throws {
        // PBLogInterface holds one file with a comment: there is nothing to import instead of PBLog.
        var sketch = GraphSketch()
        for name in ["Networking", "PBLog", "PBLogInterface"] { sketch.module(name) }
        sketch.edge("Networking", "PBLog")
        XCTAssertEqual(try sketch.check(InterfaceBypassRule()), [])
        sketch.declaration("protocol", "Logging", in: "PBLogInterface")
        XCTAssertEqual(try sketch.check(InterfaceBypassRule()).map(\.modules), [["Networking", "PBLog"]])
    }

    func testTypesTheInterfaceDoesNotDeclareAreNamedAtTheirFirstUse() throws {
        // wakmusic's domains conform to WMAPI and subclass BaseRemoteDataSource, which only BaseDomain declares:
        // "import BaseDomainInterface instead" alone would not compile.
        var sketch = GraphSketch()
        for name in ["ArtistDomain", "BaseDomain", "BaseDomainInterface"] { sketch.module(name) }
        sketch.declaration("struct", "BaseEntity", in: "BaseDomainInterface")
        sketch.edge("ArtistDomain", "BaseDomain", imports: [2])
        var context = try sketch.context()
        let file = "Sources/ArtistDomain/ArtistAPI.swift"
        context.graph.setUses([[
            TypeUse(type: "BaseEntity", location: SourceLocation(file: file, line: 4, column: 9)),
            TypeUse(type: "BaseRemoteDataSource", location: SourceLocation(file: "Sources/ArtistDomain/Remote.swift", line: 3, column: 20)),
            TypeUse(type: "WMAPI", location: SourceLocation(file: file, line: 9, column: 21)),
        ]])
        let violation = try XCTUnwrap(RuleRunner.run(context, rules: [InterfaceBypassRule()]).first)
        let note = try XCTUnwrap(violation.notes.last)
        XCTAssertEqual(note.message, "ArtistDomain uses BaseRemoteDataSource and WMAPI of BaseDomain, and BaseDomainInterface "
                       + "declares neither: use a protocol it declares instead, or move them there")
        XCTAssertEqual(note.location, SourceLocation(file: file, line: 9, column: 21))

        context.graph.setUses([[TypeUse(type: "BaseEntity", location: SourceLocation(file: file, line: 4, column: 9))]])
        let clean = try XCTUnwrap(RuleRunner.run(context, rules: [InterfaceBypassRule()]).first)
        XCTAssertEqual(clean.notes.map(\.message), ["ArtistDomain declares its dependency on BaseDomain here"])
        context.graph.setUses([["Jwt", "Logging", "WMAPI", "WMDomain"].enumerated().map { index, type in
            TypeUse(type: type, location: SourceLocation(file: file, line: 10 + index, column: 1))
        }])
        XCTAssertEqual(try XCTUnwrap(RuleRunner.run(context, rules: [InterfaceBypassRule()]).first?.notes.last).message,
                       "ArtistDomain uses Jwt, Logging, WMAPI and 1 more type of BaseDomain, and BaseDomainInterface declares "
                           + "none of them: use a protocol it declares instead, or move them there")
    }
}
