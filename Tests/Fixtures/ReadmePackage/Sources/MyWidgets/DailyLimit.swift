// Issue 31: Swift 6 code reads main-actor state in a `body`, as it may against Apple's SDK, where
// View, ViewModifier and the styles are @MainActor. This package is in Swift 6 mode, so every
// builder closure below is checked at run time to be on the main actor.
import WidgetRender

@MainActor final class CaffeineSettings {
    static let shared = CaffeineSettings()
    var dailyLimit = 400
}

struct DailyLimitView: View {
    var body: some View {
        VStack(spacing: 4) {
            Text("Daily limit").font(.caption)
            Text("\(CaffeineSettings.shared.dailyLimit) mg").font(.title2.bold())
        }
        .modifier(LimitBadge())
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct LimitBadge: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(CaffeineSettings.shared.dailyLimit > 0 ? 8 : 0)
    }
}

#Preview("Daily limit") {
    DailyLimitView()
}
