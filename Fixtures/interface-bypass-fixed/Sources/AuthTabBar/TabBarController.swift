import ChatInterfaces
import Foundation

/// The tab bar shown once the user is signed in.
@MainActor
public final class TabBarController {
    public enum Tab: CaseIterable, Sendable {
        case home, chat, profile
    }

    public private(set) var selected: Tab = .home
    private let chat: any ChatOpening

    public init(chat: any ChatOpening) {
        self.chat = chat
    }

    public func select(_ tab: Tab) {
        selected = tab
    }

    public func openSupportThread() async {
        selected = .chat
        await chat.openThread(ChatThreadID("support"))
    }
}
