import XCTest
import WidgetRender
import WidgetSnapshotTesting

/// The corpus-style widget file (DailyStepsWidget.swift: `import WidgetKit`, `import Charts`) in both its families, light, dark and tinted: goldens in `Golden/Charts/daily-steps`.
final class ChartWidgetTests: XCTestCase {
    func testDailyStepsWidgetInLightDarkAndTinted() throws {
        assertWidgetSnapshot(of: DailyStepsWidget(), themes: [.iosLight, .iosDark, try Theme(named: "ios.tinted(blue)")],
                             device: try Device(named: "iphone-11"), entries: .snapshot, named: "daily-steps", suite: "Charts")
    }
}
