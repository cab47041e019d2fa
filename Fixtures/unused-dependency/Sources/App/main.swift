import Settings
import SettingsInterfaces
import SettingsMacros
import ToolkitUI

let settings: any SettingsStore = DefaultSettingsStore()
await settings.set(true, forKey: #settingKey("darkMode"))
print(Toast("Settings loaded").text)
