import Foundation
import WidgetRender
import WidgetText
import WidgetRaster
import WidgetPNG

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

/// Whole-pipeline timings of the reference scene, each the median of `runs`, in thread CPU time
/// (meaningful on a shared machine) with wall time beside it.
func pipelineBenchmarks(runs: Int = 40) -> [String] {
    do {
        let renderer = try WidgetRenderer()
        let view = ReferenceSceneView(photo: Image(pixmap: try ReferenceSceneView.makePhoto(), scale: 1))
        let device = try Device(named: "iphone-16")
        let widget = try renderer.resolve(view, family: .systemMedium, device: device)
        let list = try renderer.layout(widget, family: .systemMedium, device: device)
        let painter = DisplayListPainter(fonts: renderer.fonts)
        let pixmap = try painter.paint(list, images: widget.images, scale: device.scale)

        var lines = ["reference scene: \(pixmap.width)×\(pixmap.height) px (\(runs) runs each; thread CPU, wall)"]
        func measure(_ name: String, _ body: () throws -> Void) rethrows {
            var cpu: [Double] = [], wall: [Double] = []
            for _ in 0..<runs {
                let w0 = DispatchTime.now().uptimeNanoseconds, c0 = threadCPUTime()
                try body()
                cpu.append(threadCPUTime() - c0)
                wall.append(Double(DispatchTime.now().uptimeNanoseconds - w0) / 1e6)
            }
            cpu.sort(); wall.sort()
            let label = name.padding(toLength: 32, withPad: " ", startingAt: 0)
            lines.append(label + String(format: " %7.3f ms CPU   %7.3f ms wall (min %.3f)",
                                        cpu[runs / 2], wall[runs / 2], wall[0]))
        }
        try measure("paint (display list → pixmap)") { _ = try painter.paint(list, images: widget.images, scale: 3) }
        try measure("render (view → pixmap)") { _ = try renderer.render(view, family: .systemMedium, device: device) }
        try measure("render + PNG fast") {
            _ = try renderer.render(view, family: .systemMedium, device: device).pngData(preset: .fast)
        }
        try measure("render + PNG small") {
            _ = try renderer.render(view, family: .systemMedium, device: device).pngData(preset: .small)
        }
        lines.append("  PNG bytes: fast \(try pixmap.pngData(preset: .fast).count), small \(try pixmap.pngData(preset: .small).count)")
        return lines
    } catch {
        return ["pipeline benchmark failed: \(error)"]
    }
}

/// CPU time of the calling thread in milliseconds.
func threadCPUTime() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}
