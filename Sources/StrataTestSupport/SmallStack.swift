import Foundation

/// Runs a reader on a thread with a small stack, so that recursion that follows the nesting of its input
/// crashes the test instead of passing on the main thread's 8 MiB.
public enum SmallStack {
    /// 512 KiB.
    public static let size = 1 << 19
    /// A nesting depth that no reader recursing once per level survives on ``size`` (it would need frames of
    /// under 27 bytes), yet cheap enough for debug builds.
    public static let deepNesting = 20_000

    /// The value of `work`, computed on a thread with a ``size`` stack.
    public static func run<Value>(_ work: @escaping @Sendable () -> Value) -> Value {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        guard let value = box.value else { preconditionFailure("the small-stack thread returned no value") }
        return value
    }
}

/// Where the small-stack thread leaves its value; read only after the thread signalled that it is done.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
