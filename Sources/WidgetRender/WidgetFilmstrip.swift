import Foundation
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetRaster
import WidgetKitLayer
import WidgetAppearance

// A timeline as one image: the entries left to right at their true size, each labelled with its
// index, date and relevance; a title line names the widget, family, device, theme and policy.
// The strip is written as DSL views and goes through resolve → layout → paint like a widget, so
// its labels are our own text rendering.

extension WidgetRenderer {
    /// The filmstrip of `result` (from `renderTimeline`), at the device's scale.
    func filmstrip(of result: WidgetRenderResult) throws -> Pixmap {
        let strip = Filmstrip(result: result)
        let size = strip.size
        let page = try layoutPage(strip, size: size, scale: result.device.scale, pictures: NoImages())
        return try paint(page.list, images: page.images, scale: page.scale, what: "filmstrip", clipped: false)
    }

    /// Renders `widget`'s timeline and lays it out as a filmstrip.
    func renderFilmstrip<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                    theme: Theme? = nil, entries: WidgetEntrySelection = .timeline,
                                    options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Pixmap {
        try filmstrip(of: renderTimeline(widget, family: family, device: device, theme: theme, entries: entries, options: options))
    }
}

/// The strip's layout; measures in points are ours.
nonisolated private struct Filmstrip: View {
    let result: WidgetRenderResult

    static let margin = 24.0, gap = 20.0, titleHeight = 40.0, labelHeight = 44.0
    static let paper = Color(red: 0xF5 / 255, green: 0xF5 / 255, blue: 0xF7 / 255)
    static let ink = Color(red: 0x1D / 255, green: 0x1D / 255, blue: 0x1F / 255)
    static let secondaryInk = Color(red: 0x6E / 255, green: 0x6E / 255, blue: 0x73 / 255)

    private var scale: Double { result.device.scale }
    private func pointSize(_ pixmap: Pixmap) -> Size { Size(width: Double(pixmap.width) / scale, height: Double(pixmap.height) / scale) }
    private var tileWidth: Double { max(result.entries.map { pointSize($0.pixmap).width }.max() ?? 0, 150) }
    private var tileHeight: Double { result.entries.map { pointSize($0.pixmap).height }.max() ?? 0 }

    var size: Size {
        let count = Double(result.entries.count)
        let width = 2 * Self.margin + count * tileWidth + max(count - 1, 0) * Self.gap
        return Size(width: max(width, 420), height: 2 * Self.margin + Self.titleHeight + tileHeight + 8 + Self.labelHeight)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.system(size: 15, weight: .semibold)).foregroundStyle(Self.ink)
                Text(subtitle).font(.system(size: 11)).foregroundStyle(Self.secondaryInk)
            }
            .frame(height: Self.titleHeight, alignment: .topLeading)
            HStack(alignment: .top, spacing: Self.gap) {
                ForEach(0..<result.entries.count) { tile(result.entries[$0]) }
            }
        }
        .padding(Self.margin)
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .background(Self.paper)
    }

    private func tile(_ entry: RenderedWidgetEntry) -> some View {
        VStack(alignment: .center, spacing: 8) {
            Image(pixmap: entry.pixmap, scale: scale)
                .frame(width: tileWidth, height: tileHeight, alignment: .top)
            VStack(alignment: .center, spacing: 2) {
                Text("#\(entry.index)  \(dateLabel(entry.date))").font(.system(size: 11, weight: .medium)).foregroundStyle(Self.ink)
                Text(relevanceLabel(entry.relevance)).font(.system(size: 10)).foregroundStyle(Self.secondaryInk)
            }
            .frame(width: tileWidth, height: Self.labelHeight, alignment: .top)
        }
    }

    private var title: String {
        let name = result.displayName.map { "\($0) — " } ?? ""
        return "\(name)\(result.widgetType) (\(result.kind))"
    }

    private var subtitle: String {
        var parts = [result.family.description, result.device.id, result.theme?.name ?? "full color", result.selection]
        if let policy = result.policy { parts.append("reload: \(policy)") }
        return parts.joined(separator: " · ")
    }

    private func dateLabel(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")  // labels are in UTC whatever the widget's time zone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date) + " UTC"
    }

    private func relevanceLabel(_ relevance: TimelineEntryRelevance?) -> String {
        guard let relevance else { return "relevance: none" }
        let score = String(format: "%g", locale: Locale(identifier: "en_US_POSIX"), Double(relevance.score))
        guard relevance.duration > 0 else { return "relevance \(score)" }
        let seconds = Int(saturating: relevance.duration.rounded())
        let duration = seconds % 3_600 == 0 ? "\(seconds / 3_600) h" : seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
        return "relevance \(score) for \(duration)"
    }
}
