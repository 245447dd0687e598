import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Text styling, Markdown, attributed strings and locale formatting as widgets draw them, in full
/// color, accented and vibrant rendering (goldens under `Golden/Text`; docs/text.md).
final class TextGoldenTests: XCTestCase {
    /// 2025-06-09 09:41:00 UTC.
    static let date = Date(timeIntervalSince1970: 1_749_462_060)

    func assertGolden<V: View>(_ name: String, _ view: V, families: [WidgetFamily] = [.systemMedium],
                               themes: [Theme], device: String = "iphone-11",
                               file: StaticString = #filePath, line: UInt = #line) throws {
        assertWidgetSnapshot(of: view, families: families, themes: themes, device: try Device(named: device),
                             named: name, suite: "Text", filePath: file, line: line)
    }

    func testCharacterStyling() throws {
        try assertGolden("styling", VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 12) {
                Text("KERNING").kerning(3)
                Text("TRACKING").tracking(3)
                Text("tight").kerning(-1)
            }
            .font(.caption.weight(.semibold))
            HStack(spacing: 12) {
                Text("E = mc") + Text("2").font(.caption2).baselineOffset(7)
                Text("H") + Text("2").font(.caption2).baselineOffset(-3) + Text("O")
                Text("Sale").underline(color: .red)
                Text("$99").strikethrough(color: .red).foregroundStyle(.secondary)
            }
            HStack(spacing: 10) {
                Text("dot").underline(pattern: .dot)
                Text("dash").underline(pattern: .dash)
                Text("dashDot").underline(pattern: .dashDot)
                Text("dashDotDot").underline(pattern: .dashDotDot)
            }
            .font(.subheadline)
            HStack(spacing: 10) {
                Text("Default")
                Text("Rounded").fontDesign(.rounded)
                Text("Serif").fontDesign(.serif)
                Text("Mono 1:05").monospaced()
            }
            .font(.subheadline.weight(.medium))
            Text("**Bold**, *italic*, `code`, ~~old~~ and [a link](https://example.com)").font(.footnote)
            (Text("Now ").bold() + Text("$79").foregroundStyle(.green).underline() + Text(" · was ")
                + Text("$99").strikethrough()).font(.footnote).widgetAccentable()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white },
        themes: [.iosLight, .iosClear])
    }

    func testAttributedStringAndMarkdownOnTheLockScreen() throws {
        var title = AttributedString("Flight ")
        title.font = .headline
        var gate = AttributedString("B12")
        gate.font = .headline
        gate.underlineStyle = .single
        var note = AttributedString(" now")
        note.tracking = 1
        try assertGolden("lockscreen", VStack(alignment: .leading, spacing: 1) {
            Text(title + gate + note)
            Text("**Gate** ~~A3~~ *B12*").font(.caption)
            Text("SEAT 14C").font(.caption2.weight(.semibold)).tracking(2).widgetAccentable()
        }
        .frame(maxWidth: .infinity, alignment: .leading),
        families: [.accessoryRectangular], themes: [.iosLockScreen])
    }

    /// `backgroundColor` runs: a highlighted word, a chip with padding made of spaces, a mark that
    /// wraps onto a second line; in tinted mode the highlighted runs flatten into blocks with the text.
    func testAttributedStringBackground() throws {
        var status = AttributedString(" LIVE ")
        status.font = .caption.weight(.bold)
        status.foregroundColor = .white
        status.backgroundColor = .red
        var new = AttributedString("new")
        new.backgroundColor = .yellow.opacity(0.6)
        var long = AttributedString("Gate change: now boarding at B12")
        long.backgroundColor = .orange.opacity(0.35)
        try assertGolden("attributed-background", VStack(alignment: .leading, spacing: 6) {
            Text(status + AttributedString(" Arsenal 2 – 1 Chelsea"))
            Text(AttributedString("A ") + new + AttributedString(" message")).font(.footnote)
            Text(long).font(.subheadline).frame(width: 190, alignment: .leading)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white },
        themes: [.iosLight, try Theme(named: "ios.tinted(blue)")])
    }

    func testLocaleFormatting() throws {
        let date = Self.date
        // Arabic words are drawn left to right (no bidi, docs/text.md), so the Arabic row shows
        // digits only: a number, the time and the price in Arabic-Indic digits.
        func row(_ id: String, words: Bool = true) -> some View {
            HStack(spacing: 6) {
                Text(verbatim: String(id.prefix(2))).font(.caption2.weight(.semibold)).foregroundStyle(.secondary)
                    .frame(width: 16, alignment: .leading)
                if words {
                    Text(date, format: .dateTime.weekday(.wide).day().month(.wide))
                } else {
                    Text(1234.5, format: .number)
                }
                Spacer(minLength: 4)
                Text(date, style: .time)
                Text(1234.5, format: .currency(code: "EUR")).monospacedDigit()
            }
            .font(.caption)
            .environment(\.locale, Locale(identifier: id))
        }
        try assertGolden("locales", VStack(alignment: .leading, spacing: 4) {
            row("en_US"); row("de_DE"); row("fr_FR"); row("ja_JP"); row("ar_SA", words: false)
            HStack {
                Text(0.256, format: .percent)
                Text(Duration.seconds(3725), format: .time(pattern: .hourMinuteSecond))
                Text(Measurement(value: 21.5, unit: UnitTemperature.celsius), format: .measurement(width: .abbreviated))
            }
            .font(.caption.weight(.medium))
            .environment(\.locale, Locale(identifier: "de_DE"))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white },
        themes: [.iosLight])
    }

    func testInlineLabelKeepsItsSymbol() throws {
        try assertGolden("inline-label", Label("62% · Charging", systemImage: "bolt.fill"),
                         families: [.accessoryInline], themes: [.iosLockScreen])
    }

    func testCornerLabel() throws {
        try assertGolden("corner-label", Image(systemName: "drop.fill").font(.title3).widgetLabel("Water 1.2 L"),
                         families: [.accessoryCorner], themes: [.watchosFullColor], device: "watch-45mm")
    }

    /// Big figures, as battery, fitness and finance widgets show them (issue 33 item 5): at 48 pt
    /// the stand-ins set SF Pro Display's and SF Pro Rounded's widths (docs/text.md, "Stand-in
    /// calibration", items 6 and 7). Each row is a figure and a capsule 8 pt after it, so the
    /// capsule's left end shows the figure's width. Expected figure widths, from Apple's 16.0d18e1
    /// fonts with their 48-pt `trak` tracking (StandInCalibrationTests checks them within 1 %):
    /// "62%" Bold 104.05 pt, Semibold tabular (`monospacedDigit()`) 102.97 pt, rounded Semibold
    /// 100.06 pt, rounded Bold tabular 105.60 pt; on the iPhone 11's 2× large widget (16-pt
    /// margins) the capsules start near x = 2 × (16 + width + 8) px, 256, 254, 248 and 259 px.
    func testFiguresAt48Points() throws {
        struct Row: View {
            let font: Font
            let fill: Color
            var body: some View {
                HStack(spacing: 8) {
                    Text("62%").font(font).fixedSize()
                    Capsule().fill(fill).frame(height: 12)
                }
            }
        }
        try assertGolden("figures-48pt", VStack(alignment: .leading, spacing: 0) {
            Row(font: .system(size: 48, weight: .bold), fill: .green)
            Row(font: .system(size: 48, weight: .semibold).monospacedDigit(), fill: .blue)
            Row(font: .system(size: 48, weight: .semibold, design: .rounded), fill: .orange)
            Row(font: .system(size: 48, weight: .bold, design: .rounded).monospacedDigit(), fill: .pink)
        }.containerBackground(.white, for: .widget), families: [.systemLarge], themes: [.iosLight])
    }
}
