import Foundation

/// A small deterministic PRNG (SplitMix64), so that a fuzz run is reproducible from its seed.
struct FuzzRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Mutations of seed inputs: byte-level (flips, cuts, repeats, splices) for every kind, and
/// token insertions that aim at the spec format's known weak spots (huge numbers, dates, YAML
/// anchors and aliases, placeholders, paths out of the folder, control bytes, deep nesting).
enum FuzzMutator {
    static let specTokens: [String] = [
        "1e308", "-1e19", "1.1e9", "NaN", ".inf", "-.inf", "9223372036854775807", "-9223372036854775808s",
        "+1e300s", "2025-02-30T10:00:00Z", "&a", "*a", "&b [*a, *a, *a, *a]", "*b : x", "? x", "{{a}}{{a}}",
        "{{v}}", "{{", "../../../../etc/passwd", "/etc/hosts", "../img", "font.ttf", "\u{0}", "\u{7}",
        "\u{FEFF}", "é", "🙂", "[[[[[[[[[[[[[[[[", "{{{{{{{{", "- ", ": ", "\n      modifiers: [{padding: 1}, {padding: 1}]",
        "\n- Text: x", "VStack", "ZStack", "ViewThatFits", "Image", "shadow: {radius: 1e30}", "frame: {width: 1e300}",
        "padding: -1e308", "opacity: 1e300", "cornerRadius: 1e300", "rotationEffect: 1e308", "!!binary", "!!python/object",
        "%YAML 1.1", "---", "...", "'", "\"", "\\", "|", ">", "\t", "\n          - Image: img", "Image: img",
        "font: {size: 12, custom: font.ttf}", "font: {size: 12, custom: ../font.ttf}", "assets: ..", "assets: /",
    ]

    /// A mutated copy of `data`, 1 to 4 mutations.
    static func mutate(_ data: [UInt8], text: Bool, random: inout FuzzRandom, splice: [UInt8]? = nil) -> [UInt8] {
        var bytes = data
        // Often one mutation only, so that many cases stay valid enough to reach layout and paint.
        for _ in 0..<(random.chance(50) ? 1 : 1 + random.below(4)) {
            let position = random.below(bytes.count + 1)
            switch random.below(text ? 8 : 6) {
            case 0 where !bytes.isEmpty:  // flip bits
                bytes[min(position, bytes.count - 1)] ^= UInt8(1 << random.below(8))
            case 1 where !bytes.isEmpty:  // random byte
                bytes[min(position, bytes.count - 1)] = UInt8(random.below(256))
            case 2:  // cut a range
                let end = min(bytes.count, position + random.below(64))
                bytes.removeSubrange(position..<end)
            case 3 where !bytes.isEmpty:  // repeat a range
                let end = min(bytes.count, position + 1 + random.below(32))
                let piece = Array(bytes[min(position, bytes.count - 1)..<end])
                for _ in 0..<(1 + random.below(8)) { bytes.insert(contentsOf: piece, at: min(position, bytes.count)) }
            case 4:  // interesting integers (sizes in headers, lengths)
                let values: [UInt8] = [0x00, 0xFF, 0x7F, 0x80, 0x01]
                for k in 0..<min(4, bytes.count - min(position, bytes.count)) { bytes[position + k] = random.pick(values) }
            case 5 where splice != nil:  // splice in part of another seed
                let other = splice!
                let start = random.below(other.count)
                bytes.insert(contentsOf: other[start..<min(other.count, start + random.below(200))], at: position)
            case 6, 7:  // a token
                bytes.insert(contentsOf: Array(random.pick(specTokens).utf8), at: position)
            default:
                break
            }
        }
        return bytes
    }

    /// A PNG with its IHDR size replaced (and the CRC fixed, so only the size is wrong): a
    /// decompression bomb when the size is huge.
    static func resizedPNG(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
        guard png.count > 33 else { return png }
        var bytes = png
        for (offset, value) in [(16, width), (20, height)] {
            for k in 0..<4 { bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
        }
        let crc = crc32(bytes[12..<29])
        for k in 0..<4 { bytes[29 + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
        return bytes
    }

    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
