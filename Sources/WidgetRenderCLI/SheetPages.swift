import Foundation
import WidgetRender

// Sheet pages: a matrix too large for one image is split into numbered pages with the same
// layout (margins, titles, column headings, true-size tiles) instead of shrinking the renders or
// failing. Each page is painted in bands of rows that stream into the PNG writer, so memory holds
// one band, never the page.
//
// Glossary
// - Page: one PNG of the sheet, at most `PageLimit` pixels a side.
// - Piece: the part of a section on one page: a range of its rows × a range of its columns, with
//   the section's title (and which part it is) and its column headings repeated.
// - Band: a run of pixel rows of a page, painted and encoded together (`bandRows` tall).

/// The largest page, in pixels. The default keeps each side under `Pixmap.maxDimension`, the
/// largest image our own decoder (and `check`) reads back.
struct PageLimit: Equatable {
    var width = Pixmap.maxDimension - 1
    var height = Pixmap.maxDimension - 1
}

/// Splits sections into pieces and packs the pieces onto pages, in order. Sections arrive one at
/// a time (`add`), so a caller can write full pages and drop their renders before rendering the
/// next widget.
struct SheetPager {
    let limit: PageLimit
    /// Pixels per point of the sheet.
    let scale: Double
    private var current: [ContactSheet.Section] = []

    init(limit: PageLimit = PageLimit(), scale: Double = 2) {
        self.limit = limit
        self.scale = scale
    }

    /// Adds a section; returns the pages it completed (not the one still being filled).
    mutating func add(_ section: ContactSheet.Section) throws -> [ContactSheet] {
        var done: [ContactSheet] = []
        for piece in try pieces(of: section) {
            if !current.isEmpty, !fits(current + [piece]) {
                done.append(ContactSheet(sections: current))
                current = []
            }
            current.append(piece)
        }
        return done
    }

    /// The last page, if anything was added since the last full page.
    mutating func finish() -> ContactSheet? {
        defer { current = [] }
        return current.isEmpty ? nil : ContactSheet(sections: current)
    }

    /// Every page of `sections` at once (tests and small sheets).
    static func pages(_ sections: [ContactSheet.Section], limit: PageLimit = PageLimit(), scale: Double = 2) throws -> [ContactSheet] {
        var pager = SheetPager(limit: limit, scale: scale)
        var pages = try sections.flatMap { try pager.add($0) }
        if let last = pager.finish() { pages.append(last) }
        return pages
    }

    private func fits(_ sections: [ContactSheet.Section]) -> Bool {
        guard let pixels = try? ContactSheet(sections: sections).pixelSize(scale: scale) else { return false }
        return pixels.width <= limit.width && pixels.height <= limit.height
    }

    /// The section cut into pieces that each fit a page alone: column groups (left to right), each
    /// cut into row groups (top to bottom). Tiles keep the whole section's width, so columns line
    /// up across its pages.
    private func pieces(of section: ContactSheet.Section) throws -> [ContactSheet.Section] {
        let probe = ContactSheet(sections: [section])
        let tileWidth = probe.tileWidth(section)
        let heights = probe.rowHeights(section)
        let m = ContactSheet.self
        let pageWidth = Double(limit.width) / scale, pageHeight = Double(limit.height) / scale
        let columnsPerPage = Int(saturating: ((pageWidth - 2 * m.margin - m.labelWidth) / (m.gap + tileWidth)).rounded(.down))
        guard columnsPerPage >= 1 || section.columns.isEmpty else {
            throw CLIError("“\(section.title)”: one tile is \(Int(tileWidth * scale)) px wide, more than a \(limit.width) px page holds")
        }
        let columnGroups = Self.groups(count: section.columns.count, size: max(columnsPerPage, 1))
        // Rows fill what is left under the title and headings; at least one row per piece.
        let available = pageHeight - 2 * m.margin - m.titleHeight - m.headerHeight - m.gap
        var rowGroups: [Range<Int>] = []
        var start = 0, used = 0.0
        for (row, height) in heights.enumerated() {
            guard height <= available + 1e-9 else {
                throw CLIError("“\(section.title)”: row \(section.rows[row].name) is \(Int(height * scale)) px tall, more than a \(limit.height) px page holds")
            }
            let added = (row == start ? 0 : m.gap) + height
            if row > start, used + added > available + 1e-9 {
                rowGroups.append(start..<row)
                start = row
                used = height
            } else {
                used += added
            }
        }
        rowGroups.append(start..<section.rows.count)
        let total = columnGroups.count * rowGroups.count
        guard total > 1 else { return [section] }
        var pieces: [ContactSheet.Section] = []
        for columns in columnGroups {
            for rows in rowGroups {
                var part = ContactSheet.Section(
                    title: "\(section.title) · part \(pieces.count + 1) of \(total)",
                    subtitle: section.subtitle,
                    rows: Array(section.rows[rows]), columns: Array(section.columns[columns]),
                    cells: section.cells[rows].map { Array($0[columns]) })
                if !section.gapNotes.isEmpty { part.gapNotes = section.gapNotes[rows].map { Array($0[columns]) } }
                part.fixedTileWidth = tileWidth
                part.fixedRowHeights = Array(heights[rows])
                pieces.append(part)
            }
        }
        return pieces
    }

    private static func groups(count: Int, size: Int) -> [Range<Int>] {
        guard count > 0 else { return [0..<0] }
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }
}

extension ContactSheet {
    /// Pixel rows painted and encoded at a time: 256 rows of a 16,383 px wide page are 16 MiB.
    static let bandRows = 256

    /// Writes the sheet as a PNG, painted in bands of `bandRows` rows that stream through
    /// `BandedPNGWriter` into a temporary file renamed into place (`AtomicFile`). The paper is
    /// opaque and under every pixel (`pixelSize`), so the PNG is RGB. Returns the page's size in pixels.
    @discardableResult
    func writePNG(to url: URL, renderer: WidgetRenderer, scale: Double = 2, bandRows: Int = ContactSheet.bandRows) throws -> (width: Int, height: Int) {
        let (width, height) = try pixelSize(scale: scale)
        let page = try layout(with: renderer, scale: scale)
        let file = try AtomicFile(url)
        let writer = try BandedPNGWriter(width: width, height: height, opaque: true) { bytes in
            try file.write(Data(bytes))
        }
        var top = 0
        var spare: Pixmap?
        while top < height {
            let rows = top..<min(top + max(bandRows, 1), height)
            let band = try renderer.paint(page, background: Self.paper, rows: rows, reusing: &spare)
            try writer.append(band)
            spare = consume band
            top = rows.upperBound
        }
        try writer.finish()
        try file.commit()
        return (width, height)
    }
}
