import Foundation
import Utils

let debouncer = Debouncer(delay: 0.2, queue: .global())
for query in ["s", "sw", "swi", "swift"] {
    debouncer.call { print("search:", query) }
}
Thread.sleep(forTimeInterval: 0.5)
