import AppFeature

let app = AppView()
print(app.title)
