import Foundation
import WidgetRender
import WidgetText
import WidgetRaster

/// A contact sheet: for each widget (a section), a grid of its renders — rows are families and
/// columns themes (or transposed) — each on its theme's wallpaper at true relative size, with a
/// title, the render date and labels in the bundled Inter.
///
/// The sheet is itself written as DSL views (stacks, text, `Image(pixmap:)`) and goes through the
/// same resolve → layout → paint pipeline as a widget, so its text is shaped and rasterized exactly
/// like widget text.
struct ContactSheet {
    /// One widget on one device, and its renders by (family, theme).
    struct Section {
        let subject: RenderSubject
        let device: Device
        let families: [WidgetFamily]
        let themes: [RenderTheme]
        let cells: [String: Pixmap]

        static func key(_ family: WidgetFamily, _ theme: RenderTheme) -> String { "\(family.rawValue)/\(theme.name)" }
    }

    let sections: [Section]
    /// False: rows are families, columns themes. True: rows are themes, columns families.
    var transposed = false

    // Measures in points (ours): generous margins, widgets inset from their tile by `tilePadding`.
    static let margin = 40.0, gap = 16.0, tilePadding = 24.0, labelWidth = 180.0
    static let titleHeight = 64.0, headerHeight = 28.0, sectionGap = 48.0
    static let paper = RGBA(r8: 0xF5, g8: 0xF5, b8: 0xF7), ink = RGBA(r8: 0x1D, g8: 0x1D, b8: 0x1F)
    static let secondaryInk = RGBA(r8: 0x6E, g8: 0x6E, b8: 0x73)

    /// The sheet's pixels at `scale` pixels per point (premultiplied RGBA8).
    func render(fonts: FontCatalog, scale: Double = 2) throws -> Pixmap {
        let size = Size(width: sections.map(width).max() ?? 0,
                        height: 2 * Self.margin + sections.map(height).reduce(0, +)
                            + Self.sectionGap * Double(max(sections.count - 1, 0)))
        let fitted = min(scale, Double(Pixmap.maxDimension - 1) / max(size.width, size.height))
        let view = VStack(alignment: .leading, spacing: Self.sectionGap) {
            ForEach(0..<sections.count) { sectionView(sections[$0]) }
        }
        .padding(.vertical, Self.margin)
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .background(Color(red: Self.paper.red, green: Self.paper.green, blue: Self.paper.blue))
        let widget = try resolveWidget(view, environment: EnvironmentValues(), images: NoImages())
        let context = LayoutContext(size: size, cornerRadius: 0, contentMargins: .zero, scale: fitted,
                                    text: TextEngine(catalog: fonts))
        let list = try layoutWidget(widget, context: context)
        return try DisplayListPainter(fonts: fonts).paint(list, images: widget.images, scale: fitted, clipToWidgetShape: false)
    }

    // MARK: Geometry

    private func rows(_ section: Section) -> Int { transposed ? section.themes.count : section.families.count }
    private func columns(_ section: Section) -> Int { transposed ? section.families.count : section.themes.count }

    /// Tiles share one width (the widest family) so columns line up; each row is as tall as its family.
    private func tileWidth(_ section: Section) -> Double {
        (section.families.compactMap { section.device.sizes[$0]?.width }.max() ?? 0) + 2 * Self.tilePadding
    }

    private func rowHeight(_ section: Section, family: WidgetFamily) -> Double {
        (section.device.sizes[family]?.height ?? 0) + 2 * Self.tilePadding
    }

    private func gridHeights(_ section: Section) -> [Double] {
        if transposed {
            let tallest = section.families.map { rowHeight(section, family: $0) }.max() ?? 0
            return section.themes.map { _ in tallest }
        }
        return section.families.map { rowHeight(section, family: $0) }
    }

    private func width(_ section: Section) -> Double {
        2 * Self.margin + Self.labelWidth + Double(columns(section)) * (Self.gap + tileWidth(section))
    }

    private func height(_ section: Section) -> Double {
        Self.titleHeight + Self.headerHeight + Self.gap
            + gridHeights(section).reduce(0, +) + Self.gap * Double(max(rows(section) - 1, 0))
    }

    // MARK: Views

    private func sectionView(_ section: Section) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 6) {
                Text(title(section))
                    .font(.system(size: 28, weight: .bold))
                    .foregroundStyle(color(Self.ink))
                Text(subtitle(section))
                    .font(.system(size: 13))
                    .foregroundStyle(color(Self.secondaryInk))
                    .lineLimit(1)
            }
            .frame(height: Self.titleHeight, alignment: .topLeading)
            HStack(alignment: .bottom, spacing: Self.gap) {
                Color.clear.frame(width: Self.labelWidth, height: 1)
                ForEach(0..<columns(section)) { column in
                    Text(columnLabel(section, column))
                        .font(.system(size: 12, weight: .semibold))
                        .foregroundStyle(color(Self.secondaryInk))
                        .lineLimit(1)
                        .frame(width: tileWidth(section), alignment: .leading)
                }
            }
            .frame(height: Self.headerHeight, alignment: .bottomLeading)
            .padding(.bottom, Self.gap)
            VStack(alignment: .leading, spacing: Self.gap) {
                ForEach(0..<rows(section)) { row in rowView(section, row) }
            }
        }
        .padding(.horizontal, Self.margin)
    }

    private func rowView(_ section: Section, _ row: Int) -> some View {
        let height = gridHeights(section)[row]
        return HStack(alignment: .center, spacing: Self.gap) {
            rowLabel(section, row)
                .frame(width: Self.labelWidth, height: height, alignment: .leading)
            ForEach(0..<columns(section)) { column in
                let (family, theme) = transposed ? (section.families[column], section.themes[row])
                    : (section.families[row], section.themes[column])
                tile(section, family: family, theme: theme, height: height)
            }
        }
    }

    private func rowLabel(_ section: Section, _ row: Int) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            if transposed {
                Text(section.themes[row].name).font(.system(size: 15, weight: .semibold)).foregroundStyle(color(Self.ink))
                Text(section.themes[row].summary).font(.system(size: 11)).foregroundStyle(color(Self.secondaryInk))
                    .lineLimit(2)
            } else {
                let family = section.families[row]
                Text(family.rawValue).font(.system(size: 15, weight: .semibold)).foregroundStyle(color(Self.ink))
                    .lineLimit(1).minimumScaleFactor(0.7)
                Text(sizeLabel(section.device.sizes[family] ?? .zero))
                    .font(.system(size: 12)).foregroundStyle(color(Self.secondaryInk))
            }
        }
    }

    /// The theme's wallpaper as a rounded tile, the widget centered on it at its size in points.
    private func tile(_ section: Section, family: WidgetFamily, theme: RenderTheme, height: Double) -> some View {
        let wallpaper = LinearGradient(colors: theme.wallpaper.map(color), startPoint: .top, endPoint: .bottom)
        return ZStack {
            RoundedRectangle(cornerRadius: 18, style: .continuous).fill(wallpaper)
            if let pixmap = section.cells[Section.key(family, theme)] {
                Image(pixmap: pixmap, scale: section.device.scale)
            }
        }
        .frame(width: tileWidth(section), height: height)
    }

    private func columnLabel(_ section: Section, _ column: Int) -> String {
        transposed ? section.families[column].rawValue : section.themes[column].name.uppercased()
    }

    private func title(_ section: Section) -> String {
        section.subject.entry == "default" ? section.subject.title : "\(section.subject.title) · \(section.subject.entry)"
    }

    private func subtitle(_ section: Section) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return "\(section.subject.name) · \(section.device.displayName) @\(format(section.device.scale))x · "
            + "rendered \(formatter.string(from: section.subject.renderDate)) · \(section.subject.source)"
    }

    private func sizeLabel(_ size: Size) -> String { "\(format(size.width)) × \(format(size.height)) pt" }

    private func format(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    private func color(_ rgba: RGBA) -> Color { Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha) }
}
