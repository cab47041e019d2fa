import StrataProject

/// What an XcodeGen target `type:` makes of it in the architecture (the names are Xcode's product types
/// without `com.apple.product-type.`).
enum XcodeGenProductType {
    /// The role of a target of type `type`:
    /// - `.root` for what the system or a host launches, loads or copies rather than links, which no target
    ///   imports: `application` and every `application.*`, every `app-extension*` and `*-extension`, `tool`,
    ///   `xpc-service`, and bundles (`bundle`: a plug-in or a resource bundle; `instruments-package`);
    /// - `.test` for `bundle.unit-test`, `bundle.ui-testing`, `bundle.ocunit-test`;
    /// - `.library` for the other types XcodeGen knows (`framework`, `framework.static`, `library.static`,
    ///   `library.dynamic`);
    /// - `nil` for a type XcodeGen does not know.
    static func role(of type: String) -> ProjectModuleRole? {
        switch type {
        case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test":
            return .test
        case "application", "tool", "xpc-service", "bundle", "instruments-package":
            return .root
        case "framework", "framework.static", "library.static", "library.dynamic":
            return .library
        default:
            if type.hasPrefix("application.") || type.hasPrefix("app-extension") || type.hasSuffix("-extension") {
                return .root
            }
            return nil
        }
    }
}
