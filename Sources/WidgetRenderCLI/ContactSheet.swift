import Foundation
import WidgetRender
import WidgetText
import WidgetRaster

/// A contact sheet: for each widget (a section), a grid of its renders — rows are families and
/// columns themes (or transposed) — each on its theme's wallpaper at true relative size (StandBy
/// and CarPlay larger, as the theme scales them), with a title, the render date and labels in Inter.
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
        let themes: [Theme]
        let cells: [String: Pixmap]

        static func key(_ family: WidgetFamily, _ theme: Theme) -> String { "\(family.rawValue)/\(theme.name)" }

        /// A render's size in points (its pixels ÷ the device scale).
        func pointSize(_ family: WidgetFamily, _ theme: Theme) -> Size? {
            cells[Self.key(family, theme)].map { Size(width: Double($0.width) / device.scale, height: Double($0.height) / device.scale) }
        }
    }

    let sections: [Section]
    /// False: rows are families, columns themes. True: rows are themes, columns families.
    var transposed = false
    /// The sheet's pictures (renders and wallpaper crops) by name, for `Image("name")`.
    private let pictures = SheetPictures()

    init(sections: [Section], transposed: Bool = false) {
        self.sections = sections
        self.transposed = transposed
    }

    // Measures in points (ours): generous margins, widgets inset from their tile by `tilePadding`.
    static let margin = 40.0, gap = 16.0, tilePadding = 24.0, labelWidth = 180.0
    static let titleHeight = 64.0, headerHeight = 34.0, sectionGap = 48.0
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
        let widget = try resolveWidget(view, environment: EnvironmentValues(), images: pictures)
        let context = LayoutContext(size: size, cornerRadius: 0, contentMargins: .zero, scale: fitted,
                                    text: TextEngine(catalog: fonts))
        let list = try layoutWidget(widget, context: context)
        return try DisplayListPainter(fonts: fonts).paint(list, images: widget.images, scale: fitted, clipToWidgetShape: false)
    }

    // MARK: Geometry

    private func rows(_ section: Section) -> Int { transposed ? section.themes.count : section.families.count }
    private func columns(_ section: Section) -> Int { transposed ? section.families.count : section.themes.count }

    /// Tiles share one width (the widest render) so columns line up; each row is as tall as its
    /// tallest render.
    private func tileWidth(_ section: Section) -> Double {
        let widths = section.families.flatMap { family in section.themes.compactMap { section.pointSize(family, $0)?.width } }
        return (widths.max() ?? 0) + 2 * Self.tilePadding
    }

    private func rowHeight(_ section: Section, family: WidgetFamily) -> Double {
        (section.themes.compactMap { section.pointSize(family, $0)?.height }.max() ?? 0) + 2 * Self.tilePadding
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
                    VStack(alignment: .leading, spacing: 1) {
                        Text(columnLabel(section, column))
                            .font(.system(size: 13, weight: .semibold))
                            .foregroundStyle(color(Self.ink))
                        Text(columnDetail(section, column))
                            .font(.system(size: 11))
                            .foregroundStyle(color(Self.secondaryInk))
                    }
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
                Text(themeSummary(section.themes[row])).font(.system(size: 11)).foregroundStyle(color(Self.secondaryInk))
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

    /// The theme's wallpaper as a rounded tile, the widget centered on it at its size in points;
    /// a theme that does not show the family gets an empty outlined tile.
    private func tile(_ section: Section, family: WidgetFamily, theme: Theme, height: Double) -> some View {
        let width = tileWidth(section)
        let shape = RoundedRectangle(cornerRadius: 18, style: .continuous)
        return ZStack {
            if let pixmap = section.cells[Section.key(family, theme)] {
                wallpaper(theme, width: width, height: height).clipShape(shape)
                Image(pictures.add(pixmap, scale: section.device.scale))
            } else {
                shape.strokeBorder(color(Self.secondaryInk.withAlpha(0.35)), lineWidth: 1)
                Text("not shown in \(theme.name)").font(.system(size: 12)).foregroundStyle(color(Self.secondaryInk))
            }
        }
        .frame(width: width, height: height)
    }

    /// The part of the theme's wallpaper a tile of this size covers, around where widgets sit.
    private func wallpaper(_ theme: Theme, width: Double, height: Double) -> some View {
        let name = pictures.wallpaper(theme.wallpaper, Size(width: width, height: height), scale: Self.wallpaperScale)
        return Group {
            if let name {
                Image(name).resizable().frame(width: width, height: height)
            } else {
                Color.black.frame(width: width, height: height)
            }
        }
    }

    /// Wallpapers are soft gradients: one pixel a point, resampled on the 2× sheet, looks the same
    /// as two and costs a quarter (they are computed per pixel).
    static let wallpaperScale = 1.0

    private func columnLabel(_ section: Section, _ column: Int) -> String {
        transposed ? section.families[column].rawValue : section.themes[column].name
    }

    private func columnDetail(_ section: Section, _ column: Int) -> String {
        guard transposed else { return themeSummary(section.themes[column]) }
        return sizeLabel(section.device.sizes[section.families[column]] ?? .zero)
    }

    private func themeSummary(_ theme: Theme) -> String {
        "\(theme.renderingMode.rawValue) · \(theme.platform.rawValue) · \(theme.colorScheme.rawValue)"
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

/// The pictures of one sheet, served by name to `Image("name")`: named images skip the content
/// hash `Image(pixmap:)` computes over every byte, and equal wallpaper crops are made once.
/// A sheet is built on one thread; the lock only satisfies `ImageProviding`'s thread-safety contract.
final class SheetPictures: ImageProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: ProvidedImage] = [:]

    /// Registers a render; returns its name.
    func add(_ pixmap: Pixmap, scale: Double) -> String {
        lock.lock()
        defer { lock.unlock() }
        let name = "cell-\(images.count)"
        images[name] = ProvidedImage(pixmap: pixmap, scale: scale)
        return name
    }

    /// The crop of `wallpaper` behind a tile of `size`, made on first use; nil if it cannot be made.
    func wallpaper(_ wallpaper: Wallpaper, _ size: Size, scale: Double) -> String? {
        let name = "wallpaper-\(wallpaper.rawValue)-\(size.width)x\(size.height)"
        lock.lock()
        defer { lock.unlock() }
        if images[name] == nil {
            guard let pixels = try? wallpaper.pixmap(crop: Wallpaper.region(for: size), pixelsPerPoint: scale) else { return nil }
            images[name] = ProvidedImage(pixmap: pixels, scale: scale)
        }
        return name
    }

    func image(named name: String) throws -> ProvidedImage {
        lock.lock()
        defer { lock.unlock() }
        guard let image = images[name] else { throw ImageLookupError(description: "the sheet has no picture '\(name)'") }
        return image
    }

    func image(contentsOfFile path: String) throws -> ProvidedImage {
        throw ImageLookupError(description: "a sheet reads no files")
    }
}
