import Foundation
import WidgetRender
import WidgetText
import WidgetRaster
import WidgetPNG
import WidgetPaint

/// The reference scene, written as widget code: an iOS systemMedium widget at 3× (1014×474 px)
/// with a vertical two-stop gradient container, a 300×300 photo clipped to a 126 pt rounded square,
/// three lines of Inter (12 pt regular, 28 pt bold, 17 pt regular) and a 250° round-capped ring.
struct ReferenceSceneView: View {
    let photo: Image

    var body: some View {
        HStack(spacing: 12) {
            photo
                .resizable()
                .frame(width: 126, height: 126)
                .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text("NOW PLAYING").font(.system(size: 12))
                Text("Golden Hour").font(.system(size: 28, weight: .bold))
                Text("The Render Quartet").font(.system(size: 17))
            }
            Spacer(minLength: 0)
            Circle()
                .trim(from: 0, to: 250.0 / 360)
                .stroke(Color.white, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 44, height: 44)
        }
        .foregroundStyle(.white)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.35, green: 0.22, blue: 0.62), Color(red: 0.10, green: 0.05, blue: 0.25)],
                           startPoint: .top, endPoint: .bottom)
        }
    }

    /// A deterministic photo-like 300×300 image: smooth color fields plus fine noise.
    static func makePhoto() throws -> Pixmap {
        var bytes = [UInt8](repeating: 255, count: 300 * 300 * 4)
        var seed: UInt32 = 12_345
        for y in 0..<300 {
            for x in 0..<300 {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let noise = Double(seed >> 27) - 16
                let i = (y * 300 + x) * 4
                bytes[i] = UInt8(max(0, min(255, 120 + 100 * sin(Double(x) / 40) + noise)))
                bytes[i + 1] = UInt8(max(0, min(255, 110 + 80 * cos(Double(y) / 33) + noise)))
                bytes[i + 2] = UInt8(max(0, min(255, 140 + 90 * sin(Double(x + y) / 57) + noise)))
            }
        }
        return try Pixmap(width: 300, height: 300, premultipliedBytes: bytes)
    }
}

/// The reference scene's renderer, view and device, built once per suite.
struct ReferenceScene {
    let renderer: WidgetRenderer
    let view: ReferenceSceneView
    let device: Device

    init() throws {
        renderer = try WidgetRenderer()
        view = ReferenceSceneView(photo: Image(pixmap: try ReferenceSceneView.makePhoto(), scale: 1))
        device = try Device(named: "iphone-16")
    }

    func render() throws -> Pixmap { try renderer.render(.view(view, family: .systemMedium, device: device)) }
}

/// Whole-pipeline timings of the reference scene: medians of `runs` (thread CPU, and wall beside it).
func pipelineBenchmarks(runs: Int = ProcessInfo.processInfo.environment["BENCH_RUNS"].flatMap(Int.init) ?? 41) -> [String] {
    do {
        let scene = try ReferenceScene()
        let (renderer, view, device) = (scene.renderer, scene.view, scene.device)
        let resolved = try renderer.resolution(view, family: .systemMedium, device: device)
        let laidOut = try renderer.layout(resolved, family: .systemMedium, device: device)
        let (list, images) = (laidOut.list, laidOut.images)
        let painter = DisplayListPainter(fonts: renderer.fonts)
        let pixmap = try painter.paint(list, images: images, scale: device.scale)

        var lines = ["reference scene: \(pixmap.width)×\(pixmap.height) px (median of \(runs) runs; thread CPU, wall)"]
        // BENCH_ONLY=<start of a row name> runs just that row (e.g. under callgrind, to count its instructions).
        let only = ProcessInfo.processInfo.environment["BENCH_ONLY"]
        func measure(_ name: String, _ body: () throws -> Void) rethrows {
            if let only, !name.hasPrefix(only) { return }
            let timing = try CPUTiming(runs: runs, body)
            let label = name.padding(toLength: 34, withPad: " ", startingAt: 0)
            lines.append(label + String(format: " %7.3f ms CPU   %7.3f ms wall", timing.cpuMilliseconds, timing.wallMilliseconds))
        }
        try measure("paint (display list → pixmap)") { _ = try painter.paint(list, images: images, scale: device.scale) }
        try measure("render (view → pixmap)") { _ = try scene.render() }
        try measure("PNG fast (pixmap → bytes)") { _ = try pixmap.pngData(preset: .fast) }
        try measure("PNG small (pixmap → bytes)") { _ = try pixmap.pngData(preset: .small) }
        try measure("render + PNG fast") { _ = try scene.render().pngData(preset: .fast) }
        try measure("render + PNG small") { _ = try scene.render().pngData(preset: .small) }
        for name in ["ios.light", "ios.clear", "ios.tinted(blue)"] {
            let theme = try Theme(named: name)
            try measure("render in \(name)") { _ = try renderer.render(.view(view, family: .systemMedium, device: device, theme: theme)) }
        }
        let baseline = libpngDefaultWrite(pixmap)
        try measure("render + libpng default (Skia's)") { _ = libpngDefaultWrite(try scene.render()) }
        guard only == nil else { return lines }
        lines.append("  PNG bytes: fast \(try pixmap.pngData(preset: .fast).count), small \(try pixmap.pngData(preset: .small).count), libpng default \(baseline)")
        return lines
    } catch {
        return ["pipeline benchmark failed: \(error)"]
    }
}
