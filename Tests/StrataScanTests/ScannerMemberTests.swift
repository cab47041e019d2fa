import XCTest
@testable import StrataScan

/// Properties declared directly in type bodies.
final class ScannerMemberTests: XCTestCase {
    /// Members of every declaration: "Decl: [access ][lazy ][static ]name: type @line:column".
    private func members(_ source: String) -> [String] {
        scan(source).declarations.flatMap { d in
            d.members.map { m in
                var text = "\(d.name): "
                if let access = m.access { text += access + " " }
                if m.isLazy { text += "lazy " }
                if m.isStatic { text += "static " }
                return text + "\(m.name): \(m.type) @\(m.line):\(m.column)"
            }
        }
    }

    private func check(_ table: [(String, [String])], file: StaticString = #filePath, line: UInt = #line) {
        for (source, expected) in table {
            XCTAssertEqual(members(source), expected, "source: \(source)", file: file, line: line)
        }
    }

    func testForms() {
        check([
            ("protocol P { var logger: ILogger { get } }", ["P: logger: ILogger @1:18"]),
            ("protocol P {\n  var a: A { get set }\n  var b: B? { get }\n}", ["P: a: A @2:7", "P: b: B? @3:7"]),
            ("struct S { let x = 3 }", ["S: x:  @1:16"]),
            ("struct S { var a: A, b: B }", ["S: a: A @1:16", "S: b: B @1:22"]),
            ("struct S { var a = 1, b = f(1, 2), c: C }", ["S: a:  @1:16", "S: b:  @1:23", "S: c: C @1:36"]),
            ("struct S { var (a, b) = (1, 2) }", []),
            ("struct S { var d: [String: Int] = [:] }", ["S: d: [String: Int] @1:16"]),
            ("struct S { var f: (Int, String) -> Void = { _, _ in } }", ["S: f: (Int, String) -> Void @1:16"]),
            ("struct S { var g: Dictionary<String, Array<Int>>\n var h: Int }",
             ["S: g: Dictionary<String, Array<Int>> @1:16", "S: h: Int @2:6"]),
            ("struct S { var i: Int = 1 { didSet { } } }", ["S: i: Int @1:16"]),
            ("struct S { var j: Int { 1 } }", ["S: j: Int @1:16"]),
            ("struct S { var k: some View { EmptyView() } }", ["S: k: some View @1:16"]),
            ("struct S { var l: any  P & Q }", ["S: l: any P & Q @1:16"]),
            ("struct S { var m: Int; let n: String }", ["S: m: Int @1:16", "S: n: String @1:28"]),
            ("struct S { var `default`: Int }", ["S: default: Int @1:16"]),
            ("struct S { var o: A\n  .B }", ["S: o: A .B @1:16"]),
            ("struct S { let p = a\n  + b, q = 2 }", ["S: p:  @1:16", "S: q:  @2:8"]),
            ("struct S { let r: Int\n  let s: Int }", ["S: r: Int @1:16", "S: s: Int @2:7"]),
            ("struct S { var t = Dictionary<K, V>(), u = 1 }", ["S: t:  @1:16"]),
            ("struct S { var v = f(a, b), w = 1 }", ["S: v:  @1:16", "S: w:  @1:29"]),
            ("struct S { var x y }", []),
        ])
    }

    func testModifiers() {
        check([
            ("class C { public private(set) var a: A }", ["C: public a: A @1:35"]),
            ("class C { private(set) public var a: A }", ["C: public a: A @1:35"]),
            ("class C { private(set) var a: A }", ["C: a: A @1:28"]),
            ("class C { lazy var a = A() }", ["C: lazy a:  @1:20"]),
            ("class C { private lazy var a: A = A() }", ["C: private lazy a: A @1:28"]),
            ("class C { static let a: A }", ["C: static a: A @1:22"]),
            ("class C { class var a: A { A() } }", ["C: static a: A @1:21"]),
            ("class C { open static var a = 1 }", ["C: open static a:  @1:27"]),
            ("class C { @Published var a: A }", ["C: a: A @1:26"]),
            ("class C { @Injected(\\.service) private var a: A }", ["C: private a: A @1:44"]),
            ("class C { weak var d: D? }", ["C: d: D? @1:20"]),
            ("class C { nonisolated(unsafe) static var a: A }", ["C: static a: A @1:42"]),
            ("class C { fileprivate var a: A; internal var b: B }",
             ["C: fileprivate a: A @1:27", "C: internal b: B @1:46"]),
        ])
    }

    func testKinds() {
        check([
            ("class C { var a: A }", ["C: a: A @1:15"]),
            ("struct S { var a: A }", ["S: a: A @1:16"]),
            ("enum E { case x; static var a: A { .x } }", ["E: static a: A @1:29"]),
            ("actor T { var a: A }", ["T: a: A @1:15"]),
            ("extension X { var a: A { 1 } }", ["X: a: A @1:19"]),
            ("protocol P { static var a: A { get } }", ["P: static a: A @1:25"]),
        ])
    }

    func testNotMembers() {
        check([
            ("struct S { func f() { var x: Int = 1 } }", []),
            ("struct S { var a: A { let b: B = 1; return b } }", ["S: a: A @1:16"]),
            ("struct S { init() { let x = 1 } }", []),
            ("struct S { let c = { var d = 1 } }", ["S: c:  @1:16"]),
            ("struct S { struct T { var e: E } }", ["T: e: E @1:27"]),
            ("var top: Int = 1", []),
            ("func f() { struct L { var x: X } }", ["L: x: X @1:27"]),
            ("struct S { f(var: 1) }", []),
            ("struct S {\n#if DEBUG\n  var debug: Bool\n#endif\n}", ["S: debug: Bool @3:7"]),
        ])
    }

    /// Types as written but with one space wherever there was space: taken from the source when it
    /// already reads so, joined token by token when not (two spaces, a tab, a line break, a comment,
    /// backticks).
    func testTypeAnnotationsAreWhitespaceNormalised() {
        let source = """
        struct S {
            var a: [String: Int]
            var b: Task<Void, Never>
            var c: Task<Void,  Never>
            var d: Dictionary<String,\tInt>
            var e: (Int,
                    String)
            var f: Foo /* note */ .Bar
            var g: [`Type`]
        }
        """
        XCTAssertEqual(scan(source).declarations.first?.members.map(\.type), [
            "[String: Int]", "Task<Void, Never>", "Task<Void, Never>", "Dictionary<String, Int>",
            "(Int, String)", "Foo .Bar", "[Type]",
        ])
    }
}
