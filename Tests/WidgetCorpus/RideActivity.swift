// Originally: import WidgetKit, import SwiftUI, import ActivityKit
import WidgetRender

// A ride-hailing Live Activity with the app-side manager that teams keep in a file shared by the
// app and the extension: authorization check, `Activity.request` with a push type, `update` with
// an alert, `end` with a dismissal policy, strings built with `String(localized:)`, the car
// drawn with a `CGAffineTransform`, and the driver's rating read from the app group container.

struct RideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        enum Phase: String, Codable, Hashable { case arriving, onTrip, arrived }
        var phase: Phase
        var minutesAway: Int
        /// 0…1 along the route.
        var progress: Double
    }
    var driverName: String
    var carPlate: String
}

extension RideAttributes.ContentState {
    /// What the banner says; built in code, so it is translated with `String(localized:)`.
    var headline: String {
        switch phase {
        case .arriving: return String(localized: "Arriving in \(minutesAway) min")
        case .onTrip: return String(localized: "\(minutesAway) min to destination")
        case .arrived: return String(localized: "Your driver is here")
        }
    }
}

/// App side: starts, moves and ends the ride's activity.
@MainActor
final class RideActivityManager {
    private(set) var activity: Activity<RideAttributes>?

    func start(driver: String, plate: String) throws {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        let state = RideAttributes.ContentState(phase: .arriving, minutesAway: 4, progress: 0)
        activity = try Activity.request(attributes: RideAttributes(driverName: driver, carPlate: plate),
                                        content: ActivityContent(state: state, staleDate: nil), pushType: .token)
    }

    func move(minutesAway: Int, progress: Double, phase: RideAttributes.ContentState.Phase) async {
        let state = RideAttributes.ContentState(phase: phase, minutesAway: minutesAway, progress: progress)
        let alert = phase == .arrived
            ? AlertConfiguration(title: "Your ride is here", body: "Meet your driver outside", sound: .default)
            : nil
        await activity?.update(ActivityContent(state: state, staleDate: nil), alertConfiguration: alert)
    }

    func finish() async {
        await activity?.end(nil, dismissalPolicy: .immediate)
        activity = nil
    }

    /// The driver's rating as the app stored it in the shared container (nil outside an app group).
    static func driverRating() -> Double? {
        guard let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.rides"),
              let data = try? Data(contentsOf: folder.appendingPathComponent("rating.txt")),
              let text = String(data: data, encoding: .utf8) else { return nil }
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The route with the car on it: the car symbol turned to the road's heading with an affine transform.
struct RouteView: View {
    let progress: Double
    var body: some View {
        GeometryReader { proxy in
            let x = proxy.size.width * progress
            ZStack(alignment: .leading) {
                Capsule().fill(.white.opacity(0.25)).frame(height: 4)
                Capsule().fill(.green).frame(width: max(4, x), height: 4)
                Image(systemName: "car.fill")
                    .font(.system(size: 14))
                    .foregroundStyle(.white)
                    .frame(width: 20, height: 20)
                    .transformEffect(CGAffineTransform(translationX: x - 10, y: 0).rotated(by: -.pi / 36))
            }
            .frame(height: proxy.size.height)
        }
        .frame(height: 20)
    }
}

struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(context.state.headline).font(.headline)
                    Spacer()
                    Text(context.attributes.carPlate)
                        .font(.caption.monospaced())
                        .padding(.horizontal, 6).padding(.vertical, 2)
                        .background(.white.opacity(0.2), in: RoundedRectangle(cornerRadius: 4))
                }
                RouteView(progress: context.state.progress)
                Text(String(localized: "Driver: \(context.attributes.driverName)"))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .padding()
            .activityBackgroundTint(Color(red: 0.1, green: 0.12, blue: 0.2))
            .foregroundStyle(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill").foregroundStyle(.green)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesAway) min").monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading) {
                        Text(context.state.headline).font(.caption)
                        RouteView(progress: context.state.progress)
                    }
                }
            } compactLeading: {
                Image(systemName: "car.fill").foregroundStyle(.green)
            } compactTrailing: {
                Text("\(context.state.minutesAway)m")
            } minimal: {
                Image(systemName: "car.fill").foregroundStyle(.green)
            }
        }
    }
}

#Preview("Ride", as: .content, using: RideAttributes(driverName: "Priya", carPlate: "7ABC123")) {
    RideLiveActivity()
} contentStates: {
    RideAttributes.ContentState(phase: .arriving, minutesAway: 4, progress: 0.2)
    RideAttributes.ContentState(phase: .onTrip, minutesAway: 12, progress: 0.65)
}
