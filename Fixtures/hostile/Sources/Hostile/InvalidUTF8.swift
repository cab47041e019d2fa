// Invalid UTF-8 ahead: ÿþ lone continuation € overlong À¯ truncated â‚
import Foundation

let label = "café í € surrogate"
ÿ
import Core

struct Latin1Leftover {
    var name = "naïve"
}
