import XCTest
import WidgetGeometry
import WidgetText
import WidgetResolved
@testable import WidgetViews

/// UIKit and SwiftUI spellings that widget code uses: `UIFont` through `Font(_:)`,
/// `labelsHidden()`, `disabled(_:)` / `\.isEnabled`, and the no-op safe-area modifiers.
final class PlatformCompatTests: XCTestCase {
    private func font(_ font: Font) throws -> FontSpec {
        guard case .text(let text) = try resolved(Text("a").font(font)).content else {
            XCTFail("expected a text"); return FontSpec(size: 0)
        }
        return text.content.runs[0].font
    }

    /// `UIFont.systemFont(ofSize: 28, weight: .bold, width: .condensed)`: 28 pt, weight 700, width −0.2
    /// (SwiftUI's `.condensed`); `preferredFont(forTextStyle: .headline)` is `.headline` (17 pt semibold).
    func testUIFontBecomesTheSameFont() throws {
        var condensed = FontSpec(size: 28, weight: 700)
        condensed.width = -0.2
        XCTAssertEqual(try font(Font(UIFont.systemFont(ofSize: 28, weight: .bold, width: .condensed))), condensed)
        XCTAssertEqual(try font(Font(UIFont.preferredFont(forTextStyle: .headline))), try font(.headline))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).pointSize, 17)
        XCTAssertEqual(try font(Font(UIFont.boldSystemFont(ofSize: 10).withSize(12))), FontSpec(size: 12, weight: 700))
    }

    /// A linear-capacity gauge stacks label, bar and value label; `labelsHidden()` leaves the label out.
    func testLabelsHiddenDropsTheGaugeAndProgressLabels() throws {
        func rows(_ view: some View) throws -> Int {
            guard case .stack(let stack) = try resolved(view).content else { return 1 }
            return stack.children.count
        }
        let gauge = Gauge(value: 0.5) { Text("Water") } currentValueLabel: { Text("50%") }.gaugeStyle(.linearCapacity)
        XCTAssertEqual(try rows(gauge), 3)
        XCTAssertEqual(try rows(gauge.labelsHidden()), 2)
        let progress = ProgressView(value: 0.5) { Text("Upload") }
        XCTAssertEqual(try rows(progress), 2)
        XCTAssertEqual(try rows(progress.labelsHidden()), 1)
        let toggle = Toggle(isOn: .constant(true)) { Text("Wi-Fi") }
        XCTAssertTrue(String(describing: try resolved(toggle).content).contains("Wi-Fi"))
        XCTAssertFalse(String(describing: try resolved(toggle.labelsHidden()).content).contains("Wi-Fi"))
    }

    /// `disabled(true)` turns `\.isEnabled` off below it.
    func testDisabledSetsIsEnabled() throws {
        struct Probe: View {
            @Environment(\.isEnabled) var isEnabled
            var body: some View { Text(isEnabled ? "on" : "off") }
        }
        guard case .text(let text) = try resolved(Probe().disabled(true)).content else { return XCTFail("expected a text") }
        XCTAssertEqual(text.content.runs[0].string, "off")
    }

    /// Size classes follow the render's device (HIG › Layout › Device size classes): iPhone compact
    /// wide and regular tall, iPad regular both ways, Apple Watch compact both ways; no device: nil;
    /// an explicit `.environment(\.horizontalSizeClass, …)` wins.
    func testSizeClassesFollowTheDevice() throws {
        struct Probe: View {
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            var body: some View { Text("\(String(describing: horizontal)) \(String(describing: vertical))") }
        }
        func classes(_ screen: DeviceScreen?, _ view: some View = Probe()) throws -> String {
            let node = try resolved(view) { if let screen { $0.deviceScreen = screen } }.content
            guard case .text(let text) = node else {
                XCTFail("expected a text"); return ""
            }
            return text.content.runs.map(\.string).joined()
        }
        XCTAssertEqual(try classes(DeviceScreen(idiom: .phone, size: CGSize(width: 402, height: 874), systemName: "iOS")),
                       "Optional(WidgetViews.UserInterfaceSizeClass.compact) Optional(WidgetViews.UserInterfaceSizeClass.regular)")
        XCTAssertEqual(try classes(DeviceScreen(idiom: .pad, size: CGSize(width: 1024, height: 1366), systemName: "iPadOS")),
                       "Optional(WidgetViews.UserInterfaceSizeClass.regular) Optional(WidgetViews.UserInterfaceSizeClass.regular)")
        XCTAssertEqual(try classes(DeviceScreen(idiom: .unspecified, size: .zero, systemName: "watchOS")),
                       "Optional(WidgetViews.UserInterfaceSizeClass.compact) Optional(WidgetViews.UserInterfaceSizeClass.compact)")
        XCTAssertEqual(try classes(nil), "nil nil")
        XCTAssertEqual(try classes(DeviceScreen(idiom: .phone, size: .zero, systemName: "iOS"),
                                   Probe().environment(\.horizontalSizeClass, .regular)),
                       "Optional(WidgetViews.UserInterfaceSizeClass.regular) Optional(WidgetViews.UserInterfaceSizeClass.regular)")
    }

    /// `"\(cgFloat, specifier:)"` formats as a Double would (Linux's CGFloat is not `CVarArg`).
    func testCGFloatInterpolationWithSpecifier() throws {
        let scale: CGFloat = 2.5
        guard case .text(let text) = try resolved(Text("Scale \(scale, specifier: "%.1f")x")).content else {
            return XCTFail("expected a text")
        }
        XCTAssertEqual(text.content.runs.map(\.string).joined(), "Scale 2.5x")
    }

    /// Lifecycle and gesture modifiers are accepted, change nothing, and never run their closures:
    /// a widget is rendered once per entry and never appears, changes or is tapped for its view.
    func testLifecycleModifiersAreInert() throws {
        nonisolated(unsafe) var ran = false
        let plain = try resolved(Text("a")).content
        let modified = Text("a")
            .onAppear { ran = true }
            .onDisappear { ran = true }
            .task { }
            .task(id: 3) { }
            .onChange(of: 1) { _, _ in ran = true }
            .onChange(of: 1, initial: true) { ran = true }
            .onTapGesture { ran = true }
            .onLongPressGesture { ran = true }
        XCTAssertEqual(try resolved(modified).content, plain)
        XCTAssertFalse(ran)
    }

    /// `AsyncImage` never loads in a widget: it shows its placeholder, its phase closure's `.empty`
    /// case, or the standard gray placeholder (secondarySystemFill, light: 120, 120, 128 at 16 %).
    func testAsyncImageShowsItsEmptyPhase() throws {
        let url = URL(string: "https://example.com/a.png")
        XCTAssertEqual(try resolved(AsyncImage(url: url) { $0.resizable() } placeholder: { Text("wait") }).content,
                       try resolved(Text("wait")).content)
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else if phase.error != nil { Text("failed") } else { Text("empty") }
        }
        XCTAssertEqual(try resolved(phased).content, try resolved(Text("empty")).content)
        guard case .shape(let shape) = try resolved(AsyncImage(url: url)).content else { return XCTFail("expected a shape") }
        XCTAssertEqual(shape.fill, .color(RGBA(r8: 120, g8: 120, b8: 128).withAlpha(0.16)))
    }

    /// `ContentUnavailableView`: symbol, title and description in that order, centered; the
    /// search form says "No Results for “tea”". `LabeledContent`: label, then the value in the
    /// secondary color (light: 60, 60, 67 at 60 %).
    func testEmptyStateAndLabeledContent() throws {
        let empty = try resolved(ContentUnavailableView("No Events", systemImage: "calendar",
                                                         description: Text("Add one in the app"))).content
        XCTAssertEqual(strings(in: empty), ["No Events", "Add one in the app"])
        XCTAssertEqual(strings(in: try resolved(ContentUnavailableView.search(text: "tea")).content),
                       ["No Results for \u{201C}tea\u{201D}", "Check the spelling or try a new search."])
        let row = try resolved(LabeledContent("Steps", value: 1234, format: .number)).content
        XCTAssertEqual(strings(in: row), ["Steps", "1,234"])
        XCTAssertEqual(texts(in: row).last?.paints, [.color(RGBA(r8: 60, g8: 60, b8: 67).withAlpha(0.6))])
    }

    /// `symbolVariableValueMode` is accepted: the bundled set shows a variable value in steps in
    /// either mode (docs/symbols.md), so `.draw` resolves as the plain symbol does.
    func testSymbolVariableValueModeIsAccepted() throws {
        let plain = try resolved(Image(systemName: "wifi", variableValue: 0.5)).content
        XCTAssertEqual(try resolved(Image(systemName: "wifi", variableValue: 0.5).symbolVariableValueMode(.draw)).content, plain)
    }

    /// A widget has no safe area: `ignoresSafeArea` and `edgesIgnoringSafeArea` change nothing.
    func testSafeAreaModifiersChangeNothing() throws {
        let plain = try resolved(Color.red.frame(width: 10, height: 10)).content
        XCTAssertEqual(try resolved(Color.red.frame(width: 10, height: 10).ignoresSafeArea()).content, plain)
        XCTAssertEqual(try resolved(Color.red.frame(width: 10, height: 10).edgesIgnoringSafeArea(.all)).content, plain)
    }
}
