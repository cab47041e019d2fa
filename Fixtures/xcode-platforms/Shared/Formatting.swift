import Core
import Foundation

public func formattedCount(_ count: Int) -> String {
    "\(count) birds"
}
