import Feature
import Networking

let client = URLSessionClient()
let view = FeatureView(title: "Home")
print(view.title, client)
