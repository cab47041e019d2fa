/// What the interpreter knows of the API a program is written against without reading it (ProjectDescription,
/// for Tuist's manifests): the types its arguments take, so that `.member`s written in them resolve against
/// the program's extensions of those types, and its builders and sets the interpreter need not run.
package struct ScriptVocabulary: Sendable {
    /// The type of an argument by its label (`dependencies:` takes `[TargetDependency]`).
    package var argumentTypes: [String: ScriptType]
    /// The type of an argument of one call by its label, where it differs from ``argumentTypes``
    /// (`.release(settings:)` takes a `SettingsDictionary`, a target's `settings:` a `Settings`).
    package var callArgumentTypes: [String: [String: ScriptType]]
    /// The type a call makes when its name, or its name and argument labels, tell (`.project(target:path:)` makes a
    /// `TargetDependency`); `nil` when several types have a member of that name and the labels do not tell.
    package var typeMade: @Sendable (_ callee: String, _ labels: [String?]) -> String?
    /// Builder methods that set what no reader looks at: a call of one gives back its receiver.
    package var ignoredBuilders: Set<String>
    /// Types that are sets of another (`typealias Destinations = Set<Destination>`).
    package var setTypes: Set<String>
    /// The members of set types that are sets themselves (`Destinations.iOS`), as the elements' member names.
    package var setConstant: @Sendable (_ type: String, _ member: String) -> [String]?
    /// The calls whose string literals name what a helper writes (`.target(name: "Analytics")`): where a helper writes
    /// one (``ScriptInterpreter/helperPlace(of:)``); `nil` for every call.
    package var namingCalls: Set<String>?

    package init(argumentTypes: [String: ScriptType] = [:], callArgumentTypes: [String: [String: ScriptType]] = [:],
                 typeMade: @escaping @Sendable (String, [String?]) -> String? = { _, _ in nil },
                 ignoredBuilders: Set<String> = [], setTypes: Set<String> = [],
                 setConstant: @escaping @Sendable (String, String) -> [String]? = { _, _ in nil },
                 namingCalls: Set<String>? = nil) {
        self.argumentTypes = argumentTypes
        self.callArgumentTypes = callArgumentTypes
        self.typeMade = typeMade
        self.ignoredBuilders = ignoredBuilders
        self.setTypes = setTypes
        self.setConstant = setConstant
        self.namingCalls = namingCalls
    }
}
