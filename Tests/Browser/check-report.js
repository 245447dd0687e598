// Browser test of the golden review report (run by scripts/browser-test in headless Chromium).
// It drives the page as a person would — filters, sorting, keyboard, slider, toggle, ticking changes
// for the accept command — and writes the verdict into <pre id="browser-test-result">, which the
// script reads from Chromium's --dump-dom output.
// The report under test is ReviewReportTests' sample: 6 snapshots, 1 failed (weather, dark),
// 1 missing (calendar, dark), 4 matched.
window.addEventListener('load', function () {
  var failures = [], checks = 0;
  var report = window.widgetReport;
  function check(condition, what) { checks++; if (!condition) failures.push(what); }
  function choose(id, value) {
    var select = document.getElementById(id);
    select.value = value;
    select.dispatchEvent(new Event('change'));
  }
  function key(name) { document.body.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true })); }
  function visible() {
    return Array.prototype.filter.call(document.querySelectorAll('#list li.snapshot'), function (e) { return !e.hidden; });
  }
  function shownId() { var h = document.querySelector('#detail h2'); return h ? h.textContent : ''; }
  function done() {
    var out = document.createElement('pre');
    out.id = 'browser-test-result';
    out.textContent = failures.length === 0 ? 'PASS ' + checks + ' checks' : 'FAIL ' + failures.join('; ');
    document.body.appendChild(out);
  }
  var base = 'widget-render check --golden Golden --suite Showcase --record failed';
  var weather = 'Report/weather/iphone-16/systemSmall__dark', calendar = 'Report/calendar/iphone-16/systemSmall__dark';

  check(report && report.rows.length === 6, 'six rows');
  check(document.getElementById('visible-count').textContent === '6 of 6 shown', 'all 6 shown at first');
  // Default order: changes first (by name), then the matched ones; the first change is on display.
  check(visible()[0].dataset.status === 'missing' && visible()[1].dataset.status === 'failed', 'changes first');
  check(shownId().indexOf(calendar) >= 0, 'the first change is open: ' + shownId());
  var thumbs = document.querySelectorAll('#list img.thumb');
  check(thumbs.length === 1 && thumbs[0].getAttribute('loading') === 'lazy', 'one lazy thumbnail (the changed one)');
  check(document.querySelectorAll('img').length === 1, 'no full-size image before a change with images is shown');
  var weatherRow = visible()[1], weatherData = report.results[Number(weatherRow.dataset.index)];
  check(weatherRow.querySelector('.pct').textContent === weatherData.percentage.toFixed(2) + ' %',
    'the row shows the diff percentage: ' + weatherRow.querySelector('.pct').textContent);

  // Filters.
  choose('filter-widget', 'weather');
  check(visible().length === 2, 'widget filter: 2 weather snapshots, got ' + visible().length);
  choose('filter-theme', 'dark');
  check(visible().length === 1 && visible()[0].dataset.status === 'failed', 'widget + theme filter: the failed one');
  choose('filter-widget', ''); choose('filter-theme', '');
  choose('filter-status', 'missing');
  check(visible().length === 1 && visible()[0].dataset.widget === 'calendar', 'status filter: the missing calendar');
  choose('filter-status', '');
  choose('filter-family', 'systemSmall');
  check(visible().length === 6, 'family filter keeps all 6 small ones');
  check(document.getElementById('visible-count').textContent === '6 of 6 shown', 'count line follows the filters');
  var search = document.getElementById('filter-text');
  search.value = 'clock'; search.dispatchEvent(new Event('input'));
  check(visible().length === 2, 'name search: 2 clocks');
  search.value = ''; search.dispatchEvent(new Event('input'));

  // Sorting by the size of the change: the missing golden (all new), then the failed one, then the rest.
  choose('sort', 'change');
  check(visible()[0].dataset.status === 'missing' && visible()[1].dataset.status === 'failed', 'largest change first');
  choose('sort', 'name');
  check(visible().map(function (r) { return r.dataset.widget; }).join() === 'calendar,calendar,clock,clock,weather,weather', 'by name');
  choose('sort', 'changes');

  // Keyboard: j moves to the next shown snapshot, k back; the detail follows.
  key('j');
  check(shownId().indexOf(weather) >= 0, 'j shows the next change: ' + shownId());
  key('k');
  check(shownId().indexOf(calendar) >= 0, 'k goes back');
  key('ArrowDown');
  check(shownId().indexOf(weather) >= 0, '↓ as j');

  // Slider and toggle, by mouse and by key.
  var figure = document.querySelector('#detail .compare');
  check(!!figure, 'the failed change shows expected and actual');
  var range = figure.querySelector('input.position'), actual = figure.querySelector('img.actual');
  range.value = 20;
  range.dispatchEvent(new Event('input'));
  check(actual.style.clipPath.indexOf('20%') >= 0, 'slider clips the actual image at 20%: ' + actual.style.clipPath);
  key('ArrowRight');
  check(range.value === '30' && actual.style.clipPath.indexOf('30%') >= 0, '→ moves the slider by 10');
  var button = figure.querySelector('button.toggle');
  button.click();
  check(figure.classList.contains('show-actual') && button.textContent === 'show expected', 'toggle shows the actual image');
  key('t');
  check(!figure.classList.contains('show-actual') && button.textContent === 'show actual', 't toggles back to expected');
  check(document.querySelector('#detail .regions').textContent.indexOf('changed regions:') === 0, 'regions listed');

  // Accepting: x ticks the change on display; the command names exactly the ticked goldens.
  key('x');
  check(document.getElementById('accept-command').textContent === base + ' --only ' + weather,
    'x ticks the shown change: ' + document.getElementById('accept-command').textContent);
  var calendarRow = visible()[0];
  calendarRow.querySelector('input.tick').click();
  check(document.getElementById('accept-command').textContent === base + ' --only ' + calendar + ' --only ' + weather,
    'clicking a tick adds it, in name order');
  check(document.getElementById('accept-count').textContent === '2 ticked', 'count of ticked');
  // Clicking a row's box also shows that change; x then unticks it.
  check(shownId().indexOf(calendar) >= 0, 'clicking a box shows its change');
  key('x');
  check(document.getElementById('accept-command').textContent === base + ' --only ' + weather, 'x again unticks the shown one');
  document.getElementById('select-none').click();
  check(document.getElementById('accept-output').hidden, 'untick all hides the command');
  choose('filter-status', 'failed');
  document.getElementById('select-shown').click();
  check(document.getElementById('accept-command').textContent === base + ' --only ' + weather, 'tick every shown change');
  choose('filter-status', '');
  report.show(Number(weatherRow.dataset.index));

  // Images load (the three of the change on display and the thumbnail) after a moment.
  setTimeout(function () {
    var images = document.querySelectorAll('img');
    check(images.length === 4, 'thumbnail + expected, actual, diff: ' + images.length);
    images.forEach(function (img) { check(img.complete && img.naturalWidth > 0, 'image loads: ' + img.getAttribute('src')); });
    done();
  }, 500);
});
