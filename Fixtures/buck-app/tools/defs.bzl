"""Macros of the repository: one feature makes an interface, an implementation and, on request, its tests."""

def feature_module(name, deps = [], with_tests = False):
    """Declares `<name>Interface`, `<name>` (which depends on its interface) and `<name>Tests`.

    Args:
        name: The feature's name, also its module's.
        deps: What the implementation depends on besides its interface.
        with_tests: Whether to declare `<name>Tests`.
    """
    interface = name + "Interface"
    native.apple_library(
        name = interface,
        srcs = native.glob(["Interface/**/*.swift"]),
        visibility = ["PUBLIC"],
    )
    native.apple_library(
        name = name,
        srcs = native.glob(["Sources/**/*.swift"]),
        deps = [":" + interface] + deps,
        visibility = ["PUBLIC"],
    )
    if with_tests:
        native.apple_test(
            name = "%sTests" % name,
            srcs = native.glob(["Tests/**/*.swift"]),
            deps = [":" + name],
            info_plist = "Tests/Info.plist",
        )
