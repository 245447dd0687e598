import Foundation

/// Progress of a batch on stderr: on a terminal one bar redrawn in place (count, rate, ETA); when
/// stderr is a file or pipe, or `CI` is set (CI logs keep every byte, and some CIs give a TTY),
/// one plain line per finished file. Thread-safe.
final class ProgressReporter: @unchecked Sendable {
    private let total: Int
    private let isTerminal: Bool
    private let isQuiet: Bool
    private let start = Date()
    private let lock = NSLock()
    private var done = 0

    init(total: Int, quiet: Bool = false) {
        self.total = total
        self.isQuiet = quiet
        isTerminal = isatty(STDERR_FILENO) != 0 && !Self.onCI()
    }

    /// `CI` set to anything but empty, `false` or `0` (the rule `RecordMode.resolve` uses).
    static func onCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"], !value.isEmpty else { return false }
        return value.lowercased() != "false" && value != "0"
    }

    func finished(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        guard !isQuiet else { return }
        if isTerminal {
            write("\r" + bar() + (done == total ? "\n" : ""))
        } else {
            write("[\(done)/\(total)] \(path)\n")
        }
    }

    /// `[██████░░░░░░] 120/400  35.2/s  ETA 8s`
    private func bar() -> String {
        let width = 24
        let filled = total == 0 ? width : done * width / total
        let elapsed = max(Date().timeIntervalSince(start), 0.001)
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Double(total - done) / rate : 0
        let eta = done == total ? "done in \(Self.duration(elapsed))" : "ETA \(Self.duration(remaining))"
        return "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + "] "
            + "\(done)/\(total)  " + String(format: "%.1f/s", rate) + "  \(eta)   "
    }

    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole < 60 ? "\(whole)s" : "\(whole / 60)m\(String(format: "%02d", whole % 60))s"
    }

    private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
