/// The DSL a ``RubyInterpreter`` runs for: the Podfile's or the podspec's. The interpreter handles the
/// Ruby (locals, `def` methods, `each` over known arrays, conditionals); the host gives the DSL calls meaning.
protocol RubyHost {
    /// Where the DSL is (the Podfile target being declared, the spec being described).
    associatedtype Context

    /// A call the interpreter does not resolve itself: `pod 'X'`, `s.dependency 'Y'`, `Pod::Spec.new`.
    /// - Parameters:
    ///   - receiver: the receiver's value, `nil` for a call on `self`.
    ///   - hasBlock: whether a `do … end` or `{ … }` block follows.
    mutating func call(_ name: String, receiver: RubyValue?, arguments: [RubyValue], hasBlock: Bool,
                       position: RubyPosition, context: Context) -> RubyCallOutcome<Context>

    /// `receiver.name = value` (`s.source_files = …`).
    /// - Returns: A message when the assignment was skipped, else `nil`.
    mutating func assign(_ name: String, receiver: RubyValue, value: RubyValue, position: RubyPosition,
                         context: Context) -> String?

    /// The value of `receiver.name` read in an expression (`s.name`, `s.ios`), `nil` when unknown.
    func property(_ name: String, of receiver: RubyValue) -> RubyValue?

    /// The block entered with ``RubyCallOutcome/enterBlock(_:arguments:)`` has ended.
    mutating func leave(_ context: Context)

    /// A number that grows whenever the host records a dependency, to tell whether a conditional added any.
    var dependencyCount: Int { get }

    /// `Dir.glob(patterns)` / `Dir[patterns]`: the matching files, or `nil` when the host lists no files.
    func glob(_ patterns: [String]) -> [String]?
}

extension RubyHost {
    func glob(_ patterns: [String]) -> [String]? { nil }
}

/// What a host makes of a call.
enum RubyCallOutcome<Context> {
    /// Handled, or deliberately ignored; a block after it is not run.
    case done
    /// Run the call's block in `context`, its parameters bound to `arguments`.
    case enterBlock(Context, arguments: [RubyValue])
    /// Skipped with this message, which becomes an issue at the call.
    case unsupported(String)
}
