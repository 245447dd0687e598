/// The live preview's page: controls, a grid of the widget in every family the chosen device and
/// theme(s) show, and an error line. It long-polls `/state`; a new version (the spec was saved) or
/// a changed control reloads the images. Every loaded image is logged in
/// `#preview-log` with the version, its size, a checksum of its pixels and the time, which the
/// browser test reads to see an edit arrive.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>widget-render preview</title>
        <style>
        \(PreviewPageShared.baseStyle)
        #error{background:#fdecea;color:#b71c1c;padding:6px 16px;white-space:pre-wrap}#error:empty{display:none}
        #grid{display:flex;flex-wrap:wrap;gap:24px;padding:16px;align-items:flex-start}
        figure{margin:0}figcaption{color:#555;font-size:12px}
        #grid img{display:block;image-rendering:auto}
        #grid.zoom-fit img{max-width:360px;height:auto}
        #grid.zoom-2 img,#grid.zoom-4 img,#grid.zoom-actual img{image-rendering:pixelated}
        .failed{color:#b71c1c;font-size:12px;max-width:300px}
        #preview-log{display:none}
        </style></head>
        <body>
        <header>
          <h1>widget-render preview — <span id="spec"></span> <small id="version"></small></h1>
          <label>widget <select id="widget"></select></label>
          <label>device <select id="device"></select></label>
          <label>theme <select id="theme"></select></label>
          <label>tint <input id="tint" type="color" value="#0a84ff"></label>
          <label>wallpaper <select id="wallpaper"><option value="">theme's</option></select></label>
          <label><input id="dark" type="checkbox"> dark</label>
          <label>text size <select id="dynamicType"><option value="xSmall">xSmall</option><option value="small">small</option>
            <option value="medium">medium</option><option value="large" selected>large</option><option value="xLarge">xLarge</option>
            <option value="xxLarge">xxLarge</option><option value="xxxLarge">xxxLarge</option><option value="accessibility1">AX1</option>
            <option value="accessibility2">AX2</option><option value="accessibility3">AX3</option><option value="accessibility4">AX4</option>
            <option value="accessibility5">AX5</option></select></label>
          <label>OS <select id="os"><option value="">26</option><option value="18">18</option><option value="17">17</option></select></label>
          <label>locale <select id="locale"><option value="">default</option><option value="ar">ar</option><option value="de">de</option>
            <option value="he">he</option><option value="ja">ja</option></select></label>
          <label><input id="rtl" type="checkbox"> right to left</label>
          <label>zoom <select id="zoom"><option value="fit">fit</option><option value="actual">actual pixels</option>
            <option value="2">200 %</option><option value="4">400 %</option></select></label>
        </header>
        <div id="error"></div>
        <main id="grid" class="zoom-fit"></main>
        <pre id="preview-log"></pre>
        <script>
        (function () {
          'use strict';
          var state = null, shown = '';
          \(PreviewPageShared.scriptHelpers)
          var log = [];
          function fill(select, items, keep) {
            var old = select.value;
            select.innerHTML = items.map(function (i) { return '<option value="' + i[0] + '">' + i[1] + '</option>'; }).join('');
            if (keep && items.some(function (i) { return i[0] === old; })) select.value = old;
          }
          function themeFor(device) {
            var wanted = $('theme').value, dark = $('dark').checked;
            // Dark and light: the iOS Home Screen pair, and StandBy by day and night.
            var pairs = { 'ios.light': 'ios.dark', 'ios.standby': 'ios.standby.night' };
            Object.keys(pairs).forEach(function (light) {
              if (dark && wanted === light) wanted = pairs[light];
              if (!dark && wanted === pairs[light]) wanted = light;
            });
            return wanted;
          }
          function controls() {
            var widget = state.widgets.filter(function (w) { return w.name === $('widget').value; })[0] || state.widgets[0];
            fill($('widget'), state.widgets.map(function (w) { return [w.name, w.name]; }), true);
            fill($('device'), state.devices.map(function (d) { return [d.id, d.name + ' (' + d.id + ')']; }), true);
            if (!$('device').dataset.initialised) { $('device').value = widget && widget.devices.length ? widget.devices[0] : state.defaultDevice; }
            $('device').dataset.initialised = '1';
            var device = state.devices.filter(function (d) { return d.id === $('device').value; })[0];
            var themes = state.themes.filter(function (t) { return t.platform === device.platform; });
            fill($('theme'), [['*', 'all of ' + device.platform]].concat(themes.map(function (t) { return [t.base, t.base]; })), true);
            if (!$('wallpaper').dataset.filled) {
              state.wallpapers.forEach(function (w) { var o = document.createElement('option'); o.value = w; o.textContent = w; $('wallpaper').appendChild(o); });
              $('wallpaper').dataset.filled = '1';
            }
            return { widget: widget, device: device, themes: themes };
          }
          function render() {
            if (!state || !state.widgets.length) return;
            var c = controls(), wanted = themeFor(c.device);
            var themes = wanted === '*' ? c.themes : c.themes.filter(function (t) { return t.base === wanted; });
            var cells = [];
            themes.forEach(function (theme) {
              c.widget.families.forEach(function (family) {
                if (c.device.families.indexOf(family) < 0 || theme.families.indexOf(family) < 0) return;
                var query = ['widget=' + encodeURIComponent(c.widget.name), 'family=' + family, 'device=' + c.device.id,
                  'theme=' + encodeURIComponent(theme.tinted ? theme.base : theme.name),
                  'tint=' + (theme.tinted ? encodeURIComponent($('tint').value) : ''),
                  'wallpaper=' + $('wallpaper').value, 'dynamicType=' + $('dynamicType').value,
                  'locale=' + $('locale').value, 'rtl=' + ($('rtl').checked ? '1' : ''), 'os=' + $('os').value,
                  'v=' + state.version];
                cells.push({ src: '/render.png?' + query.join('&'), label: family + ' · ' + theme.base, family: family, theme: theme.base,
                  dynamicType: $('dynamicType').value });
              });
            });
            var key = cells.map(function (c) { return c.src; }).join();
            if (key === shown) return;
            shown = key;
            var grid = $('grid'), version = state.version;
            grid.className = 'zoom-' + $('zoom').value;
            grid.innerHTML = cells.length ? '' : '<p>No family of this widget shows on this device in this theme.</p>';
            cells.forEach(function (cell) {
              var figure = document.createElement('figure'), img = new Image();
              img.alt = cell.label;
              img.onload = function () {
                var zoom = $('zoom').value, ratio = window.devicePixelRatio || 1;
                if (zoom !== 'fit') img.style.width = (img.naturalWidth / ratio * (zoom === 'actual' ? 1 : Number(zoom))) + 'px';
                log.push({ version: version, family: cell.family, theme: cell.theme, dynamicType: cell.dynamicType, width: img.naturalWidth,
                  height: img.naturalHeight, checksum: checksum(img), time: Date.now() });
                $('preview-log').textContent = JSON.stringify(log);
              };
              img.onerror = function () { figure.insertAdjacentHTML('beforeend', '<p class="failed">cannot render: see the server log</p>'); };
              img.src = cell.src;
              figure.appendChild(img);
              figure.insertAdjacentHTML('beforeend', '<figcaption>' + cell.label + '</figcaption>');
              grid.appendChild(figure);
            });
          }
          // Long poll: the server answers when the spec's version passes ours (or after 2 s).
          function poll() {
            var after = state ? state.version : -1, changed = false;
            fetch('/state?after=' + after, { cache: 'no-store' }).then(function (r) { return r.json(); }).then(function (next) {
              changed = !state || next.version !== state.version;
              state = next;
              $('spec').textContent = state.spec;
              $('version').textContent = 'version ' + state.version;
              $('error').textContent = state.error || '';
              if (changed) render();
            }).catch(function () { $('error').textContent = 'the preview server stopped'; })
              .then(function () { setTimeout(poll, changed ? 0 : 500); });
          }
          // ?dynamicType=…&locale=…&os=…&rtl=1 on the page's URL presets those controls (the browser test uses it).
          var preset = new URLSearchParams(window.location.search);
          ['dynamicType', 'locale', 'os'].forEach(function (id) { if (preset.get(id)) $(id).value = preset.get(id); });
          if (preset.get('rtl') === '1') $('rtl').checked = true;
          ['widget', 'device', 'theme', 'tint', 'wallpaper', 'dark', 'zoom', 'dynamicType', 'locale', 'os', 'rtl'].forEach(function (id) {
            $(id).addEventListener(id === 'tint' ? 'input' : 'change', function () { shown = ''; render(); });
          });
          window.widgetPreview = { log: log, state: function () { return state; }, render: render };
          poll();
        })();
        </script>
        </body></html>

        """
}
