/// The names XcodeGen specs go by, which the XcodeGen reader claims and the Xcode reader knows generate a project.
public enum XcodeGenSpecName {
    /// Whether `name` is a spec's: `project.yml` or `project.yaml`, or one of several specs of a folder, each
    /// generated with `xcodegen --spec` (`mail-project.yml`, `calendar_project.yaml`).
    public static func matches(_ name: String) -> Bool {
        for suffix in [".yml", ".yaml"] where name.hasSuffix(suffix) {
            let stem = name.dropLast(suffix.count)
            if stem == "project" || stem.hasSuffix("-project") || stem.hasSuffix("_project") { return true }
        }
        return false
    }
}
