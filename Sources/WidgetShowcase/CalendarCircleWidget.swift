import Foundation
import WidgetRender

/// A calendar-style circular accessory: month over day on an AccessoryWidgetBackground.
package struct CalendarCircleView: View {
    var month: String
    var day: Int
    package init(month: String, day: Int) { self.month = month; self.day = day }

    package var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack(spacing: -2) {
                Text(month)
                    .font(.system(size: 11, weight: .semibold))
                    .widgetAccentable()
                Text("\(day)")
                    .font(.system(size: 26, weight: .bold, design: .rounded))
            }
        }
        .containerBackground(for: .widget) { Color.clear }
    }
}
