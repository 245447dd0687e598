/// The report page's script. It builds one list row per snapshot from `window.widgetReportData`
/// in a single `innerHTML` assignment (the fastest way to make thousands of elements), with
/// thumbnails that get their `src` from an IntersectionObserver when their row nears the visible
/// part of the list, and `content-visibility:auto` rows so that only the rows on screen are laid out. Filtering toggles `hidden`; sorting (changes first
/// by name — the default —, largest change first, or by name) re-appends the rows in one fragment. The detail pane shows one change at a time, so at most three
/// full-size images are loaded. Ticked changes become one accept command (`--only` each, or
/// `--only-from accepted.txt` past 20 names, with the file offered for download).
///
/// `window.widgetReport` exposes the state and timings for the browser tests.
enum ReviewReportScript {
    static let source = """
        (function () {
          'use strict';
          var started = performance.now();
          var data = window.widgetReportData || { results: [], acceptCommand: '' };
          var results = data.results;
          var list = document.getElementById('list'), detail = document.getElementById('detail');
          var selects = Array.prototype.slice.call(document.querySelectorAll('#filters select[data-key]'));
          var search = document.getElementById('filter-text'), sortSelect = document.getElementById('sort');
          var ticked = {}, current = -1, order = results.map(function (_, i) { return i; });
          function esc(text) {
            return String(text).replace(/[&<>"']/g, function (c) {
              return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
            });
          }
          function acceptable(r) { return r.status === 'failed' || r.status === 'missing'; }
          function percent(r) {
            if (r.percentage == null) return r.status === 'missing' ? 'new' : '';
            if (r.percentage === 0 && !r.sizeMismatch) return '';
            return (r.percentage >= 0.01 || r.percentage === 0 ? r.percentage.toFixed(2) : '<0.01') + ' %';
          }
          // The size of a change for sorting: a missing golden is all new, so it sorts first.
          function changeSize(r) { return r.status === 'missing' ? 101 : (r.percentage == null ? -1 : r.percentage); }

          var html = new Array(results.length);
          for (var i = 0; i < results.length; i++) {
            var r = results[i];
            html[i] = '<li class="snapshot" data-index="' + i + '" data-widget="' + esc(r.widget) + '" data-device="' + esc(r.device)
              + '" data-family="' + esc(r.family) + '" data-theme="' + esc(r.theme) + '" data-status="' + r.status + '">'
              + (acceptable(r) ? '<input type="checkbox" class="tick" aria-label="tick for accepting">' : '<span class="nothumb" style="width:13px"></span>')
              + (r.thumbnail ? '<img class="thumb" loading="lazy" decoding="async" alt="" data-src="' + esc(r.thumbnail) + '">' : '<span class="nothumb"></span>')
              + '<span class="name" title="' + esc(r.id) + '"><b>' + esc(r.widget) + '</b> · ' + esc(r.device)
              + '<br>' + esc(r.family) + ' · ' + esc(r.theme) + '</span>'
              + '<span class="pct">' + esc(percent(r)) + '</span>'
              + '<span class="status ' + r.status + '">' + r.status + '</span></li>';
          }
          list.innerHTML = html.join('');
          var rows = Array.prototype.slice.call(list.children);
          // Thumbnails get their src only when their row comes near the list's visible part:
          // `loading="lazy"` alone is a hint some browsers (and headless modes) ignore.
          var thumbs = list.querySelectorAll('img.thumb');
          function reveal(img) { if (!img.src) img.src = img.dataset.src; }
          if ('IntersectionObserver' in window) {
            var observer = new IntersectionObserver(function (changes) {
              changes.forEach(function (c) { if (c.isIntersecting) { reveal(c.target); observer.unobserve(c.target); } });
            }, { root: list, rootMargin: '300px 0px' });
            for (var t = 0; t < thumbs.length; t++) observer.observe(thumbs[t]);
          } else {
            for (var u = 0; u < thumbs.length; u++) reveal(thumbs[u]);
          }

          // The shown rows in list order, rebuilt after each filter or sort, so that a key press
          // costs a lookup instead of a pass over every row.
          var shownRows = null;
          function visibleRows() {
            if (!shownRows) shownRows = order.map(function (i) { return rows[i]; }).filter(function (row) { return !row.hidden; });
            return shownRows;
          }

          function applyFilters() {
            var t0 = performance.now(), shown = 0, text = search.value.trim().toLowerCase();
            var wanted = selects.map(function (s) { return [s.dataset.key, s.value]; }).filter(function (p) { return p[1]; });
            for (var i = 0; i < rows.length; i++) {
              var r = results[i], visible = true;
              for (var k = 0; k < wanted.length; k++) if (r[wanted[k][0]] !== wanted[k][1]) { visible = false; break; }
              if (visible && text && r.id.toLowerCase().indexOf(text) < 0) visible = false;
              if (rows[i].hidden === visible) rows[i].hidden = !visible;
              if (visible) shown++;
            }
            shownRows = null;
            document.getElementById('visible-count').textContent = shown + ' of ' + rows.length + ' shown';
            timings.filter = performance.now() - t0;
          }

          function applySort() {
            var t0 = performance.now();
            order = results.map(function (_, i) { return i; });
            if (sortSelect.value === 'change') {
              order.sort(function (a, b) { return changeSize(results[b]) - changeSize(results[a]) || (a - b); });
            } else if (sortSelect.value === 'changes') {
              order.sort(function (a, b) { return (results[a].status === 'matched') - (results[b].status === 'matched') || (a - b); });
            }
            var fragment = document.createDocumentFragment();
            order.forEach(function (i) { fragment.appendChild(rows[i]); });
            list.appendChild(fragment);
            shownRows = null;
            timings.sort = performance.now() - t0;
          }

          function acceptLine() {
            var names = results.filter(function (r, i) { return ticked[i]; }).map(function (r) { return r.id; });
            var output = document.getElementById('accept-output');
            document.getElementById('accept-count').textContent = names.length + ' ticked';
            output.hidden = names.length === 0;
            var base = data.acceptCommand + ' --record failed';
            var command = names.length <= 20
              ? base + names.map(function (n) { return ' --only ' + n; }).join('')
              : base + ' --only-from accepted.txt';
            document.getElementById('accept-command').textContent = command;
            var link = document.getElementById('accept-list');
            link.hidden = names.length <= 20;
            link.href = 'data:text/plain;charset=utf-8,' + encodeURIComponent(names.join('\\n') + '\\n');
            return { command: command, names: names };
          }

          function setTicked(index, on) {
            if (!acceptable(results[index])) return;
            if (on) ticked[index] = true; else delete ticked[index];
            rows[index].querySelector('input.tick').checked = on;
          }

          function pictures(r) {
            if (!r.actual) return r.status === 'missing' ? '<p>No golden yet: tick it and run the accept command to record it.</p>' : '';
            return '<div class="pictures"><figure class="compare"><div class="slider">'
              + '<img class="expected" src="' + esc(r.expected) + '" alt="expected">'
              + '<img class="actual" src="' + esc(r.actual) + '" alt="actual"></div>'
              + '<input class="position" type="range" min="0" max="100" value="50" aria-label="slider: expected ← → actual">'
              + '<button class="toggle" type="button">show actual</button>'
              + '<figcaption>expected | actual (slide, toggle or press t)</figcaption></figure>'
              + '<figure><img class="diff" src="' + esc(r.diff) + '" alt="diff"><figcaption>diff: changed pixels over the faded expected image</figcaption></figure></div>';
          }

          function show(index) {
            if (current >= 0) rows[current].classList.remove('current');
            current = index;
            if (index < 0) { detail.innerHTML = '<p class="empty">Select a snapshot.</p>'; return; }
            var r = results[index], row = rows[index];
            row.classList.add('current');
            if (row.scrollIntoView) row.scrollIntoView({ block: 'nearest' });
            var lines = [r.summary, r.cause].filter(Boolean).map(function (l) { return '<p>' + esc(l) + '</p>'; }).join('');
            var regions = r.regions && r.regions.length
              ? '<p class="regions">changed regions: ' + r.regions.map(function (g) { return g.width + '×' + g.height + ' at (' + g.x + ', ' + g.y + ')'; }).join('; ') + '</p>' : '';
            var accept = acceptable(r) ? '<p class="accept">Accept this one: <code>' + esc(data.acceptCommand + ' --record failed --only ' + r.id) + '</code></p>' : '';
            detail.innerHTML = '<article class="card" data-status="' + r.status + '"><h2><span class="status ' + r.status + '">' + r.status + '</span> '
              + esc(r.id) + '</h2>' + lines + regions + pictures(r) + accept + '<p class="regions">golden: ' + esc(r.golden) + '</p></article>';
            var figure = detail.querySelector('.compare');
            if (!figure) return;
            var actual = figure.querySelector('img.actual'), range = figure.querySelector('input.position');
            var button = figure.querySelector('button.toggle');
            range.addEventListener('input', function () {
              figure.classList.remove('show-actual');
              button.textContent = 'show actual';
              actual.style.clipPath = 'inset(0 0 0 ' + range.value + '%)';
            });
            button.addEventListener('click', function () {
              var showActual = !figure.classList.contains('show-actual');
              figure.classList.toggle('show-actual', showActual);
              actual.style.clipPath = showActual ? 'none' : 'inset(0 0 0 100%)';
              button.textContent = showActual ? 'show expected' : 'show actual';
            });
          }

          function move(step) {
            var visible = visibleRows();
            if (!visible.length) return;
            var at = current < 0 || rows[current].hidden ? -1 : visible.indexOf(rows[current]);
            var next = at < 0 ? (step > 0 ? 0 : visible.length - 1) : Math.min(visible.length - 1, Math.max(0, at + step));
            show(Number(visible[next].dataset.index));
          }

          list.addEventListener('click', function (event) {
            var row = event.target.closest('li.snapshot');
            if (!row) return;
            var index = Number(row.dataset.index);
            if (event.target.classList.contains('tick')) { setTicked(index, event.target.checked); acceptLine(); }
            show(index);
          });
          selects.forEach(function (s) { s.addEventListener('change', applyFilters); });
          search.addEventListener('input', applyFilters);
          sortSelect.addEventListener('change', applySort);
          document.getElementById('select-shown').addEventListener('click', function () {
            visibleRows().forEach(function (row) { setTicked(Number(row.dataset.index), true); });
            acceptLine();
          });
          document.getElementById('select-none').addEventListener('click', function () {
            Object.keys(ticked).forEach(function (i) { setTicked(Number(i), false); });
            acceptLine();
          });
          document.getElementById('copy-accept').addEventListener('click', function () {
            var text = document.getElementById('accept-command').textContent;
            if (navigator.clipboard) navigator.clipboard.writeText(text).catch(function () {});
          });
          document.addEventListener('keydown', function (event) {
            var tag = event.target.tagName;
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            if ((tag === 'INPUT' && event.target.type !== 'checkbox' && event.target.type !== 'range') || tag === 'SELECT' || tag === 'TEXTAREA') {
              if (event.key === 'Escape') event.target.blur();
              return;
            }
            var range = detail.querySelector('input.position');
            switch (event.key) {
              case 'j': case 'ArrowDown': move(1); break;
              case 'k': case 'ArrowUp': move(-1); break;
              case 'x': case ' ':
                if (current >= 0 && acceptable(results[current])) { setTicked(current, !ticked[current]); acceptLine(); }
                break;
              case 't': var b = detail.querySelector('button.toggle'); if (b) b.click(); break;
              case 'ArrowLeft': case 'ArrowRight':
                if (!range) return;
                range.value = Number(range.value) + (event.key === 'ArrowLeft' ? -10 : 10);
                range.dispatchEvent(new Event('input'));
                break;
              case '/': search.focus(); break;
              default: return;
            }
            event.preventDefault();
          });

          var timings = {};
          applySort();
          applyFilters();
          // Open on the first change, so a reviewer can start with j/k at once.
          var firstChange = visibleRows().filter(function (row) { return row.dataset.status !== 'matched'; })[0];
          if (firstChange) show(Number(firstChange.dataset.index));
          timings.ready = performance.now() - started;
          window.widgetReport = {
            applyFilters: applyFilters, applySort: applySort, show: show, move: move, acceptLine: acceptLine,
            setTicked: setTicked, rows: rows, results: results, timings: timings,
            current: function () { return current; }
          };
        })();
        """
}
