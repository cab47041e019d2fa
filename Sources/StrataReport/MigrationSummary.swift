import StrataRules

/// The figures of a ``MemberImportPlan`` that the text and JSON reports both give.
struct MigrationSummary {
    var targets = 0
    /// Targets whose build enables the feature already.
    var enabled = 0
    var files = 0
    var imports = 0
    var certain = 0
    var likely = 0
    /// Dependencies the targets must declare to import what they need.
    var undeclared = 0

    init(_ plan: MemberImportPlan) {
        targets = plan.targets.count
        enabled = plan.targets.filter(\.isEnabled).count
        let imports = plan.imports
        self.imports = imports.count
        files = Set(imports.map(\.file)).count
        certain = imports.filter { $0.confidence == .certain }.count
        likely = imports.filter { $0.confidence == .likely }.count
        undeclared = plan.targets.reduce(0) { $0 + $1.declarations.count }
    }
}
