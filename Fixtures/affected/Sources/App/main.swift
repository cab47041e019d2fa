import Networking
import Settings

let client = Client(baseURL: Preferences.standard.serverURL)
print(client.describe())
