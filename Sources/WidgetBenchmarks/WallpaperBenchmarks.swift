// The procedural wallpapers (docs/performance.md, "Issue 35: image sampling in C …"): each one's
// whole virtual screen at 3× (1290 × 2796 px), the size of the largest crops themes and sheets
// make; every pixel costs a few divisions, so this is per-pixel arithmetic alone.
import Foundation
import WidgetAppearance
import WidgetGeometry

/// BENCH_RUNS crops of each wallpaper (default 5): median thread CPU time and ns a pixel.
func wallpaperBenchmarks(runs: Int = ProcessInfo.processInfo.environment["BENCH_RUNS"].flatMap(Int.init) ?? 5) -> [String] {
    let screen = Rect(origin: .zero, size: Wallpaper.screenSize)
    var lines = ["wallpaper: the whole screen at 3×, \(runs) runs (thread CPU)", "", "| wallpaper | median ms | ns a pixel |", "|---|---:|---:|"]
    for wallpaper in Wallpaper.allCases {
        var pixels = 0
        let timing = CPUTiming(runs: runs) {
            pixels = (try? wallpaper.pixmap(crop: screen, pixelsPerPoint: 3)).map { $0.width * $0.height } ?? 0
        }
        guard pixels > 0 else { return ["wallpaper: \(wallpaper) cannot be made"] }
        lines.append(String(format: "| %@ | %.1f | %.1f |", wallpaper.rawValue, timing.cpuMilliseconds, timing.cpuMilliseconds * 1e6 / Double(pixels)))
    }
    return lines
}
