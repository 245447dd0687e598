// WidgetSnapshot: golden-image testing — comparison strategies, record modes, golden files,
// failure artifacts and the review report. It knows no test framework; `WidgetSnapshotTesting`
// adapts it to XCTest, Swift Testing and swift-snapshot-testing.
//
// Glossary
// - golden: the approved PNG of one widget in one device, family and theme, stored at
//   `Golden/<suite>/<widget>/<device>/<family>__<theme>.png` (`SnapshotID`).
// - comparison: a strategy value (`ImageComparison`: exact, tolerant, perceptual) that classifies
//   every pixel pair and decides, with an allowance, whether two pixmaps match.
// - verdict: the per-pixel class a metric gives (`PixelVerdict`: same, anti-aliased, differs).
// - inputs hash: SHA-256 of what the pixels were made from (display list, theme, device, family),
//   stored in the golden's `InputsHash` text chunk beside the renderer's `Software` version, so a
//   failed check can say whether the inputs or the renderer changed.
// - record mode: when a check may (re)write goldens (`RecordMode`, as swift-snapshot-testing names them).
// - artifacts: expected, actual, diff and side-by-side strip PNGs written for each failure.
