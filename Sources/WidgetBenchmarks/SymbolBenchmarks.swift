import Foundation
import WidgetRender

/// Symbol and asset lookups: the first use in a process reads the name table and parses the SVG
/// (symbols) or decodes the PNG (catalog images); after that each lookup is a dictionary hit. The
/// rows compare resolving 40 symbols (or catalog images and colors) with resolving 40 plain shapes
/// of the same sizes: the warm difference is what lookups cost per render.
func symbolBenchmarks() throws -> [String] {
    let renderer = try WidgetRenderer()
    let names = ["cloud.sun.fill", "cloud.rain", "wind", "snowflake", "battery.50", "calendar.badge.plus", "heart.circle",
                 "figure.walk", "play.fill", "pause.circle", "house.fill", "lightbulb", "car.fill", "airplane",
                 "arrow.up.right", "chevron.right", "bell.badge", "envelope.fill", "person.2", "star.leadinghalf.filled"]
    let symbols = VStack { ForEach(0..<40, id: \.self) { Image(systemName: names[$0 % names.count]) } }
    let shapes = VStack { ForEach(0..<40, id: \.self) { _ in Rectangle().frame(width: 15, height: 15) } }

    let coldStart = DispatchTime.now()
    _ = try renderer.resolve(symbols)
    let coldMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - coldStart.uptimeNanoseconds) / 1e6
    let warmSymbols = try CPUTiming(runs: 200) { _ = try renderer.resolve(symbols) }
    let plain = try CPUTiming(runs: 200) { _ = try renderer.resolve(shapes) }
    var rows = [
        String(format: "symbols: first resolve of 20 distinct symbols (table + SVG parse): %.2f ms", coldMilliseconds),
        String(format: "symbols: 40 symbols, warm resolve: %.3f ms CPU; 40 plain shapes: %.3f ms CPU", warmSymbols.cpuMilliseconds,
               plain.cpuMilliseconds),
    ]

    let catalogURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/WidgetRenderTests/Fixtures/Widget.xcassets")
    let catalogRenderer = try WidgetRenderer(assets: catalogURL)
    let assets = VStack {
        ForEach(0..<20, id: \.self) { _ in Image("Logo") }
        ForEach(0..<20, id: \.self) { _ in Color("BrandPrimary").frame(width: 15, height: 15) }
    }
    let plainAssets = VStack {
        ForEach(0..<20, id: \.self) { _ in Rectangle().frame(width: 20, height: 20) }
        ForEach(0..<20, id: \.self) { _ in Color.orange.frame(width: 15, height: 15) }
    }
    let assetColdStart = DispatchTime.now()
    _ = try catalogRenderer.resolve(assets)
    let assetCold = Double(DispatchTime.now().uptimeNanoseconds - assetColdStart.uptimeNanoseconds) / 1e6
    let warmAssets = try CPUTiming(runs: 200) { _ = try catalogRenderer.resolve(assets) }
    let plainWarm = try CPUTiming(runs: 200) { _ = try catalogRenderer.resolve(plainAssets) }
    rows.append(String(format: "assets: first resolve of a catalog image + color (PNG decode): %.2f ms", assetCold))
    rows.append(String(format: "assets: 20 images + 20 colors, warm resolve: %.3f ms CPU; 40 plain views: %.3f ms CPU",
                       warmAssets.cpuMilliseconds, plainWarm.cpuMilliseconds))
    let list = try renderer.render(.layout(symbols))
    _ = list
    let warmRender = try CPUTiming(runs: 30) { _ = try renderer.render(.view(symbols)) }
    let plainRender = try CPUTiming(runs: 30) { _ = try renderer.render(.view(shapes)) }
    rows.append(String(format: "symbols: whole render, 40 symbols: %.2f ms CPU; 40 plain shapes: %.2f ms CPU", warmRender.cpuMilliseconds,
                       plainRender.cpuMilliseconds))
    return rows
}
