import Core

let summary = "total: \(compute(1, "nested import Hostile \(