import StrataProject
import StrataTestSupport
import XCTest

@testable import StrataXcode

/// A target's `Info.plist` may name a class of another module that the system loads by name (Pocket's iMessage
/// extension: `NSExtensionPrincipalClass` = `PocketStickerKit.MessagesViewController`): the reader says which.
final class InfoPlistTests: XCTestCase {
    private func plist(_ key: String, _ value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>NSExtension</key>
        \t<dict>
        \t\t<key>\(key)</key>
        \t\t<string>\(value)</string>
        \t</dict>
        </dict>
        </plist>

        """
    }

    func testThePrincipalClassOfAnotherModuleIsNamed() throws {
        let tree = try TemporaryTree()
        try tree.write("Stickers/Info.plist", plist("NSExtensionPrincipalClass", "PocketStickerKit.MessagesViewController"))
        try tree.write("Share/Info.plist", plist("NSExtensionPrincipalClass", "$(PRODUCT_MODULE_NAME).ShareViewController"))
        try tree.write("Bundle/Info.plist", plist("NSPrincipalClass", " Kit.Main "))
        try tree.write("Plain/Info.plist", plist("NSExtensionPrincipalClass", "ObjCViewController"))
        try tree.write("Own/Info.plist", plist("NSExtensionPrincipalClass", "Own.Handler"))
        var text = PBXText()
        text.group("MAIN", children: [])
        let targets = [("S", "Stickers", "\"$(SRCROOT)/Stickers/Info.plist\""), ("H", "Share", "Share/Info.plist"),
                       ("B", "Bundle", "\"${PROJECT_DIR}/Bundle/Info.plist\""), ("P", "Plain", "Plain/Info.plist"),
                       ("O", "Own", "Own/Info.plist"), ("M", "Missing", "Missing/Info.plist"),
                       ("X", "Built", "\"$(BUILT_PRODUCTS_DIR)/Info.plist\"")]
        for (id, name, path) in targets {
            text.target(id, name: name, productType: "com.apple.product-type.app-extension",
                        settings: ["PRODUCT_NAME": "\"$(TARGET_NAME)\"", "INFOPLIST_FILE": path])
        }
        try tree.write("App.xcodeproj/project.pbxproj", text.text)
        let modules = tree.read("App.xcodeproj").modules
        XCTAssertEqual(modules.map(\.name), ["Stickers", "Share", "Bundle", "Plain", "Own", "Missing", "Built"])
        XCTAssertEqual(modules.map(\.modulesLoadedAtRunTime), [["PocketStickerKit"], [], ["Kit"], [], [], [], []])
    }
}
