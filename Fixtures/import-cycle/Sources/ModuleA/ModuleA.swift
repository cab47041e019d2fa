import ModuleB

public struct Dashboard {
    private let source: BClass

    public init(source: BClass = BClass(name: "dashboard")) {
        self.source = source
    }

    public func title() -> String {
        "Dashboard for \(source.name)"
    }
}
