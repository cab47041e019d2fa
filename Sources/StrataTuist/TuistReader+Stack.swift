import Foundation
import StrataScript

extension TuistReader {
    /// The stack of the thread a manifest is evaluated on. The parser and the interpreter bound their own
    /// nesting (``ScriptParser/maximumDepth``, ``ScriptInterpreter/maximumNativeDepth``); this stack holds
    /// that bounded depth with room to spare even in a debug build, whatever thread the pipeline reads on.
    static let evaluationStackSize = 16 << 20

    /// Runs `body` on a thread of its own with ``evaluationStackSize`` bytes of stack and waits for it.
    static func onLargeStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let thread = Thread {
            box.store(body())
        }
        thread.stackSize = evaluationStackSize
        thread.start()
        return box.wait()
    }
}

/// A result handed from the evaluating thread to the waiting one.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    func store(_ newValue: Value) {
        condition.lock()
        value = newValue
        condition.signal()
        condition.unlock()
    }

    func wait() -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value { return value }
            condition.wait()
        }
    }
}
