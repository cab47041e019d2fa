import StrataReport
import StrataScan
import XCTest

/// `strata scan`'s formats on one file that has a bit of everything (imports, declarations, DI calls, a problem),
/// and on a file that could not be read: the bytes the command printed before its rendering moved here.
final class ScanReportersTests: XCTestCase {
    private static let source = #"""
        @testable import Core
        public import struct Models.User
        #if DEBUG
        import Debugging
        #endif

        final class AppAssembly: Assembly, Sendable {
            lazy var theme: ThemeAssembly = context.assembly()
            var cache: ICache { define(scope: .lazySingleton, init: Cache()) }

            func assemble(container: Container) {
                container.register(ICache.self, name: "main") { _ in Cache() }
                _ = container.resolve(Repository<User>.self)
                let child = ChildComponent(parent: self)
            }
        }

        extension AppAssembly {
            typealias Handler = () -> Void
        }
        #if os(iOS)
        struct Broken {
        """#

    private var scanned: FileScanResult {
        FileScanResult(path: "Sample.swift", outcome: .scanned(Scanner.scan(Array(Self.source.utf8))))
    }

    private let unreadable = FileScanResult(
        path: "d/fifo.swift", outcome: .unreadable("is not a regular file (a folder, FIFO, socket or device); skipped"))

    func testTheFormatsOfScanAreJSONAndText() {
        XCTAssertEqual(Reporters.scan.map { $0.format }, ["text", "json"])
    }

    func testTextListsImportsDeclarationsDIFactsAndProblems() {
        XCTAssertEqual(TextReporter.report([scanned]), #"""
            Sample.swift
              1:11 @testable import Core
              2:8 public import struct Models.User
              4:1 import Debugging  [#if DEBUG]
              7:7 class AppAssembly: Assembly, Sendable
              18:1 extension AppAssembly
              19:5 typealias AppAssembly.Handler = () -> Void
              22:1 struct Broken  [#if os(iOS)]
              14:21 instantiation ChildComponent(parent: self) in AppAssembly
              12:19 registration register(ICache.self, name: "main") in AppAssembly
              13:23 resolution resolve(Repository<User>.self) in AppAssembly
              9:25 definition "cache" scope .lazySingleton in AppAssembly
              8:45 assembly pull ThemeAssembly (assembly) in AppAssembly
              21:1 problem: #if without #endif

            """#)
        XCTAssertFalse(scanned.isClean, "an #if without #endif is a problem")
    }

    func testJSONHasEveryField() {
        XCTAssertEqual(JSONReporter.report([scanned]), #"""
            {
              "schemaVersion": 1,
              "files": [
                {
                  "path": "Sample.swift",
                  "imports": [
                    {
                      "module": "Core",
                      "path": "Core",
                      "attributes": [
                        "testable"
                      ],
                      "line": 1,
                      "column": 11,
                      "conditions": []
                    },
                    {
                      "module": "Models",
                      "path": "Models.User",
                      "kind": "struct",
                      "attributes": [],
                      "access": "public",
                      "line": 2,
                      "column": 8,
                      "conditions": []
                    },
                    {
                      "module": "Debugging",
                      "path": "Debugging",
                      "attributes": [],
                      "line": 4,
                      "column": 1,
                      "conditions": [
                        "DEBUG"
                      ]
                    }
                  ],
                  "declarations": [
                    {
                      "kind": "class",
                      "name": "AppAssembly",
                      "inherits": [
                        "Assembly",
                        "Sendable"
                      ],
                      "genericParameters": [],
                      "parents": [],
                      "local": false,
                      "conditions": [],
                      "line": 7,
                      "column": 7,
                      "members": [
                        {
                          "name": "theme",
                          "type": "ThemeAssembly",
                          "lazy": true,
                          "static": false,
                          "line": 8,
                          "column": 14
                        },
                        {
                          "name": "cache",
                          "type": "ICache",
                          "lazy": false,
                          "static": false,
                          "line": 9,
                          "column": 9
                        }
                      ]
                    },
                    {
                      "kind": "extension",
                      "name": "AppAssembly",
                      "inherits": [],
                      "genericParameters": [],
                      "parents": [],
                      "local": false,
                      "conditions": [],
                      "line": 18,
                      "column": 1,
                      "members": []
                    },
                    {
                      "kind": "typealias",
                      "name": "Handler",
                      "inherits": [],
                      "genericParameters": [],
                      "aliasOf": "() -> Void",
                      "parents": [
                        "AppAssembly"
                      ],
                      "local": false,
                      "conditions": [],
                      "line": 19,
                      "column": 5
                    },
                    {
                      "kind": "struct",
                      "name": "Broken",
                      "inherits": [],
                      "genericParameters": [],
                      "parents": [],
                      "local": false,
                      "conditions": [
                        "os(iOS)"
                      ],
                      "line": 22,
                      "column": 1,
                      "members": []
                    }
                  ],
                  "componentInstantiations": [
                    {
                      "type": "ChildComponent",
                      "parentLabel": true,
                      "parentIsSelf": true,
                      "enclosingType": "AppAssembly",
                      "line": 14,
                      "column": 21
                    }
                  ],
                  "registrations": [
                    {
                      "method": "register",
                      "type": "ICache",
                      "name": "main",
                      "enclosingType": "AppAssembly",
                      "line": 12,
                      "column": 19
                    }
                  ],
                  "resolutions": [
                    {
                      "method": "resolve",
                      "type": "Repository<User>",
                      "enclosingType": "AppAssembly",
                      "line": 13,
                      "column": 23
                    }
                  ],
                  "definitions": [
                    {
                      "key": "cache",
                      "explicitKey": false,
                      "scope": ".lazySingleton",
                      "enclosingType": "AppAssembly",
                      "line": 9,
                      "column": 25
                    }
                  ],
                  "assemblyPulls": [
                    {
                      "assembly": "ThemeAssembly",
                      "method": "assembly",
                      "enclosingType": "AppAssembly",
                      "line": 8,
                      "column": 45
                    }
                  ],
                  "problems": [
                    {
                      "kind": "unbalanced-conditional",
                      "message": "#if without #endif",
                      "line": 21,
                      "column": 1
                    }
                  ]
                }
              ]
            }

            """#)
    }

    func testAFileThatCouldNotBeReadSaysWhy() {
        XCTAssertEqual(TextReporter.report([unreadable]), """
            d/fifo.swift
              error: is not a regular file (a folder, FIFO, socket or device); skipped

            """)
        XCTAssertEqual(JSONReporter.report([unreadable]), """
            {
              "schemaVersion": 1,
              "files": [
                {
                  "path": "d/fifo.swift",
                  "imports": [],
                  "declarations": [],
                  "problems": [
                    {
                      "kind": "unreadable",
                      "message": "is not a regular file (a folder, FIFO, socket or device); skipped"
                    }
                  ]
                }
              ]
            }

            """)
        XCTAssertFalse(unreadable.isClean)
        XCTAssertEqual(TextReporter.report([]), "")
    }
}
