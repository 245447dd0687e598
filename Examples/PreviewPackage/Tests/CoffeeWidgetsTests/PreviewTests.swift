import CoffeeWidgets
import WidgetSnapshotTesting
import XCTest

final class PreviewTests: XCTestCase {
    func testPreviews() {
        assertWidgetPreviewSnapshots(WidgetPreviews.all)
    }
}
