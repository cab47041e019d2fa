public enum TemperatureText {
    public static func celsius(_ value: Double) -> String {
        "\(Int(value.rounded()))°C"
    }

    public static func range(low: Double, high: Double) -> String {
        "\(celsius(low)) – \(celsius(high))"
    }
}
