import StrataProject

/// What a native target's `productType` makes of it in the architecture.
enum XcodeProductType {
    static let prefix = "com.apple.product-type."

    /// The role of a target of product type `productType` (`com.apple.product-type.framework`):
    /// - `.root` for what is launched, loaded or copied by the system or a host rather than linked, which no
    ///   target imports: applications and every `application.*` (watch apps, App Clips, iMessage apps), every
    ///   `*-extension` and `app-extension.*` (app, widget, ExtensionKit, watch, TV, system, driver and kernel
    ///   extensions), `tool`, `xpc-service`, and bundles (`bundle`: a plug-in or a resource bundle, which an
    ///   app depends on to copy it; `instruments-package`);
    /// - `.test` for `bundle.unit-test`, `bundle.ui-testing` and the legacy `bundle.ocunit-test`;
    /// - `.library` for everything else: `framework`, `framework.static`, `library.static`,
    ///   `library.dynamic`, `metal-library`, unknown and missing types.
    static func role(of productType: String?) -> ProjectModuleRole {
        guard let productType, productType.hasPrefix(prefix) else { return .library }
        let kind = productType.dropFirst(prefix.count)
        switch kind {
        case "bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test":
            return .test
        case "application", "tool", "xpc-service", "bundle", "instruments-package":
            return .root
        default:
            if kind.hasPrefix("application.") || kind.hasPrefix("app-extension") || kind.hasSuffix("-extension")
                || kind.contains(".watchapp") || kind.hasSuffix("-extension-bundle")
            {
                return .root
            }
            return .library
        }
    }
}
