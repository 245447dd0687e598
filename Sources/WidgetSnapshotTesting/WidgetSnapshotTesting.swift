// WidgetSnapshotTesting: golden-image assertions for tests.
//
// Glossary
// - assertWidgetSnapshot: renders a view in families × themes on one device and checks each golden;
//   reports failures to XCTest or Swift Testing, whichever runs the test, at the caller's line.
// - SnapshotFailureReporter: where failures go; injectable, so a test can check that a failing
//   snapshot does fail (XCTExpectFailure does not exist on Linux).
// - Snapshotting.widget: the strategy for pointfreeco/swift-snapshot-testing's `assertSnapshot`.
// - PreviewCall: what a preview test asked its images for, by name (`call.json`), so the live
//   preview's fast reload (`LivePreviewReload`) draws the same images without running the test.
@_exported import WidgetSnapshot
// The golden tests a user writes name WidgetRender's types (WidgetPreview, Theme, Device): importing
// this module is enough, as the README's first golden test does.
@_exported import WidgetRender
