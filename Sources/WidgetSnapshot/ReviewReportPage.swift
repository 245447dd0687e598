/// The page around the report's cards: header, filters, matched list, inline style and script.
enum ReviewReportPage {
    static func html(title: String, results: [SnapshotResult], cards: [String], acceptCommand: String) -> String {
        let e = ReviewReport.escape
        func options(_ values: [String]) -> String {
            (["<option value=\"\">all</option>"] + Array(Set(values)).sorted().map { "<option value=\"\(e($0))\">\(e($0))</option>" }).joined()
        }
        let ids = results.map(\.id)
        let counts = SnapshotResult.Status.allCases.compactMap { status -> String? in
            let n = results.filter { $0.status == status }.count
            return n > 0 ? "\(n) \(status.rawValue)" : nil
        }.joined(separator: ", ")
        let matched = results.filter { $0.status == .matched }.map {
            "<li class=\"snapshot\" data-widget=\"\(e($0.id.widget))\" data-device=\"\(e($0.id.device))\" data-family=\"\(e($0.id.family))\" data-theme=\"\(e($0.id.theme))\" data-status=\"matched\">\(e($0.id.description))</li>"
        }.joined(separator: "\n")
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(e(title))</title>
            <style>\(style)</style></head>
            <body>
            <header>
              <h1>\(e(title))</h1>
              <p id="summary">\(e(counts.isEmpty ? "no snapshots" : counts))</p>
              <p>Accept every change: <code>\(e(acceptCommand)) --record failed</code></p>
              <form id="filters">
                <label>widget <select id="filter-widget" data-key="widget">\(options(ids.map(\.widget)))</select></label>
                <label>device <select id="filter-device" data-key="device">\(options(ids.map(\.device)))</select></label>
                <label>family <select id="filter-family" data-key="family">\(options(ids.map(\.family)))</select></label>
                <label>theme <select id="filter-theme" data-key="theme">\(options(ids.map(\.theme)))</select></label>
                <label>status <select id="filter-status" data-key="status">\(options(results.map(\.status.rawValue)))</select></label>
                <span id="visible-count"></span>
              </form>
            </header>
            <main>
            \(cards.joined(separator: "\n"))
            <section id="matched"><h2>Matched</h2><ul>
            \(matched)
            </ul></section>
            </main>
            <script>\(script)</script>
            </body></html>

            """
    }

    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1c1c1e}
        header{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:8px 16px;z-index:1}
        h1{font-size:18px;margin:4px 0}h2{font-size:15px;margin:0 0 6px}
        main{padding:16px}code{background:#eee;padding:1px 4px;border-radius:3px}
        #filters label{margin-right:12px}#visible-count{color:#666}
        .snapshot[hidden]{display:none}
        article.snapshot{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px;margin-bottom:16px}
        .status{display:inline-block;padding:0 6px;border-radius:4px;color:#fff;background:#888;font-size:12px}
        .status.failed,.status.missing{background:#c62828}.status.rerecorded,.status.recorded{background:#ef6c00}
        .pictures{display:flex;gap:16px;flex-wrap:wrap;align-items:flex-start}
        figure{margin:0;width:360px}figcaption{color:#666;font-size:12px}
        .slider{position:relative;display:inline-block;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
        .pictures img{display:block;width:360px;height:auto;image-rendering:pixelated}
        .slider img.actual{position:absolute;left:0;top:0;clip-path:inset(0 0 0 50%)}
        .compare.show-actual .slider img.actual{clip-path:none}
        .compare input.position{display:block;width:100%}
        """

    /// Filtering hides non-matching cards; the slider clips the actual image from the left; the
    /// toggle shows the whole actual image, then the whole expected one.
    static let script = """
        (function () {
          var selects = document.querySelectorAll('#filters select');
          function applyFilters() {
            var shown = 0, items = document.querySelectorAll('.snapshot');
            items.forEach(function (item) {
              var visible = true;
              selects.forEach(function (s) { if (s.value && item.dataset[s.dataset.key] !== s.value) visible = false; });
              item.hidden = !visible;
              if (visible) shown++;
            });
            document.getElementById('visible-count').textContent = shown + ' of ' + items.length + ' shown';
          }
          selects.forEach(function (s) { s.addEventListener('change', applyFilters); });
          document.querySelectorAll('.compare').forEach(function (figure) {
            var actual = figure.querySelector('img.actual'), range = figure.querySelector('input.position');
            var button = figure.querySelector('button.toggle');
            range.addEventListener('input', function () {
              figure.classList.remove('show-actual');
              actual.style.clipPath = 'inset(0 0 0 ' + range.value + '%)';
            });
            button.addEventListener('click', function () {
              var showActual = !figure.classList.contains('show-actual');
              figure.classList.toggle('show-actual', showActual);
              actual.style.clipPath = showActual ? 'none' : 'inset(0 0 0 100%)';
              button.textContent = showActual ? 'show expected' : 'show actual';
            });
          });
          window.widgetReport = { applyFilters: applyFilters };
          applyFilters();
        })();
        """
}
