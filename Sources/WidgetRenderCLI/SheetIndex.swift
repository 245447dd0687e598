import Foundation
import WidgetRender
import WidgetSnapshot

/// Writes a paged sheet as sections arrive: full pages are painted and written at once (their
/// renders then freed), numbered `NAME-1.png`, `NAME-2.png`, …; a sheet that fits one page is
/// `NAME.png` as asked. `NAME.html` beside them is the index: every page linked, with the
/// sections (widget · device · part) each one shows.
struct PagedSheetWriter {
    let destination: URL
    let renderer: WidgetRenderer
    private var pager: SheetPager
    private(set) var pages: [(url: URL, titles: [String], width: Int, height: Int)] = []

    init(destination: URL, renderer: WidgetRenderer, limit: PageLimit = PageLimit()) {
        self.destination = destination
        self.renderer = renderer
        self.pager = SheetPager(limit: limit)
    }

    /// `sheet.png` → `sheet`; other names keep their extension out of the stem too.
    private var stem: URL { destination.deletingPathExtension() }

    private func numbered(_ number: Int) -> URL {
        URL(fileURLWithPath: stem.path + "-\(number).png")
    }

    var indexURL: URL { URL(fileURLWithPath: stem.path + ".html") }

    mutating func add(_ section: ContactSheet.Section) throws {
        for page in try pager.add(section) { try write(page) }
    }

    /// Writes the last page and the index; returns every file written, pages first.
    mutating func finish() throws -> [URL] {
        if let last = pager.finish() { try write(last) }
        guard !pages.isEmpty else { throw CLIError("the sheet has no sections") }
        if pages.count == 1 {
            // One page: the name the user gave, as before pages existed.
            try renameReplacing(pages[0].url, with: destination)
            pages[0].url = destination
        }
        let index = try AtomicFile(indexURL)
        try index.write(Self.indexHTML(title: destination.deletingPathExtension().lastPathComponent, pages: pages))
        try index.commit()
        return pages.map(\.url) + [indexURL]
    }

    private mutating func write(_ page: ContactSheet) throws {
        let url = numbered(pages.count + 1)
        let size = try page.writePNG(to: url, renderer: renderer)
        // Title and the subtitle's widget name and device, so equal titles on several devices differ.
        pages.append((url, page.sections.map { ([$0.title] + $0.subtitle.components(separatedBy: " · ").prefix(2)).joined(separator: " · ") },
                      size.width, size.height))
    }

    private func renameReplacing(_ source: URL, with target: URL) throws {
        guard rename(source.path, target.path) == 0 else {
            throw CLIError("\(target.path): cannot rename \(source.lastPathComponent) into place: \(String(cString: strerror(errno)))")
        }
    }

    /// The index page: plain HTML, no script, links relative to the index (pages sit beside it).
    static func indexHTML(title: String, pages: [(url: URL, titles: [String], width: Int, height: Int)]) -> String {
        var html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>\(HTMLText.escaped(title)) · contact sheet</title>
        <style>body{font:14px -apple-system,system-ui,sans-serif;margin:32px;background:#f5f5f7;color:#1d1d1f}
        li{margin:0 0 20px}img{display:block;max-width:480px;max-height:320px;border:1px solid #d2d2d7;margin-top:6px}
        .detail{color:#6e6e73}</style></head><body>
        <h1>\(HTMLText.escaped(title))</h1>
        <p class="detail">\(pages.count) \(pages.count == 1 ? "page" : "pages")</p>
        <ol>

        """
        for (number, page) in pages.enumerated() {
            let name = HTMLText.escaped(page.url.lastPathComponent)
            html += "<li><a href=\"\(HTMLText.escaped(percentEncoded(page.url.lastPathComponent)))\">Page \(number + 1): \(name)</a>"
            html += " <span class=\"detail\">\(page.width) × \(page.height) px</span>\n"
            html += "<ul>" + page.titles.map { "<li>\(HTMLText.escaped($0))</li>" }.joined() + "</ul>\n"
            html += "<a href=\"\(HTMLText.escaped(percentEncoded(page.url.lastPathComponent)))\"><img src=\"\(HTMLText.escaped(percentEncoded(page.url.lastPathComponent)))\" alt=\"page \(number + 1)\" loading=\"lazy\"></a></li>\n"
        }
        return html + "</ol></body></html>\n"
    }


    private static func percentEncoded(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? name
    }
}
