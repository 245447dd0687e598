import Foundation

/// Writes a static HTML review report of golden check results: no external requests (CSS and
/// script inline, images copied beside it and referenced by relative paths). Each changed snapshot
/// shows expected and actual under a slider, a toggle between them, and the diff; the page filters
/// by widget, device, family, theme and status, and gives the commands that accept the changes.
public enum ReviewReport {
    /// Writes `DIR/index.html` and `DIR/images/…`; returns the page's URL.
    ///
    /// - Parameter acceptCommand: the check command as the user runs it (for example
    ///   `widget-render check --golden Golden --suite Showcase`); the report appends `--record failed` and
    ///   `--only NAME` to it.
    @discardableResult
    public static func write(_ results: [SnapshotResult], title: String, acceptCommand: String, to directory: URL) throws -> URL {
        let images = directory.appendingPathComponent("images", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            var cards: [String] = []
            for result in results where result.status != .matched {
                cards.append(try card(for: result, acceptCommand: acceptCommand, images: images))
            }
            let page = ReviewReportPage.html(title: title, results: results, cards: cards, acceptCommand: acceptCommand)
            let index = directory.appendingPathComponent("index.html")
            try Data(page.utf8).write(to: index, options: .atomic)
            return index
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw SnapshotError.cannotWrite(path: directory.path, problem: "\(error)")
        }
    }

    static func card(for result: SnapshotResult, acceptCommand: String, images: URL) throws -> String {
        let id = result.id
        var pictures = ""
        if let artifacts = result.artifacts {
            let base = id.description.replacingOccurrences(of: "/", with: "__")
            func copy(_ source: URL, _ kind: String) throws -> String {
                let name = "\(base).\(kind).png"
                let target = images.appendingPathComponent(name)
                try? FileManager.default.removeItem(at: target)
                try FileManager.default.copyItem(at: source, to: target)
                return "images/" + name
            }
            let expected = try copy(artifacts.expected, "expected"), actual = try copy(artifacts.actual, "actual")
            let diff = try copy(artifacts.diff, "diff")
            pictures = """
                <div class="pictures">
                  <figure class="compare">
                    <div class="slider"><img class="expected" src="\(expected)" alt="expected">
                      <img class="actual" src="\(actual)" alt="actual"></div>
                    <input class="position" type="range" min="0" max="100" value="50" aria-label="slider: expected ← → actual">
                    <button class="toggle" type="button">show actual</button>
                    <figcaption>expected | actual (slide or toggle)</figcaption>
                  </figure>
                  <figure><img class="diff" src="\(diff)" alt="diff"><figcaption>diff: changed pixels over the faded expected image</figcaption></figure>
                </div>
                """
        }
        var lines = [result.outcome.map { escape($0.summary) }, result.cause.map { escape($0.advice) }].compactMap { $0 }
        if result.status == .missing { lines.append("no golden yet: record it with the command below") }
        let accept = result.status == .failed || result.status == .missing
            ? "<p class=\"accept\">Accept this one: <code>\(escape(acceptCommand)) --record failed --only \(escape(id.description))</code></p>"
            : ""
        return """
            <article class="snapshot" id="\(escape(id.description))" data-widget="\(escape(id.widget))" data-device="\(escape(id.device))" data-family="\(escape(id.family))" data-theme="\(escape(id.theme))" data-status="\(result.status.rawValue)">
              <h2><span class="status \(result.status.rawValue)">\(result.status.rawValue)</span> \(escape(id.description))</h2>
              \(lines.map { "<p>\($0)</p>" }.joined())
              \(pictures)
              \(accept)
            </article>
            """
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}

extension GoldenCheckRun {
    /// `ReviewReport.write` for this run.
    @discardableResult
    public func writeReport(to directory: URL, acceptCommand: String) throws -> URL {
        try ReviewReport.write(results, title: "Golden check: \(suite)", acceptCommand: acceptCommand, to: directory)
    }
}
