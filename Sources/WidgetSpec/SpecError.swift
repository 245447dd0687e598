/// A problem in a spec file, always at a place in it: `caffeine.yaml:12:7: unknown modifier 'fnt'; did you mean 'font'?`
///
/// One line, so that the CLI can print it as is and an editor can jump to it.
public struct SpecError: Error, Equatable, CustomStringConvertible {
    /// The spec file as the user named it.
    public var file: String
    /// 1-based line and column of the offending node (0 when the file could not be read at all).
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column
        self.message = message.replacingOccurrences(of: "\n", with: " ")
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// "did you mean" suggestions: the closest candidate by edit distance, if it is close enough to
/// be a plausible typo (at most a third of the word's length, and at least one edit allowed).
enum Suggestion {
    static func closest(to word: String, in candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// "; did you mean 'x'?" or, when nothing is close, the valid names (short lists only).
    static func hint(for word: String, in candidates: [String]) -> String {
        if let match = closest(to: word, in: candidates) { return "; did you mean '\(match)'?" }
        if candidates.count <= 12 { return "; valid: " + candidates.joined(separator: ", ") }
        return ""
    }

    /// Levenshtein distance (insert, delete, substitute each cost 1), two rows of memory.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
