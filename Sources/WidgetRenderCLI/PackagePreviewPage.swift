/// The page of `widget-render preview --package`: the images of the last good preview run of a
/// Swift package target, with the build status and the compiler's error lines above them. The run
/// draws what `assertWidgetPreviewSnapshots` is asked for: the test's themes and devices, unless the
/// page's controls choose others. Theme, dark, tint, wallpaper, device, text size, locale and right
/// to left are the run's input: a change is sent to `/controls`, which queues a run with the control
/// variables (PackagePreviewControls); preview and zoom only filter and scale the images shown.
/// Every loaded image is logged in `#preview-log` (run, version, the run's controls, pixel checksum,
/// time) for the browser test, as on the spec page.
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
        #control-error{background:#fff4e5;color:#8a4b00;padding:6px 16px;font-size:12px}#control-error:empty{display:none}
        #preview-log{display:none}
        </style></head>
        <body>
        <header>
          <h1>widget-render preview — <span id="target"></span><span id="status"></span></h1>
          <label>preview <select id="preview"></select></label>
          <label>theme <select id="theme"></select></label>
          <label><input id="dark" type="checkbox"> dark</label>
          <label>tint <input id="tint" type="color" value="#0a84ff"></label>
          <label>wallpaper <select id="wallpaper"></select></label>
          <label>device <select id="device"></select></label>
          <label>text size <select id="dynamicType"><option value="">test's</option><option value="xSmall">xSmall</option>
            <option value="small">small</option><option value="medium">medium</option><option value="large">large</option>
            <option value="xLarge">xLarge</option><option value="xxLarge">xxLarge</option><option value="xxxLarge">xxxLarge</option>
            <option value="accessibility1">AX1</option><option value="accessibility2">AX2</option><option value="accessibility3">AX3</option>
            <option value="accessibility4">AX4</option><option value="accessibility5">AX5</option></select></label>
          <label>locale <select id="locale"><option value="">test's</option><option value="ar">ar</option><option value="de">de</option>
            <option value="he">he</option><option value="ja">ja</option></select></label>
          <label>OS <select id="os"><option value="">test's</option><option value="26">26</option><option value="18">18</option>
            <option value="17">17</option></select></label>
          <label><input id="rtl" type="checkbox"> right to left</label>
          <label>zoom <select id="zoom"><option value="fit">fit</option><option value="actual">actual pixels</option>
            <option value="2">200 %</option><option value="4">400 %</option></select></label>
        </header>
        <div id="error"></div>
        <div id="control-error"></div>
        <main id="grid" class="zoom-fit"></main>
        <pre id="preview-log"></pre>
        <script>
        (function () {
          'use strict';
          var state = null, shown = '', log = [], ready = false, tintTouched = false;
          var lightToDark = { 'ios.light': 'ios.dark', 'ios.standby': 'ios.standby.night' };
          var darkOf = { 'ios.dark': 'ios.light', 'ios.standby.night': 'ios.standby' };
          var inputs = ['theme', 'tint', 'wallpaper', 'device', 'dynamicType', 'locale', 'os', 'rtl'];
          \(PreviewPageShared.scriptHelpers)
          var esc = function (s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); };
          function fill(select, all, values) {
            var old = select.value;
            select.innerHTML = '<option value="*">' + all + '</option>' +
              values.map(function (v) { return '<option value="' + esc(v) + '">' + esc(v) + '</option>'; }).join('');
            if (values.indexOf(old) >= 0) select.value = old;
          }
          function unique(list) { return list.filter(function (v, i) { return list.indexOf(v) === i; }); }
          function options(select, items) {
            select.innerHTML = items.map(function (i) { return '<option value="' + esc(i[0]) + '">' + esc(i[1]) + '</option>'; }).join('');
          }
          // The run's input: the selects start from the server's current choice (a reloaded page shows
          // it), then ?theme=&dynamicType=&… on the page's URL may preset others, which are sent.
          function setUp() {
            options($('theme'), [['', "test's"], ['all', 'all built-in']].concat(
              unique(state.themes.map(function (t) { return t.base; })).map(function (b) { return [b, b]; })));
            options($('device'), [['', "each theme's default"]].concat(state.devices.map(function (d) { return [d.id, d.name + ' (' + d.id + ')']; })));
            options($('wallpaper'), [['', "theme's"]].concat(state.wallpapers.map(function (w) { return [w, w]; })));
            var chosen = state.controls || {}, preset = new URLSearchParams(window.location.search), sent = false;
            inputs.forEach(function (id) {
              var value = preset.has(id) ? preset.get(id) : chosen[id];
              if (preset.has(id)) sent = true;
              if (value === undefined) return;
              if (id === 'rtl') $(id).checked = value === '1';
              else if (id === 'tint') { $(id).value = value; tintTouched = true; }
              else if (id === 'theme' && darkOf[value]) { $(id).value = darkOf[value]; $('dark').checked = true; }
              else $(id).value = value;
            });
            if (sent) send();
          }
          function isTinted(base) { return state.themes.some(function (t) { return t.base === base && t.tinted; }); }
          function themeChoice() {
            var wanted = $('theme').value, dark = $('dark').checked;
            // Dark and light: the iOS Home Screen pair, and StandBy by day and night.
            var pairs = lightToDark;
            Object.keys(pairs).forEach(function (light) {
              if (dark && wanted === light) wanted = pairs[light];
              if (!dark && wanted === pairs[light]) wanted = light;
            });
            return wanted;
          }
          function send() {
            var theme = themeChoice();
            // The tint goes with a theme that takes a color, with all themes, or once it was changed.
            var tint = tintTouched || theme === 'all' || isTinted(theme) ? $('tint').value : '';
            var query = ['theme=' + encodeURIComponent(theme), 'tint=' + encodeURIComponent(tint),
              'wallpaper=' + encodeURIComponent($('wallpaper').value), 'device=' + encodeURIComponent($('device').value),
              'dynamicType=' + encodeURIComponent($('dynamicType').value), 'locale=' + encodeURIComponent($('locale').value),
              'os=' + encodeURIComponent($('os').value), 'rtl=' + ($('rtl').checked ? '1' : '')];
            fetch('/controls?' + query.join('&'), { cache: 'no-store' }).then(function (r) {
              return r.ok ? '' : r.text();
            }).then(function (problem) { $('control-error').textContent = problem ? problem.trim() : ''; })
              .catch(function () { $('control-error').textContent = 'the preview server stopped'; });
          }
          function controls() {
            fill($('preview'), 'all', (state.previews || []).map(function (p) { return p.title; }));
          }
          function render() {
            if (!state || state.run === undefined) return;
            var want = { preview: $('preview').value }, drawn = state.runControls || {};
            var html = [], cells = [];
            state.previews.forEach(function (p) {
              if (want.preview !== '*' && want.preview !== p.title) return;
              html.push('<section><h2>' + esc(p.title) + ' <small>' + esc(p.kind + ' · ' + p.family + ' · ' + p.place) + '</small></h2>');
              p.snapshots.forEach(function (s) {
                var row = [];
                s.images.forEach(function (i) {
                  var id = 'cell-' + cells.length;
                  cells.push({ id: id, preview: p.title, snapshot: s.label, theme: i.theme, device: i.device, scale: i.scale, controls: drawn,
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
                  device: cell.device, controls: cell.controls, width: img.naturalWidth, height: img.naturalHeight, checksum: checksum(img), time: Date.now() });
                $('preview-log').textContent = JSON.stringify(log);
              };
              img.src = cell.src;
            });
          }
          function status() {
            var s = state.building ? ' — building…' : state.run === undefined ? ' — no images yet' :
              ' — run ' + state.run + (state.lastBuildSeconds !== undefined ? ', last build ' + state.lastBuildSeconds + ' s' : '') +
              (state.lastRunKind ? ' (' + state.lastRunKind + ')' : '') + (state.fastReload ? ' — ' + state.fastReload : '');
            // What the images on the page were drawn with (the choice may be ahead while a run is queued).
            var drawn = state.runControls || {}, keys = Object.keys(drawn);
            if (state.run !== undefined) s += ' — drawn with ' + (keys.length ? keys.map(function (k) { return k + ' ' + drawn[k]; }).join(', ') : "the test's settings");
            $('status').textContent = s;
          }
          function poll() {
            var after = state ? state.version : -1, changed = false;
            fetch('/state?after=' + after, { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (next) {
              changed = !state || next.version !== state.version;
              state = next;
              $('target').textContent = state.target + ' (' + state.package + ')';
              $('error').textContent = state.error || '';
              $('control-error').textContent = state.controlError || '';
              if (!ready) { ready = true; setUp(); }
              status();
              if (changed && state.previews) { controls(); render(); }
            }).catch(function () { $('error').textContent = 'the preview server stopped'; })
              .then(function () { setTimeout(poll, changed ? 0 : 500); });
          }
          ['preview', 'zoom'].forEach(function (id) {
            $(id).addEventListener('change', function () { shown = ''; render(); });
          });
          inputs.concat(['dark']).forEach(function (id) {
            $(id).addEventListener('change', function () { if (id === 'tint') tintTouched = true; send(); });
          });
          window.widgetPreview = { log: log, state: function () { return state; }, render: render };
          poll();
        })();
        </script>
        </body></html>

        """
}
