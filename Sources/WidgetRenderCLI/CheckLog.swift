import Foundation

/// What `check` and `report merge` print, by level: results and paths on stdout (none with
/// `--quiet`, matched goldens and timings too with `--verbose`), the summary line always, errors on
/// stderr at once. Warnings are collected while the run goes on (progress lines would bury them)
/// and printed together at the end on stderr, with their count. Thread-safe.
final class CheckLog: @unchecked Sendable {
    /// Exit statuses (docs/ci.md): 0 nothing to review, 1 differences found, 2 could not run.
    static let differencesFound: Int32 = 1
    static let couldNotRun: Int32 = 2

    private let quiet: Bool
    private let verbose: Bool
    private let lock = NSLock()
    private var warnings: [String] = []
    private var finished = false

    init(quiet: Bool, verbose: Bool) { self.quiet = quiet; self.verbose = verbose }

    /// A result or a path: shown unless quiet.
    func info(_ text: String) { if !quiet { out(text) } }
    /// A matched golden, a timing: shown when verbose.
    func detail(_ text: String) { if verbose { out(text) } }
    /// The one line every run ends with.
    func summary(_ text: String) { out(text) }
    /// One bounded line of plain text (`CLIError.oneLine`): a shard's results.json, written by
    /// anyone, can put any name into an error.
    func error(_ text: String) {
        FileHandle.standardError.write(Data("widget-render: \(CLIError.oneLine(text))\n".utf8))
    }
    func warn(_ text: String) { lock.lock(); warnings.append(text); lock.unlock() }

    /// Prints the collected warnings once: "2 warnings:" and one indented line each.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished, !warnings.isEmpty else { return }
        finished = true
        var text = "\(warnings.count) warning\(warnings.count == 1 ? "" : "s"):\n"
        for warning in warnings { text += "  warning: \(warning)\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }

    var collectedWarnings: [String] { lock.lock(); defer { lock.unlock() }; return warnings }

    private func out(_ text: String) {
        // Flush through FileHandle so the order with stderr lines is kept when both go to one log.
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
