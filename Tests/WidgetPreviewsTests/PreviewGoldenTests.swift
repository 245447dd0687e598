import WidgetPreviewFixtures
import WidgetSnapshotTesting
import XCTest

/// Every fixture preview as goldens: `Golden/PreviewGoldenTests/<preview>[.entry-<n>]/<device>/<family>__<theme>.png`,
/// each preview's family × every built-in theme that shows it (docs/previews.md).
final class PreviewGoldenTests: XCTestCase {
    func testEveryPreviewMatchesItsGoldens() {
        let results = assertWidgetPreviewSnapshots(WidgetPreviews.all)
        // 7 previews, 8 snapshots (the first has two entries); each in every theme showing its family.
        XCTAssertEqual(Set(results.map { $0.id.widget }).count, 8)
    }
}
