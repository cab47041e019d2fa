import Settings
import SettingsInterfaces
import ToolkitUI

let settings: any SettingsStore = DefaultSettingsStore()
print(Toast("Settings loaded").text)
