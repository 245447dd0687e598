import WidgetRender

/// A problem in a spec file, always at a place in it: `caffeine.yaml:12:7: unknown modifier 'fnt'; did you mean 'font'?`
///
/// One line, so that the CLI can print it as is and an editor can jump to it.
package struct SpecError: Error, Equatable, CustomStringConvertible {
    /// The spec file as the user named it.
    package var file: String
    /// 1-based line and column of the offending node; 0 when the file could not be read at all.
    package var line: Int
    package var column: Int
    package var message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column
        // One line of bounded length whatever the input: a 4 MB key once made a 4 MB message.
        self.message = RenderLimits.cappedMessage(message)
    }

    /// `file:line:column: message`, or `file: message` when the problem has no place in the file.
    package var description: String { line == 0 ? "\(file): \(message)" : "\(file):\(line):\(column): \(message)" }
}

/// "did you mean" suggestions: the closest candidate by edit distance, if it is close enough to
/// be a plausible typo (at most a third of the word's length, and at least one edit allowed).
///
/// Bounded work: a word longer than `RenderLimits.suggestionWordLength` gets no suggestion (a
/// 1 MB unknown key once took 18 s), candidates of very different length are skipped without a
/// table, and at most `RenderLimits.suggestionCandidates` are compared.
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.count <= RenderLimits.suggestionWordLength else { return nil }
        let limit = max(1, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted().prefix(RenderLimits.suggestionCandidates)
        where abs(candidate.count - word.count) <= limit && candidate.count <= RenderLimits.suggestionWordLength * 2 {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// "; did you mean 'x'?" or, when nothing is close, the valid names (short lists only).
    static func hint(for word: String, in candidates: [String]) -> String {
        if let match = closest(to: word, in: candidates) { return "; did you mean '\(match)'?" }
        if candidates.count <= 12 { return "; valid: " + candidates.map(RenderLimits.excerpt).joined(separator: ", ") }
        return ""
    }

    /// Optimal-string-alignment distance: insert, delete, substitute and swap two neighbours each
    /// cost 1, since a swapped pair ("fnot") is the most common typo after a wrong letter.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
