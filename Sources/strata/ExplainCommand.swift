import StrataConfiguration
import StrataRules

/// `strata explain RULE`: the rule's page, compiled into the binary.
enum ExplainCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: OptionSpec(maxPositionals: 1), command: "explain")
        if parsed.flags.contains("--help") {
            try Output.write("USAGE: strata explain RULE\n\nPrints the documentation of a rule (see 'strata rules').\n", to: nil)
            return 0
        }
        guard let id = parsed.positionals.first else { throw UsageError(message: "'strata explain' needs a rule id (see 'strata rules')") }
        try Output.write(try page(id) + "\n", to: nil)
        return 0
    }

    /// The page of rule `id`: what `run` prints and `strata mcp`'s `explain` returns.
    /// - Throws: ``UsageError`` naming the nearest rule id when no rule has that one.
    static func page(_ id: String) throws -> String {
        guard let page = RuleDocumentation.named(id)?.page else {
            let nearest = nearestName(to: id, among: RuleRegistry.all.map(\.id)).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "unknown rule '\(id)'\(nearest) (see 'strata rules')")
        }
        return page
    }
}
