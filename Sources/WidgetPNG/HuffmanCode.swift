/// A canonical Huffman code (RFC 1951 3.2.2) for one deflate alphabet: a length per symbol, and the
/// codes those lengths imply, bit-reversed for `BitWriter`.
///
/// Invariant: lengths are ≤ `maxLength`, and when at least two symbols are used the lengths form a
/// complete prefix code (Kraft sum exactly 1). A single used symbol gets length 1.
struct HuffmanCode {
    let lengths: [UInt8]
    /// Bit-reversed codes; 0 for unused symbols.
    let codes: [UInt32]

    /// The optimal code for `frequencies`, limited to `maxLength` bits. Ties are broken by symbol
    /// index, so equal inputs give equal codes (determinism).
    init(frequencies: [UInt32], maxLength: Int) {
        lengths = Self.limitedLengths(frequencies, maxLength: maxLength)
        codes = Self.canonicalCodes(lengths, maxLength: maxLength)
    }

    /// Huffman lengths by the two-queue method on frequency-sorted leaves, then, if the tree is too
    /// deep, rebalanced: overlong leaves are cut to `maxLength` and the Kraft excess is repaid by
    /// lengthening the deepest leaves shorter than the limit. Lengths go back to symbols in
    /// frequency order, so the most frequent symbols keep the shortest codes.
    private static func limitedLengths(_ frequencies: [UInt32], maxLength: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        let used = frequencies.indices.filter { frequencies[$0] > 0 }
            .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        if used.count == 1 { lengths[used[0]] = 1 }
        guard used.count > 1 else { return lengths }

        // Nodes 0..<n are the leaves (ascending weight); n... are internal nodes, made in ascending weight.
        let n = used.count
        var weight = used.map { UInt64(frequencies[$0]) }
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        weight.reserveCapacity(2 * n - 1)
        var nextLeaf = 0, nextInternal = n
        func takeLightest() -> Int {
            if nextLeaf < n && (nextInternal >= weight.count || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(n - 1) {
            let a = takeLightest(), b = takeLightest()
            parent[a] = weight.count
            parent[b] = weight.count
            weight.append(weight[a] + weight[b])
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }

        // Count leaves per length, cut overlong ones, then repay the Kraft excess.
        var countPerLength = [Int](repeating: 0, count: maxLength + 1)
        for leaf in 0..<n { countPerLength[min(depth[leaf], maxLength)] += 1 }
        var kraft = 0  // in units of 2^-maxLength
        for length in 1...maxLength { kraft += countPerLength[length] << (maxLength - length) }
        while kraft > 1 << maxLength {
            // One leaf leaves the limit length (−1 unit) and takes the place of a shallower leaf, which
            // moves one level down beside it (that pair weighs what the shallower leaf did): exactly
            // one unit less each time, so the sum lands on 2^maxLength and the code stays complete.
            countPerLength[maxLength] -= 1
            var length = maxLength - 1
            while countPerLength[length] == 0 { length -= 1 }
            countPerLength[length] -= 1
            countPerLength[length + 1] += 2
            kraft -= 1
        }
        // Longest lengths to the least frequent leaves (leaf 0 is the lightest).
        var leaf = 0
        for length in stride(from: maxLength, through: 1, by: -1) {
            for _ in 0..<countPerLength[length] {
                lengths[used[leaf]] = UInt8(length)
                leaf += 1
            }
        }
        return lengths
    }

    /// RFC 1951 3.2.2: codes of each length are consecutive, in symbol order, after all shorter codes.
    private static func canonicalCodes(_ lengths: [UInt8], maxLength: Int) -> [UInt32] {
        var countPerLength = [UInt32](repeating: 0, count: maxLength + 1)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var next = [UInt32](repeating: 0, count: maxLength + 2)
        var code: UInt32 = 0
        for length in 1...maxLength {
            code = (code + countPerLength[length - 1]) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let code = next[Int(length)]
            next[Int(length)] += 1
            return reversed(code, bits: Int(length))
        }
    }

    static func reversed(_ code: UInt32, bits: Int) -> UInt32 {
        var value = code, result: UInt32 = 0
        for _ in 0..<bits {
            result = (result << 1) | (value & 1)
            value >>= 1
        }
        return result
    }
}
