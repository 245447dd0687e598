// WidgetSnapshot: golden-image testing — comparison strategies, record modes, golden files,
// failure artifacts and the review report. It knows no test framework; `WidgetSnapshotTesting`
// adapts it to XCTest, Swift Testing and swift-snapshot-testing.
//
// Glossary
// - golden: the approved PNG of one widget in one device, family and theme, stored at
//   `Golden/<suite>/<widget>/<device>/<family>__<theme>.png` (`SnapshotID`).
// - theme: a `WidgetAppearance.Theme` (`Theme.builtIn` by default), drawn on the device given, or
//   else on its platform's `Device.default(for:)`; named in files by `Theme.fileName`.
// - comparison: a strategy value (`ImageComparison`: exact, tolerant, perceptual) that classifies
//   every pixel pair and decides, with an allowance, whether two pixmaps match.
// - verdict: the per-pixel class a metric gives (`PixelVerdict`: same, anti-aliased, differs).
// - inputs hash: SHA-256 of what the pixels were made from (themed display list and its images,
//   theme name, device, family), stored in the golden's `InputsHash` text chunk beside the
//   renderer's `Software` version, so a failed check can say whether the inputs or the renderer changed.
// - record mode: when a check may (re)write goldens (`RecordMode`, as swift-snapshot-testing names them).
// - artifacts: expected, actual, diff and side-by-side strip PNGs written for each failure.
// - review run: a check's results as data (`ReviewRun`, `ReviewEntry`), the source of the JSON
//   summary, the JUnit file and the review report, and what `widget-render report merge` joins.
// - regions: the separate changed areas of a difference (`DiffRegions`).
// - view golden: a view on its own, with no widget around it, at `Golden/<suite>/<name>/<size
//   name>/view__<scheme>.png` (`ViewGolden`), checked by the same `SnapshotCheck`.
// - prepare / paint: the two stages of a snapshot (`SnapshotRenderer.prepare` runs the view's own
//   code — resolve and layout — and returns a `PreparedSnapshot` whose `paint` runs only ours).
// - view code first: suites prepare on the main queue, where SwiftUI runs view code and Swift 6
//   checks it, then paint, compare and write in parallel (`ViewCodeFirst`, `MainThread`).
