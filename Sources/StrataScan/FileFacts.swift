/// Everything the scanner extracts from one Swift file.
public struct FileFacts: Sendable, Equatable {
    public var imports: [ImportFact]
    public var declarations: [DeclarationFact]
    /// Type-like identifiers the file mentions, each once, at its first occurrence, in file order.
    public var typeReferences: [TypeReference]
    /// Problems met while scanning (unterminated literal, invalid UTF-8…); scanning still finished.
    public var problems: [ScanProblem]
    /// Dependency-injection calls: component instantiations, container calls, assembly definitions.
    public var di: DIFacts
    /// File-scope functions, variables and macros, and operators, that the file declares.
    public var globals: GlobalDeclarations
    /// Member names the file uses after a `.` that start with a lowercase letter (`apiClient` in
    /// `self.apiClient`, `.apiClient` and `\.apiClient.fetch`, `fetch` too), each once, at its first
    /// occurrence, in file order; most keywords (`.init`) left out.
    public var memberReferences: [MemberReference]
    /// How many lines the file has: its line breaks (LF, CRLF or a lone CR), plus one when its last line has
    /// none; `0` for an empty file. Counted by the lexer as it goes, never by a second pass over the bytes.
    public var lines: Int
    /// What the file's public interface mentions (see ``InterfaceMentions``): read only when the file has a `public` or
    /// `package` import, the only imports it decides about; empty otherwise.
    public var interface: InterfaceMentions
    /// The file-scope functions, operator declarations and operator implementations the file declares, in file order.
    public var declaredGlobals: [DeclaredGlobal]
    /// The operators the file uses and the names it calls without a `.` before them (``GlobalReference``), each once, at
    /// its first use, in file order: operators as they come, calls at the end of the file, leaving out a name the
    /// file binds itself (after `let`, `var` or `func`, as a parameter or label before `:`, or before `in`).
    public var globalReferences: [GlobalReference]

    public init(
        imports: [ImportFact] = [],
        declarations: [DeclarationFact] = [],
        typeReferences: [TypeReference] = [],
        problems: [ScanProblem] = [],
        di: DIFacts = DIFacts(),
        globals: GlobalDeclarations = [],
        memberReferences: [MemberReference] = [],
        lines: Int = 0,
        interface: InterfaceMentions = InterfaceMentions(),
        declaredGlobals: [DeclaredGlobal] = [],
        globalReferences: [GlobalReference] = []
    ) {
        self.imports = imports
        self.declarations = declarations
        self.typeReferences = typeReferences
        self.problems = problems
        self.di = di
        self.globals = globals
        self.memberReferences = memberReferences
        self.lines = lines
        self.interface = interface
        self.declaredGlobals = declaredGlobals
        self.globalReferences = globalReferences
    }
}

/// One `import` declaration.
public struct ImportFact: Sendable, Equatable {
    /// The imported module: the first path component (`Foundation` in `import struct Foundation.Date`).
    public var module: String
    /// The full dotted path as written, without backticks (`Foundation.Date`).
    public var path: String
    /// The declaration kind of a scoped import (`struct`, `class`, `func`…), if any.
    public var kind: String?
    /// Attributes without `@`, as written (`testable`, `_exported`, `_spi(Internal)`).
    public var attributes: [String]
    /// The access modifier before `import` (`public`, `package`, `internal`…), if any.
    public var access: String?
    /// Line and column of the `import` keyword.
    public var line: Int
    public var column: Int
    /// Enclosing `#if` clauses, outermost first.
    public var conditions: [ConditionClause]

    public init(module: String, path: String, kind: String? = nil, attributes: [String] = [], access: String? = nil,
                line: Int, column: Int, conditions: [ConditionClause] = []) {
        self.module = module
        self.path = path
        self.kind = kind
        self.attributes = attributes
        self.access = access
        self.line = line
        self.column = column
        self.conditions = conditions
    }
}

/// The kinds of declaration the scanner records.
public enum DeclarationKind: String, Sendable, Equatable, CaseIterable {
    case `class`, `struct`, `enum`, `actor`, `protocol`, `extension`, `typealias`
}

/// One type declaration or extension.
public struct DeclarationFact: Sendable, Equatable {
    public var kind: DeclarationKind
    /// The declared name; for an extension, the extended type as written (`Array where …` excluded), its
    /// sugar spelt out (`[Int]` → `Array<Int>`, `[K: V]` → `Dictionary<K, V>`, `Int?` → `Optional<Int>`).
    public var name: String
    /// The inheritance list as written, whitespace normalised (`Component<ChatListDependency>`), each entry
    /// without the attributes that open it (`Sendable` for `@unchecked Sendable`); empty for a typealias.
    public var inherits: [String]
    /// For a typealias, the aliased type as written, whitespace normalised (`(Int) -> Void`, `A & B`); `nil`
    /// for the other kinds.
    public var aliasOf: String?
    /// Generic parameter names (`T` in `struct Box<T: Equatable>`).
    public var genericParameters: [String]
    /// The access modifier (`public`, `open`, `private`…), if written.
    public var access: String?
    /// Names of the enclosing type declarations, outermost first.
    public var parents: [String]
    /// Whether it is declared inside a function, closure or accessor body.
    public var local: Bool
    /// Enclosing `#if` clauses, outermost first, as for imports.
    public var conditions: [ConditionClause]
    /// Line and column of the declaration keyword.
    public var line: Int
    public var column: Int
    /// For protocols, classes, structs and extensions: properties declared at nesting level one.
    public var members: [MemberFact]
    /// For the same kinds: the methods declared at nesting level one (`fetch` for `func fetch()`), in source
    /// order, each with an empty `type`; operators left out.
    public var methods: [MemberFact]
    /// Type-like identifiers mentioned in the declaration's header and body, sorted by bytes, each once.
    public var references: [String]
    /// For an enum: its cases' names, in source order, each with an empty `type` and the enum's access.
    public var cases: [MemberFact] = []

    public init(kind: DeclarationKind, name: String, inherits: [String] = [], aliasOf: String? = nil,
                genericParameters: [String] = [], access: String? = nil, parents: [String] = [], local: Bool = false,
                conditions: [ConditionClause] = [], line: Int, column: Int, members: [MemberFact] = [],
                references: [String] = [],
                methods: [MemberFact] = []) {
        self.kind = kind
        self.name = name
        self.inherits = inherits
        self.aliasOf = aliasOf
        self.genericParameters = genericParameters
        self.access = access
        self.parents = parents
        self.local = local
        self.conditions = conditions
        self.line = line
        self.column = column
        self.members = members
        self.methods = methods
        self.references = references
    }
}

/// A property declared directly in a type or extension body (`var logger: ILogger { get }`).
public struct MemberFact: Sendable, Equatable {
    public var name: String
    /// The type annotation as written, whitespace normalised; empty when there is none.
    public var type: String
    public var access: String?
    public var isLazy: Bool
    public var isStatic: Bool
    public var line: Int
    public var column: Int

    public init(name: String, type: String, access: String? = nil, isLazy: Bool = false, isStatic: Bool = false,
                line: Int, column: Int) {
        self.name = name
        self.type = type
        self.access = access
        self.isLazy = isLazy
        self.isStatic = isStatic
        self.line = line
        self.column = column
    }
}

/// A type-like identifier (starting with an uppercase letter or `_`+uppercase) used in a file.
public struct TypeReference: Sendable, Equatable {
    public var name: String
    public var line: Int
    public var column: Int

    public init(name: String, line: Int, column: Int) {
        self.name = name
        self.line = line
        self.column = column
    }
}

/// A member name used after a `.` (`apiClient` in `self.apiClient` or `\.apiClient`), at its first use in a file.
public struct MemberReference: Sendable, Equatable {
    public var name: String
    public var line: Int
    public var column: Int
    /// Whether it is the first component of a key path that is an attribute's first argument
    /// (`@Dependency(\.apiClient)`, `@Environment(\.colorScheme)`): its root is a values type that modules
    /// extend. A name used both ways is recorded twice, once each way.
    public var isAttributeKeyPath: Bool

    public init(name: String, line: Int, column: Int, isAttributeKeyPath: Bool = false) {
        self.name = name
        self.line = line
        self.column = column
        self.isAttributeKeyPath = isAttributeKeyPath
    }
}

/// Something the scanner could not make sense of; the rest of the file was still scanned.
public struct ScanProblem: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case invalidUTF8 = "invalid-utf8"
        case unterminatedString = "unterminated-string"
        case unterminatedComment = "unterminated-comment"
        case unterminatedRegex = "unterminated-regex"
        case unbalancedConditional = "unbalanced-conditional"
        /// The file is encrypted (by git-crypt): nothing of it is read.
        case encrypted
    }
    public var kind: Kind
    public var message: String
    public var line: Int
    public var column: Int

    public init(kind: Kind, message: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
    }
}
