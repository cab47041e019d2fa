// @generated
// This file was automatically generated and should not be edited.

import Networking

struct APIClient {
    let session = Session()
    var host: String { session.host }
}
