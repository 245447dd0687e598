import Foundation
import WidgetRender

/// Asset catalog lookups on the Xcode-shaped fixture (`Tests/WidgetRenderTests/Fixtures/Weather.xcassets`):
/// opening the catalog (structure, Contents.json, colors, SVGs), the first lookup of the JPEG (decode),
/// then warm lookups of that image and of a color (full color and tinted), which are dictionary hits.
/// The resolve rows compare 20 catalog images + 20 catalog colors with 40 plain views, in accented
/// rendering so the tinted color variants are the ones looked up.
func catalogBenchmarks() throws -> [String] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/WidgetRenderTests/Fixtures/Weather.xcassets")
    func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now()
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }
    var catalog: AssetCatalog?
    let open = try milliseconds { catalog = try AssetCatalog(contentsOf: url) }
    guard let catalog else { return [] }
    let appearance = ImageAppearance(displayScale: 3)
    let firstJPEG = try milliseconds { _ = try catalog.image(named: "Photo", appearance: appearance) }
    let lookups = 1_000
    let warmImage = try CPUTiming(runs: 50) {
        for _ in 0..<lookups { _ = try catalog.image(named: "Photo", appearance: appearance) }
    }
    let warmColor = CPUTiming(runs: 50) {
        for _ in 0..<lookups { _ = catalog.color(named: "Sun", colorScheme: .light) }
    }
    let warmTinted = CPUTiming(runs: 50) {
        for _ in 0..<lookups { _ = catalog.color(named: "Sun", colorScheme: .dark, isTinted: true) }
    }
    let renderer = try WidgetRenderer(assets: catalog)
    var accented = EnvironmentValues()
    accented.widgetRenderingMode = .accented
    let assets = VStack {
        ForEach(0..<20, id: \.self) { _ in Image("Photo").resizable().frame(width: 20, height: 12) }
        ForEach(0..<20, id: \.self) { _ in Color("Sun").frame(width: 15, height: 15) }
    }
    let plain = VStack {
        ForEach(0..<20, id: \.self) { _ in Rectangle().frame(width: 20, height: 12) }
        ForEach(0..<20, id: \.self) { _ in Color.yellow.frame(width: 15, height: 15) }
    }
    let warmAssets = try CPUTiming(runs: 200) { _ = try renderer.resolve(assets, environment: accented) }
    let warmPlain = try CPUTiming(runs: 200) { _ = try renderer.resolve(plain, environment: accented) }
    return [
        String(format: "catalog: open Weather.xcassets (structure, colors, SVG sets): %.2f ms", open),
        String(format: "catalog: first lookup of the 288×180 JPEG (read + decode): %.2f ms", firstJPEG),
        String(format: "catalog: warm image lookup (cached): %.3f µs CPU each", warmImage.cpuMilliseconds * 1000 / Double(lookups)),
        String(format: "catalog: warm color lookup: %.3f µs CPU each; tinted: %.3f µs CPU each",
               warmColor.cpuMilliseconds * 1000 / Double(lookups), warmTinted.cpuMilliseconds * 1000 / Double(lookups)),
        String(format: "catalog: 20 images + 20 colors, accented, warm resolve: %.3f ms CPU; 40 plain views: %.3f ms CPU",
               warmAssets.cpuMilliseconds, warmPlain.cpuMilliseconds),
    ]
}
