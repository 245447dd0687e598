import XCTest
import Foundation
import WidgetRender
import WidgetSnapshot
import WidgetSnapshotTesting

/// `assertWidgetSnapshot(of: someWidget, axes:)`: the widget form takes the view form's axes, with
/// the same folder names (`<name>__<axes.name>`, after `-entry<i>` when there are several entries).
final class WidgetAxesSnapshotTests: XCTestCase {
    func testWidgetFormNamesEachAxesCombination() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widget-axes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let reporter = SnapshotFailureReporter { _, _ in }  // recording is reported; nothing else may be
        let results = assertWidgetSnapshot(
            of: DrinkWidget(), families: [.systemSmall], themes: [.iosLight],
            axes: [.default, EnvironmentAxes(layoutDirection: .rightToLeft), EnvironmentAxes(dynamicTypeSize: .accessibility3)],
            entries: .snapshot, named: "drink", suite: "Axes", record: .missing, goldenRoot: root, reporter: reporter)
        XCTAssertEqual(results.map(\.id.description), [
            "Axes/drink/iphone-11/systemSmall__ios.light",
            "Axes/drink__rtl/iphone-11/systemSmall__ios.light",
            "Axes/drink__accessibility3/iphone-11/systemSmall__ios.light",
        ])
        XCTAssertEqual(results.map(\.status), [.recorded, .recorded, .recorded])
        // Each combination draws its own pixels: the title moves to the right edge right to left, and
        // grows from 22 to 44 pt at accessibility3 (docs/platform.md §5a).
        let images = try results.map { try Data(contentsOf: $0.goldenURL) }
        XCTAssertEqual(Set(images).count, 3)

        // The same call again matches what it recorded: the names are stable.
        let again = assertWidgetSnapshot(
            of: DrinkWidget(), families: [.systemSmall], themes: [.iosLight],
            axes: [.default, EnvironmentAxes(layoutDirection: .rightToLeft), EnvironmentAxes(dynamicTypeSize: .accessibility3)],
            entries: .snapshot, named: "drink", suite: "Axes", record: .never, goldenRoot: root)
        XCTAssertEqual(again.map(\.status), [.matched, .matched, .matched])
    }

    /// Several entries: `-entry<i>` first, then the axes suffix.
    func testSeveralEntriesKeepTheirIndexBeforeTheAxes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widget-axes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let results = assertWidgetSnapshot(
            of: CupsWidget(), families: [.systemSmall], themes: [.iosLight],
            axes: [EnvironmentAxes(locale: Locale(identifier: "he"))],
            named: "cups", suite: "Axes", record: .missing, goldenRoot: root, reporter: SnapshotFailureReporter { _, _ in })
        XCTAssertEqual(results.map(\.id.widget), ["cups-entry0__he-rtl", "cups-entry1__he-rtl", "cups-entry2__he-rtl"])
    }
}
