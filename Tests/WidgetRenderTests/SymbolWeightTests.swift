import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// The nine symbol weights (docs/symbols.md, "Weight"): filled outlines are eroded below regular and
/// emboldened above it by the same 0.012 × height per 100 of weight, so ink grows step by step.
final class SymbolWeightTests: XCTestCase {
    static let weights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// Ink of one symbol drawn black on white: Σ (255 − red) over the widget's pixels.
    private func ink(_ name: String, weight: Font.Weight) throws -> Int {
        let view = Image(systemName: name).font(.system(size: 60)).fontWeight(weight).foregroundStyle(.black)
            .containerBackground(for: .widget) { Color.white }
        let pixmap = try WidgetRenderer().render(.view(view, family: .systemSmall, theme: try Theme(named: "ios.light")))
        var total = 0
        for y in 0..<pixmap.height { for x in 0..<pixmap.width { total += 255 - Int(pixmap.pixel(x: x, y: y).r) } }
        return total
    }

    func testInkStrictlyDecreasesFromBlackToUltraLight() throws {
        for name in ["heart.circle", "cloud.sun.fill"] {
            let inks = try Self.weights.map { try ink(name, weight: $0.1) }
            for index in 1..<inks.count {
                XCTAssertLessThan(inks[index - 1], inks[index],
                                  "\(name): \(Self.weights[index - 1].0) should draw less ink than \(Self.weights[index].0) (\(inks))")
            }
            // Thinning is visible, not a rounding effect: ultralight keeps well under 90 % of regular's ink.
            XCTAssertLessThan(Double(inks[0]), 0.9 * Double(inks[3]), "\(name): \(inks)")
        }
    }

    /// The ramp as a designer checks it: three symbols in the nine weights, named below
    /// (docs/symbol-weights.png is this golden).
    func testWeightRampGolden() throws {
        let view = VStack(alignment: .leading, spacing: 6) {
            ForEach(["heart.circle", "cloud.sun.fill", "envelope"], id: \.self) { name in
                HStack(spacing: 0) {
                    ForEach(Self.weights.map(\.0), id: \.self) { label in
                        Image(systemName: name).fontWeight(Self.weights.first { $0.0 == label }!.1)
                            .frame(width: 36)
                    }
                }
                .font(.system(size: 26))
            }
            HStack(spacing: 0) {
                ForEach(Self.weights.map(\.0), id: \.self) { label in
                    Text(label).font(.system(size: 7)).frame(width: 36)
                }
            }
            .foregroundStyle(.secondary)
        }
        .foregroundStyle(.black)
        .containerBackground(for: .widget) { Color.white }
        assertWidgetSnapshot(of: view, families: [.systemMedium], device: try Device(named: "iphone-11"),
                             named: "weight-ramp", suite: "Symbols")
    }
}
