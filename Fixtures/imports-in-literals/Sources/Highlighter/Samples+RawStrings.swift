/// Raw string samples: a quote or a backslash does not end or escape them.
enum RawStringSamples {
    static let one = #"import "Renderer" \(notInterpolated)"#
    static let interpolatedRaw = #"import \#(String("Themes"))"#
    static let two = ##"a "# inside: import Renderer"##
    static let three = ###"a "#" and "## and """ then import Themes"###
    static let multiLineRaw = #"""
    import Renderer
    """ is not the end here, neither is "#
    import Highlighter
    """#
    static let afterwards = "still a string: import Themes"
}
