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
}
