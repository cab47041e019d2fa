import XCTest
@testable import StrataScan

/// Declarations: kind, name, inheritance, generic parameters, access, parents, local, position.
final class ScannerDeclarationTests: XCTestCase {
    /// A declaration summary: "kind name : inherits = aliasOf <generics> access parents local @line:column".
    private func summary(_ source: String) -> [String] {
        scan(source).declarations.map { d in
            var parts = ["\(d.kind.rawValue) \(d.name)"]
            if !d.inherits.isEmpty { parts.append(": " + d.inherits.joined(separator: " | ")) }
            if let aliased = d.aliasOf { parts.append("= " + aliased) }
            if !d.genericParameters.isEmpty { parts.append("<" + d.genericParameters.joined(separator: ",") + ">") }
            if let access = d.access { parts.append(access) }
            if !d.parents.isEmpty { parts.append("in " + d.parents.joined(separator: ".")) }
            if d.local { parts.append("local") }
            parts.append("@\(d.line):\(d.column)")
            return parts.joined(separator: " ")
        }
    }

    private func check(_ table: [(String, [String])], file: StaticString = #filePath, line: UInt = #line) {
        for (source, expected) in table {
            XCTAssertEqual(summary(source), expected, "source: \(source)", file: file, line: line)
        }
    }

    func testKindsAndNames() {
        check([
            ("class A {}", ["class A @1:1"]),
            ("struct A {}", ["struct A @1:1"]),
            ("enum A { case x }", ["enum A @1:1"]),
            ("actor A {}", ["actor A @1:1"]),
            ("protocol A {}", ["protocol A @1:1"]),
            ("extension A {}", ["extension A @1:1"]),
            ("typealias A = B", ["typealias A = B @1:1"]),
            ("struct `Type` {}", ["struct Type @1:1"]),
            ("  final class A {}", ["class A @1:9"]),
            ("struct Ünïcode {}", ["struct Ünïcode @1:1"]),
        ])
    }

    func testInheritance() {
        check([
            ("final class ChatComponent: Component<ChatListDependency>, ChatBuilder {}",
             ["class ChatComponent : Component<ChatListDependency> | ChatBuilder @1:7"]),
            ("protocol D: AnyObject, Sendable {}", ["protocol D : AnyObject | Sendable @1:1"]),
            ("struct S: P<A, B>, Q<(X, Y)>, R<[K: V]> {}", ["struct S : P<A, B> | Q<(X, Y)> | R<[K: V]> @1:1"]),
            ("struct S: A<B<C>>, D {}", ["struct S : A<B<C>> | D @1:1"]),
            ("struct S:A  ,\n   B {}", ["struct S : A | B @1:1"]),
            ("struct S: P where T: Q, U: R {}", ["struct S : P @1:1"]),
            ("struct S: P /* c */ .Inner {}", ["struct S : P .Inner @1:1"]),
            ("struct S: @unchecked Sendable {}", ["struct S : Sendable @1:1"]),
            ("protocol P: class {}", ["protocol P : class @1:1"]),
            ("class C: Base<(Int) -> Void>, P {}", ["class C : Base<(Int) -> Void> | P @1:1"]),
        ])
    }

    /// An attribute opens an inheritance entry, even at the start of a line, and is not part of its name.
    func testInheritanceWithAttributes() {
        check([
            ("final class C: Base,\n    @unchecked Sendable {}", ["class C : Base | Sendable @1:7"]),
            ("struct S:\n  @unchecked Sendable\n{}", ["struct S : Sendable @1:1"]),
            ("extension S: @preconcurrency P, @retroactive Q {}", ["extension S : P | Q @1:1"]),
            ("extension S: P,\n@retroactive Q,\n@preconcurrency @MainActor R {}", ["extension S : P | Q | R @1:1"]),
            ("protocol P: Q\n@MainActor class C {}", ["protocol P : Q @1:1", "class C @2:12"]),
        ])
    }

    func testGenericParameters() {
        check([
            ("struct Box<T> {}", ["struct Box <T> @1:1"]),
            ("struct Box<T: Equatable, U>: P {}", ["struct Box : P <T,U> @1:1"]),
            ("struct Box<T: A<B>, U: C<D<E>>>: P {}", ["struct Box : P <T,U> @1:1"]),
            ("struct Pack<each T> {}", ["struct Pack <T> @1:1"]),
            ("enum E<Failure: Error> where Failure: Sendable {}", ["enum E <Failure> @1:1"]),
            ("typealias Pair<T> = (T, T)", ["typealias Pair = (T, T) <T> @1:1"]),
        ])
    }

    func testExtensions() {
        check([
            ("extension Array where Element == Int {}", ["extension Array @1:1"]),
            ("extension Foo.Bar: P, Q {}", ["extension Foo.Bar : P | Q @1:1"]),
            ("extension Array<Int>: P {}", ["extension Array<Int> : P @1:1"]),
            ("extension Dictionary<String, [Int]> where Value: P {}", ["extension Dictionary<String, [Int]> @1:1"]),
            ("extension `Foo`.`Bar`: `P` {}", ["extension Foo.Bar : P @1:1"]),
        ])
    }

    /// Sugared extended types are recorded spelt out, as the compiler reads them: their base name is the type.
    func testExtensionsOfSugaredTypes() {
        check([
            ("extension [Element] {}", ["extension Array<Element> @1:1"]),
            ("extension [Key: Value] {}", ["extension Dictionary<Key, Value> @1:1"]),
            ("extension [String]: P where Element: Q {}", ["extension Array<String> : P @1:1"]),
            ("extension [String: [Int]]: P {}", ["extension Dictionary<String, [Int]> : P @1:1"]),
            ("extension [A<B>: (C) -> D] {}", ["extension Dictionary<A<B>, (C) -> D> @1:1"]),
            ("extension [[Int]] {}", ["extension Array<[Int]> @1:1"]),
            ("extension Int? {}", ["extension Optional<Int> @1:1"]),
            ("extension [Int]?: P {}", ["extension Optional<Array<Int>> : P @1:1"]),
            ("extension [Int] { struct S {} }", ["extension Array<Int> @1:1", "struct S in Array<Int> @1:19"]),
            ("public extension [Int] {}", ["extension Array<Int> public @1:8"]),
            ("extension [A] & [B] {}", ["extension [A] & [B] @1:1"]),
            ("extension [] {}", ["extension [] @1:1"]),
            ("extension [Int\nstruct S {}", ["extension [Int @1:1", "struct S @2:1"]),
            ("x.extension [1]", []),
        ])
    }

    func testTypealias() {
        check([
            ("typealias Handler = (Int) -> Void\nstruct S {}", ["typealias Handler = (Int) -> Void @1:1", "struct S @2:1"]),
            ("typealias C = A & B\nlet x = 1", ["typealias C = A & B @1:1"]),
            ("typealias C = A\n  & B", ["typealias C = A & B @1:1"]),
            ("typealias D = [String: Int]; let y = 2", ["typealias D = [String: Int] @1:1"]),
            ("typealias F = Foo<Bar>\nfunc f() {}", ["typealias F = Foo<Bar> @1:1"]),
            ("protocol P { typealias T = Int }", ["protocol P @1:1", "typealias T = Int in P @1:14"]),
            ("typealias H =\n    @Sendable () -> Void", ["typealias H = @Sendable () -> Void @1:1"]),
            ("typealias H = @MainActor @Sendable (Int) -> Void", ["typealias H = @MainActor @Sendable (Int) -> Void @1:1"]),
        ])
        XCTAssertEqual(scan("typealias A = B & C").declarations.map(\.inherits), [[]], "the aliased type is no inheritance")
        XCTAssertEqual(scan("struct S: P {}").declarations.map(\.aliasOf), [nil])
    }

    func testAccess() {
        check([
            ("open class A {}", ["class A open @1:6"]),
            ("public final class A {}", ["class A public @1:14"]),
            ("final public class A {}", ["class A public @1:14"]),
            ("package struct A {}", ["struct A package @1:9"]),
            ("internal enum A {}", ["enum A internal @1:10"]),
            ("fileprivate extension A {}", ["extension A fileprivate @1:13"]),
            ("private actor A {}", ["actor A private @1:9"]),
            ("@MainActor @objc(Foo) public class A {}", ["class A public @1:30"]),
            ("@available(iOS 13, *)\npublic protocol P {}", ["protocol P public @2:8"]),
            ("public\nstruct S {}", ["struct S public @2:1"]),
            ("public private(set) var x = 1\nstruct S {}", ["struct S @2:1"]),
        ])
    }

    func testParentsAndLocal() {
        check([
            ("struct A { struct B { enum C {} } }", ["struct A @1:1", "struct B in A @1:12", "enum C in A.B @1:23"]),
            ("extension A.B { struct C {} }", ["extension A.B @1:1", "struct C in A.B @1:17"]),
            ("struct A { func f() { struct L {} } }", ["struct A @1:1", "struct L in A local @1:23"]),
            ("func f() { class L {} }", ["class L local @1:12"]),
            ("let x = { struct L {} }", ["struct L local @1:11"]),
            ("struct A { var x: Int { struct L {} ; return 1 } }", ["struct A @1:1", "struct L in A local @1:25"]),
            ("struct A { init() { enum L {} } }", ["struct A @1:1", "enum L in A local @1:21"]),
            ("struct A {}\nstruct B {}", ["struct A @1:1", "struct B @2:1"]),
            ("if x { struct L {} }", ["struct L local @1:8"]),
        ])
    }

    func testKeywordsThatAreNotDeclarations() {
        check([
            ("class A { class func f() {} ; class var x: Int { 1 } ; class let y = 1 }", ["class A @1:1"]),
            ("class A { class override func f() {} ; class final func g() {} }", ["class A @1:1"]),
            ("let p: protocol<A, B>", []),
            ("protocol P: class {}", ["protocol P : class @1:1"]),
            ("x.class = 1; x.struct; x.enum", []),
            ("switch x { case .enum(let a): break }", []),
            ("let actor = makeActor()", []),
            ("for actor in actors {}", []),
            ("f(actor: a)", []),
            ("func f(actor x: Int) {}", []),
            ("return actor\nfoo()", []),
            ("actor.run()", []),
            ("struct\n", []),
            ("`class` A {}", []),
            ("let s = \"class A {}\"", []),
            ("// struct A {}", []),
        ])
    }

    func testHeadersWithoutBody() {
        check([
            ("struct A\nstruct B {}", ["struct A @1:1", "struct B @2:1"]),
            ("protocol P: Q\n}", ["protocol P : Q @1:1"]),
            ("class C: B", ["class C : B @1:1"]),
        ])
    }

    func testConditions() {
        let facts = scan("#if os(iOS)\nclass A {}\n#else\nclass A: B {}\n#endif\nstruct C {}")
        XCTAssertEqual(facts.declarations.map(\.conditions), [[when("os(iOS)")], [otherwise(after: "os(iOS)")], []])
        XCTAssertEqual(facts.declarations.map(\.inherits), [[], ["B"], []])
    }
}
