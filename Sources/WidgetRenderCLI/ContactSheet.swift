import Foundation
import WidgetRender

/// A contact sheet: sections of labelled grids of renders, each render centered on its theme's
/// wallpaper at its true size in points, with a title, a subtitle (device, render date, source)
/// and labels in the bundled Inter. `SheetBuilder` fills it with families × themes per widget, or
/// with the five image treatments per image.
///
/// The sheet is itself written as DSL views (stacks, text, images) and goes through the same
/// resolve → layout → paint pipeline as a widget, so its text is shaped and rasterized exactly
/// like widget text.
struct ContactSheet {
    /// A row or column heading: a name and a smaller detail line.
    struct Label {
        let name: String
        let detail: String
    }

    /// One render and the wallpaper it sits on; `nil` cells (the theme does not show the family)
    /// are drawn as outlined empty tiles.
    struct Cell {
        let pixmap: Pixmap
        /// Pixels per point of `pixmap`.
        let scale: Double
        let wallpaper: Wallpaper

        var pointSize: Size { Size(width: Double(pixmap.width) / scale, height: Double(pixmap.height) / scale) }
    }

    struct Section {
        let title: String
        let subtitle: String
        let rows: [Label]
        let columns: [Label]
        /// `cells[row][column]`.
        let cells: [[Cell?]]
        /// What an empty tile says, `gapNotes[row][column]` (default "not shown"): why the cell is
        /// missing, e.g. the widget has no such family.
        var gapNotes: [[String?]] = []
        /// The tiles' width in points when fixed by the whole section (a page showing part of it
        /// keeps the full section's columns); nil: the widest render here.
        var fixedTileWidth: Double? = nil
        /// Row heights in points when fixed by the matrix (a row of gaps is as tall as the family
        /// it stands for); nil: each row as tall as its tallest render.
        var fixedRowHeights: [Double]? = nil
    }

    let sections: [Section]
    /// The sheet's pictures (renders and wallpaper crops) by name, for `Image("name")`.
    private let pictures: SheetPictures

    /// `crops`: where wallpaper crops come from; sheets given the same store share them.
    init(sections: [Section], crops: WallpaperCrops = WallpaperCrops()) {
        self.sections = sections
        pictures = SheetPictures(crops: crops)
    }

    // Measures in points (ours): generous margins, renders inset from their tile by `tilePadding`.
    static let margin = 40.0, gap = 16.0, tilePadding = 24.0, labelWidth = 180.0
    static let titleHeight = 64.0, headerHeight = 34.0, sectionGap = 48.0
    static let paper = RGBA(r8: 0xF5, g8: 0xF5, b8: 0xF7), ink = RGBA(r8: 0x1D, g8: 0x1D, b8: 0x1F)
    static let secondaryInk = RGBA(r8: 0x6E, g8: 0x6E, b8: 0x73)
    /// Wallpapers are soft gradients: one pixel a point, resampled on the 2× sheet, looks the same
    /// as two and costs a quarter (they are computed per pixel).
    static let wallpaperScale = 1.0

    /// The sheet's pixels at `scale` pixels per point (premultiplied RGBA8, opaque), in one
    /// pixmap; `writePNG` streams larger pages in bands.
    func render(with renderer: WidgetRenderer, scale: Double = 2) throws -> Pixmap {
        let (width, height) = try pixelSize(scale: scale)
        guard width * height <= RenderLimits.standard.canvasPixels else {
            throw CLIError("the sheet would be \(width)×\(height) px, more than \(RenderLimits.standard.canvasPixels) px in all; "
                           + "put fewer widgets, families (--family) or themes (--theme) on one sheet")
        }
        return try renderer.paint(try layout(with: renderer, scale: scale), background: Self.paper)
    }

    /// The sheet's size in pixels at `scale`: ceil(size × scale), the one computation the painter
    /// makes from the laid-out sheet too. The paper is the painter's background, not a view, so it
    /// covers every one of these pixels by construction, including a last row or column that the
    /// sheet's frame in points covers only in part (renders at 3× have sizes in thirds of a point).
    ///
    /// Too big is an error, not a silently smaller sheet: cells shrunk below their true size would
    /// misrepresent the widgets the sheet exists to show.
    func pixelSize(scale: Double) throws -> (width: Int, height: Int) {
        let size = self.size
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width < Double(Pixmap.maxDimension), height < Double(Pixmap.maxDimension) else {
            throw CLIError("the sheet would be \(String(format: "%.0f", width))×\(String(format: "%.0f", height)) px, more than "
                           + "\(Pixmap.maxDimension - 1) px a side; put fewer widgets, families (--family) or themes (--theme) on one sheet")
        }
        return (Int(width), Int(height))
    }

    /// The sheet's size in points.
    var size: Size {
        Size(width: sections.map(width).max() ?? 0,
             height: 2 * Self.margin + sections.map(height).reduce(0, +) + Self.sectionGap * Double(max(sections.count - 1, 0)))
    }

    /// The sheet laid out with the pictures it draws, at `scale` pixels per point.
    func layout(with renderer: WidgetRenderer, scale: Double) throws -> WidgetRenderer.LaidOutView {
        let size = self.size
        let view = VStack(alignment: .leading, spacing: Self.sectionGap) {
            ForEach(0..<sections.count) { sectionView(sections[$0]) }
        }
        .padding(.vertical, Self.margin)
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        return try renderer.layoutPage(view, size: size, scale: scale, pictures: pictures)
    }

    // MARK: Geometry

    /// Tiles share one width (the widest render) so columns line up; each row is as tall as its
    /// tallest render.
    func tileWidth(_ section: Section) -> Double {
        if let fixed = section.fixedTileWidth { return fixed }
        return (section.cells.joined().compactMap { $0?.pointSize.width }.max() ?? 0) + 2 * Self.tilePadding
    }

    func rowHeights(_ section: Section) -> [Double] {
        if let fixed = section.fixedRowHeights { return fixed }
        return section.cells.map { row in (row.compactMap { $0?.pointSize.height }.max() ?? 0) + 2 * Self.tilePadding }
    }

    func width(_ section: Section) -> Double {
        2 * Self.margin + Self.labelWidth + Double(section.columns.count) * (Self.gap + tileWidth(section))
    }

    func height(_ section: Section) -> Double {
        Self.titleHeight + Self.headerHeight + Self.gap
            + rowHeights(section).reduce(0, +) + Self.gap * Double(max(section.rows.count - 1, 0))
    }

    // MARK: Views

    private func sectionView(_ section: Section) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 6) {
                Text(section.title)
                    .font(.system(size: 28, weight: .bold))
                    .foregroundStyle(color(Self.ink))
                Text(section.subtitle)
                    .font(.system(size: 13))
                    .foregroundStyle(color(Self.secondaryInk))
                    .lineLimit(1)
            }
            .frame(height: Self.titleHeight, alignment: .topLeading)
            HStack(alignment: .bottom, spacing: Self.gap) {
                Color.clear.frame(width: Self.labelWidth, height: 1)
                ForEach(0..<section.columns.count) { column in
                    labelView(section.columns[column], size: 13)
                        .frame(width: tileWidth(section), alignment: .leading)
                }
            }
            .frame(height: Self.headerHeight, alignment: .bottomLeading)
            .padding(.bottom, Self.gap)
            VStack(alignment: .leading, spacing: Self.gap) {
                ForEach(0..<section.rows.count) { row in rowView(section, row) }
            }
        }
        .padding(.horizontal, Self.margin)
    }

    private func rowView(_ section: Section, _ row: Int) -> some View {
        let height = rowHeights(section)[row]
        return HStack(alignment: .center, spacing: Self.gap) {
            labelView(section.rows[row], size: 15)
                .frame(width: Self.labelWidth, height: height, alignment: .leading)
            ForEach(0..<section.columns.count) { column in
                tile(section.cells[row][column], note: section.gapNotes.indices.contains(row) ? section.gapNotes[row][column] : nil,
                     width: tileWidth(section), height: height)
            }
        }
    }

    private func labelView(_ label: Label, size: Double) -> some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(label.name)
                .font(.system(size: size, weight: .semibold))
                .foregroundStyle(color(Self.ink))
                .minimumScaleFactor(0.7)
            Text(label.detail)
                .font(.system(size: 11))
                .foregroundStyle(color(Self.secondaryInk))
        }
        .lineLimit(1)
    }

    /// The wallpaper as a rounded tile, the render centered on it at its size in points.
    private func tile(_ cell: Cell?, note: String?, width: Double, height: Double) -> some View {
        let shape = RoundedRectangle(cornerRadius: 18, style: .continuous)
        return ZStack {
            if let cell {
                if let wallpaper = pictures.wallpaper(cell.wallpaper, Size(width: width, height: height), scale: Self.wallpaperScale) {
                    Image(wallpaper).resizable().frame(width: width, height: height).clipShape(shape)
                }
                Image(pictures.add(cell.pixmap, scale: cell.scale))
            } else {
                shape.strokeBorder(color(Self.secondaryInk.withAlpha(0.35)), lineWidth: 1)
                Text(note ?? "not shown").font(.system(size: 12)).foregroundStyle(color(Self.secondaryInk))
                    .multilineTextAlignment(.center).padding(.horizontal, 8)
            }
        }
        .frame(width: width, height: height)
    }

    private func color(_ rgba: RGBA) -> Color { Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha) }
}

/// The pictures of one sheet, served by name to `Image("name")`: named images skip the content
/// hash `Image(pixmap:)` computes over every byte, and equal wallpaper crops are made once.
/// A sheet is built on one thread; the lock only satisfies `ImageProviding`'s thread-safety contract.
final class SheetPictures: ImageProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: ProvidedImage] = [:]
    private let crops: WallpaperCrops

    init(crops: WallpaperCrops) { self.crops = crops }

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
            guard let pixels = crops.crop(wallpaper, size, scale: scale) else { return nil }
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

/// Wallpaper crops behind sheet tiles, by wallpaper, tile size and scale, for every sheet given this
/// store. The demo's widget sheets on one device share their layout, so each made the same crops
/// (computed per pixel: a tenth of the demo's CPU time when every sheet made its own).
final class WallpaperCrops: @unchecked Sendable {
    private let lock = NSLock()
    private var crops: [String: Pixmap] = [:]

    /// The crop behind a tile of `size`, made on first use (outside the lock, so two sheets may both
    /// make a crop neither had: the same pixels); nil if it cannot be made.
    func crop(_ wallpaper: Wallpaper, _ size: Size, scale: Double) -> Pixmap? {
        let key = "\(wallpaper.rawValue) \(size.width)x\(size.height) @\(scale)"
        lock.lock()
        let cached = crops[key]
        lock.unlock()
        if let cached { return cached }
        guard let pixels = try? wallpaper.pixmap(crop: Wallpaper.region(for: size), pixelsPerPoint: scale) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        crops[key] = pixels
        return pixels
    }
}
