// A scratch file kept for experiments; no target compiles it.
import Core

let scratchLogger = Logger()
