
/// Fits the last shown line with an ellipsis ("…"), character by character as SwiftUI does:
/// tail keeps the start, head keeps the end, middle keeps both ends. Spaces next to the
/// ellipsis are dropped. The ellipsis takes the style of the run it stands next to; if even
/// the ellipsis alone is wider than the line, the line is just the ellipsis (and overflows).
enum Truncator {
    /// `clusters`: what the last line could show (tail: the rest of its paragraph; head and
    /// middle: the rest of the text). `ellipsis(run)` is "…" shaped in that run's style.
    static func truncate(_ clusters: [ShapedCluster], mode: TruncationModeValue, scale: Double, maxWidth: Double?,
                         ellipsis: (Int) throws -> ShapedCluster) throws -> [ShapedCluster] {
        guard let first = clusters.first, let last = clusters.last else { return [try ellipsis(0)] }
        let limit = (maxWidth ?? .infinity) + LineBreaker.tolerance
        switch mode {
        case .tail:
            let kept = try longestPrefix(clusters, scale: scale) { width, end in
                width + (try ellipsis(clusters[end - 1].runIndex)).advance * scale <= limit
            }
            return trimmingTrailingSpaces(kept) + [try ellipsis(kept.last?.runIndex ?? first.runIndex)]
        case .head:
            let kept = try longestPrefix(clusters.reversed(), scale: scale) { width, end in
                width + (try ellipsis(clusters[clusters.count - end].runIndex)).advance * scale <= limit
            }
            let suffix = trimmingTrailingSpaces(kept).reversed()
            return [try ellipsis(suffix.first?.runIndex ?? last.runIndex)] + suffix
        case .middle:
            return try middle(clusters, scale: scale, limit: limit, ellipsis: ellipsis)
        }
    }

    /// The longest prefix whose width without trailing spaces passes `fits(width, prefixLength)`.
    /// Widths only grow, so the first failing non-space cluster ends the search.
    private static func longestPrefix<C: Collection>(_ clusters: C, scale: Double,
                                                     fits: (Double, Int) throws -> Bool) throws -> [ShapedCluster]
        where C.Element == ShapedCluster {
        var kept: [ShapedCluster] = []
        var penX = 0.0
        for cluster in clusters {
            penX += cluster.advance * scale
            if cluster.breakClass != .space, !(try fits(penX, kept.count + 1)) { break }
            kept.append(cluster)
        }
        return kept
    }

    /// Grows the kept start and end alternately, one cluster at a time, while both fit.
    private static func middle(_ clusters: [ShapedCluster], scale: Double, limit: Double,
                               ellipsis: (Int) throws -> ShapedCluster) throws -> [ShapedCluster] {
        var prefixCount = 0, suffixCount = 0
        func width(prefix: Int, suffix: Int) throws -> Double {
            let head = trimmingTrailingSpaces(Array(clusters.prefix(prefix)))
            let tail = trimmingTrailingSpaces(Array(clusters.suffix(suffix).reversed()))
            let mark = try ellipsis(head.last?.runIndex ?? clusters[0].runIndex)
            return (head + tail + [mark]).reduce(0) { $0 + $1.advance * scale }
        }
        var grew = true
        while grew && prefixCount + suffixCount < clusters.count {
            grew = false
            if try width(prefix: prefixCount + 1, suffix: suffixCount) <= limit { prefixCount += 1; grew = true }
            if prefixCount + suffixCount < clusters.count,
               try width(prefix: prefixCount, suffix: suffixCount + 1) <= limit { suffixCount += 1; grew = true }
        }
        let head = trimmingTrailingSpaces(Array(clusters.prefix(prefixCount)))
        let tail = trimmingTrailingSpaces(Array(clusters.suffix(suffixCount).reversed())).reversed()
        return head + [try ellipsis(head.last?.runIndex ?? clusters[0].runIndex)] + tail
    }

    private static func trimmingTrailingSpaces(_ clusters: [ShapedCluster]) -> [ShapedCluster] {
        var result = clusters
        while result.last?.breakClass == .space { result.removeLast() }
        return result
    }
}
