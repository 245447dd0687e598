/// The page of `widget-render preview --package`: the images of the last good preview run of a
/// Swift package target, with the build status and the compiler's error lines above them. The run
/// draws every preview in every built-in theme that shows its family, on each theme's default device
/// (what `assertWidgetPreviewSnapshots` writes), so the controls filter those images (preview, theme,
/// device, zoom) rather than render new ones. Every loaded image is logged in `#preview-log` (run,
/// version, pixel checksum, time) for the browser test, as on the spec page.
enum PackagePreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>widget-render preview</title>
        <style>
        \(PreviewPageShared.baseStyle)
        #status{color:#555;font-size:12px;margin-left:8px}
        #error{background:#fdecea;color:#b71c1c;padding:6px 16px;white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:12px}
        #error:empty{display:none}
        section{padding:8px 16px}h2{font-size:14px;margin:8px 0 0}h2 small{color:#555;font-weight:normal}
        .row{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start;margin:8px 0}
        figure{margin:0}figcaption{color:#555;font-size:12px}
        img{display:block}
        .zoom-fit img{max-width:360px;height:auto}
        .zoom-2 img,.zoom-4 img,.zoom-actual img{image-rendering:pixelated}
        #preview-log{display:none}
        </style></head>
        <body>
        <header>
          <h1>widget-render preview — <span id="target"></span><span id="status"></span></h1>
          <label>preview <select id="preview"></select></label>
          <label>theme <select id="theme"></select></label>
          <label>device <select id="device"></select></label>
          <label>zoom <select id="zoom"><option value="fit">fit</option><option value="actual">actual pixels</option>
            <option value="2">200 %</option><option value="4">400 %</option></select></label>
        </header>
        <div id="error"></div>
        <main id="grid" class="zoom-fit"></main>
        <pre id="preview-log"></pre>
        <script>
        (function () {
          'use strict';
          var state = null, shown = '', log = [];
          \(PreviewPageShared.scriptHelpers)
          var esc = function (s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); };
          function fill(select, all, values) {
            var old = select.value;
            select.innerHTML = '<option value="*">' + all + '</option>' +
              values.map(function (v) { return '<option value="' + esc(v) + '">' + esc(v) + '</option>'; }).join('');
            if (values.indexOf(old) >= 0) select.value = old;
          }
          function unique(list) { return list.filter(function (v, i) { return list.indexOf(v) === i; }); }
          function controls() {
            var previews = state.previews || [], images = [];
            previews.forEach(function (p) { p.snapshots.forEach(function (s) { images = images.concat(s.images); }); });
            fill($('preview'), 'all', previews.map(function (p) { return p.title; }));
            fill($('theme'), 'all', unique(images.map(function (i) { return i.theme; })));
            fill($('device'), 'all', unique(images.map(function (i) { return i.device; })));
          }
          function render() {
            if (!state || state.run === undefined) return;
            var want = { preview: $('preview').value, theme: $('theme').value, device: $('device').value };
            var html = [], cells = [];
            state.previews.forEach(function (p) {
              if (want.preview !== '*' && want.preview !== p.title) return;
              html.push('<section><h2>' + esc(p.title) + ' <small>' + esc(p.kind + ' · ' + p.family + ' · ' + p.place) + '</small></h2>');
              p.snapshots.forEach(function (s) {
                var row = [];
                s.images.forEach(function (i) {
                  if ((want.theme !== '*' && want.theme !== i.theme) || (want.device !== '*' && want.device !== i.device)) return;
                  var id = 'cell-' + cells.length;
                  cells.push({ id: id, preview: p.title, snapshot: s.label, theme: i.theme, device: i.device, scale: i.scale,
                    src: '/image.png?run=' + state.run + '&path=' + encodeURIComponent(i.path) });
                  row.push('<figure><img id="' + id + '" alt="' + esc(p.title + ' ' + i.theme) + '"><figcaption>' +
                    esc(s.label + ' · ' + i.theme + ' · ' + i.device) + '</figcaption></figure>');
                });
                if (row.length) html.push('<div class="row">' + row.join('') + '</div>');
              });
              html.push('</section>');
            });
            var key = state.run + '|' + $('zoom').value + '|' + cells.map(function (c) { return c.src; }).join();
            if (key === shown) return;
            shown = key;
            var grid = $('grid'), run = state.run, version = state.version;
            grid.className = 'zoom-' + $('zoom').value;
            grid.innerHTML = cells.length ? html.join('') : '<p>No image of the last run matches these choices.</p>';
            cells.forEach(function (cell) {
              var img = $(cell.id);
              img.onload = function () {
                var zoom = $('zoom').value, ratio = window.devicePixelRatio || 1;
                if (zoom !== 'fit') img.style.width = (img.naturalWidth / ratio * (zoom === 'actual' ? 1 : Number(zoom))) + 'px';
                log.push({ run: run, version: version, preview: cell.preview, snapshot: cell.snapshot, theme: cell.theme,
                  device: cell.device, width: img.naturalWidth, height: img.naturalHeight, checksum: checksum(img), time: Date.now() });
                $('preview-log').textContent = JSON.stringify(log);
              };
              img.src = cell.src;
            });
          }
          function status() {
            var s = state.building ? ' — building…' : state.run === undefined ? ' — no images yet' :
              ' — run ' + state.run + (state.lastBuildSeconds !== undefined ? ', last build ' + state.lastBuildSeconds + ' s' : '');
            $('status').textContent = s;
          }
          function poll() {
            var after = state ? state.version : -1, changed = false;
            fetch('/state?after=' + after, { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (next) {
              changed = !state || next.version !== state.version;
              state = next;
              $('target').textContent = state.target + ' (' + state.package + ')';
              $('error').textContent = state.error || '';
              status();
              if (changed && state.previews) { controls(); render(); }
            }).catch(function () { $('error').textContent = 'the preview server stopped'; })
              .then(function () { setTimeout(poll, changed ? 0 : 500); });
          }
          ['preview', 'theme', 'device', 'zoom'].forEach(function (id) {
            $(id).addEventListener('change', function () { shown = ''; render(); });
          });
          window.widgetPreview = { log: log, state: function () { return state; }, render: render };
          poll();
        })();
        </script>
        </body></html>

        """
}
