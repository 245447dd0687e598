import Foundation
import WidgetRender

// The caffeine-order Live Activity: a drink being made, from ordered to ready. It offers the
// `.small` family, so CarPlay and the watch draw its own compact layout instead of the island's
// compact views (docs/platform.md §8).

package struct CaffeineOrderAttributes: ActivityAttributes {
    package struct ContentState: Codable, Hashable {
        package var stage: Stage
        package var minutesLeft: Int
        package init(stage: Stage, minutesLeft: Int) { self.stage = stage; self.minutesLeft = minutesLeft }
    }

    package enum Stage: String, Codable, Hashable, CaseIterable {
        case ordered, brewing, ready

        var title: String {
            switch self {
            case .ordered: return "Order received"
            case .brewing: return "Brewing"
            case .ready: return "Ready for pickup"
            }
        }
        /// The share of the order done, for the progress bar.
        var progress: Double {
            switch self {
            case .ordered: return 0.2
            case .brewing: return 0.6
            case .ready: return 1
            }
        }
    }

    package var drink: String
    package var shop: String
    package init(drink: String, shop: String) { self.drink = drink; self.shop = shop }
}

private let coffee = Color(red: 0.63, green: 0.45, blue: 0.27)

package struct CaffeineOrderLiveActivity: Widget {
    package init() {}

    package var body: some WidgetConfiguration {
        ActivityConfiguration(for: CaffeineOrderAttributes.self) { context in
            CaffeineOrderLockScreenView(attributes: context.attributes, state: context.state, isStale: context.isStale)
                .activityBackgroundTint(Color(red: 0.16, green: 0.11, blue: 0.08))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.drink, systemImage: "cup.and.saucer.fill")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(coffee)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(etaText(context.state))
                        .font(.subheadline.weight(.semibold))
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.shop)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text(context.state.stage.title).font(.headline)
                        ProgressView(value: context.state.stage.progress).tint(coffee)
                    }
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer.fill").foregroundStyle(coffee)
            } compactTrailing: {
                Text(etaText(context.state)).monospacedDigit().foregroundStyle(coffee)
            } minimal: {
                Image(systemName: "cup.and.saucer.fill").foregroundStyle(coffee)
            }
            .keylineTint(coffee)
        }
        .supplementalActivityFamilies([.small])
        .configurationDisplayName("Caffeine Order")
    }
}

/// "4 min", or "Now" when ready.
private func etaText(_ state: CaffeineOrderAttributes.ContentState) -> String {
    state.stage == .ready ? "Now" : "\(state.minutesLeft) min"
}

/// The Lock Screen view; in `.small` (CarPlay, the watch) the symbol, the stage and the time only.
struct CaffeineOrderLockScreenView: View {
    let attributes: CaffeineOrderAttributes
    let state: CaffeineOrderAttributes.ContentState
    let isStale: Bool
    @Environment(\.activityFamily) var family

    var body: some View {
        if family == .small {
            HStack(spacing: 8) {
                Image(systemName: "cup.and.saucer.fill").font(.title3).foregroundStyle(coffee)
                VStack(alignment: .leading, spacing: 2) {
                    Text(state.stage.title).font(.headline).lineLimit(1)
                    Text(etaText(state)).font(.subheadline).monospacedDigit().foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            .foregroundStyle(.white)
        } else {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 10) {
                    Image(systemName: "cup.and.saucer.fill").font(.title2).foregroundStyle(coffee)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(attributes.drink).font(.headline)
                        Text(attributes.shop).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer(minLength: 0)
                    Text(isStale ? "—" : etaText(state)).font(.title3.weight(.semibold)).monospacedDigit()
                }
                ProgressView(value: state.stage.progress).tint(coffee)
                Text(state.stage.title).font(.subheadline)
            }
            .foregroundStyle(.white)
        }
    }
}

extension Showcase {
    /// The caffeine order, brewing, 4 minutes left: what the showcase's Live Activity goldens show.
    package static var caffeineOrder: (attributes: CaffeineOrderAttributes, state: CaffeineOrderAttributes.ContentState) { (attributes: CaffeineOrderAttributes(drink: "Oat Latte", shop: "Blue Bottle"),
                                        state: CaffeineOrderAttributes.ContentState(stage: .brewing, minutesLeft: 4)) }
}
