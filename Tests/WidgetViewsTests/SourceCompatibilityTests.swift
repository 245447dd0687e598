import Foundation
import XCTest
import WidgetViews
import WidgetResolved

// A larger widget in everyday SwiftUI/WidgetKit style, using most of the DSL surface, to prove it
// compiles unchanged; the test checks what it resolves to in a few environments.

struct Entry { let date: Date; let caffeine: Measurement<UnitMass>; let drinks: [Drink]; let goal: Double }
struct Drink: Identifiable, Hashable { let id = UUID(); let name: String; let mg: Int }

private struct AccentKey: EnvironmentKey { static let defaultValue = Color.orange }
extension EnvironmentValues {
    var caffeineAccent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
}

struct CaffeineWidgetView: View {
    var entry: Entry
    @Environment(\.widgetFamily) var family
    @Environment(\.caffeineAccent) var accent
    @Environment(\.redactionReasons) var reasons

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.caffeine.value, in: 0...400) {
                Image(systemName: "cup.and.saucer.fill")
            } currentValueLabel: {
                Text("\(Int(entry.caffeine.value))")
            }
            .gaugeStyle(.accessoryCircular)
        case .accessoryInline:
            Label(entry.caffeine.formatted(), systemImage: "bolt.fill")
        default:
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: "cup.and.saucer.fill").foregroundStyle(accent)
                    Text("Caffeine").font(.caption).bold().textCase(.uppercase)
                    Spacer()
                    Text(entry.date, style: .time).font(.caption2).monospacedDigit()
                }
                Divider()
                Text(entry.caffeine.formatted())
                    .font(.system(.title, design: .rounded, weight: .semibold))
                    .contentTransition(.numericText())
                    .minimumScaleFactor(0.6)
                    .privacySensitive()
                ProgressView(value: entry.caffeine.value, total: entry.goal).tint(accent)
                ForEach(entry.drinks.prefix(2)) { drink in
                    HStack {
                        Circle().fill(accent.gradient).frame(width: 6, height: 6)
                            .background(.ultraThinMaterial, in: .capsule)
                        Text(drink.name).lineLimit(1)
                        Spacer(minLength: 0)
                        Text("\(drink.mg) mg").foregroundStyle(.secondary)
                    }
                    .font(.footnote)
                }
                if entry.drinks.isEmpty {
                    Text("No drinks yet").foregroundColor(.secondary)
                }
            }
            .padding(.horizontal, 2)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .overlay(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 4, style: .continuous).stroke(.white.opacity(0.2), lineWidth: 1).hidden()
            }
            .containerBackground(for: .widget) {
                LinearGradient(colors: [.brown.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom)
            }
            .widgetURL(URL(string: "caffeine://today"))
        }
    }
}

final class SourceCompatibilityTests: XCTestCase {
    let entry = Entry(date: Date(timeIntervalSince1970: 1_749_490_860),
                      caffeine: Measurement(value: 190, unit: .milligrams),
                      drinks: [Drink(name: "Latte", mg: 95), Drink(name: "Espresso", mg: 95)], goal: 400)

    private func resolve(_ family: WidgetFamily, _ reasons: RedactionReasons = []) throws -> ResolvedWidget {
        var environment = EnvironmentValues()
        environment.widgetFamily = family
        environment.redactionReasons = reasons
        environment.caffeineAccent = .mint
        return try resolveWidget(CaffeineWidgetView(entry: entry), environment: environment, images: NoImages())
    }

    func testSystemFamilyResolvesEveryRow() throws {
        let widget = try resolve(.systemMedium)
        let dump = String(describing: widget.content)
        for piece in ["CAFFEINE", "5:41 PM", "190 mg", "Latte", "Espresso", "95 mg", "widthFraction(0.475)"] {
            XCTAssertTrue(dump.contains(piece), piece)
        }
        XCTAssertNotNil(widget.containerBackground)
    }

    func testAccessoryFamiliesTakeTheirBranches() throws {
        let circular = String(describing: try resolve(.accessoryCircular).content)
        XCTAssertTrue(circular.contains("\"190\""))
        XCTAssertTrue(circular.contains("degrees: 135.0"))
        let inline = String(describing: try resolve(.accessoryInline).content)
        XCTAssertTrue(inline.contains("190 mg"))
    }

    func testPrivacyRedactsOnlyTheSensitiveAmount() throws {
        let dump = String(describing: try resolve(.systemSmall, .privacy).content)
        XCTAssertEqual(dump.components(separatedBy: "redacted: true").count - 1, 1)
    }
}
