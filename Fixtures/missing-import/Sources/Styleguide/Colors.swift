extension String {
    public static let isowordsOrange = "orange"
}
