import StrataKit

/// `check`'s options for the gates: a baseline file and a git revision to compare with.
enum CheckGates {
    /// The single-valued options these gates add to `check`.
    static let options: Set<String> = ["--baseline", "--update-baseline", "--since"]

    static let help = """
      --baseline FILE             Hide the violations recorded in FILE; warn (stale-baseline) about
                                  entries that match no violation any more. A missing FILE hides nothing.
      --update-baseline FILE      Write the current violations to FILE (sorted JSON) and report as if
                                  it were the baseline.
      --since REV                 Report only violations that the tree at git revision REV does not
                                  have (REV is read from git's objects; the working tree is untouched).
    """

    /// The gates the options ask for.
    static func gates(_ parsed: ParsedArguments) -> Gates {
        Gates(baseline: parsed.value("--baseline"), updateBaseline: parsed.value("--update-baseline"),
              since: parsed.value("--since"))
    }
}
