import Core

let manual = """
    usage:
import Hostile
    \("interpolated import Hostile")
