import Theme

public enum TypeScale {
    public static let body = Typeface.body.size
}
