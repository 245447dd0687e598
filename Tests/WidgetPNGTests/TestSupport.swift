import Foundation
import XCTest
import CPNG
import WidgetGeometry

/// SplitMix64: a tiny seeded generator, so "random" test images are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum TestImages {
    /// A pixmap of random premultiplied pixels (r, g, b ≤ a). With `opaque`, every alpha is 255.
    static func random(width: Int, height: Int, opaque: Bool, seed: UInt64) throws -> Pixmap {
        var generator = SeededGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let alpha = opaque ? 255 : UInt8.random(in: 0...255, using: &generator)
            for c in 0..<3 { bytes[i + c] = UInt8.random(in: 0...alpha, using: &generator) }
            bytes[i + 3] = alpha
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }

    /// Smooth content (a gradient with a translucent band) on which filters and deflate actually work.
    static func gradient(width: Int, height: Int) throws -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let alpha: UInt8 = y % 7 == 0 ? UInt8(x * 255 / max(1, width - 1)) : 255
                let r = UInt8(x * 255 / max(1, width - 1)), g = UInt8(y * 255 / max(1, height - 1))
                bytes[i] = UInt8((Int(r) * Int(alpha) + 127) / 255)
                bytes[i + 1] = UInt8((Int(g) * Int(alpha) + 127) / 255)
                let b = Int(r / 2) + Int(g / 2)
                bytes[i + 2] = UInt8((b * Int(alpha) + 127) / 255)
                bytes[i + 3] = alpha
            }
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name))
    }
}

/// zlib's own inflate of a stream our deflaters wrote (`expectedCount`: the uncompressed size);
/// fails the test unless zlib accepts the whole stream.
func inflate(_ compressed: [UInt8], expectedCount: Int, file: StaticString = #filePath, line: UInt = #line) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: max(1, expectedCount))
    var length = uLong(output.count)
    let status = output.withUnsafeMutableBufferPointer { out in
        compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
    }
    XCTAssertEqual(status, Z_OK, file: file, line: line)
    return Array(output.prefix(Int(length)))
}

