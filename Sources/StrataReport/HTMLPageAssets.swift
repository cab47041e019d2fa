/// The HTML report's page, from the files of `Sources/StrataReport/Page/`: each constant, in its own generated
/// `HTMLPageAssets+<Constant>.generated.swift`, holds its file's bytes (`swift run strata-dev generate`).
enum HTMLPageAssets {
    /// The page's script: its first part, then the second, which ends the function the first opens.
    static var script: String { graph + panels }
}
