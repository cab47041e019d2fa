// A scratch file kept beside the project; no target's sources include Tools/.
import Foundation

let started = Date()
print("scratch run at \(started)")
