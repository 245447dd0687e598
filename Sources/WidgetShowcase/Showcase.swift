import Foundation
import WidgetRender

/// One bundled example widget.
package struct ShowcaseWidget: Sendable {
    package let id: String
    package let title: String
    package let families: [WidgetFamily]
    package let makeView: @Sendable (WidgetFamily) -> AnyView

    package init(id: String, title: String, families: [WidgetFamily],
                makeView: @escaping @Sendable (WidgetFamily) -> AnyView) {
        self.id = id; self.title = title; self.families = families; self.makeView = makeView
    }
}

package enum Showcase {
    /// The fixed moment every showcase render happens at (also the environment's default `renderDate`).
    package static let renderDate = Date(timeIntervalSince1970: 1_749_490_860)  // 2025-06-09 17:41 UTC

    static let ranger = Hero(name: "Spouty", avatar: "🐳", level: 12, healthLevel: 0.72,
                             bio: "Can splash water across the galaxy")

    package static let all: [ShowcaseWidget] = [
        ShowcaseWidget(id: "caffeine-tracker", title: "Caffeine Tracker",
                       families: [.systemSmall, .systemMedium]) { _ in
            AnyView(CaffeineTrackerView(entry: .init(
                totalCaffeine: Measurement(value: 247, unit: .milligrams),
                lastDrinkName: "Oat Latte",
                lastDrinkDate: renderDate.addingTimeInterval(-52 * 60))))
        },
        ShowcaseWidget(id: "most-frequent-beverage", title: "Most Frequent Beverage",
                       families: [.systemSmall, .systemMedium]) { _ in
            AnyView(MostFrequentBeverageView(beverageName: "Caffè Latte", photoName: "latte"))
        },
        ShowcaseWidget(id: "happy-hour", title: "Happy Hour", families: [.systemSmall, .systemMedium]) { _ in
            AnyView(HappyHourView(start: renderDate.addingTimeInterval(83 * 60),
                                  special: "Two-for-one espresso martinis until 7 pm"))
        },
        ShowcaseWidget(id: "emoji-rangers", title: "Emoji Rangers",
                       families: [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { family in
            switch family {
            case .accessoryCircular: return AnyView(HeroCircularView(hero: ranger))
            case .accessoryRectangular: return AnyView(HeroRectangularView(hero: ranger))
            default: return AnyView(HeroInlineView(hero: ranger))
            }
        },
        ShowcaseWidget(id: "calendar-circle", title: "Calendar", families: [.accessoryCircular]) { _ in
            AnyView(CalendarCircleView(month: "JUN", day: 9))
        },
    ]
}
