/// Says what a name means where it is written: a variable, a member of `self` or of a type, a global
/// evaluated on first use, a `.member` resolved from the type the context wants; and what a member of a value is.
package struct ScriptNameResolver {
    /// The interpreter whose program, scopes and budget it works with.
    package let interpreter: ScriptInterpreter
}

/// Names, `.member`s resolved from the context, static members, and globals evaluated on first use.
extension ScriptNameResolver {
    /// The value a bare name has in `scope`: a variable, a member of `self` or of the running type, a global,
    /// a function, a type.
    package func resolveName(_ name: String, in scope: Int, expected: ScriptType?, at spot: ScriptSpot) -> ScriptValue {
        if let found = interpreter.variable(name, from: scope) { return found.value }
        let owner = interpreter.owner(of: scope)
        if name == "Self" || name == "self" {
            return owner.map { .type($0) } ?? interpreter.unknown("'\(name)' outside a type", at: spot)
        }
        if let selfValue = interpreter.variable("self", from: scope)?.value {
            if hasInstanceMember(selfValue, name) { return member(of: selfValue, name, in: scope, at: spot) }
            if name == "rawValue", case .enumCase = selfValue {
                return member(of: selfValue, name, in: scope, at: spot)
            }
        }
        if let type = nearestType(from: owner, where: { self.hasStaticMember($0, name) }) {
            return staticMember(type, name, in: scope, at: spot)
        }
        if let global = interpreter.program.globals[name] { return lazyValue("::\(name)", global, owner: nil, at: spot) }
        if interpreter.program.functions[name] != nil {
            return .function(ScriptFunctionReference(owner: nil, name: name, receiver: []))
        }
        if let selfValue = standardLibrarySelf(for: name, in: scope) {  // `count` in `extension [T]`
            return member(of: selfValue, name, in: scope, at: spot)
        }
        if let type = typeName(name, from: owner, inFile: spot.file) { return .type(type) }
        return interpreter.unknown("the name '\(name)'", at: spot)
    }

    /// The dotted type name `name` means inside `context`, in code of file `file`: a type of the program, an
    /// alias's target (its file's own alias first), or, for a capitalised name, a type of ProjectDescription or
    /// the standard library.
    package func typeName(_ name: String, from context: String?, inFile file: Int? = nil) -> String? {
        if name.hasPrefix("ProjectDescription.") {
            // Qualified by its module: never a nested type of the context nor an alias.
            let trimmed = String(name.dropFirst("ProjectDescription.".count))
            return interpreter.program.resolveTypeName(trimmed, from: nil) ?? trimmed
        }
        let trimmed = name
        if let resolved = interpreter.program.resolveTypeName(trimmed, from: context) { return resolved }
        if let alias = context.flatMap({ interpreter.program.type($0)?.typeAliases[trimmed] })
            ?? interpreter.program.typeAlias(trimmed, inFile: file),
            let target = alias.name
        {
            return interpreter.program.resolveTypeName(target, from: context) ?? target
        }
        guard let first = trimmed.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        return trimmed
    }

    /// The dotted type name of a written type, resolved in `scope` (`Self` is the running type).
    package func typeName(of type: ScriptType?, in scope: Int) -> String? {
        guard let name = type?.name else { return nil }
        if name == "Self" { return interpreter.owner(of: scope) }
        if type?.isModuleQualified ?? false { return interpreter.program.resolveTypeName(name, from: nil) ?? name }
        return typeName(name, from: interpreter.owner(of: scope))
    }

    /// A declared type (a parameter's, a payload's) with its names spelled in full as `context`, the type
    /// declaring it, sees them: `Feature` in `enum Paths` is `Paths.Feature`. Arguments are evaluated in the
    /// caller's scope, where the short name may mean another type or none.
    package func qualified(_ type: ScriptType?, in context: String?) -> ScriptType? {
        guard let type, let context else { return type }
        return qualified(type, in: context)
    }

    private func qualified(_ type: ScriptType, in context: String) -> ScriptType {
        switch type {
        case .named(let path, let arguments):
            if type.isModuleQualified { return type }  // `ProjectDescription.Project` in a struct `Project`
            let written = ScriptProgram.trimmed(path).joined(separator: ".")
            let resolved = written == "Self" ? context : typeName(written, from: context) ?? written
            let full = resolved == written ? path : resolved.split(separator: ".").map(String.init)
            return .named(full, arguments: arguments.map { qualified($0, in: context) })
        case .array(let element): return .array(qualified(element, in: context))
        case .dictionary(let key, let value):
            return .dictionary(qualified(key, in: context), qualified(value, in: context))
        case .optional(let wrapped): return .optional(qualified(wrapped, in: context))
        case .other: return type
        }
    }

    /// `self` when it is a list, a dictionary or a string, whose standard library members a lowercase bare
    /// name left unresolved may mean (`contains(where:)` in `extension [Element]`).
    package func standardLibrarySelf(for name: String, in scope: Int) -> ScriptValue? {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
            let selfValue = interpreter.variable("self", from: scope)?.value
        else { return nil }
        switch selfValue {
        case .array, .dictionary, .string: return selfValue
        default: return nil
        }
    }

    // MARK: - Static members

    /// The running type `owner`, else the nearest type around it, for which `declares` holds, as Swift looks a
    /// bare name up: inside `TargetDependency.Module`, `module(name:)` may be a static member of `TargetDependency`.
    package func nearestType(from owner: String?, where declares: (String) -> Bool) -> String? {
        var scope = owner
        var steps = 0
        while let current = scope, steps < 64 {
            steps += 1
            if declares(current) { return current }
            scope = current.lastIndex(of: ".").map { String(current[..<$0]) }
        }
        return nil
    }

    /// Whether `type` (or a protocol it conforms to) declares a static member, case or nested type `name`.
    package func hasStaticMember(_ type: String, _ name: String) -> Bool {
        if interpreter.program.type("\(type).\(name)") != nil { return true }
        let lineage = interpreter.program.lineage(of: type)
        // `allCases`, which `CaseIterable` synthesizes for an enum (Nexters/BuyOrNot-iOS's `extension Module`).
        if name == "allCases", lineage.first?.kind == .enumeration { return true }
        return lineage.contains { info in
            info.enumCase(name) != nil || info.staticVariables[name] != nil || info.staticMethods[name] != nil
        }
    }

    /// `Type.name` not called.
    package func staticMember(_ type: String, _ name: String, in scope: Int, at spot: ScriptSpot) -> ScriptValue {
        if name == "self" { return .type(type) }
        let lineage = interpreter.program.lineage(of: type)
        if let info = lineage.first {
            if let enumCase = info.enumCase(name) {
                guard enumCase.payload == nil else {
                    return .function(ScriptFunctionReference(owner: type, name: name, receiver: []))
                }
                return .enumValue(ScriptEnumValue(type: type, name: name, payload: []), at: spot)
            }
            if name == "allCases", info.kind == .enumeration {
                return .list(
                    info.cases.filter { $0.payload == nil }.map {
                        .enumCase(ScriptEnumValue(type: type, name: $0.name, payload: []), depth: 1)
                    }, at: spot)
            }
        }
        for info in lineage {
            if let variable = info.staticVariables[name] {
                return lazyValue("\(type).\(name)", variable, owner: type, at: spot)
            }
            if info.staticMethods[name] != nil {
                return .function(ScriptFunctionReference(owner: type, name: name, receiver: []))
            }
        }
        if interpreter.program.type("\(type).\(name)") != nil { return .type("\(type).\(name)") }
        if let info = lineage.first, info.kind != .external {
            return interpreter.unknown("'\(type).\(name)', which \(type) does not declare", at: spot)
        }
        if type == "ProcessInfo", name == "processInfo" { return .symbol("processInfo") }
        return builtinSymbol(type, name, at: spot)
    }

    /// A global or static stored property, evaluated once on first use; a computed one, evaluated each time.
    package func lazyValue(_ key: String, _ variable: ScriptVariable, owner: String?, at spot: ScriptSpot) -> ScriptValue {
        if let getter = variable.getter {
            let scope = interpreter.newScope(parent: 0, context: ScriptInterpreter.Context(owner: owner, returnType: variable.type))
            return interpreter.statements.valueOf(
                interpreter.statements.execute(getter, in: scope, yieldsValue: true, expected: variable.type), at: spot)
        }
        switch interpreter.lazyValues[key] {
        case .done(let value)?: return value
        case .evaluating?: return interpreter.unknown("'\(variable.name)', whose value depends on itself", at: variable.spot)
        case nil: break
        }
        guard let initializer = variable.initializer else {
            return interpreter.unknown("'\(variable.name)', declared without a value", at: variable.spot)
        }
        interpreter.lazyValues[key] = .evaluating
        let scope = interpreter.newScope(parent: 0, context: ScriptInterpreter.Context(owner: owner, returnType: variable.type))
        let value = interpreter.types.coerce(
            interpreter.expressions.evaluate(initializer, in: scope, expected: variable.type), to: variable.type, in: scope)
        interpreter.lazyValues[key] = .done(value)
        return value
    }

    /// `Type.name` of ProjectDescription not called: a symbol, or for a set constant (`Destinations.iOS`) its members.
    private func builtinSymbol(_ type: String, _ name: String, at spot: ScriptSpot) -> ScriptValue {
        guard let members = interpreter.vocabulary.setConstant(type, name) else { return .symbol(name) }
        return .list(members.map { .symbol($0) }, at: spot)
    }

    // MARK: - Implicit members

    /// The labels of the `ExpressibleBy…Literal` initializers.
    package static let literalInitializerLabels: Set<String> = [
        "stringLiteral", "booleanLiteral", "integerLiteral", "floatLiteral", "unicodeScalarLiteral",
        "extendedGraphemeClusterLiteral",
    ]

    /// `.name` or `.name(arguments)`: a member of the expected type, else of the one type of the program that
    /// declares it, else a member of ProjectDescription (a symbol, or a made value when called).
    package func implicitMember(
        _ name: String, arguments: [ScriptArgument]?, in scope: Int, expected: ScriptType?,
        at spot: ScriptSpot
    ) -> ScriptValue {
        let expectedType = typeName(of: expected, in: scope)
        if name == "init" {
            // `.init(stringLiteral: path)`: what a literal of the expected type would be, which is how the subset
            // holds such values (a string where a `SourceFilesList` is expected), whatever that type is.
            if let arguments, arguments.count == 1, let label = arguments[0].label,
                Self.literalInitializerLabels.contains(label)
            {
                return interpreter.expressions.evaluate(arguments[0].value, in: scope, expected: nil)
            }
            guard let expectedType else { return interpreter.unknown("'.init' where strata cannot tell the type", at: spot) }
            return interpreter.types.construct(expectedType, arguments ?? [], in: scope, expected: expected, at: spot)
        }
        if let expectedType {
            // A known type decides: its member, or one of ProjectDescription's when the program does not declare it.
            if declares(expectedType, name, arguments: arguments) {
                return member(ofType: expectedType, name, arguments: arguments, in: scope, expected: expected, at: spot)
            }
            if interpreter.program.type(expectedType).map({ $0.kind != .external }) == true {
                return interpreter.unknown("'.\(name)', which \(expectedType) does not declare", at: spot)
            }
            guard let arguments else { return builtinSymbol(expectedType, name, at: spot) }
            return interpreter.calls.builtinObject(type: expectedType, callee: name, arguments, in: scope, at: spot)
        }
        let owners = (interpreter.program.staticMemberOwners[name] ?? []).filter { declares($0, name, arguments: arguments) }
        if owners.count == 1 {
            return member(ofType: owners[0], name, arguments: arguments, in: scope, expected: expected, at: spot)
        }
        if owners.count > 1 {
            // Left to the context: compared with a case, it matches by name; given to a typed parameter, it
            // becomes that type's member (``ScriptTypeConversions/coerce(_:to:in:)``).
            if arguments == nil { return .symbol(name) }
            return interpreter.unknown("'.\(name)(…)', which \(owners.joined(separator: " and ")) all declare", at: spot)
        }
        guard let arguments else { return .symbol(name) }
        return interpreter.calls.builtinObject(type: expectedType, callee: name, arguments, in: scope, at: spot)
    }

    /// Whether `type` declares what `.name` (called with `arguments`, or not called) would use.
    private func declares(_ type: String, _ name: String, arguments: [ScriptArgument]?) -> Bool {
        let lineage = interpreter.program.lineage(of: type)
        guard let info = lineage.first else { return false }
        if let enumCase = info.enumCase(name) {
            guard let payload = enumCase.payload, let arguments else { return (enumCase.payload == nil) == (arguments == nil) }
            // The labels decide, as for a function: `.shared(target: .DateUtil)` is no `case shared(Shared)`.
            return ScriptCallEvaluator.bind(payload, labels: arguments.map(\.label), arguments: arguments) != nil
        }
        guard let arguments else {
            return lineage.contains { $0.staticVariables[name] != nil } || interpreter.program.type("\(type).\(name)") != nil
        }
        let labels = arguments.map(\.label)
        return lineage.contains { info in
            (info.staticMethods[name] ?? []).contains {
                ScriptCallEvaluator.bind($0.parameters, labels: labels, arguments: arguments) != nil
            }
        }
    }

    /// `Type.name` or `Type.name(arguments)`.
    private func member(
        ofType type: String, _ name: String, arguments: [ScriptArgument]?, in scope: Int,
        expected: ScriptType?, at spot: ScriptSpot
    ) -> ScriptValue {
        guard let arguments else {
            return interpreter.types.coerce(staticMember(type, name, in: scope, at: spot), to: expected, in: scope)
        }
        return interpreter.calls.callStatic(type, name, arguments, in: scope, expected: expected, at: spot)
    }
}
