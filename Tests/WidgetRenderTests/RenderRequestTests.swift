import XCTest
import Foundation
import WidgetRender

/// Render requests (issue 32): a request is a value that says what, where and how; performing it
/// with `WidgetRenderer.render(_:)` is the only way to draw. Different requests that name the same
/// drawing give the same pixels, and a request's errors come when it is performed, not when made.
final class RenderRequestTests: XCTestCase {
    static let renderer = Result { try WidgetRenderer() }
    var renderer: WidgetRenderer { get throws { try Self.renderer.get() } }

    /// The request says where and how it draws, as given; a request that draws on several devices
    /// or none says nil.
    func testARequestExposesItsDeviceFamilyThemeAndEnvironment() throws {
        let phone = try Device(named: "iphone-16-pro-max")
        var environment = EnvironmentValues()
        environment.renderDate = fixtureStart
        let view: RenderRequest<Pixmap> = .view(Text("Hi"), family: .systemMedium, device: phone, theme: .iosDark, environment: environment)
        XCTAssertEqual(view.device, phone)
        XCTAssertEqual(view.family, .systemMedium)
        XCTAssertEqual(view.theme?.name, "ios.dark")
        XCTAssertEqual(view.environment.renderDate, fixtureStart)

        let alone: RenderRequest<Pixmap> = .view(Text("Hi"), size: .sizeThatFits)
        XCTAssertNil(alone.device)
        XCTAssertNil(alone.family)
        XCTAssertNil(alone.theme)

        let options = WidgetRenderOptions(environment: environment)
        let timeline: RenderRequest<WidgetRenderResult> = .timeline(CupsWidget(), family: .accessoryRectangular, options: options)
        XCTAssertEqual(timeline.device, .iPhone)
        XCTAssertEqual(timeline.family, .accessoryRectangular)
        XCTAssertNil(timeline.theme)
        XCTAssertEqual(timeline.environment.renderDate, fixtureStart, "a widget request's environment is its options'")

        XCTAssertNil(RenderRequest<[WidgetRenderResult]>.matrix(CupsWidget()).device, "a matrix draws on each theme's device")
        XCTAssertEqual(RenderRequest<[WidgetRenderResult]>.matrix(CupsWidget(), device: phone).device, phone)
    }

    /// The `.view` request of an entry's content, with the entry's date as the render date, draws
    /// the pixels the `.timeline` and `.widget` requests draw for that entry; a themed timeline's
    /// entry is the themed `.widget` request's pixels.
    func testViewWidgetAndTimelineRequestsAgreeOnAnEntry() throws {
        let renderer = try self.renderer
        let timeline = try renderer.render(.timeline(CupsWidget(), family: .systemMedium))
        XCTAssertEqual(timeline.entries.count, 3)
        let entry = timeline.entries[1]
        var environment = EnvironmentValues()
        environment.renderDate = entry.date
        let view = try renderer.render(.view(
            CupsView(entry: CupsEntry(date: entry.date, cups: 2))
                .containerBackground(for: .widget) { Color(red: 1, green: 0.95, blue: 0.85) },
            family: .systemMedium, environment: environment))
        XCTAssertEqual(view, entry.pixmap)
        XCTAssertEqual(try renderer.render(.widget(CupsWidget(), family: .systemMedium, entry: .timelineEntry(1))), entry.pixmap)

        let dark = try renderer.render(.timeline(CupsWidget(), family: .systemMedium, theme: .iosDark))
        XCTAssertEqual(dark.theme?.name, "ios.dark")
        let darkWidget = try renderer.render(.widget(CupsWidget(), family: .systemMedium, theme: .iosDark))
        XCTAssertEqual(darkWidget, dark.entries[0].pixmap)
        XCTAssertNotEqual(darkWidget, timeline.entries[0].pixmap, "the theme changes the pixels")
    }

    /// One `theme:` parameter: a theme made from its name draws what the built-in value draws;
    /// nil draws plain full color.
    func testAThemeFromItsNameIsTheSameRequest() throws {
        let renderer = try self.renderer
        let view = Text("Tea").font(.title).containerBackground(for: .widget) { Color.orange }
        let named = try renderer.render(.view(view, family: .systemSmall, theme: Theme(named: "ios.dark")))
        XCTAssertEqual(named, try renderer.render(.view(view, family: .systemSmall, theme: .iosDark)))
        XCTAssertNotEqual(named, try renderer.render(.view(view, family: .systemSmall)))
    }

    /// `.layout(…theme:)` then `.painting` is `.view(…theme:)` in two steps; the plain layout's
    /// size is the widget's, in points.
    func testLayoutThenPaintingIsTheViewRequest() throws {
        let renderer = try self.renderer
        let view = Text("Tea").containerBackground(for: .widget) { Color.mint }
        let themed = try renderer.render(.layout(view, family: .systemMedium, theme: .iosLight))
        XCTAssertEqual(try renderer.render(.painting(themed, device: .iPhone)),
                       try renderer.render(.view(view, family: .systemMedium, theme: .iosLight)))
        let list = try renderer.render(.layout(view, family: .systemMedium))
        let pixmap = try renderer.render(.view(view, family: .systemMedium))
        XCTAssertEqual(list.size, try Device.iPhone.canvasSize(of: .systemMedium))
        XCTAssertEqual(Double(pixmap.width), (list.size.width * Device.iPhone.scale).rounded(.up))
    }

    /// The filmstrip request of a widget is the filmstrip of its timeline request's result.
    func testTheFilmstripRequestsAgree() throws {
        let renderer = try self.renderer
        let timeline = try renderer.render(.timeline(CupsWidget(), family: .systemSmall))
        let request: RenderRequest<Pixmap> = .filmstrip(of: timeline)
        XCTAssertEqual(request.device, timeline.device)
        XCTAssertEqual(try renderer.render(request), try renderer.render(.filmstrip(CupsWidget(), family: .systemSmall)))
    }

    /// Making a request runs nothing: its errors (here, a family the widget does not support, with
    /// the same error as before requests) come from performing it, every time.
    func testErrorsComeWhenARequestIsPerformed() throws {
        let renderer = try self.renderer
        let request: RenderRequest<Pixmap> = .widget(CupsWidget(), family: .systemLarge)
        for _ in 0..<2 {
            XCTAssertThrowsError(try renderer.render(request)) {
                XCTAssertEqual(($0 as? WidgetRunError)?.family, .systemLarge)
                XCTAssertEqual(($0 as? WidgetRunError)?.kind, "Cups")
            }
        }
        XCTAssertThrowsError(try renderer.render(.view(Text("x"), size: .fixed(width: 0, height: 10)))) {
            XCTAssertTrue($0 is ViewSizeError)
        }
    }
}
