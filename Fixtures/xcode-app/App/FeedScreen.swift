import Core
import Feed
import UIKit

/// The app's first screen: the feed and its unread badge.
final class FeedScreen: UIViewController {
    private let model: FeedViewModel
    private let badge = UnreadBadge()

    init(model: FeedViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        Task {
            await model.reload()
            title = await badge.text()
            Logger.shared.log("feed screen shown")
        }
    }
}
