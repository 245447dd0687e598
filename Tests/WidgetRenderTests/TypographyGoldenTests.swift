import XCTest
import WidgetRender
import WidgetSnapshotTesting

/// The SF Mono stand-in and font widths as widgets draw them (goldens under `Golden/Typography`;
/// docs/text.md "Widths" and "Stand-in calibration").
final class TypographyGoldenTests: XCTestCase {
    func testMonospacedAndWidths() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            // Columns line up on SF Mono's pitch; the proportional line with tabular digits does not
            // line up its letters, only its digits.
            Text("09:41  +12.5%  ETA").font(.system(.body, design: .monospaced))
            Text("10:05  −3.0%   MIL").font(.body.monospaced().weight(.bold))
            Text("11:11  +0.4%   ETA").font(.body).monospacedDigit()
            Text("Compressed 42").fontWidth(.compressed)
            Text("Condensed 42").fontWidth(.condensed)
            Text("Standard 42")
            Text("Expanded 42").font(.body.width(.expanded))
            Text("Mono 漢字 👍").monospaced().font(.footnote)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white }
        assertWidgetSnapshot(of: view, families: [.systemMedium, .systemLarge], themes: [.iosLight],
                             device: try Device(named: "iphone-11"), named: "mono-widths", suite: "Typography")
    }

    /// Synthesized small capitals (all, lowercase only, uppercase only) and `Font.leading`: three
    /// two-line paragraphs, tight (−2 pt a line), standard and loose (+2 pt), in the three rendering
    /// modes (docs/text.md "Small capitals", docs/platform.md §5).
    func testSmallCapsAndLeading() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            Text("Week 41 · Oct").font(.headline.smallCaps())
            Text("Week 41 · Oct").font(.headline.lowercaseSmallCaps())
            Text("NASA and ESA").font(.headline.uppercaseSmallCaps())
            HStack(alignment: .top, spacing: 6) {
                Text("Tight\nlines").font(.caption.leading(.tight)).border(.red.opacity(0.4), width: 0.5)
                Text("Standard\nlines").font(.caption).border(.red.opacity(0.4), width: 0.5)
                Text("Loose\nlines").font(.caption.leading(.loose)).border(.red.opacity(0.4), width: 0.5)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        assertWidgetSnapshot(of: view, families: [.systemSmall],
                             themes: [.iosLight, try Theme(named: "ios.tinted(blue)"), .iosStandByNight],
                             device: try Device(named: "iphone-11"), named: "small-caps-leading", suite: "Typography")
    }
}
