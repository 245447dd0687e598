import Foundation
import WidgetRender

// The scenes of the peer comparison (bench/peers.py draws the same primitives with Skia, Cairo
// and resvg): the reference scene and two more, each rendered alone, with `fast`, with `small` and
// with libpng's default writer (one call). One tab-separated line per measurement, so that
// bench/run can interleave these runs with the peers' and collect both into one table:
//   peer <TAB> scene <TAB> engine <TAB> variant <TAB> cpu ms <TAB> wall ms <TAB> bytes

/// A dashboard: systemLarge, five rows of a colored dot, two lines of text and a bar, on a
/// solid dark background. Much text, flat fills.
struct DashboardSceneView: View {
    static let rows: [(name: String, detail: String, fraction: Double, color: Color)] = [
        ("Running", "5.2 km · 28 min", 0.82, Color(red: 1.0, green: 0.27, blue: 0.23)),
        ("Cycling", "18.4 km · 41 min", 0.64, Color(red: 1.0, green: 0.62, blue: 0.04)),
        ("Swimming", "1.1 km · 32 min", 0.45, Color(red: 0.19, green: 0.82, blue: 0.35)),
        ("Yoga", "45 min", 0.30, Color(red: 0.04, green: 0.52, blue: 1.0)),
        ("Walking", "7,412 steps", 0.91, Color(red: 0.75, green: 0.35, blue: 0.95)),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("This Week").font(.system(size: 22, weight: .bold))
            ForEach(0..<Self.rows.count) { index in
                let row = Self.rows[index]
                HStack(spacing: 10) {
                    Circle().fill(row.color).frame(width: 20, height: 20)
                    VStack(alignment: .leading, spacing: 1) {
                        Text(row.name).font(.system(size: 15, weight: .semibold))
                        Text(row.detail).font(.system(size: 12))
                    }
                    .frame(width: 120, alignment: .leading)
                    Spacer(minLength: 0)
                    RoundedRectangle(cornerRadius: 4).fill(row.color).frame(width: 140 * row.fraction, height: 8)
                        .frame(width: 140, alignment: .leading)
                }
            }
            Spacer(minLength: 0)
        }
        .foregroundStyle(.white)
        .containerBackground(for: .widget) { Color(red: 0.11, green: 0.11, blue: 0.12) }
    }
}

/// A weather glance: systemSmall, one flat color, a large number and a caption. Little to draw,
/// highly compressible.
struct FlatSceneView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("72°").font(.system(size: 48, weight: .bold))
            Text("Partly Cloudy").font(.system(size: 13))
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .foregroundStyle(.white)
        .containerBackground(for: .widget) { Color(red: 0.20, green: 0.47, blue: 0.96) }
    }
}

func peerBenchmarks(runs: Int = ProcessInfo.processInfo.environment["BENCH_RUNS"].flatMap(Int.init) ?? 21) -> [String] {
    do {
        let reference = try ReferenceScene()
        let renderer = reference.renderer, device = reference.device
        let scenes: [(name: String, render: () throws -> Pixmap)] = [
            ("reference", { try reference.render() }),
            ("dashboard", { try renderer.render(.view(DashboardSceneView(), family: .systemLarge, device: device)) }),
            ("flat", { try renderer.render(.view(FlatSceneView(), family: .systemSmall, device: device)) }),
        ]
        let out = ProcessInfo.processInfo.environment["BENCH_OUT"]
        var lines: [String] = []
        for scene in scenes {
            let pixmap = try scene.render()
            let fast = try pixmap.pngData(preset: .fast), small = try pixmap.pngData(preset: .small)
            if let out {
                try fast.write(to: URL(fileURLWithPath: out).appendingPathComponent("widgetrender-\(scene.name).png"))
            }
            func row(_ variant: String, _ bytes: Int, _ body: () throws -> Void) rethrows {
                let timing = try CPUTiming(runs: runs, body)
                lines.append(["peer", scene.name, "widgetrender", variant, String(format: "%.3f", timing.cpuMilliseconds),
                              String(format: "%.3f", timing.wallMilliseconds), String(bytes)].joined(separator: "\t"))
            }
            try row("render", 0) { _ = try scene.render() }
            try row("render+fast", fast.count) { _ = try scene.render().pngData(preset: .fast) }
            try row("render+small", small.count) { _ = try scene.render().pngData(preset: .small) }
            try row("render+libpng-default", libpngDefaultWrite(pixmap)) { _ = libpngDefaultWrite(try scene.render()) }
        }
        // BENCH_ENCODE=a.png:b.png: other engines' renders of the scenes, re-encoded by ours, so that
        // `fast` and `small` are compared on pixels we did not draw too (bytes only, no timing).
        for path in (ProcessInfo.processInfo.environment["BENCH_ENCODE"] ?? "").split(separator: ":") {
            let pixmap = try Pixmap(contentsOfPNG: URL(fileURLWithPath: String(path)))
            lines.append(["encode", String(path), String(try pixmap.pngData(preset: .fast).count),
                          String(try pixmap.pngData(preset: .small).count), String(libpngDefaultWrite(pixmap))].joined(separator: "\t"))
        }
        return lines
    } catch {
        return ["peer benchmark failed: \(error)"]
    }
}
