import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

public struct SettingKeyMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) -> ExprSyntax {
        let name = node.argumentList.first?.expression.description ?? "\"\""
        return "\"settings.\" + \(raw: name)"
    }
}

@main
struct SettingsMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [SettingKeyMacro.self]
}
