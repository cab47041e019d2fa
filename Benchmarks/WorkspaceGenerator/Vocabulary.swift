/// Words the generated names and code are made of.
enum Vocabulary {
    /// Package (product area) names.
    static let domains = [
        "Payments", "Social", "Discovery", "Profile", "Messaging", "Media", "Maps", "Commerce", "Identity",
        "Onboarding", "Settings", "Notifications", "Insights", "Catalog", "Delivery", "Inbox", "Wallet",
        "Rewards", "Support", "Travel", "Booking", "Music", "Video", "Photos", "News", "Weather", "Health",
        "Fitness", "Learning", "Calendar", "Contacts", "Files", "Sync", "Security", "Growth", "Ads", "Reviews",
        "Groups", "Stories", "Marketplace",
    ]

    /// Feature module names (a feature and its `…Interfaces` module).
    static let features = [
        "List", "Detail", "Editor", "Composer", "Feed", "Summary", "History", "Filters", "Picker", "Viewer",
        "Share", "Export", "Upload", "Player", "Gallery", "Timeline", "Badges", "Banner", "Cart", "Review",
        "Search", "Map", "Chat", "Thread", "Reactions", "Comments", "Invite", "Login", "Signup", "Recovery",
        "Preferences", "Privacy", "Consent", "Scheduler", "Checkout", "Receipts", "Subscriptions", "Dashboard",
        "Leaderboard", "Archive",
    ]

    /// Core (implementation, no interface) module names.
    static let cores = [
        "Networking", "Storage", "Logging", "DesignKit", "Utils", "Formatting", "Persistence", "ImageLoading",
        "Localization", "FeatureFlags", "Telemetry", "Keychain", "Reachability", "Routing", "Caching", "Theming",
    ]

    /// Nouns for types.
    static let nouns = [
        "Item", "Section", "Card", "Entry", "Record", "Snapshot", "Summary", "Badge", "Filter", "Option", "Token",
        "Session", "Request", "Response", "Payload", "Draft", "Preview", "Attachment", "Metric", "Cursor",
    ]

    /// Verbs for functions.
    static let verbs = [
        "load", "refresh", "format", "merge", "validate", "prepare", "render", "resolve", "schedule", "archive",
    ]

    /// Property names and types of a generated model.
    static let fields: [(name: String, type: String, value: String)] = [
        ("title", "String", "\"Untitled\""), ("subtitle", "String?", "nil"), ("count", "Int", "0"),
        ("isEnabled", "Bool", "true"), ("createdAt", "Date", "Date()"), ("tags", "[String]", "[]"),
        ("score", "Double", "0.5"), ("identifier", "UUID", "UUID()"), ("url", "URL?", "nil"),
        ("metadata", "[String: String]", "[:]"),
    ]

    /// What every root component provides to its descendants (name, type).
    static let rootServices: [(name: String, type: String)] = [
        ("logger", "Logging"), ("httpClient", "HTTPClient"), ("imageCache", "ImageCaching"),
        ("featureFlags", "FeatureFlagProviding"), ("analytics", "AnalyticsTracking"),
        ("keyValueStore", "KeyValueStoring"), ("router", "Routing"), ("clock", "Clock"),
    ]

    /// Requirements nobody provides, for planted `needle-missing-provider` violations; some reuse a
    /// provided type under another name (a renamed provider), the others a type no component provides.
    static let unprovided: [(name: String, type: String)] = [
        ("log", "Logging"), ("paymentsGateway", "PaymentsGateway"), ("network", "HTTPClient"),
        ("locationProvider", "LocationProviding"), ("flags", "FeatureFlagProviding"),
        ("pushRegistry", "PushRegistering"), ("tracker", "AnalyticsTracking"),
        ("biometrics", "BiometricsAuthenticating"),
    ]
}
