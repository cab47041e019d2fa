import StrataGraph
import StrataText

/// `strata migrate member-imports`: what switching each target to `MemberImportVisibility` (SE-0444) asks. With the
/// feature, a member that a module declares in an extension is visible in a file only when the file imports that
/// module (or one re-exporting it); without it, every module the target loads makes it visible. So each file's uses
/// of members that only one loaded module declares in an extension (``TypeReferenceGraph/memberNeeds``) need an
/// import the file may lack.
///
/// Targets come leaves first: a target after every target it depends on (the condensation's depth, then name). A
/// target's needs do not depend on whether its dependencies have flipped (the feature changes what a file sees, not
/// what a module declares or re-exports), so any order compiles; leaves first flips each target once its dependencies
/// build with the feature, their own imports and re-exports settled, and a failing build names one new target.
public struct MemberImportPlan: Sendable, Equatable {
    /// The upcoming feature the plan switches on.
    public static let feature = "MemberImportVisibility"

    /// One import a file needs.
    public struct Import: Sendable, Equatable {
        /// The file, relative to the analyzed root.
        public var file: String
        /// The module to import, and its graph index.
        public var module: String
        public var moduleIndex: Int
        /// The first use, of the highest confidence, in the file of a member only that module declares.
        public var member: String
        public var line: Int
        public var column: Int
        public var confidence: MemberUse.Confidence
        /// Whether the target declares a dependency on the module (else the fix declares it too).
        public var isDeclared: Bool
        /// The access level the target's other imports of the module write (`internal`), which the added import must
        /// write too (Swift rejects a module imported with an access level in one file and none in another).
        public var access: String?
    }

    /// One target, its place in the order and the imports its files need.
    public struct Target: Sendable, Equatable {
        /// The graph index of the module.
        public var module: Int
        /// 1 for a target that depends on no other target listed, else one more than its deepest dependency's.
        public var step: Int
        /// Whether its build enables the feature already (its needs are compile errors then).
        public var isEnabled: Bool
        /// Sorted by file, then module bytes.
        public var imports: [Import]
        /// How `--fix` switches the feature on: `.enableUpcomingFeature`, or `.manual` with the reason it cannot.
        public var enabling: FixIntent?
        /// The modules it needs to import without declaring them, in the order of their first import.
        public var declarations: [Declaration]
    }

    /// A dependency a target must declare to import a module, and how `--fix` declares it.
    public struct Declaration: Sendable, Equatable {
        /// The module's name.
        public var module: String
        public var fix: FixIntent
    }

    /// Leaves first (see the type's documentation).
    public var targets: [Target] = []

    public init(targets: [Target] = []) {
        self.targets = targets
    }

    /// Every import, target after target.
    public var imports: [Import] { targets.flatMap(\.imports) }

    /// The plan for the workspace of `context`: every module built from Swift sources that takes part in the
    /// analysis (tests only with `--include-tests`).
    public init(_ context: RuleContext) {
        let graph = context.graph
        let listed = graph.modules.indices.map { index in
            let module = graph.modules[index]
            let kind = context.workspace.targetKind(of: index)
            return module.kind != .external && !module.hasNoSwiftFiles && !context.isLeftOut(index)
                && kind != .system && kind != .binary
        }
        let dependencies = graph.modules.indices.map { index in
            listed[index] ? graph.successors(of: index).filter { $0 != index && listed[$0] } : []
        }
        let condensation = Condensation(nodeCount: graph.modules.count) { dependencies[$0] }
        let depths = condensation.depths()
        var access: [Int: String] = [:]
        for use in context.types.resolved.imports where use.access != nil && listed[use.module] {
            access[use.module << 32 | use.target] = access[use.module << 32 | use.target] ?? use.access
        }
        var needs: [Int: [MemberUse]] = [:]
        for need in context.types.resolved.memberNeeds where listed[need.module] { needs[need.module, default: []].append(need) }
        targets = graph.modules.indices.filter { listed[$0] }.map { index in
            let imports = (needs[index] ?? []).map { need in
                Import(file: need.location.file, module: graph.modules[need.target].name, moduleIndex: need.target,
                       member: need.member, line: need.location.line, column: need.location.column,
                       confidence: need.confidence, isDeclared: graph.edge(from: index, to: need.target)?.isDeclared == true,
                       access: access[index << 32 | need.target])
            }.sorted { lhs, rhs in
                lhs.file != rhs.file ? lhs.file.precedesInBytes(rhs.file) : lhs.module.precedesInBytes(rhs.module)
            }
            let enabled = context.workspace.enables(Self.feature, module: index)
            var undeclared: [Int] = []
            for item in imports where !item.isDeclared && !undeclared.contains(item.moduleIndex) { undeclared.append(item.moduleIndex) }
            return Target(module: index, step: depths[condensation.componentOf[index]] + 1, isEnabled: enabled, imports: imports,
                          enabling: enabled ? nil : Self.enabling(index, context: context),
                          declarations: undeclared.map { target in
                              Declaration(module: graph.modules[target].name,
                                          fix: Self.declaration(of: target, by: index, context: context))
                          })
        }.sorted { lhs, rhs in
            if lhs.step != rhs.step { return lhs.step < rhs.step }
            let left = graph.modules[lhs.module], right = graph.modules[rhs.module]
            if left.name != right.name { return left.name.precedesInBytes(right.name) }
            return left.package.precedesInBytes(right.package)
        }
    }

    /// How `--fix` switches the feature on for module `index`.
    private static func enabling(_ index: Int, context: RuleContext) -> FixIntent {
        let module = context.graph.modules[index]
        guard context.workspace.targetKind(of: index) != nil else {
            return .manual(reason: "'\(module.name)' is not a SwiftPM target: set SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY "
                + "= YES in its build settings")
        }
        guard let declaration = module.declaration, declaration.line > 0 else {
            return .manual(reason: "the manifest reader gave no position for target '\(module.name)'")
        }
        return .enableUpcomingFeature(feature, target: declaration)
    }

    /// How `--fix` declares `target`'s dependency on `dependency` (both graph indices).
    private static func declaration(of dependency: Int, by target: Int, context: RuleContext) -> FixIntent {
        let graph = context.graph
        guard context.workspace.targetKind(of: target) != nil, context.workspace.targetKind(of: dependency) != nil else {
            return .manual(reason: "declare '\(graph.modules[dependency].name)' as a dependency of '\(graph.modules[target].name)' "
                + "in its project")
        }
        return ManifestFix(importer: graph.modules[target], imported: graph.modules[dependency], workspace: context.workspace)
            .intent(importer: graph.modules[target])
    }
}
