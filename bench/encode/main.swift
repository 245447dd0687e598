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
// Per PNG given: decodes it, then the median thread CPU time (encoders interleaved run by run) and
// bytes of `fast`, the issue-16 and issue-35 run encoders, the pixel-match encoder (C), the former
// pixel-run encoder and `small` on the same pixels; every file is decoded back and compared with
// the pixels once.
import Foundation
import WidgetGeometry
@_spi(Benchmarks) import WidgetPNG

func threadCPU() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) * 1e3 + Double(spec.tv_nsec) / 1e6
}

let runs = Int(ProcessInfo.processInfo.environment["RUNS"] ?? "41") ?? 41
// ONLY=<start of a name>: just those encoders (e.g. under callgrind: each encodes 2 + RUNS times).
let only = ProcessInfo.processInfo.environment["ONLY"] ?? ""
let encodings: [(String, PNGEncoding)] = [
    ("fast", PNGPreset.fast.encoding),
    ("sampled runs (issue 16 fast)", PNGEncoding(filter: .fixed(.up), compressor: .sampledRuns)),
    ("nibble runs (issue 35)", PNGEncoding(filter: .fixed(.up), compressor: .nibbleRuns)),
    ("pixel matches", PNGEncoding(filter: .fixed(.up), compressor: .pixelMatches)),
    ("former fast (pixel runs)", PNGEncoding(filter: .fixed(.up), compressor: .pixelRuns)),
    ("small", PNGPreset.small.encoding),
].filter { $0.0.hasPrefix(only) }
for path in CommandLine.arguments.dropFirst() {
    let pixmap = try Pixmap(pngData: try Data(contentsOf: URL(fileURLWithPath: path)))
    var line = "\(URL(fileURLWithPath: path).lastPathComponent) \(pixmap.width)×\(pixmap.height)"
    var sizes: [Int] = []
    for (name, encoding) in encodings {
        let png = try pixmap.pngData(encoding: encoding)
        guard try Pixmap(pngData: png) == pixmap else { fatalError("\(name) changed pixels") }
        sizes.append(png.count)
        _ = try pixmap.pngData(encoding: encoding)  // warm-up
    }
    // Interleaved, run by run, so that every encoder sees the same load (`small` only 5 rounds).
    var times = [[Double]](repeating: [], count: encodings.count)
    for round in 0..<runs {
        for (index, (name, encoding)) in encodings.enumerated() where name != "small" || round < 5 {
            let start = threadCPU()
            _ = try pixmap.pngData(encoding: encoding)
            times[index].append(threadCPU() - start)
        }
    }
    for (index, (name, _)) in encodings.enumerated() {
        let sorted = times[index].sorted()
        line += String(format: " | %@ %.3f ms %d B", name, sorted[sorted.count / 2], sizes[index])
    }
    print(line)
}
