import AuthTabBar
import Chat
import ChatInterfaces

// Composition root: the only place allowed to know the chat implementation.
let chat: any ChatOpening = ChatCoordinator.shared
let tabBar = await TabBarController(chat: chat)
await tabBar.openSupportThread()
print(await UnreadBadge().text() ?? "no unread messages")
