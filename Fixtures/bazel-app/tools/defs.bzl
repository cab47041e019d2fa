"""Macros of the workspace: one feature makes an interface, an implementation and, on request, its tests."""

load("@rules_swift//swift:swift.bzl", "swift_library", "swift_test")

def feature_module(name, deps = [], with_tests = False):
    """Declares `<name>Interface`, `<name>` (which depends on its interface) and `<name>Tests`.

    Args:
        name: The feature's name, also its module's.
        deps: What the implementation depends on besides its interface.
        with_tests: Whether to declare `<name>Tests`.
    """
    interface = name + "Interface"
    swift_library(
        name = interface,
        module_name = interface,
        srcs = native.glob(["Interface/**/*.swift"]),
        visibility = ["//visibility:public"],
    )
    swift_library(
        name = name,
        module_name = name,
        srcs = native.glob(["Sources/**/*.swift"]),
        deps = [":" + interface] + deps,
        visibility = ["//visibility:public"],
    )
    if with_tests:
        swift_test(
            name = "%sTests" % name,
            module_name = "{}Tests".format(name),
            srcs = native.glob(["Tests/**/*.swift"]),
            deps = [":" + name],
        )
