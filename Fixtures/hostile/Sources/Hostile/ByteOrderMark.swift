import Foundation
import Core

struct WithBOM {}
