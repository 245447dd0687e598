// PNG encoder candidates measured on a synthetic but realistic widget render; docs/performance-png.md
// records the numbers and the presets chosen from them.
import CPNG
import Foundation
import WidgetGeometry
@_spi(Benchmarks) import WidgetPNG

/// One Markdown table row per candidate: the least CPU time of `runs` encodes and the file size.
/// CPU time of the calling thread, not wall time, so that other processes sharing the cores do not
/// inflate the numbers; multi-threaded candidates would need wall time and are not among these.
func pngBenchmarks() -> [String] {
    let runs = 15
    guard let scene = try? ReferenceScene.make() else { return ["png: cannot build the reference scene"] }
    var lines = ["png: reference scene \(scene.width)×\(scene.height), best of \(runs) runs (thread CPU time), release build", "",
                 "| candidate | ms | bytes | × baseline |", "|---|---:|---:|---:|"]
    let straight = straightRGBA(scene)
    let baseline = measure(runs) { libpngSimplifiedWrite(straight, width: scene.width, height: scene.height) }
    lines.append(row("libpng 1.6 png_image_write_to_memory (baseline: adaptive filters, zlib 6)", baseline, baseline.bytes))

    let filters = ScanlineFilter.allCases.map(FilterStrategy.fixed) + [.adaptive]
    for filter in filters {
        lines.append(row("stage: unpremultiply + \(filter) filter only", measure(runs) { scene.pngFilteredScanlines(filter).count }, 0))
    }
    let paethScanlines = scene.pngFilteredScanlines(.fixed(.paeth))
    for level in [1, 6, 9] {
        let compressor = DeflateCompressor.libdeflate(level: level)
        lines.append(row("stage: \(compressor) only, on Paeth-filtered rows", measure(runs) {
            (try? paethScanlines.withUnsafeBytes { try compressor.compress($0) })?.count ?? 0
        }, baseline.bytes))
    }

    if ProcessInfo.processInfo.environment["STAGES"] != nil { return lines }
    var candidates: [PNGEncoding] = []
    for filter in filters {
        for level in [1, 2, 3, 4, 6, 9, 12] { candidates.append(PNGEncoding(filter: filter, compressor: .libdeflate(level: level))) }
    }
    for filter in [FilterStrategy.fixed(.paeth), .fixed(.up), .adaptive] {
        for strategy in [DeflateCompressor.ZlibStrategy.standard, .filtered, .rle] {
            for level in [1, 6, 9] { candidates.append(PNGEncoding(filter: filter, compressor: .zlib(level: level, strategy: strategy))) }
        }
    }
    for encoding in candidates {
        lines.append(row("\(encoding)", measure(runs) { (try? scene.pngData(encoding: encoding))?.count ?? 0 }, baseline.bytes))
    }
    for preset in PNGPreset.allCases {
        lines.append(row("preset .\(preset) (\(preset.encoding))", measure(runs) { (try? scene.pngData(preset: preset))?.count ?? 0 }, baseline.bytes))
    }
    return lines
}

private struct Measurement { let milliseconds: Double; let bytes: Int }

private func measure(_ runs: Int, _ encode: () -> Int) -> Measurement {
    var bytes = 0
    let times = (0..<runs).map { _ -> Double in
        let start = threadCPUNanoseconds()
        bytes = encode()
        return Double(threadCPUNanoseconds() - start) / 1e6
    }.sorted()
    return Measurement(milliseconds: times[0], bytes: bytes)
}

private func threadCPUNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

private func row(_ name: String, _ m: Measurement, _ baselineBytes: Int) -> String {
    let ratio = Double(m.bytes) / Double(max(1, baselineBytes))
    return "| \(name) | \(String(format: "%.2f", m.milliseconds)) | \(m.bytes) | \(String(format: "%.3f", ratio)) |"
}

/// The scene as straight RGBA, prepared outside the timing so the baseline measures libpng alone.
private func straightRGBA(_ pixmap: Pixmap) -> [UInt8] {
    var straight = pixmap.data
    for y in 0..<pixmap.height {
        for x in 0..<pixmap.width {
            let (r, g, b, a) = pixmap.pixel(x: x, y: y), i = (y * pixmap.width + x) * 4
            straight[i] = r; straight[i + 1] = g; straight[i + 2] = b; straight[i + 3] = a
        }
    }
    return straight
}

/// libpng's own writer with its defaults (PNG 12.8 adaptive filters, zlib level 6, Z_FILTERED).
private func libpngSimplifiedWrite(_ straight: [UInt8], width: Int, height: Int) -> Int {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    var size: png_alloc_size_t = 0
    guard png_image_write_to_memory(&image, nil, &size, 0, straight, 0, nil) != 0 else { return 0 }
    var output = [UInt8](repeating: 0, count: Int(size))
    guard png_image_write_to_memory(&image, &output, &size, 0, straight, 0, nil) != 0 else { return 0 }
    return Int(size)
}
