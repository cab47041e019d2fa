import Chat
import Core

let session = Session()
