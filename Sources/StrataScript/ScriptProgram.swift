/// The members of one type of the program: what its declaration and all its extensions declare. Types of
/// ProjectDescription and the standard library that the program extends (`Target`, `SourceFilesList`) have
/// one too, holding only the extensions' members.
package final class ScriptTypeInfo {
    package enum Kind: Equatable {
        case enumeration, structure, protocolType, external
    }

    /// The dotted name: `ModulePaths.Feature`, `Target`.
    package let name: String
    package var kind: Kind
    /// Inherited types and protocols by name as written (`String`, `CaseIterable`, `MicroTargetPathConvertable`).
    package var conformances: [String] = []
    package var cases: [ScriptEnumCase] = []
    /// Stored instance properties in declaration order.
    package var storedProperties: [ScriptVariable] = []
    package var computedProperties: [String: ScriptVariable] = [:]
    package var methods: [String: [ScriptFunction]] = [:]
    package var staticVariables: [String: ScriptVariable] = [:]
    package var staticMethods: [String: [ScriptFunction]] = [:]
    package var initializers: [ScriptFunction] = []
    package var typeAliases: [String: ScriptType] = [:]

    package init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// The raw type of an enum (`String`, `Int`), from the first inherited name.
    package var rawType: String? {
        guard kind == .enumeration, let first = conformances.first else { return nil }
        return ["String", "Int", "Character", "Double", "UInt", "Int32"].contains(first) ? first : nil
    }

    /// The enum case called `name`.
    package func enumCase(_ name: String) -> ScriptEnumCase? {
        cases.first { $0.name == name }
    }
}

/// The parsed files of one evaluation (a `Project.swift` and the helpers it can see) and their declarations by name.
package final class ScriptProgram {
    package let files: [ScriptFile]
    /// The file whose top-level statements run, in order (the manifest); the others only declare.
    package let mainFile: Int
    private(set) var types: [String: ScriptTypeInfo] = [:]
    private(set) var functions: [String: [ScriptFunction]] = [:]
    /// Top-level `let`/`var` of the files other than the main one: evaluated when first read, as Swift does.
    private(set) var globals: [String: ScriptVariable] = [:]
    /// Top-level aliases of all files; where two files declare one name (each `private`), the last read.
    private(set) var typeAliases: [String: ScriptType] = [:]
    /// Each file's own top-level aliases, by file index: what a `private typealias` means in its file.
    private var fileTypeAliases: [[String: ScriptType]] = []
    /// The types that `extension [Element]` extends (`[FrameworkTemplate.Target]`), sorted by bytes.
    private(set) var elementExtensions: [String] = []
    /// The types declaring a case, static property or static function of each name, sorted by bytes.
    private(set) var staticMemberOwners: [String: [String]] = [:]
    /// The precedence groups and infix operators of the standard library and of all the files.
    package let operators: ScriptOperatorTable

    package init(files: [ScriptFile], mainFile: Int) {
        self.files = files
        self.mainFile = mainFile
        operators = ScriptOperatorTable(files: files)
        var extensions: [(declaration: ScriptTypeDeclaration, path: String)] = []
        // Declared types first (nested ones included), so that extensions find them whatever the file order.
        var pending: [(declaration: ScriptTypeDeclaration, qualifier: String?)] = []
        var declared: Set<String> = []
        for (index, file) in files.enumerated() {
            pending += file.types.map { ($0, nil) }
            for type in file.types where type.kind != .extensionOf { declared.insert(Self.trimmed(type.path)[0]) }
            for function in file.functions { functions[function.name, default: []].append(function) }
            for alias in file.typeAliases { typeAliases[alias.name] = alias.type }
            fileTypeAliases.append(Dictionary(file.typeAliases.map { ($0.name, $0.type) }) { _, last in last })
            guard index != mainFile else { continue }
            for statement in file.statements {
                if case .variable(let variable) = statement.kind, globals[variable.name] == nil {
                    globals[variable.name] = variable
                }
            }
        }
        while let (declaration, qualifier) = pending.popLast() {
            let path =
                declaration.kind == .extensionOf
                ? dealiased(declaration.path, inFile: declaration.spot.file, declared: declared) : declaration.path
            let written = Self.trimmed(path).joined(separator: ".")
            let name = qualifier.map { "\($0).\(written)" } ?? written
            if declaration.kind == .extensionOf {
                extensions.append((declaration, written))
            } else {
                let info = typeInfo(name, kind: Self.kind(of: declaration.kind))
                add(declaration, to: info)
            }
            for case .type(let nested) in declaration.members { pending.append((nested, name)) }
        }
        for (declaration, path) in extensions.reversed() {
            var name = resolveTypeName(path, from: nil) ?? path
            if let element = declaration.elementType?.name {
                let written = dealiased(
                    element.split(separator: ".").map(String.init),
                    inFile: declaration.spot.file, declared: declared
                ).joined(separator: ".")
                name = "[\(resolveTypeName(written, from: nil) ?? written)]"
                if types[name] == nil { elementExtensions.append(name) }
            }
            add(declaration, to: types[name] ?? typeInfo(name, kind: .external))
        }
        elementExtensions.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        for name in types.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let info = types[name] else { continue }
            let members = info.cases.map(\.name) + Array(info.staticVariables.keys) + Array(info.staticMethods.keys)
            for member in Set(members) { staticMemberOwners[member, default: []].append(name) }
            // A nested type is a member of the type around it: `.SPM.Alamofire` in a `[TargetDependency]`.
            if !name.hasPrefix("["), let dot = name.lastIndex(of: ".") {
                staticMemberOwners[String(name[name.index(after: dot)...]), default: []].append(String(name[..<dot]))
            }
        }
    }

    private static func kind(of kind: ScriptTypeDeclaration.Kind) -> ScriptTypeInfo.Kind {
        switch kind {
        case .enumeration: return .enumeration
        case .structure: return .structure
        case .protocolType: return .protocolType
        case .extensionOf: return .external
        }
    }

    /// `path` with a leading alias replaced by the type it names, as file `file` sees it: with `typealias Dep =
    /// TargetDependency`, `extension Dep.Project` extends `TargetDependency.Project`. A type the program
    /// declares (in `declared`, top-level names) is never taken for an alias.
    private func dealiased(_ path: [String], inFile file: Int, declared: Set<String>) -> [String] {
        var path = Self.trimmed(path)
        var steps = 0
        while steps < 16, let first = path.first, !declared.contains(first),
            let target = typeAlias(first, inFile: file)?.name
        {
            steps += 1
            path = Self.trimmed(target.split(separator: ".").map(String.init) + path.dropFirst())
        }
        return path
    }

    /// A path without a leading `ProjectDescription.` or `Swift.`.
    package static func trimmed(_ path: [String]) -> [String] {
        path.count > 1 && (path[0] == "ProjectDescription" || path[0] == "Swift") ? Array(path.dropFirst()) : path
    }

    private func typeInfo(_ name: String, kind: ScriptTypeInfo.Kind) -> ScriptTypeInfo {
        if let existing = types[name] {
            if existing.kind == .external { existing.kind = kind }
            return existing
        }
        let info = ScriptTypeInfo(name: name, kind: kind)
        types[name] = info
        return info
    }

    private func add(_ declaration: ScriptTypeDeclaration, to info: ScriptTypeInfo) {
        for inherited in declaration.inheritance {
            if let name = inherited.name { info.conformances.append(name) }
        }
        let isProtocol = declaration.kind == .protocolType
        for member in declaration.members {
            switch member {
            case .enumCase(let enumCase):
                info.cases.append(enumCase)
            case .variable(let variable):
                if variable.isStatic {
                    info.staticVariables[variable.name] = variable
                } else if variable.getter != nil {
                    if !isProtocol { info.computedProperties[variable.name] = variable }
                } else if !isProtocol {
                    info.storedProperties.append(variable)
                }
            case .function(let function):
                guard function.body != nil else { continue }
                if function.name == "init" {
                    info.initializers.append(function)
                } else if function.isStatic {
                    info.staticMethods[function.name, default: []].append(function)
                } else {
                    info.methods[function.name, default: []].append(function)
                }
            case .typeAlias(let name, let type):
                info.typeAliases[name] = type
            case .type:
                continue
            }
        }
    }

    // MARK: - Lookup

    /// The dotted name of the type `path` means when written inside `context` (a dotted type name), as Swift
    /// looks it up: a type nested in the context or in a type around it, else a top-level type of that name.
    /// A type nested in another type is not in scope elsewhere: outside `TargetDependency`, `Project` is
    /// never `TargetDependency.Project`. `nil` when the program declares no such type.
    package func resolveTypeName(_ path: String, from context: String?) -> String? {
        var scope = context
        var steps = 0
        while let current = scope, steps < 64 {
            steps += 1
            if types["\(current).\(path)"] != nil { return "\(current).\(path)" }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return types[path] != nil ? path : nil
    }

    /// The alias `name` as code in file `file` sees it: its file's own, else one of another file.
    package func typeAlias(_ name: String, inFile file: Int?) -> ScriptType? {
        if let file, fileTypeAliases.indices.contains(file), let own = fileTypeAliases[file][name] { return own }
        return typeAliases[name]
    }

    package func type(_ name: String) -> ScriptTypeInfo? {
        types[name]
    }

    /// The protocols an enum with a raw type conforms to without naming them (`enum Feature: String` is
    /// `RawRepresentable`, and `Equatable` and `Hashable` through it), whose extensions the program may declare.
    static let rawTypeConformances = ["RawRepresentable", "Equatable", "Hashable"]

    /// The type and the protocols it conforms to, directly or through other protocols, nearest first; an enum with a
    /// raw type conforms to ``rawTypeConformances`` too.
    package func lineage(of name: String) -> [ScriptTypeInfo] {
        guard let start = types[name] else { return [] }
        var result = [start]
        var seen: Set<String> = [name]
        var position = 0
        while position < result.count, result.count < 64 {
            let current = result[position]
            position += 1
            for conformance in current.conformances + (current.rawType == nil ? [] : Self.rawTypeConformances) {
                let resolved = resolveTypeName(conformance, from: current.name) ?? conformance
                guard !seen.contains(resolved), let info = types[resolved] else { continue }
                seen.insert(resolved)
                result.append(info)
            }
        }
        return result
    }
}
