/// Writes a deflate bit stream (RFC 1951 3.1.1): fields are packed starting at the least significant
/// bit of each byte; Huffman codes are handed in already bit-reversed.
///
/// Invariant: `pending < 32` between calls, and the buffer has room for every byte written plus
/// 8 bytes of slack (bytes are stored four at a time).
struct BitWriter {
    private let start: UnsafeMutablePointer<UInt8>
    private var cursor: UnsafeMutablePointer<UInt8>
    private var bits: UInt64 = 0
    private var pending = 0

    init(into buffer: UnsafeMutablePointer<UInt8>) {
        start = buffer
        cursor = buffer
    }

    /// Bytes written so far, counting a partly filled last byte.
    var byteCount: Int { cursor - start + (pending + 7) / 8 }

    /// Appends the low `count` bits of `value` (count ≤ 32; higher bits of `value` must be zero).
    /// Masking shifts (`&<<`): `pending` is always below 32, so no overshift check is needed.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        bits |= UInt64(value) &<< UInt64(truncatingIfNeeded: pending)
        pending &+= count
        if pending >= 32 {
            UnsafeMutableRawPointer(cursor).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            cursor += 4
            bits &>>= 32
            pending &-= 32
        }
    }

    /// Pads with zero bits to the next byte boundary (before a stored block's length fields).
    mutating func alignToByte() {
        write(0, count: (8 - pending % 8) % 8)
        flushWholeBytes()
    }

    /// Copies bytes verbatim; the stream must be byte aligned.
    mutating func writeAlignedBytes(_ bytes: UnsafePointer<UInt8>, count: Int) {
        flushWholeBytes()
        cursor.update(from: bytes, count: count)
        cursor += count
    }

    /// Stores every complete pending byte, leaving fewer than 8 bits pending.
    mutating func flushWholeBytes() {
        while pending >= 8 {
            cursor.pointee = UInt8(truncatingIfNeeded: bits)
            cursor += 1
            bits >>= 8
            pending -= 8
        }
    }

    /// Writes the last partial byte; returns the total byte count.
    mutating func finish() -> Int {
        flushWholeBytes()
        if pending > 0 {
            cursor.pointee = UInt8(truncatingIfNeeded: bits)
            cursor += 1
            bits = 0
            pending = 0
        }
        return cursor - start
    }
}
