// PNG encoder candidates measured on the reference scene's rendered pixels; docs/performance.md
// records the numbers and the presets chosen from them.
import CPNG
import Foundation
import WidgetGeometry
import WidgetPNG
@_spi(Benchmarks) import WidgetPNG

/// One Markdown table row per candidate: the median CPU time of `runs` encodes and the file size.
func pngBenchmarks(runs: Int = 7) -> [String] {
    let pixmap: Pixmap
    do { pixmap = try ReferenceScene().render() } catch { return ["png: cannot render the reference scene: \(error)"] }
    var lines = ["png: reference scene \(pixmap.width)×\(pixmap.height), median of \(runs) runs (thread CPU time)", "",
                 "| candidate | CPU ms | bytes | × baseline size |", "|---|---:|---:|---:|"]
    let straight = straightRGBA(pixmap)
    var baselineBytes = 0
    let baseline = CPUTiming(runs: runs) { baselineBytes = libpngDefaultWrite(straight: straight, width: pixmap.width, height: pixmap.height) }
    lines.append(row("libpng 1.6 default (baseline, as Skia: adaptive filters, zlib 6)", baseline, baselineBytes, baselineBytes))

    let filters = ScanlineFilter.allCases.map(FilterStrategy.fixed) + [.adaptive]
    for filter in filters {
        var count = 0
        lines.append(row("stage: unpremultiply + \(filter) filter only", CPUTiming(runs: runs) {
            count = (try? pixmap.pngFilteredScanlines(filter))?.count ?? 0
        }, count, nil))
    }
    let upScanlines = (try? pixmap.pngFilteredScanlines(.fixed(.up))) ?? []
    // The encoder writes RGB when every pixel is opaque; `pixelMatches` needs the row layout.
    let bytes = pixmap.premultipliedBytes
    let channels = stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 } ? 3 : 4
    let rowLength = 1 + pixmap.width * channels
    for compressor in [DeflateCompressor.nibbleRuns, .sampledRuns, .pixelMatches, .pixelRuns, .libdeflate(level: 1)] {
        var count = 0
        lines.append(row("stage: \(compressor) only, on Up-filtered rows", CPUTiming(runs: runs) {
            count = (try? upScanlines.withUnsafeBytes {
                try compressor.compress($0, bytesPerPixel: channels, rowLength: rowLength)
            })?.count ?? 0
        }, count, baselineBytes))
    }
    let compressors: [DeflateCompressor] = [.nibbleRuns, .sampledRuns, .pixelMatches, .pixelRuns] + [1, 4, 6, 7, 9, 12].map { DeflateCompressor.libdeflate(level: $0) }
        + [.zlib(level: 6, strategy: .filtered)]
    for filter in filters {
        for compressor in compressors {
            let encoding = PNGEncoding(filter: filter, compressor: compressor)
            var count = 0
            lines.append(row("\(encoding)", CPUTiming(runs: runs) { count = (try? pixmap.pngData(encoding: encoding))?.count ?? 0 },
                             count, baselineBytes))
        }
    }
    for preset in PNGPreset.allCases {
        var count = 0
        lines.append(row("preset .\(preset) (\(preset.encoding))", CPUTiming(runs: runs) {
            count = (try? pixmap.pngData(preset: preset))?.count ?? 0
        }, count, baselineBytes))
    }
    return lines
}

/// `baselineBytes` is nil for rows that are not PNG files (filtered rows before compression).
private func row(_ name: String, _ timing: CPUTiming, _ bytes: Int, _ baselineBytes: Int?) -> String {
    let ratio = baselineBytes.map { String(format: "%.3f", Double(bytes) / Double(max(1, $0))) } ?? "–"
    return "| \(name) | \(String(format: "%.2f", timing.cpuMilliseconds)) | \(bytes) | \(ratio) |"
}

/// The pixmap as straight RGBA, for libpng (round to nearest, as our encoder does).
private func straightRGBA(_ pixmap: Pixmap) -> [UInt8] {
    var straight = pixmap.premultipliedBytes
    straight.withUnsafeMutableBufferPointer { bytes in
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = UInt32(bytes[i + 3])
            guard alpha != 255 else { continue }
            for c in i..<(i + 3) { bytes[c] = alpha == 0 ? 0 : UInt8(min(255, (UInt32(bytes[c]) * 255 + alpha / 2) / alpha)) }
        }
    }
    return straight
}

/// libpng's own writer with its defaults, as Skia's PNG encoder uses it: the PNG 12.8 adaptive
/// filter heuristic, zlib level 6, Z_FILTERED. Returns the file size.
func libpngDefaultWrite(_ pixmap: Pixmap) -> Int {
    libpngDefaultWrite(straight: straightRGBA(pixmap), width: pixmap.width, height: pixmap.height)
}

private func libpngDefaultWrite(straight: [UInt8], width: Int, height: Int) -> Int {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
    // One call into a buffer sized up front, as a real writer would do. (This used to ask for the
    // size with a first call and then encode again: the whole encode twice, which doubled the
    // baseline's time.) The bound: filtered rows stored uncompressed (zlib's worst case adds 5
    // bytes per 16 KiB block) in IDAT chunks of at least 8 KiB (12 bytes each), plus the header
    // chunks: raw + raw / 256 + 4 KiB is above it.
    let raw = height * (1 + width * 4)
    var size = png_alloc_size_t(raw + raw / 256 + 4096)
    var output = [UInt8](repeating: 0, count: Int(size))
    guard png_image_write_to_memory(&image, &output, &size, 0, straight, 0, nil) != 0 else { return 0 }
    return Int(size)
}
