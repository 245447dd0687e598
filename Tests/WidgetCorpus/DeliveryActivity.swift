// Originally: import WidgetKit, import SwiftUI, import ActivityKit
import WidgetRender

// A delivery Live Activity as a food-delivery app writes it: a lock-screen banner with a countdown
// timer and a circular progress view, all four Dynamic Island regions, compact and minimal views,
// `keylineTint`, `widgetURL`, supplemental families, and a `#Preview` with content states.

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stopsAway: Int
        var eta: ClosedRange<Date>
        var driver: String
    }
    var orderNumber: String

    /// Ten minutes from a fixed date, so that the goldens do not change with the clock.
    static let sampleETA = Date(timeIntervalSince1970: 1_750_000_000)...Date(timeIntervalSince1970: 1_750_000_600)
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Order #\(context.attributes.orderNumber)").font(.headline)
                    Text(timerInterval: context.state.eta, countsDown: true)
                        .monospacedDigit()
                        .font(.title2.bold())
                        .contentTransition(.numericText())
                }
                Spacer()
                ProgressView(value: Double(5 - context.state.stopsAway), total: 5)
                    .progressViewStyle(.circular)
                    .tint(.orange)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.6))
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.stopsAway)", systemImage: "box.truck.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.eta.upperBound, style: .time)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.driver).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.eta, countsDown: false)
                }
            } compactLeading: {
                Image(systemName: "box.truck.fill").foregroundStyle(.orange)
            } compactTrailing: {
                Text(timerInterval: context.state.eta, countsDown: true).frame(width: 40)
            } minimal: {
                Image(systemName: "box.truck.fill")
            }
            .keylineTint(.orange)
            .widgetURL(URL(string: "delivery://order/\(context.attributes.orderNumber)"))
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

#Preview("Delivery", as: .content, using: DeliveryAttributes(orderNumber: "42")) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState(stopsAway: 2, eta: DeliveryAttributes.sampleETA, driver: "Sam")
    DeliveryAttributes.ContentState(stopsAway: 0, eta: DeliveryAttributes.sampleETA, driver: "Samantha Fernández-Oyelaran")
}
