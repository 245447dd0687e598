import Foundation
import XCTest
import WidgetRender
import WidgetShowcase

/// `WidgetRenderer`'s `theme:` argument: names work like values, errors are clear, output is stable.
final class ThemedRenderTests: XCTestCase {
    let view = CalendarCircleView(month: "JUN", day: 9)

    func testThemeNameRendersLikeTheThemeValue() throws {
        let renderer = try WidgetRenderer()
        let watch = try Device(named: "watch-41mm")
        let byName = try renderer.render(.view(view, family: .accessoryCircular, device: watch, theme: Theme(named: "watchos.accented(#0A84FF)")))
        let byValue = try renderer.render(.view(view, family: .accessoryCircular, device: watch,
                                          theme: .watchosAccented(try ThemeColor(parsing: "#0A84FF"))))
        XCTAssertEqual(byName, byValue)
        XCTAssertEqual([byName.width, byName.height], [89, 89], "44.5 pt at 2×")
    }

    func testBadNamesAndFamiliesAreErrors() throws {
        let renderer = try WidgetRenderer()
        XCTAssertThrowsError(try renderer.render(.view(view, family: .accessoryCircular, theme: Theme(named: "ios.blue")))) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("unknown theme 'ios.blue'; valid themes:"))
        }
        XCTAssertThrowsError(try renderer.render(.view(view, family: .accessoryCircular, theme: Theme(named: "ios.standby")))) { error in
            XCTAssertEqual(String(describing: error),
                           "theme 'ios.standby' does not show accessoryCircular widgets; it supports: systemSmall")
        }
    }

    /// The same themed render, four times on parallel threads, gives the same bytes (DESIGN: determinism).
    func testParallelThemedRendersAreIdentical() throws {
        let renderer = try WidgetRenderer()
        let widget = try XCTUnwrap(Showcase.all.first { $0.id == "most-frequent-beverage" })
        let theme = try Theme(named: "ios.clear")
        let serial = try renderer.render(.view(widget.makeView(.systemSmall), family: .systemSmall, theme: theme))
        let results = LockedBox([Pixmap?](repeating: nil, count: 4))
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let pixels = try? renderer.render(.view(widget.makeView(.systemSmall), family: .systemSmall, theme: theme))
            results.lock.lock(); results.value[i] = pixels; results.lock.unlock()
        }
        XCTAssertEqual(results.value, [Pixmap?](repeating: serial, count: 4))
    }
}

/// A value shared by the parallel iterations, every access under `lock`.
private final class LockedBox<T>: @unchecked Sendable {
    let lock = NSLock()
    var value: T
    init(_ value: T) { self.value = value }
}
