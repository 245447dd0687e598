import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Symbols from the pinned set as widgets draw them: sizes from fonts, weights, rendering modes,
/// variants, variable values, an unknown name's crossed box (goldens under `Golden/Symbols`).
final class SymbolGoldenTests: XCTestCase {
    func assertGolden<V: View>(_ name: String, _ view: V, family: WidgetFamily = .systemMedium,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        assertWidgetSnapshot(of: view, families: [family], device: try Device(named: "iphone-11"), named: name,
                             suite: "Symbols", filePath: file, line: line)
    }

    func testWeatherWidgetWithSymbols() throws {
        try assertGolden("weather", VStack(alignment: .leading, spacing: 6) {
            HStack {
                Label("Cupertino", systemImage: "location.fill").font(.caption.weight(.semibold))
                Spacer()
                Image(systemName: "cloud.sun.fill").font(.title2)
            }
            Text("21°").font(.system(size: 40, weight: .light))
            HStack(spacing: 14) {
                ForEach(["sun.max.fill", "cloud.rain.fill", "cloud.bolt.fill", "snowflake", "wind"], id: \.self) { name in
                    Image(systemName: name).font(.title3)
                }
            }
            HStack(spacing: 10) {
                Label("72%", systemImage: "humidity.fill")
                Label("12 km/h", systemImage: "wind")
                Label("UV 3", systemImage: "sun.max")
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom) })
    }

    func testWeightsSizesAndModes() throws {
        try assertGolden("weights-modes", VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 10) {
                ForEach([Font.Weight.ultraLight, .regular, .semibold, .bold, .black], id: \.self) { weight in
                    Image(systemName: "heart.circle").fontWeight(weight)
                }
                Image(systemName: "battery.50").imageScale(.small)
                Image(systemName: "battery.50")
                Image(systemName: "battery.50").imageScale(.large)
            }
            .font(.title)
            HStack(spacing: 10) {
                Image(systemName: "bell").symbolVariant(.fill)
                Image(systemName: "plus").symbolVariant(.circle.fill)
                Image(systemName: "person").symbolVariant(.square)
                Image(systemName: "wifi", variableValue: 0.2)
                Image(systemName: "wifi", variableValue: 1)
                Image(systemName: "speaker.wave.3.fill", variableValue: 0.5)
                Image(systemName: "cellularbars", variableValue: 0.6)
            }
            .font(.title2)
            .foregroundStyle(.orange)
            HStack(spacing: 10) {
                Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "star.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .blue)
                Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.multicolor)
                Image(systemName: "sun.max.fill").symbolEffect(.pulse)
                Image(systemName: "no.such.symbl")
                Text("after the box")
            }
            .font(.title3)
            .foregroundStyle(.green)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white })
    }

    func testImagesInText() throws {
        try assertGolden("text-images", VStack(alignment: .leading, spacing: 6) {
            Text("\(Image(systemName: "star.fill")) 4.8 · 1,204 ratings").font(.headline).foregroundStyle(.orange)
            Text(Image(systemName: "bolt.fill")) + Text(" 82%").bold()
            Text("Rain at \(Image(systemName: "cloud.rain.fill")) 4 PM").font(.title3)
            Text("Unknown \(Image(systemName: "no.such")) inline").font(.caption)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Color.white })
    }
}
