import Foundation
import Core

let greeting = "never closed import Hostile