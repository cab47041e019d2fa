import XCTest
@testable import StrataScan

/// DI facts: needle instantiations, Swinject container calls, EasyDi definitions, pulls and substitutions.
final class ScannerDITests: XCTestCase {
    /// Every DI fact of `source`, one compact line each.
    private func facts(_ source: String) -> [String] {
        let di = scan(source).di
        var lines: [String] = []
        for f in di.instantiations {
            let argument = f.parentIsSelf ? "parent: self" : f.hasParentLabel ? "parent: ?" : "?"
            lines.append("new \(f.type)(\(argument)) in \(f.enclosingType ?? "-") @\(f.line):\(f.column)")
        }
        for f in di.containerCalls {
            let name = f.name.map { " name \($0)" } ?? (f.hasDynamicName ? " name ?" : "")
            lines.append("\(f.kind.rawValue) \(f.method) \(f.type)\(name)\(f.isGeneric ? " (generic)" : "") "
                + "in \(f.enclosingType ?? "-") @\(f.line):\(f.column)")
        }
        for f in di.definitions {
            let scope = f.scope.map { " scope \($0)" } ?? ""
            let explicit = f.hasExplicitKey ? " (explicit)" : ""
            lines.append("define \(f.key)\(explicit)\(scope) in \(f.enclosingType ?? "-") @\(f.line):\(f.column)")
        }
        for f in di.assemblyPulls {
            lines.append("pull \(f.assembly) via \(f.method) in \(f.enclosingType ?? "-") @\(f.line):\(f.column)")
        }
        for f in di.substitutions {
            lines.append("substitute \(f.key) on \(f.assembly ?? f.receiver ?? "?") in \(f.enclosingType ?? "-") @\(f.line):\(f.column)")
        }
        return lines
    }

    private func check(_ table: [(String, [String])], file: StaticString = #filePath, line: UInt = #line) {
        for (source, expected) in table {
            XCTAssertEqual(facts(source), expected, "source: \(source)", file: file, line: line)
        }
    }

    func testNeedleInstantiations() {
        check([
            ("class P: Component<D> {\n  var child: ChildComponent { ChildComponent(parent: self) }\n}",
             ["new ChildComponent(parent: self) in P @2:31"]),
            ("extension P { var c: C { return C(parent: self) } }", ["new C(parent: self) in P @1:33"]),
            ("let c = ChatComponent(parent: root)", ["new ChatComponent(parent: ?) in - @1:9"]),
            ("let c = ChatComponent()", ["new ChatComponent(?) in - @1:9"]),
            ("let r = RootComponent(dependencies: self)", ["new RootComponent(?) in - @1:9"]),
            ("x = Chat(parent: self.other)", ["new Chat(parent: ?) in - @1:5"]),
            ("x = Chat(parent: self, name: 1)", ["new Chat(parent: self) in - @1:5"]),
            ("x = Chat(parent: selfish)", ["new Chat(parent: ?) in - @1:5"]),
            // Not instantiations: other types, declarations, strings, comments.
            ("let v = View(frame: .zero)", []),
            ("func MakeComponent() {}", []),
            ("let s = \"ChatComponent(parent: self)\" // ChatComponent(parent: self)", []),
            ("super.init(parent: parent)", []),
        ])
    }

    func testSwinjectCalls() {
        check([
            ("container.register(ILogger.self) { _ in Logger() }", ["registration register ILogger in - @1:11"]),
            ("container.register(ILogger.self, name: \"file\") { _ in Logger() }",
             ["registration register ILogger name file in - @1:11"]),
            ("let l = r.resolve(ILogger.self)!", ["resolution resolve ILogger in - @1:11"]),
            ("let l = r.resolve(ILogger.self, name: \"file\")", ["resolution resolve ILogger name file in - @1:11"]),
            ("let l = r.resolve(ILogger.self, name: key)", ["resolution resolve ILogger name ? in - @1:11"]),
            ("let l = r.resolve(ILogger.self, name: nil)", ["resolution resolve ILogger in - @1:11"]),
            ("let l = r.resolve(ILogger.self, argument: 1)", ["resolution resolve ILogger in - @1:11"]),
            ("c.register(Repository<User, Int>.self) { _ in R() }",
             ["registration register Repository<User, Int> in - @1:3"]),
            ("c.register(Core.Logger.self, factory: f)", ["registration register Core.Logger in - @1:3"]),
            ("c.register(A.self) { _ in A() }.implements(B.self)",
             ["registration register A in - @1:3", "registration implements B in - @1:33"]),
            ("c.autoregister(A.self, initializer: A.init)", ["registration autoregister A in - @1:3"]),
            ("c.register(D.self) { _ in D() }.implements(P1.self, P2.self)",
             ["registration register D in - @1:3", "registration implements P1 in - @1:33",
              "registration implements P2 in - @1:33"]),
            ("struct Asm: Assembly {\n  func assemble(container: Container) {\n"
                + "    container.register(A.self) { r in A(b: r.resolve(B.self)!) }\n  }\n}",
             ["registration register A in Asm @3:15", "resolution resolve B in Asm @3:46"]),
            // Not container calls: no metatype first argument, declarations, literals.
            ("dns.resolve(host)", []),
            ("tableView.register(cellClass, forCellReuseIdentifier: id)", []),
            // UIKit's and AppKit's registrations of view classes (PrintingAlley's collection view cells).
            ("$0.register(PinterestCell.self, forCellWithReuseIdentifier: PinterestCell.identifier)", []),
            ("tableView.register(Cell.self, forCellReuseIdentifier: \"cell\")", []),
            ("t.register(Header.self, forHeaderFooterViewReuseIdentifier: \"h\")", []),
            ("c.register(Badge.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: \"b\")", []),
            ("c.register(Item.self, forItemWithIdentifier: id)", []),
            ("func resolve(_ t: Any.Type) {}", []),
            ("let s = \"r.resolve(A.self)\"", []),
        ])
    }

    func testSwinjectCallsOfGenericParameters() {
        check([
            ("func make<T>() -> T { r.resolve(T.self)! }", ["resolution resolve T (generic) in - @1:25"]),
            ("func make<T: P, U>(_ u: U) -> T? where U: Q { r.resolve(Box<U>.self)?.t }",
             ["resolution resolve Box<U> (generic) in - @1:49"]),
            ("struct Box<Service> {\n  var s: Service { r.resolve(Service.self)! }\n}",
             ["resolution resolve Service (generic) in Box @2:22"]),
            // Nested scopes and closures keep the parameters of what encloses them.
            ("class Outer<T> {\n  struct Inner {\n    func f() { run { r.resolve(T?.self) } }\n  }\n}",
             ["resolution resolve T? (generic) in Inner @3:24"]),
            ("struct S {\n  init?<Model>(r: R) { m = r.resolve(Model.self) }\n}",
             ["resolution resolve Model (generic) in S @2:30"]),
            ("struct S {\n  subscript<V>(k: K) -> V { r.resolve(V.self)! }\n}",
             ["resolution resolve V (generic) in S @2:31"]),
            ("func add<each S>(_ r: R) { c.register(S.self) { _ in fatalError() } }",
             ["registration register S (generic) in - @1:30"]),
            // Out of the generic declaration, the same name is a type.
            ("func make<T>() -> T { r.resolve(T.self)! }\nlet t = r.resolve(T.self)",
             ["resolution resolve T (generic) in - @1:25", "resolution resolve T in - @2:11"]),
            ("struct Box<T> {}\nfunc f() { r.resolve(T.self) }", ["resolution resolve T in - @2:14"]),
            // A requirement without a body passes its parameters to no later body.
            ("protocol P {\n  func make<T>() -> T\n  var x: X { get }\n}\nfunc g() { r.resolve(T.self) }",
             ["resolution resolve T in - @5:14"]),
            ("protocol P {\n  func make<T>() -> T\n}\nfunc g() { r.resolve(T.self) }", ["resolution resolve T in - @4:14"]),
            ("func f<T>(x: T) {}\nfunc g() { r.resolve(T.self) }", ["resolution resolve T in - @2:14"]),
        ])
    }

    func testEasyDiDefinitions() {
        check([
            ("class ServiceAssembly: Assembly {\n  var apiClient: IAPIClient {\n    return define(init: APIClient())\n  }\n}",
             ["define apiClient in ServiceAssembly @3:12"]),
            ("class A: Assembly {\n  var feed: Feed {\n    define(scope: .lazySingleton, init: Feed()) { $0.x = 1; return $0 }\n  }\n}",
             ["define feed scope .lazySingleton in A @3:5"]),
            ("class A: Assembly {\n  var x: X { get { return self.define(init: X()) } }\n}", ["define x in A @2:32"]),
            ("class A: Assembly {\n  func view(for id: Int, _ b: B) -> V {\n    return define(init: V(id))\n  }\n}",
             ["define view(for:_:) in A @3:12"]),
            ("class A: Assembly {\n  var x: X { define(key: \"custom\", init: X()) }\n}", ["define custom (explicit) in A @2:14"]),
            ("class A: Assembly {\n  var p: P { definePlaceholder() }\n}", ["define p in A @2:14"]),
            // A stored property, then a method: the method's body is the method's.
            ("class A: Assembly {\n  let k = 1\n  func make() -> M { define(init: M()) }\n}", ["define make() in A @3:22"]),
            // Outside any member body, or with another receiver: not a definition.
            ("define(init: X())", []),
            ("class A: Assembly {\n  var x: X { other.define(init: X()) }\n}", []),
        ])
    }

    func testEasyDiPullsAndSubstitutions() {
        check([
            ("class A: Assembly {\n  lazy var theme: ThemeAssembly = self.context.assembly()\n}",
             ["pull ThemeAssembly via assembly in A @2:48"]),
            ("class A: Assembly {\n  lazy var theme: ThemeAssembly! = context.assembly()\n}",
             ["pull ThemeAssembly via assembly in A @2:44"]),
            ("let t = context.assembly() as ThemeAssembly", ["pull ThemeAssembly via assembly in - @1:17"]),
            ("class A: Assembly {\n  var theme: ThemeAssembly { return context.assembly() }\n}",
             ["pull ThemeAssembly via assembly in A @2:45"]),
            ("let t = ThemeAssembly.instance(from: ctx)", ["pull ThemeAssembly via instance in - @1:23"]),
            ("let t = ThemeAssembly.instance()", ["pull ThemeAssembly via instance in - @1:23"]),
            ("let t = context.assembly()", []),
            ("let t = shared.instance()", []),
            ("ServiceAssembly.instance().addSubstitution(for: \"apiClient\") { Mock() }",
             ["pull ServiceAssembly via instance in - @1:17", "substitute apiClient on ServiceAssembly in - @1:28"]),
            ("assembly.addSubstitution(for: \"apiClient\") { Mock() }", ["substitute apiClient on assembly in - @1:10"]),
            ("class A: Assembly {\n  func stub() { addSubstitution(for: \"x\", with: { 1 }) }\n}", ["substitute x on self in A @2:17"]),
            ("assembly.addSubstitution(for: key) { Mock() }", []),
        ])
    }

    /// Facts after hostile input are still found, and DI calls nested in DI calls are all recorded.
    func testNestedAndDeep() {
        let deep = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
        check([
            (deep + "\nlet a = r.resolve(A.self)", ["resolution resolve A in - @2:11"]),
            ("c.register(A.self) { r in A(b: r.resolve(B.self, name: r.resolve(N.self)!.key)!) }",
             ["registration register A in - @1:3", "resolution resolve B name ? in - @1:34",
              "resolution resolve N in - @1:58"]),
        ])
    }

    /// The DI pass replays the fact extractor's scopes: a `#else` that opens a brace its `#if` did not is undone at
    /// `#endif`, generic parameters stay in scope in nested bodies, and a `#if` condition or a declaration header
    /// (read as a whole by the extractor) holds no call.
    func testTheDIPassSeesTheScopesTheExtractorSaw() {
        let source = """
            final class Root<Model>: Assembly {
            #if DEBUG
                func wire() {
            #else
                func wire() { {
            #endif
                    container.register(Store<Model>.self) { _ in Store() }
                    let child = ChildComponent(parent: self)
                }
            }
            #if FakeComponent(parent: self)
            #endif
            struct Other<T>: Base where T == HeaderComponent(parent: self) { let x = OtherComponent(parent: root) }
            struct Plain { func f() { container.resolve(Store<Model>.self) } }
            """
        XCTAssertEqual(facts(source), [
            "new ChildComponent(parent: self) in Root @8:21",
            "new OtherComponent(parent: ?) in Other @13:74",
            "registration register Store<Model> (generic) in Root @7:19",
            "resolution resolve Store<Model> in Plain @14:37",
        ])
    }

    /// The scanner keeps the extractor's trail only for a file with a call the DI pass could record; a file
    /// without one has no DI facts either way.
    func testTrailIsKeptOnlyForFilesWithACandidateCall() {
        let cases: [(String, Bool)] = [
            ("let child = ChildComponent(parent: self)", true),
            ("let child = Child(parent: root)", true),
            ("container.register(Service.self) { _ in Service() }", true),
            ("let value = resolve(Service.self)", true),
            ("let view = Banner(title: \"x\")\nprint(view)", false),
            ("struct ChildComponent {}\nlet x = ChildComponent.self", false),
        ]
        for (source, expected) in cases {
            let bytes = Array(source.utf8)
            let kept = bytes.withUnsafeBytes { raw in
                Lexer.lexInPlace(raw) { tokens, _ in DIExtractor.mayHaveCall(in: tokens, bytes: raw) }
            }
            XCTAssertEqual(kept, expected, source)
            if !expected { XCTAssertEqual(scan(source).di, DIFacts(), source) }
        }
    }
}
