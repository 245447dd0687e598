import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Whole-pipeline goldens of interactive controls, accessory labels and the Xcode widget template's
/// styles, each in full color (ios.light, ios.dark) and accented (ios.tinted(blue)) where the family
/// exists there, under `Golden/Controls/<name>/<device>/<family>__<theme>.png`. What each style
/// should look like is documented in Sources/WidgetViews/Controls/ButtonStyle.swift and Toggle.swift.
final class ControlGoldenTests: XCTestCase {
    struct NoIntent {}

    func assertGolden<V: View>(_ name: String, _ view: V, family: WidgetFamily, themes: [Theme], device: String,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        assertWidgetSnapshot(of: view, families: [family], themes: themes, device: try Device(named: device),
                             named: name, suite: "Controls", filePath: file, line: line)
    }

    var homeThemes: [Theme] { get throws { [.iosLight, .iosDark, try Theme(named: "ios.tinted(blue)")] } }

    func testButtonStyles() throws {
        try assertGolden("button-styles", VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Button("Plain") {}.buttonStyle(.plain)
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Destroy", role: .destructive) {}.buttonStyle(.borderless)
            }
            HStack(spacing: 10) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Tinted") {}.buttonStyle(.bordered).tint(.orange)
                Button("Default") {}
            }
            HStack(spacing: 10) {
                Button("Prominent", intent: NoIntent()).buttonStyle(.borderedProminent)
                Button("Add", systemImage: "plus") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule).tint(.pink)
            }
            HStack(spacing: 10) {
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small).tint(.green)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large).tint(.indigo)
                Button(intent: NoIntent()) { Image(systemName: "checkmark") }
                    .buttonStyle(.borderedProminent).buttonBorderShape(.circle).tint(.green)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.background, for: .widget), family: .systemLarge, themes: try homeThemes, device: "iphone-11")
    }

    func testToggleStyles() throws {
        try assertGolden("toggle-styles", VStack(alignment: .leading, spacing: 10) {
            Toggle("Switch on", isOn: .constant(true))
            Toggle("Switch off", isOn: .constant(false))
            Toggle(isOn: true, intent: NoIntent()) { Label("Tinted", systemImage: "bolt.fill") }.tint(.purple)
            HStack(spacing: 10) {
                Toggle("On", isOn: .constant(true)).toggleStyle(.button)
                Toggle("Off", isOn: .constant(false)).toggleStyle(.button)
                Toggle("Orange", isOn: .constant(true)).toggleStyle(.button).tint(.orange)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.background, for: .widget), family: .systemMedium, themes: try homeThemes, device: "iphone-11")
    }

    /// `disabled(true)` next to the same controls enabled (docs/views.md, "Disabled controls").
    func testDisabledControls() throws {
        try assertGolden("disabled-controls", VStack(alignment: .leading, spacing: 10) {
            ForEach([true, false], id: \.self) { enabled in
                HStack(spacing: 10) {
                    Button("Borderless") {}.buttonStyle(.borderless)
                    Button("Bordered") {}.buttonStyle(.bordered).tint(.orange)
                    Button("Prominent") {}.buttonStyle(.borderedProminent)
                }
                .disabled(!enabled)
                Toggle(enabled ? "Enabled" : "Disabled", isOn: .constant(true)).disabled(!enabled)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(.background, for: .widget), family: .systemMedium, themes: try homeThemes, device: "iphone-11")
    }

    /// The Xcode widget template's entry view: `.containerBackground(.fill.tertiary, for: .widget)`.
    func testTemplateFillTertiaryBackground() throws {
        try assertGolden("template-fill-tertiary", VStack {
            Text("Time:")
            Text(EnvironmentValues.defaultRenderDate, style: .time)
            Text("Favorite Emoji:")
            Text("😀")
        }
        .containerBackground(.fill.tertiary, for: .widget), family: .systemSmall, themes: [.iosLight, .iosDark],
        device: "iphone-11")
    }

    func testWidgetLabelOnWatchComplications() throws {
        let gauge = Gauge(value: 0.62) { Text("UV") } currentValueLabel: { Text("6") }
            .gaugeStyle(.accessoryCircularCapacity)
            .widgetLabel("Sunny 24°")
        for family in [WidgetFamily.accessoryCircular, .accessoryCorner] {
            try assertGolden("widget-label", gauge, family: family,
                             themes: [.watchosFullColor, try Theme(named: "watchos.accented(orange)")], device: "watch-45mm")
        }
        // iPhone Lock Screen: the label is ignored (Apple's widgetLabel documentation).
        try assertGolden("widget-label", gauge, family: .accessoryCircular, themes: [.iosLockScreen], device: "iphone-11")
    }

    /// An accessoryCircular gauge with bounds labels at both circular sizes: "0" and "200" sit in
    /// the ring's opening on one line each (the opening scales with the widget, Gauge.swift).
    func testCircularGaugeBoundsLabels() throws {
        let gauge = Gauge(value: 62, in: 0...200) { Image(systemName: "drop.fill") } currentValueLabel: { Text("62") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("200") }
            .gaugeStyle(.accessoryCircular)
        try assertGolden("circular-gauge-bounds", gauge, family: .accessoryCircular,
                         themes: [.watchosFullColor, try Theme(named: "watchos.accented(orange)")], device: "watch-45mm")
        try assertGolden("circular-gauge-bounds", gauge, family: .accessoryCircular, themes: [.iosLockScreen], device: "iphone-11")
    }

    func testAccessoryWidgetGroup() throws {
        try assertGolden("accessory-widget-group", AccessoryWidgetGroup("Weather", systemImage: "sun.max.fill") {
            Text("21°").font(.title3)
            Image(systemName: "drop.fill").font(.title3).foregroundStyle(.cyan)
            Gauge(value: 0.3) { Text("UV") }.gaugeStyle(.accessoryCircularCapacity)
        }, family: .accessoryRectangular, themes: [.watchosFullColor, try Theme(named: "watchos.accented(orange)")],
           device: "watch-45mm")
    }
}
