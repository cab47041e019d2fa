public enum Palette {
    public static let accent = "#3366FF"
}
