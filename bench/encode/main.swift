// A release-mode encoder timer that needs no package release build (which compiles swift-syntax
// for the macros: over 30 minutes on a loaded 2-core machine). Build and run (docs/performance.md,
// "`fast` since issue 16"):
//   S=Sources; O=/tmp/enc-timer; mkdir -p $O
//   for f in $S/CFastPNG/*.c; do clang -O2 -I $S/CFastPNG/include -c $f -o $O/$(basename $f).o; done
//   ar rcs $O/libCFastPNG.a $O/*.c.o
//   swiftc -O -wmo -parse-as-library -package-name widgetrender -module-name WidgetGeometry -emit-module \
//       -emit-library -static -o $O/libWidgetGeometry.a $S/WidgetGeometry/*.swift -emit-module-path $O/WidgetGeometry.swiftmodule
//   swiftc -O -wmo -parse-as-library -package-name widgetrender -module-name WidgetPNG -emit-module -emit-library \
//       -static -I $O -I $S/CFastPNG/include -I $S/CPNG -I $S/CDeflate -o $O/libWidgetPNG.a $S/WidgetPNG/*.swift -emit-module-path $O/WidgetPNG.swiftmodule
//   swiftc -O bench/encode/main.swift -I $O -I $S/CFastPNG/include -I $S/CPNG -I $S/CDeflate -L $O -lWidgetPNG -lWidgetGeometry \
//       -lCFastPNG -lpng -ldeflate -lz -o $O/encode-timer
//   RUNS=31 $O/encode-timer bench/out/*.png
// Per PNG given: decodes it, then the median thread CPU time and bytes of `fast`, the pixel-match
// encoder (C), the former pixel-run encoder and `small` on the same pixels; every file is decoded
// back and compared with the pixels once.
import Foundation
import WidgetGeometry
@_spi(Benchmarks) import WidgetPNG

func threadCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}

func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var times: [Double] = []
    for _ in 0..<runs {
        let start = threadCPU()
        try body()
        times.append(threadCPU() - start)
    }
    return times.sorted()[runs / 2]
}

let runs = Int(ProcessInfo.processInfo.environment["RUNS"] ?? "41") ?? 41
let encodings: [(String, PNGEncoding)] = [
    ("fast", PNGPreset.fast.encoding),
    ("sampled runs (issue 16 fast)", PNGEncoding(filter: .fixed(.up), compressor: .sampledRuns)),
    ("nibble runs (issue 35)", PNGEncoding(filter: .fixed(.up), compressor: .nibbleRuns)),
    ("pixel matches", PNGEncoding(filter: .fixed(.up), compressor: .pixelMatches)),
    ("former fast (pixel runs)", PNGEncoding(filter: .fixed(.up), compressor: .pixelRuns)),
    ("small", PNGPreset.small.encoding),
]
for path in CommandLine.arguments.dropFirst() {
    let pixmap = try Pixmap(pngData: try Data(contentsOf: URL(fileURLWithPath: path)))
    var line = "\(URL(fileURLWithPath: path).lastPathComponent) \(pixmap.width)×\(pixmap.height)"
    for (name, encoding) in encodings {
        var bytes = 0
        guard try Pixmap(pngData: try pixmap.pngData(encoding: encoding)) == pixmap else { fatalError("\(name) changed pixels") }
        let ms = try median(name == "small" ? 5 : runs) { bytes = try pixmap.pngData(encoding: encoding).count }
        line += String(format: " | %@ %.3f ms %d B", name, ms, bytes)
    }
    print(line)
}
