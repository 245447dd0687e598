import XCTest
import Foundation
import WidgetRender
import WidgetSnapshot
import WidgetSnapshotTesting

/// The filmstrip golden (`Golden/WidgetKit/filmstrip/<device>/<family>__<theme>.png`) and the
/// whole-widget golden assertion.
final class WidgetFilmstripTests: XCTestCase {
    private var goldenRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
    }

    /// Three entries left to right at their true size, each labelled with index, date (UTC) and
    /// relevance; the title names the display name, type, kind, family, device, theme and policy.
    func testFilmstripGolden() throws {
        let renderer = try WidgetRenderer()
        let device = try Device(named: "iphone-11")
        let result = try renderer.render(.timeline(CupsWidget(), family: .systemSmall, device: device, theme: .iosLight))
        let strip = try renderer.render(.filmstrip(of: result))
        // Entries at 2×: three 169 pt tiles and two 20 pt gaps inside 24 pt margins (our layout).
        XCTAssertEqual(strip.width, Int((2 * 24 + 3 * 169 + 2 * 20) * device.scale))
        let check = try SnapshotCheck.resolving(goldenRoot: goldenRoot)
        let id = try SnapshotID(suite: "WidgetKit", widget: "filmstrip", device: device.id, family: "systemSmall",
                                theme: Theme.iosLight.fileName)
        let outcome = try check.check(RenderedSnapshot(pixmap: strip, inputsHash: "filmstrip"), id: id)
        XCTAssertFalse(outcome.isFailure, outcome.message)
    }

    /// A filmstrip is painted whole, so it is held to the canvas limit like every render
    /// (RenderPipeline.swift): 3 × 169 pt tiles + gaps + margins at 2× are 1,190 px wide.
    func testFilmstripIsHeldToTheCanvasLimit() throws {
        let device = try Device(named: "iphone-11")
        let result = try WidgetRenderer().render(.timeline(CupsWidget(), family: .systemSmall, device: device, theme: .iosLight))
        var limits = RenderLimits.standard
        limits.canvasPixels = 1_190 * 100
        XCTAssertThrowsError(try WidgetRenderer(limits: limits).render(.filmstrip(of: result))) { error in
            XCTAssertTrue("\(error)".contains("pt filmstrip at 2x"), "\(error)")
            XCTAssertTrue("\(error)".contains("canvasPixels = 119000"), "\(error)")
        }
    }

    func testFilmstripShowsEachEntrysPixels() throws {
        let renderer = try WidgetRenderer()
        let result = try renderer.render(.timeline(CupsWidget(), family: .systemSmall))
        let strip = try renderer.render(.filmstrip(of: result))
        let scale = Int(result.device.scale)
        // The second tile starts after the margin, one tile and one gap; its top-left interior pixel
        // is the widget's own (our layout: tiles top-aligned below a 40 pt title).
        let tile = result.entries[1].pixmap
        let x = (24 + 158 + 20) * scale + tile.width / 2, y = (24 + 40) * scale + tile.height / 2
        let inStrip = strip.pixel(x: x, y: y), inTile = tile.pixel(x: tile.width / 2, y: tile.height / 2)
        XCTAssertEqual([inStrip.r, inStrip.g, inStrip.b], [inTile.r, inTile.g, inTile.b])
    }

    /// Every supported family × the themes given; several entries get `-entry<i>` folders.
    func testAssertWidgetSnapshotOfAWidget() throws {
        let results = assertWidgetSnapshot(of: CupsWidget(), themes: [.iosLight, .iosLockScreen], suite: "WidgetKit",
                                           goldenRoot: goldenRoot)
        XCTAssertEqual(results.map(\.id.description), [
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry0/iphone-11/systemSmall__ios.light",
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry1/iphone-11/systemSmall__ios.light",
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry2/iphone-11/systemSmall__ios.light",
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry0/iphone-11/systemMedium__ios.light",
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry1/iphone-11/systemMedium__ios.light",
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry2/iphone-11/systemMedium__ios.light",
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry0/iphone-11/accessoryRectangular__ios.lockscreen",
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry1/iphone-11/accessoryRectangular__ios.lockscreen",
            "WidgetKit/testAssertWidgetSnapshotOfAWidget-entry2/iphone-11/accessoryRectangular__ios.lockscreen",
        ])
    }

    /// By default every built-in theme that shows the widget's families, each on its platform's
    /// default device (watch and Lock Screen themes show no systemSmall).
    func testAssertWidgetSnapshotDefaultsToEveryBuiltInTheme() throws {
        let results = assertWidgetSnapshot(of: DrinkWidget(), entries: .snapshot, suite: "WidgetKit", goldenRoot: goldenRoot)
        let expected = Theme.builtIn.filter { $0.families.contains(.systemSmall) }.map(\.fileName)
        XCTAssertEqual(results.count, expected.count)  // 12: results come grouped by device
        XCTAssertEqual(Set(results.map(\.id.theme)), Set(expected))
        XCTAssertEqual(Set(results.map(\.id.device)), ["iphone-11", "mac", "vision-pro"])
    }

    func testAssertWidgetSnapshotReportsAnUnsupportedFamily() throws {
        let messages = Messages()
        let reporter = SnapshotFailureReporter { message, _ in messages.append(message) }
        assertWidgetSnapshot(of: DrinkWidget(), families: [.systemSmall, .systemLarge], themes: [.iosLight],
                             entries: .snapshot, suite: "WidgetKit", goldenRoot: goldenRoot, reporter: reporter)
        XCTAssertEqual(messages.all, ["widget DrinkWidget (kind 'Drink'), systemLarge is not supported: supportedFamilies are systemSmall"])
    }

    func testAssertWidgetSnapshotReportsAProviderTimeout() throws {
        let messages = Messages()
        let reporter = SnapshotFailureReporter { message, _ in messages.append(message) }
        assertWidgetSnapshot(of: StuckWidget(), themes: [.iosLight], providerBudget: 0.2, suite: "WidgetKit",
                             goldenRoot: goldenRoot, reporter: reporter)
        XCTAssertEqual(messages.all.count, 1)
        XCTAssertTrue(messages.all[0].contains("widget StuckWidget (kind 'Stuck'), systemSmall: the provider's getTimeline"), messages.all[0])
    }
}

private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func append(_ message: String) { lock.lock(); messages.append(message); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return messages }
}

