import Foundation

/// The warnings of a run: what was drawn in a degraded way (an unknown symbol as a crossed box …),
/// one line each and each once, in the order first found. A renderer keeps one log for every render
/// it makes (a run of the CLI is one renderer), so a name used in many widgets warns once.
/// Thread-safe: renders on several threads add to it.
public final class RenderWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var seen: Set<String> = []
    private let onWarning: (@Sendable (String) -> Void)?

    /// - Parameter onWarning: called once per new warning, as it is found (e.g. to print it).
    public init(onWarning: (@Sendable (String) -> Void)? = nil) { self.onWarning = onWarning }

    /// The warnings so far, in the order found.
    public var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }

    /// Adds the warnings not seen before; returns them.
    @discardableResult
    package func add(_ warnings: [String]) -> [String] {
        guard !warnings.isEmpty else { return [] }
        lock.lock()
        let fresh = warnings.filter { seen.insert(RenderWarnings.key(of: $0)).inserted }
        lines.append(contentsOf: fresh)
        lock.unlock()
        if let onWarning { fresh.forEach(onWarning) }
        return fresh
    }

    /// Warnings about one name count once however many places use it: the key drops the place
    /// (" in A › B") that the message names for the first use.
    static func key(of warning: String) -> String {
        guard let range = warning.range(of: " in ") , let colon = warning.range(of: ": ", range: range.upperBound..<warning.endIndex) else {
            return warning
        }
        return String(warning[..<range.lowerBound]) + String(warning[colon.lowerBound...])
    }
}
