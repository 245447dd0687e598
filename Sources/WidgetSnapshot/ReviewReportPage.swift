import Foundation

/// The report's page: a fixed shell (header with filters, sorting and the accept bar; the list;
/// the detail pane) whose size does not grow with the run. The rows are built by the script from
/// `report-data.js`, so 5,000 snapshots cost one data file, not 5,000 cards of HTML.
enum ReviewReportPage {
    /// The run as compact JSON for `report-data.js`.
    static func pageData(_ run: ReviewRun) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(run)
    }

    static func html(_ run: ReviewRun) -> String {
        let e = HTMLText.escaped
        func filter(_ key: String, _ values: [String]) -> String {
            let options = (["<option value=\"\">all</option>"] + Array(Set(values)).sorted().map { "<option value=\"\(e($0))\">\(e($0))</option>" })
            return "<label>\(key) <select id=\"filter-\(key)\" data-key=\"\(key)\">\(options.joined())</select></label>"
        }
        let r = run.results
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
            <title>\(e(run.title))</title>
            <style>\(style)</style></head>
            <body>
            <header>
              <h1>\(e(run.title))</h1>
              <p id="summary">\(e(run.summary.line))</p>
              <p>Accept every change: <code id="accept-all-command">\(e(run.acceptCommand)) --record failed</code></p>
              <form id="filters" onsubmit="return false">
                \(filter("widget", r.map(\.widget)))
                \(filter("device", r.map(\.device)))
                \(filter("family", r.map(\.family)))
                \(filter("theme", r.map(\.theme)))
                \(filter("status", r.map(\.status)))
                <label>name <input id="filter-text" type="search" placeholder="contains…" size="14"></label>
                <label>sort <select id="sort"><option value="changes">changes first</option><option value="change">largest change first</option><option value="name">by name</option></select></label>
                <span id="visible-count"></span>
              </form>
              <div id="accept-bar">
                <button type="button" id="select-shown">tick every shown change</button>
                <button type="button" id="select-none">untick all</button>
                <span id="accept-count">0 ticked</span>
                <div id="accept-output" hidden><code id="accept-command"></code>
                  <button type="button" id="copy-accept">copy</button>
                  <a id="accept-list" download="accepted.txt" href="#">accepted.txt</a></div>
              </div>
              <p class="keys">Keys: <kbd>j</kbd>/<kbd>↓</kbd> next, <kbd>k</kbd>/<kbd>↑</kbd> previous, <kbd>x</kbd> tick for accepting,
                <kbd>t</kbd> toggle expected/actual, <kbd>←</kbd>/<kbd>→</kbd> move the slider, <kbd>/</kbd> search.</p>
            </header>
            <main>
              <ol id="list" aria-label="snapshots"></ol>
              <section id="detail" aria-live="polite"><p class="empty">Select a snapshot.</p></section>
            </main>
            <noscript>This report needs JavaScript; the same data is in results.json and junit.xml.</noscript>
            <script src="report-data.js"></script>
            <script>\(ReviewReportScript.source)</script>
            </body></html>

            """
    }

    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1c1c1e}
        header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:6px 16px;z-index:2}
        h1{font-size:18px;margin:2px 0}h2{font-size:15px;margin:0 0 6px;word-break:break-all}
        header p{margin:4px 0}code{background:#eee;padding:1px 4px;border-radius:3px;word-break:break-all}
        kbd{border:1px solid #bbb;border-radius:3px;padding:0 3px;font-size:12px;background:#fafafa}
        .keys{color:#666;font-size:12px}
        #filters label{margin-right:10px;white-space:nowrap}#visible-count,#accept-count{color:#666}
        #accept-output{margin-top:4px}
        main{display:flex;gap:16px;padding:12px 16px;align-items:flex-start}
        #list{list-style:none;margin:0;padding:0;flex:0 0 460px;max-height:calc(100vh - 190px);overflow-y:auto;background:#fff;border:1px solid #ddd;border-radius:8px}
        #list li{display:flex;align-items:center;gap:8px;padding:4px 8px;border-bottom:1px solid #eee;cursor:pointer;height:48px;
          content-visibility:auto;contain-intrinsic-size:auto 57px}
        #list li[hidden]{display:none}
        #list li.current{background:#e3f0ff;outline:2px solid #1a73e8;outline-offset:-2px}
        #list img.thumb{width:48px;height:48px;object-fit:contain;flex:none;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/8px 8px}
        #list .nothumb{width:48px;height:48px;flex:none}
        #list .name{flex:1;font-size:12px;line-height:1.3;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        #list .pct{font-variant-numeric:tabular-nums;font-size:12px;color:#444;width:64px;text-align:right}
        .status{display:inline-block;padding:0 6px;border-radius:4px;color:#fff;background:#888;font-size:12px}
        .status.failed,.status.missing{background:#c62828}.status.rerecorded,.status.recorded{background:#ef6c00}
        .status.matched{background:#2e7d32}
        #detail{flex:1;background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px;position:sticky;top:200px;min-width:0}
        .pictures{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}
        figure{margin:0;max-width:380px}figcaption{color:#666;font-size:12px}
        .slider{position:relative;display:inline-block;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
        .pictures img{display:block;max-width:380px;height:auto;image-rendering:pixelated}
        .slider img.actual{position:absolute;left:0;top:0;width:100%;clip-path:inset(0 0 0 50%)}
        .compare.show-actual .slider img.actual{clip-path:none}
        .compare input.position{display:block;width:100%}
        .regions{color:#666;font-size:12px}
        """
}
