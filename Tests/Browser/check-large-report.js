// Browser test of a large review report (scripts/browser-test: 5,000 snapshots from
// ReviewReportTests.testLargeReport). It checks that the page builds its list, filters, sorts and
// moves with the keyboard within a time budget, and that thumbnails load lazily (far fewer than
// 5,000 are requested while the list sits at its top). The verdict and the measured times go into
// <pre id="browser-test-result">.
window.addEventListener('load', function () {
  var failures = [], checks = 0, report = window.widgetReport;
  var params = new URLSearchParams(location.search);
  var expected = Number(params.get('count') || 5000), matched = Number(params.get('matched') || expected / 10);
  function check(condition, what) { checks++; if (!condition) failures.push(what); }
  function ms(f) { var t0 = performance.now(); f(); return performance.now() - t0; }
  function choose(id, value) {
    var select = document.getElementById(id);
    select.value = value;
    select.dispatchEvent(new Event('change'));
  }
  // Time to first paint-ready list: from navigation start to the end of the page script.
  var ready = report ? performance.now() : -1;
  var nav = performance.getEntriesByType('navigation')[0];
  var loaded = nav ? nav.loadEventStart : ready;
  check(report && report.rows.length === expected, 'rows: ' + (report ? report.rows.length : 'no report'));
  var filter = ms(function () { choose('filter-status', 'matched'); });
  var shown = document.getElementById('visible-count').textContent;
  check(shown === matched + ' of ' + expected + ' shown', 'status filter: ' + shown);
  filter += ms(function () { choose('filter-status', ''); });
  var sort = ms(function () { choose('sort', 'change'); });
  // Missing goldens (all new) first, then the largest percentage.
  var sorted = Array.prototype.map.call(document.querySelectorAll('#list li:not([hidden])'), function (row) {
    return report.results[Number(row.dataset.index)];
  });
  var missing = report.results.filter(function (r) { return r.status === 'missing'; }).length;
  var largest = Math.max.apply(null, report.results.map(function (r) { return r.percentage || 0; }));
  check(sorted.slice(0, missing).every(function (r) { return r.status === 'missing'; }), 'missing goldens first');
  check(sorted[missing].percentage === largest, 'then the largest change: ' + sorted[missing].percentage + ' vs ' + largest);
  var keys = ms(function () {
    for (var i = 0; i < 20; i++) document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
  });
  check(report.current() >= 0, 'keyboard moves the selection');
  var budget = 3000;  // ms on the 2-core CI machine; measured times are printed
  check(report.timings.ready < budget, 'list built in ' + report.timings.ready.toFixed(0) + ' ms (budget ' + budget + ')');
  check(filter < 1500 && sort < 1500 && keys < 1500, 'filter ' + filter.toFixed(0) + ' ms, sort ' + sort.toFixed(0) + ' ms, 20 keys ' + keys.toFixed(0) + ' ms');
  setTimeout(function () {
    // Loaded thumbnails (lazy ones outside the viewport stay incomplete: not requested yet).
    var requested = Array.prototype.filter.call(document.querySelectorAll('#list img.thumb'), function (img) {
      return img.complete && img.naturalWidth > 0;
    }).length;
    var changed = expected - matched;
    check(requested > 0 && (changed < 100 || requested < changed / 4), 'lazy thumbnails: ' + requested + ' of ' + changed + ' loaded');
    var out = document.createElement('pre');
    out.id = 'browser-test-result';
    out.textContent = (failures.length === 0 ? 'PASS ' + checks + ' checks' : 'FAIL ' + failures.join('; '))
      + '; timings: load event ' + loaded.toFixed(0) + ' ms, list script ' + report.timings.ready.toFixed(0)
      + ' ms, filter ' + filter.toFixed(0) + ' ms, sort ' + sort.toFixed(0) + ' ms, 20 keys ' + keys.toFixed(0)
      + ' ms, thumbnails loaded ' + requested + ' of ' + (expected - matched);
    document.body.appendChild(out);
  }, 1000);
});
