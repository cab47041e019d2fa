import Core
import SwiftUI
import WidgetKit

struct FeedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Feed", provider: FeedTimeline()) { _ in Text(Formatter.title(for: "widget")) }
    }
}
