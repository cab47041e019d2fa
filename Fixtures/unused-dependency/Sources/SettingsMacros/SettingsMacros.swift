/// `#settingKey("darkMode")` expands to a namespaced key, checked at compile time.
@freestanding(expression)
public macro settingKey(_ name: String) -> String = #externalMacro(module: "SettingsMacrosPlugin", type: "SettingKeyMacro")
