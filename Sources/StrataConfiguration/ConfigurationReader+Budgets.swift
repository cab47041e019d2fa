import StrataJSON
import StrataProject

/// `"budgets"`: the limits `metric-budget` checks.
extension ConfigurationReader {
    func budgets(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> Budgets {
        let fields = try object(value, keyPath: keyPath, keys: ["maxImpact", "maxFanOut", "maxDepth", "maxCriticalPath"])
        var budgets = Budgets()
        if let member = fields["maxImpact"] {
            budgets.impact = try moduleBudget(member.value, keyPath: fields.path("maxImpact"))
        }
        if let member = fields["maxFanOut"] {
            budgets.fanOut = try moduleBudget(member.value, keyPath: fields.path("maxFanOut"))
        }
        if let member = fields["maxDepth"] {
            budgets.depth = try moduleBudget(member.value, keyPath: fields.path("maxDepth"))
        }
        if let member = fields["maxCriticalPath"] {
            budgets.criticalPath = try integer(member.value, keyPath: fields.path("maxCriticalPath"), minimum: 1)
        }
        return budgets
    }

    /// A number for every module, or an object from module name pattern to number.
    private func moduleBudget(_ value: JSON5Value, keyPath: String) throws(ConfigurationError) -> ModuleBudget {
        switch value.kind {
        case .integer, .double:
            return ModuleBudget(all: try integer(value, keyPath: keyPath, minimum: 0))
        case .object(let members):
            let fields = try fields(of: members, at: value.position, keyPath: keyPath)
            guard !members.isEmpty else {
                throw error("expected at least one module name pattern", at: value.position, keyPath: keyPath)
            }
            var limits: [ModuleBudget.Limit] = []
            for member in members {
                let path = fields.path(member.key)
                let pattern: Glob
                do {
                    pattern = try Glob(member.key)
                } catch let globError as GlobError {
                    throw error("invalid glob pattern \(quoted(member.key)): \(globError.message)", at: member.keyPosition,
                                keyPath: path)
                } catch {
                    throw self.error("invalid glob pattern \(quoted(member.key))", at: member.keyPosition, keyPath: path)
                }
                limits.append(ModuleBudget.Limit(pattern: pattern, value: try integer(member.value, keyPath: path, minimum: 0)))
            }
            return ModuleBudget(limits)
        default:
            throw mismatch("a number or an object of module name patterns and numbers", value, keyPath: keyPath)
        }
    }
}
