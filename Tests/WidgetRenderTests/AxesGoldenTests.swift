import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Environment axes as goldens (`Golden/Axes`): one widget at several Dynamic Type sizes, right to
/// left in Arabic and Hebrew, in Japanese, with Bold Text; in full color, accented and vibrant.
/// Each non-default combination has its own folder `<name>__<axes>` (EnvironmentAxes.name).
final class AxesGoldenTests: XCTestCase {
    private let device = "iphone-11"

    /// A reading widget: a headline with a symbol, a body line, a caption and a progress bar, every
    /// text in a text style so that all of it follows Dynamic Type.
    private struct Reading: View {
        var title: String
        var detail: String
        var caption: String
        @Environment(\.colorScheme) private var colorScheme
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                HStack(spacing: 6) {
                    Image(systemName: "book.fill").foregroundStyle(.orange)
                    Text(title).font(.headline).widgetAccentable()
                }
                Text(detail).font(.body)
                Spacer(minLength: 0)
                Text(caption).font(.caption).foregroundStyle(.secondary)
                ProgressView(value: 0.35).tint(.orange)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(for: .widget) {
                // Cream by day, dark brown by night, so that the dark goldens keep their contrast.
                colorScheme == .dark ? Color(red: 0.16, green: 0.13, blue: 0.1) : Color(red: 1, green: 0.97, blue: 0.92)
            }
        }
    }

    /// Dynamic Type xSmall, large (the default: no suffix), xxxLarge and accessibility3 on the Home
    /// Screen in full color and tinted (accented). The larger sizes wrap and then truncate.
    func testDynamicTypeSizes() throws {
        assertWidgetSnapshot(of: Reading(title: "Chapter 4", detail: "The Lighthouse, 12 pages left", caption: "35% read"),
                             families: [.systemSmall], themes: [.iosLight, .iosTinted(ThemeColor(RGBA(red: 0.2, green: 0.4, blue: 1)))],
                             device: try Device(named: device),
                             axes: [.default, EnvironmentAxes(dynamicTypeSize: .xSmall), EnvironmentAxes(dynamicTypeSize: .xxxLarge),
                                    EnvironmentAxes(dynamicTypeSize: .accessibility3)],
                             named: "reading", suite: "Axes")
    }

    /// Right to left: Arabic (joined letters, the symbol and title swapped, text on the right, the
    /// progress bar filling from the right) and Hebrew with a number and a percentage, both also
    /// at accessibility1; the Arabic one also in the vibrant Lock Screen's rectangular family.
    func testRightToLeftArabicAndHebrew() throws {
        assertWidgetSnapshot(of: Reading(title: "الفصل الرابع", detail: "المنارة، بقيت ١٢ صفحة", caption: "قرأت 35%"),
                             families: [.systemSmall], themes: [.iosLight, .iosDark], device: try Device(named: device),
                             axes: [EnvironmentAxes(locale: Locale(identifier: "ar")),
                                    EnvironmentAxes(dynamicTypeSize: .accessibility1, locale: Locale(identifier: "ar"))],
                             named: "reading-arabic", suite: "Axes")
        assertWidgetSnapshot(of: Reading(title: "פרק 4", detail: "המגדלור, נותרו 12 עמודים", caption: "נקרא 35%"),
                             families: [.systemSmall, .systemMedium], themes: [.iosLight], device: try Device(named: device),
                             axes: [EnvironmentAxes(locale: Locale(identifier: "he"))],
                             named: "reading-hebrew", suite: "Axes")
        assertWidgetSnapshot(of: VStack(alignment: .leading, spacing: 2) {
                                 Text("الخطوات").font(.headline)
                                 Text("٨٬٤٢٠ خطوة").font(.body)
                                 ProgressView(value: 0.6)
                             },
                             families: [.accessoryRectangular], themes: [.iosLockScreen], device: try Device(named: device),
                             axes: [EnvironmentAxes(locale: Locale(identifier: "ar"))],
                             named: "steps-arabic", suite: "Axes")
        // A mirrored accessory background still goes beneath the vibrant material as a dark veil.
        assertWidgetSnapshot(of: ZStack {
                                 AccessoryWidgetBackground()
                                 VStack(spacing: 0) {
                                     Image(systemName: "figure.walk").font(.title3)
                                     Text("٨٤٢٠").font(.caption)
                                 }
                             },
                             families: [.accessoryCircular], themes: [.iosLockScreen], device: try Device(named: device),
                             axes: [EnvironmentAxes(locale: Locale(identifier: "ar"))],
                             named: "steps-circular-arabic", suite: "Axes")
    }

    /// A locale that is not right to left (Japanese: CJK text from the pinned Noto subset, the
    /// date formatted by the locale) and Bold Text, in full color.
    func testLocaleAndBoldText() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("読書").font(.headline)
            Text(Date(timeIntervalSince1970: 1_749_490_860), style: .date).font(.caption)
            Text("あと12ページ").font(.body)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(for: .widget) { Color.white }
        assertWidgetSnapshot(of: view, families: [.systemSmall], themes: [.iosLight], device: try Device(named: device),
                             axes: [EnvironmentAxes(locale: Locale(identifier: "ja")),
                                    EnvironmentAxes(locale: Locale(identifier: "ja"), legibilityWeight: .bold)],
                             named: "reading-japanese", suite: "Axes")
    }
}
