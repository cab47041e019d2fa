extension String {
    public static var brand: String { "brand" }
}
