/// A line of one paragraph: which clusters it holds and how wide they are.
struct LineSpan: Equatable {
    var paragraph: Int
    var clusters: Range<Int>
    /// Width without trailing spaces (they hang past the line's end and are not measured).
    var width: Double
    /// The line ended inside a word because no break opportunity fit ("break by cluster").
    var brokeInsideWord: Bool
}

/// Greedy line breaking: each line takes as many clusters as fit, then ends at the last break
/// opportunity (`BreakClass.canBreak`); a word wider than the line breaks between clusters.
/// Every line holds at least one cluster, so a cluster wider than the line overflows it.
enum LineBreaker {
    /// Widths are compared with this slack so that re-offering a measured width gives the same lines.
    static let tolerance = 1e-9

    static func lines(of clusters: [ShapedCluster], paragraph: Int, scale: Double, maxWidth: Double?) -> [LineSpan] {
        guard !clusters.isEmpty else {
            return [LineSpan(paragraph: paragraph, clusters: 0..<0, width: 0, brokeInsideWord: false)]
        }
        let limit = maxWidth.map { $0 + tolerance } ?? .infinity
        var lines: [LineSpan] = []
        var start = 0
        while start < clusters.count {
            var penX = 0.0, visibleWidth = 0.0
            var lastBreak: (end: Int, width: Double)?
            var next = start
            var line: LineSpan?
            while next < clusters.count {
                let cluster = clusters[next]
                let advance = cluster.advance * scale
                if cluster.breakClass != .space {
                    if penX + advance > limit, next > start {
                        line = lastBreak.map { LineSpan(paragraph: paragraph, clusters: start..<$0.end, width: $0.width,
                                                        brokeInsideWord: false) }
                            ?? LineSpan(paragraph: paragraph, clusters: start..<next, width: visibleWidth, brokeInsideWord: true)
                        break
                    }
                    visibleWidth = penX + advance
                }
                penX += advance
                if next + 1 < clusters.count,
                   BreakClass.canBreak(after: cluster.breakClass, before: clusters[next + 1].breakClass,
                                       previous: next > 0 ? clusters[next - 1].breakClass : nil) {
                    lastBreak = (next + 1, visibleWidth)
                }
                next += 1
            }
            let finished = line ?? LineSpan(paragraph: paragraph, clusters: start..<clusters.count, width: visibleWidth,
                                            brokeInsideWord: false)
            lines.append(finished)
            start = finished.clusters.upperBound
        }
        return lines
    }
}
