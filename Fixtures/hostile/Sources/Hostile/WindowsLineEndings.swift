// Saved on Windows: every line ends with CRLF.
import Foundation

/* a block comment
   over CRLF lines */
import Core

let banner = """
    import Hostile
    """
