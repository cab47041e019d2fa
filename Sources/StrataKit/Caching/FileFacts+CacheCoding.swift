import StrataProject
import StrataScan

/// What scanning one file gave, all of which depends on that file alone (its bytes and its path): what a
/// cache keeps of it.
struct ScannedFile: Sendable, Equatable {
    var facts: FileFacts
    /// Whether a tool wrote it (``GeneratedFiles``).
    var isGenerated: Bool
    /// Its `strata:ignore` comments, their `file` left empty (the pipeline names the file).
    var suppressions: [SuppressionComment]
}

// MARK: - Writing

/// A file's record as a cache keeps it: the length of its head, its head (whether a tool wrote it, its `strata:ignore`
/// comments, its line count and its scan problems), then the facts the graphs are built from, imports first. Each
/// part has names of its own (see ``CacheEncoder/name(_:)``), so that equal facts are equal bytes whatever the head
/// holds, and the imports read without the rest.
struct ScanRecord: Sendable {
    var bytes: [UInt8]
    /// The hash of the bytes of the graph facts: what the graphs cache keys a file by.
    var factsHash: UInt64

    init(_ scanned: ScannedFile) {
        var head = CacheEncoder()
        head.scannedHead(scanned)
        var facts = CacheEncoder()
        facts.graphFacts(scanned.facts)
        var record = CacheEncoder()
        record.unsigned(UInt64(head.bytes.count))
        bytes = record.bytes + head.bytes + facts.bytes
        factsHash = ContentHash.of(facts.bytes)
    }

    /// What `record` holds, all of it; or, with `importsOnly`, its head and its imports (the rest of the facts
    /// left empty).
    /// - Throws: ``CacheFormatError`` when the bytes hold anything else.
    static func decode(_ record: UnsafeRawBufferPointer, importsOnly: Bool = false) throws -> ScannedFile {
        var decoder = CacheDecoder(record)
        let headLength = try decoder.count()
        let start = decoder.offset
        guard headLength <= decoder.remaining else { throw CacheFormatError(reason: "head cut") }
        var scanned = try decoder.scannedHead()
        guard decoder.offset == start + headLength else { throw CacheFormatError(reason: "head misread") }
        var facts = CacheDecoder(record, from: decoder.offset)
        if importsOnly {
            scanned.facts.imports = try facts.importFacts()
        } else {
            try facts.graphFacts(into: &scanned.facts)
            guard facts.remaining == 0 else { throw CacheFormatError(reason: "bytes after the facts") }
        }
        return scanned
    }
}

extension CacheEncoder {
    /// Appends what the pipeline reads of `scanned` besides the facts the graphs are built from.
    mutating func scannedHead(_ scanned: ScannedFile) {
        bool(scanned.isGenerated)
        array(scanned.suppressions) { encoder, comment in
            encoder.int(comment.line)
            encoder.int(comment.column)
            encoder.names(comment.rules)
        }
        int(scanned.facts.lines)
        array(scanned.facts.problems) { encoder, problem in
            encoder.name(problem.kind.rawValue)
            encoder.name(problem.message)
            encoder.position(problem.line, problem.column)
        }
    }

    /// Appends the facts the graphs are built from: all of `facts` but its line count and problems, imports first.
    mutating func graphFacts(_ facts: FileFacts) {
        array(facts.imports) { $0.importFact($1) }
        byte(facts.globals.rawValue)
        array(facts.declarations) { $0.declaration($1) }
        array(facts.typeReferences) { encoder, reference in
            encoder.name(reference.name)
            encoder.position(reference.line, reference.column)
        }
        array(facts.memberReferences) { encoder, reference in
            encoder.name(reference.name)
            encoder.position(reference.line, reference.column)
            encoder.bool(reference.isAttributeKeyPath)
        }
        di(facts.di)
        names(facts.interface.names)
        bool(facts.interface.hasInlinableCode)
        array(facts.declaredGlobals) { encoder, global in
            encoder.byte(global.kind.rawValue)
            encoder.name(global.name)
            encoder.optionalName(global.access)
            encoder.position(global.line, global.column)
        }
        array(facts.globalReferences) { encoder, reference in
            encoder.byte(reference.kind.rawValue)
            encoder.name(reference.name)
            encoder.position(reference.line, reference.column)
        }
    }

    private mutating func position(_ line: Int, _ column: Int) {
        int(line)
        int(column)
    }

    private mutating func conditions(_ clauses: [ConditionClause]) {
        array(clauses) { encoder, clause in
            encoder.optionalName(clause.condition)
            encoder.names(clause.earlier)
        }
    }

    private mutating func importFact(_ fact: ImportFact) {
        name(fact.module)
        name(fact.path)
        optionalName(fact.kind)
        names(fact.attributes)
        optionalName(fact.access)
        position(fact.line, fact.column)
        conditions(fact.conditions)
    }

    private mutating func declaration(_ fact: DeclarationFact) {
        byte(UInt8(DeclarationKind.allCases.firstIndex(of: fact.kind) ?? 0))
        name(fact.name)
        names(fact.inherits)
        optionalName(fact.aliasOf)
        names(fact.genericParameters)
        optionalName(fact.access)
        names(fact.parents)
        bool(fact.local)
        conditions(fact.conditions)
        position(fact.line, fact.column)
        array(fact.members) { $0.member($1) }
        array(fact.methods) { $0.member($1) }
        names(fact.references)
        array(fact.cases) { $0.member($1) }
    }

    private mutating func member(_ fact: MemberFact) {
        name(fact.name)
        name(fact.type)
        optionalName(fact.access)
        bool(fact.isLazy)
        bool(fact.isStatic)
        position(fact.line, fact.column)
    }

    private mutating func di(_ facts: DIFacts) {
        array(facts.instantiations) { encoder, fact in
            encoder.name(fact.type)
            encoder.bool(fact.hasParentLabel)
            encoder.bool(fact.parentIsSelf)
            encoder.optionalName(fact.enclosingType)
            encoder.position(fact.line, fact.column)
        }
        array(facts.containerCalls) { encoder, fact in
            encoder.name(fact.kind.rawValue)
            encoder.name(fact.method)
            encoder.name(fact.type)
            encoder.optionalName(fact.name)
            encoder.bool(fact.hasDynamicName)
            encoder.bool(fact.isGeneric)
            encoder.optionalName(fact.enclosingType)
            encoder.position(fact.line, fact.column)
        }
        array(facts.definitions) { encoder, fact in
            encoder.name(fact.key)
            encoder.bool(fact.hasExplicitKey)
            encoder.optionalName(fact.scope)
            encoder.optionalName(fact.enclosingType)
            encoder.position(fact.line, fact.column)
        }
        array(facts.assemblyPulls) { encoder, fact in
            encoder.name(fact.assembly)
            encoder.name(fact.method)
            encoder.optionalName(fact.enclosingType)
            encoder.position(fact.line, fact.column)
        }
        array(facts.substitutions) { encoder, fact in
            encoder.name(fact.key)
            encoder.optionalName(fact.assembly)
            encoder.optionalName(fact.receiver)
            encoder.optionalName(fact.enclosingType)
            encoder.position(fact.line, fact.column)
        }
    }
}

// MARK: - Reading

extension CacheDecoder {
    /// Reads back what ``CacheEncoder/scannedHead(_:)`` wrote: the file's facts hold its line count and problems.
    mutating func scannedHead() throws -> ScannedFile {
        let isGenerated = try bool()
        let suppressions = try array { decoder in
            let (line, column) = try decoder.position()
            return SuppressionComment(file: "", line: line, column: column, rules: try decoder.names())
        }
        var facts = FileFacts()
        facts.lines = try int()
        facts.problems = try array { decoder in
            guard let kind = ScanProblem.Kind(rawValue: try decoder.name()) else {
                throw CacheFormatError(reason: "unknown problem kind")
            }
            let message = try decoder.name()
            let (line, column) = try decoder.position()
            return ScanProblem(kind: kind, message: message, line: line, column: column)
        }
        return ScannedFile(facts: facts, isGenerated: isGenerated, suppressions: suppressions)
    }

    /// Reads the imports ``CacheEncoder/graphFacts(_:)`` wrote first.
    mutating func importFacts() throws -> [ImportFact] {
        try array { try $0.importFact() }
    }

    /// Reads back what ``CacheEncoder/graphFacts(_:)`` wrote into `facts`.
    mutating func graphFacts(into facts: inout FileFacts) throws {
        facts.imports = try importFacts()
        let globals = try byte()
        guard globals & 0xF0 == 0 else { throw CacheFormatError(reason: "unknown global declarations") }
        facts.globals = GlobalDeclarations(rawValue: globals)
        facts.declarations = try array { try $0.declaration() }
        facts.typeReferences = try array { decoder in
            let name = try decoder.name()
            let (line, column) = try decoder.position()
            return TypeReference(name: name, line: line, column: column)
        }
        facts.memberReferences = try array { decoder in
            let name = try decoder.name()
            let (line, column) = try decoder.position()
            return MemberReference(name: name, line: line, column: column, isAttributeKeyPath: try decoder.bool())
        }
        facts.di = try di()
        facts.interface = InterfaceMentions(names: try names(), hasInlinableCode: try bool())
        facts.declaredGlobals = try array { decoder in
            guard let kind = DeclaredGlobal.Kind(rawValue: try decoder.byte()) else {
                throw CacheFormatError(reason: "unknown global declaration")
            }
            let name = try decoder.name(), access = try decoder.optionalName()
            let (line, column) = try decoder.position()
            return DeclaredGlobal(kind: kind, name: name, access: access, line: line, column: column)
        }
        facts.globalReferences = try array { decoder in
            guard let kind = GlobalReference.Kind(rawValue: try decoder.byte()) else {
                throw CacheFormatError(reason: "unknown global reference")
            }
            let name = try decoder.name()
            let (line, column) = try decoder.position()
            return GlobalReference(kind: kind, name: name, line: line, column: column)
        }
    }

    private mutating func position() throws -> (Int, Int) {
        (try int(), try int())
    }

    private mutating func conditions() throws -> [ConditionClause] {
        try array { decoder in
            ConditionClause(condition: try decoder.optionalName(), earlier: try decoder.names())
        }
    }

    private mutating func importFact() throws -> ImportFact {
        let module = try self.name(), path = try self.name(), kind = try optionalName(), attributes = try names()
        let access = try optionalName()
        let (line, column) = try position()
        return ImportFact(module: module, path: path, kind: kind, attributes: attributes, access: access,
                          line: line, column: column, conditions: try conditions())
    }

    private mutating func declaration() throws -> DeclarationFact {
        let kinds = DeclarationKind.allCases
        let index = Int(try byte())
        guard index < kinds.count else { throw CacheFormatError(reason: "unknown declaration kind") }
        let name = try self.name(), inherits = try names(), aliasOf = try optionalName(), generics = try names()
        let access = try optionalName(), parents = try names(), local = try bool(), conditions = try conditions()
        let (line, column) = try position()
        let members = try array { try $0.member() }
        let methods = try array { try $0.member() }
        var fact = DeclarationFact(kind: kinds[kinds.index(kinds.startIndex, offsetBy: index)], name: name, inherits: inherits,
                                   aliasOf: aliasOf, genericParameters: generics, access: access, parents: parents,
                                   local: local, conditions: conditions, line: line, column: column, members: members,
                                   references: try names(), methods: methods)
        fact.cases = try array { try $0.member() }
        return fact
    }

    private mutating func member() throws -> MemberFact {
        let name = try self.name(), type = try self.name(), access = try optionalName(), isLazy = try bool(), isStatic = try bool()
        let (line, column) = try position()
        return MemberFact(name: name, type: type, access: access, isLazy: isLazy, isStatic: isStatic, line: line, column: column)
    }

    private mutating func di() throws -> DIFacts {
        var facts = DIFacts()
        facts.instantiations = try array { decoder in
            let type = try decoder.name(), hasParentLabel = try decoder.bool(), parentIsSelf = try decoder.bool()
            let enclosing = try decoder.optionalName()
            let (line, column) = try decoder.position()
            return InstantiationFact(type: type, hasParentLabel: hasParentLabel, parentIsSelf: parentIsSelf,
                                     enclosingType: enclosing, line: line, column: column)
        }
        facts.containerCalls = try array { decoder in
            guard let kind = ContainerCallFact.Kind(rawValue: try decoder.name()) else {
                throw CacheFormatError(reason: "unknown container call")
            }
            let method = try decoder.name(), type = try decoder.name(), name = try decoder.optionalName()
            let dynamic = try decoder.bool(), generic = try decoder.bool(), enclosing = try decoder.optionalName()
            let (line, column) = try decoder.position()
            return ContainerCallFact(kind: kind, method: method, type: type, name: name, hasDynamicName: dynamic,
                                     isGeneric: generic, enclosingType: enclosing, line: line, column: column)
        }
        facts.definitions = try array { decoder in
            let key = try decoder.name(), explicit = try decoder.bool(), scope = try decoder.optionalName()
            let enclosing = try decoder.optionalName()
            let (line, column) = try decoder.position()
            return DefinitionFact(key: key, hasExplicitKey: explicit, scope: scope, enclosingType: enclosing,
                                  line: line, column: column)
        }
        facts.assemblyPulls = try array { decoder in
            let assembly = try decoder.name(), method = try decoder.name(), enclosing = try decoder.optionalName()
            let (line, column) = try decoder.position()
            return AssemblyPullFact(assembly: assembly, method: method, enclosingType: enclosing, line: line, column: column)
        }
        facts.substitutions = try array { decoder in
            let key = try decoder.name(), assembly = try decoder.optionalName(), receiver = try decoder.optionalName()
            let enclosing = try decoder.optionalName()
            let (line, column) = try decoder.position()
            return SubstitutionFact(key: key, assembly: assembly, receiver: receiver, enclosingType: enclosing,
                                    line: line, column: column)
        }
        return facts
    }
}
