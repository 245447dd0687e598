import WidgetPreviewFixtures
import WidgetSnapshotTesting
import XCTest

/// Every fixture preview as goldens: `Golden/PreviewGoldenTests/<preview>[.entry-<n>]/<device>/<family>__<theme>.png`,
/// each preview's family × every built-in theme that shows it (docs/previews.md).
final class PreviewGoldenTests: XCTestCase {
    func testEveryPreviewMatchesItsGoldens() {
        // The Xcode template's preview dates its entries `.now`: not a stable golden (WidgetPreviewTests renders it).
        let results = assertWidgetPreviewSnapshots(WidgetPreviews.all.filter { $0.fileID?.hasSuffix("TemplateWidget.swift") != true })
        // 7 previews, 9 snapshots: the timeline preview lists two entries, the Lock Screen provider's
        // timeline has two; each in every built-in theme that shows its family (78 goldens).
        XCTAssertEqual(Set(results.map { $0.id.widget }).count, 9)
        XCTAssertEqual(results.count, 78)
    }
}
