import Core
import Foundation

public struct Feed {
    let session = Session()
}
