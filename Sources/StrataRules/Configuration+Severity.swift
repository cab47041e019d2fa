import StrataConfiguration

/// The severities the configuration gives the rules.
extension Configuration {
    /// The severity rule `id` reports at: the configured one, else `defaultSeverity`; `nil` when it is off.
    public func severity(ofRule id: String, default defaultSeverity: Severity) -> Severity? {
        settings(forRule: id).effectiveSeverity(default: defaultSeverity)
    }
}

extension ConfiguredSeverity {
    /// The severity to report at, `nil` for `off`.
    public var severity: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .off: return nil
        }
    }
}

extension RuleSettings {
    /// The configured severity, else `defaultSeverity`; `nil` when the rule is off.
    func effectiveSeverity(default defaultSeverity: Severity) -> Severity? {
        guard let severity else { return defaultSeverity }
        return severity.severity
    }
}
