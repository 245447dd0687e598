import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Translated widgets as goldens (`Golden/Localization`): the water tracker of
/// `Examples/localization` written in Swift, its keys built by interpolation (`"\(count) glasses"`
/// → `%lld glasses`), in English, German, Russian, Arabic (right to left) and Japanese. Each
/// language shows its own plural forms for 0, 1, 2, 5 and 21, and the goal number is grouped as
/// the locale groups it. The CLI renders the same from the spec (WidgetRenderCLITests).
final class LocalizationGoldenTests: XCTestCase {
    private let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/localization")

    private struct Water: View {
        let tables: Localizations
        var body: some View {
            VStack(alignment: .leading, spacing: 1) {
                Text("Water").font(.headline).foregroundStyle(.blue)
                ForEach([0, 1, 2, 5, 21], id: \.self) { count in
                    Text("\(count) glasses").font(.footnote)
                }
                Spacer(minLength: 0)
                Text("Goal: \(2500) ml").font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .containerBackground(for: .widget) {
                LinearGradient(colors: [Color(red: 0.90, green: 0.96, blue: 1.0), Color(red: 0.78, green: 0.89, blue: 0.99)],
                               startPoint: .top, endPoint: .bottom)
            }
            .environment(\.localizations, tables)
        }
    }

    func testWaterTrackerInFiveLanguages() throws {
        let tables = try Localizations(contentsOf: example)
        assertWidgetSnapshot(of: Water(tables: tables), families: [.systemSmall], themes: [.iosLight],
                             device: try Device(named: "iphone-11"),
                             axes: ["en", "de", "ru", "ar", "ja"].map { EnvironmentAxes(locale: Locale(identifier: $0)) },
                             named: "water", suite: "Localization")
    }
}
