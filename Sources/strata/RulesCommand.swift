import StrataRules

/// `strata rules`: every rule id with its default severity and summary.
enum RulesCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: OptionSpec(maxPositionals: 0), command: "rules")
        if parsed.flags.contains("--help") {
            try Output.write("USAGE: strata rules\n\nLists every rule with its default severity.\n", to: nil)
            return 0
        }
        let rules = RuleRegistry.all
        let width = rules.map(\.id.count).max() ?? 0
        let lines = rules.map { rule in
            rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  " + rule.summary
        }
        try Output.write(lines.joined(separator: "\n") + "\n", to: nil)
        return 0
    }
}
