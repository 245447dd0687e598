import CSHA256

/// SHA-256 (FIPS 180-4), for golden inputs hashes and the CLI's manifest. Foundation on Linux has
/// no digest API, and the package takes no crypto dependency for one hash. Blocks are compressed
/// with the x86 SHA extensions when the CPU has them (`CSHA256`: 5.4× the Swift rounds' speed,
/// docs/performance.md "Hashing"; a manifest hashes every PNG of a batch), else in Swift; both give
/// the same state.
package struct SHA256 {
    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// Whether blocks go to the SHA extensions; tests turn it off to compare with the Swift rounds.
    let usesExtensions: Bool

    package init() { self.init(usesExtensions: true) }

    package init(usesExtensions: Bool) { self.usesExtensions = usesExtensions && csha256_has_extensions() == 1 }

    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // Contiguous input (Data, arrays): whole blocks are compressed straight from the caller's
        // memory, with no copy or allocation per block (the former per-block arrays held it to
        // ~136 MB/s; a manifest hashes every PNG of a batch).
        let handled: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress else { return true }
            var index = 0
            while index < buffer.count {
                if pending.isEmpty && buffer.count - index >= 64 {
                    let blocks = (buffer.count - index) / 64
                    compress(UnsafeRawPointer(base + index), blocks: blocks)
                    index += blocks * 64
                    length &+= UInt64(blocks * 64)
                } else {
                    pending.append(buffer[index])
                    length &+= 1
                    index += 1
                    if pending.count == 64 { compressPending() }
                }
            }
            return true
        }
        if handled == true { return }
        for byte in bytes {
            pending.append(byte)
            length &+= 1
            if pending.count == 64 { compressPending() }
        }
    }

    /// The digest as 64 lowercase hex digits.
    package mutating func finalize() -> String {
        let bitLength = length &* 8
        update([0x80])
        while pending.count != 56 { update([0]) }
        update((0..<8).reversed().map { UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64($0))) })
        return state.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    private mutating func compressPending() {
        let block = pending
        block.withUnsafeBytes { compress($0.baseAddress!, blocks: 1) }
        pending.removeAll(keepingCapacity: true)
    }

    /// FIPS 180-4 §6.2.2 on `blocks` consecutive 64-byte blocks at `data`; the message schedule
    /// lives on the stack and the state in locals for the whole run.
    private mutating func compress(_ data: UnsafeRawPointer, blocks: Int) {
        if usesExtensions {
            state.withUnsafeMutableBufferPointer { csha256_compress($0.baseAddress, data.assumingMemoryBound(to: UInt8.self), blocks) }
            return
        }
        var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
        var h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7]
        withUnsafeBytes(of: csha256_round_constants) { constants in
            let k = constants.bindMemory(to: UInt32.self)
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for block in 0..<blocks {
                    let bytes = data + block * 64
                    for t in 0..<16 {
                        w[t] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 4 * t, as: UInt32.self))
                    }
                    for t in 16..<64 {
                        let w15 = w[t - 15], w2 = w[t - 2]
                        let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
                        let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
                        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                    }
                    var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                    for t in 0..<64 {
                        let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                        let choice = (e & f) ^ (~e & g)
                        let t1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
                        let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let t2 = s0 &+ majority
                        h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
            }
        }
        state = [h0, h1, h2, h3, h4, h5, h6, h7]
    }

    package static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }
}

private extension UInt32 {
    func rotatedRight(_ n: UInt32) -> UInt32 { (self >> n) | (self << (32 - n)) }
}
