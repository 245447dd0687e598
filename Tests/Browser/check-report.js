// Browser test of the golden review report (run by scripts/browser-test in headless Chromium).
// It drives the page as a person would — filters, slider, toggle — and writes the verdict into
// <pre id="browser-test-result">, which the script reads from Chromium's --dump-dom output.
// The report under test is ReviewReportTests' sample: 6 snapshots, 1 failed (weather, dark),
// 1 missing (calendar, dark), 4 matched.
window.addEventListener('load', function () {
  var failures = [], checks = 0;
  function check(condition, what) { checks++; if (!condition) failures.push(what); }
  function choose(id, value) {
    var select = document.getElementById(id);
    select.value = value;
    select.dispatchEvent(new Event('change'));
  }
  function visible() {
    return Array.prototype.filter.call(document.querySelectorAll('.snapshot'), function (e) { return !e.hidden; });
  }

  var images = document.querySelectorAll('img');
  check(images.length === 3, 'three images (expected, actual, diff), found ' + images.length);
  images.forEach(function (img) { check(img.complete && img.naturalWidth > 0, 'image loads: ' + img.getAttribute('src')); });
  check(document.getElementById('visible-count').textContent === '6 of 6 shown', 'all 6 shown at first');

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

  var figure = document.querySelector('.compare');
  var range = figure.querySelector('input.position'), actual = figure.querySelector('img.actual');
  range.value = 20;
  range.dispatchEvent(new Event('input'));
  check(actual.style.clipPath.indexOf('20%') >= 0, 'slider clips the actual image at 20%: ' + actual.style.clipPath);
  var button = figure.querySelector('button.toggle');
  button.click();
  check(figure.classList.contains('show-actual') && button.textContent === 'show expected', 'toggle shows the actual image');
  button.click();
  check(!figure.classList.contains('show-actual') && button.textContent === 'show actual', 'toggle back to expected');

  var out = document.createElement('pre');
  out.id = 'browser-test-result';
  out.textContent = failures.length === 0 ? 'PASS ' + checks + ' checks' : 'FAIL ' + failures.join('; ');
  document.body.appendChild(out);
});
