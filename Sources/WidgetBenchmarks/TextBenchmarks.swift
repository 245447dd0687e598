import Foundation
import WidgetText

/// Text engine throughput on a typical widget text: three lines of Latin with an emoji, wrapped
/// in a systemMedium-sized column with a line limit. "cold" layouts miss every cache (each text
/// differs by a counter, so each is shaped and broken anew); "cached" repeats one text.
func textBenchmarks() -> [String] {
    let loadStart = DispatchTime.now()
    guard let catalog = try? FontCatalog.bundled() else { return ["text: bundled fonts could not be loaded"] }
    let loadSeconds = seconds(since: loadStart)
    let engine = TextEngine(catalog: catalog)

    func widgetText(_ counter: Int) -> TextContent {
        TextContent(runs: [
            TextSpan(string: "Cupertino ☀️ \(counter)\n", font: FontSpec(size: 17, weight: 600, lineHeight: 22)),
            TextSpan(string: "Sunny until 4 PM, then light showers are expected through the evening.",
                     font: FontSpec(size: 15, lineHeight: 20)),
        ], lineLimit: 3)
    }

    let coldCount = 2_000
    let coldStart = DispatchTime.now()
    for counter in 0..<coldCount { _ = try? engine.layout(widgetText(counter), width: 300, height: nil) }
    let coldSeconds = seconds(since: coldStart)

    let cachedCount = 50_000
    let repeated = widgetText(-1)
    let cachedStart = DispatchTime.now()
    for _ in 0..<cachedCount { _ = try? engine.layout(repeated, width: 300, height: nil) }
    let cachedSeconds = seconds(since: cachedStart)

    return [
        String(format: "text: bundled font catalog loaded in %.1f ms", loadSeconds * 1000),
        String(format: "text: 3-line widget text, cold layout: %.0f layouts/s", Double(coldCount) / coldSeconds),
        String(format: "text: 3-line widget text, cached layout: %.0f layouts/s", Double(cachedCount) / cachedSeconds),
    ]
}

private func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}
