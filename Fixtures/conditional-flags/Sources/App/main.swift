import Networking

let client = Client()
print(client.describe())
