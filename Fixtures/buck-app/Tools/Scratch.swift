// A scratch file kept beside the workspace; no target's sources include Tools/.
import Foundation

let started = Date()
print("scratch run at \(started)")
