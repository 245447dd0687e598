// A small widget as a user writes it, with `import WidgetRender` in place of SwiftUI / WidgetKit.
// Dates are fixed so that the previews are the same on every run.
import Foundation
import WidgetRender

struct CupsEntry: TimelineEntry {
    let date: Date
    let cups: Int
}

struct CupsProvider: TimelineProvider {
    func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: .cupsFixture, cups: 2) }
    func getSnapshot(in context: Context, completion: @escaping (CupsEntry) -> ()) {
        completion(CupsEntry(date: .cupsFixture, cups: 2))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<CupsEntry>) -> ()) {
        completion(Timeline(entries: [CupsEntry(date: .cupsFixture, cups: 2)], policy: .never))
    }
}

extension Date {
    /// 2025-06-09 09:41 UTC.
    static let cupsFixture = Date(timeIntervalSince1970: 1_749_462_060)
}

struct CupsView: View {
    var entry: CupsEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Coffee").font(.headline)
            Text("\(entry.cups) cups").font(.largeTitle)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct CupsWidget: Widget {
    let kind = "CupsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CupsProvider()) { entry in
            CupsView(entry: entry)
        }
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    CupsWidget()
} timeline: {
    CupsEntry(date: .cupsFixture, cups: 2)
    CupsEntry(date: .cupsFixture, cups: 5)
}
