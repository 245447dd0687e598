import WidgetPreviewFixtures
import WidgetSnapshotTesting
import XCTest

/// Every fixture preview as goldens: `Golden/PreviewGoldenTests/<preview>[.entry-<n>]/<device>/<family>__<theme>.png`,
/// each preview's family × every built-in theme that shows it (docs/previews.md).
final class PreviewGoldenTests: XCTestCase {
    func testEveryPreviewMatchesItsGoldens() {
        // The Xcode template's preview dates its entries `.now`: not a stable golden (WidgetPreviewTests renders it).
        let results = assertWidgetPreviewSnapshots(WidgetPreviews.all.filter { $0.fileID?.hasSuffix("TemplateWidget.swift") != true })
        // 7 widget and view previews, 9 snapshots: the timeline preview lists two entries, the Lock
        // Screen provider's timeline has two; each in every built-in theme that shows its family (78
        // goldens). 4 Live Activity previews (TemplateLiveActivity.swift), 7 content states: each in
        // its presentation on iphone-16-pro in ios.light, ios.dark and ios.tinted(…) (21 goldens).
        XCTAssertEqual(Set(results.map { $0.id.widget }).count, 16)
        XCTAssertEqual(results.count, 99)
    }
}
