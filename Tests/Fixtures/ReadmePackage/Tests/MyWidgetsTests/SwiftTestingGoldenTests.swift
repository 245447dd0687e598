// A Swift Testing golden: the test runs off the main thread (Swift Testing's pool), the view's code
// on it (WidgetSnapshot's ViewCodeFirst.swift), and the failure is the test's.
@testable import MyWidgets
import Testing
import WidgetSnapshotTesting

@Test func dailyLimitOffTheMainThread() {
    assertWidgetSnapshot(of: DailyLimitView(), families: [.systemSmall], themes: [.iosLight, .iosDark])
}
