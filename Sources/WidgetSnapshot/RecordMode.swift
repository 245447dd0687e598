/// When a check may write goldens, as swift-snapshot-testing names the modes.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write nothing; a missing golden fails. The default when the `CI` environment variable is set,
    /// so a missing golden can never be recorded silently on CI.
    case never
    /// Record goldens that do not exist yet (and fail, so the new file gets looked at); check the rest.
    /// The default elsewhere.
    case missing
    /// Record missing goldens and rewrite the ones that fail; matching goldens stay untouched.
    case failed
    /// Rewrite every golden.
    case all

    /// The environment variable that picks a mode: `WIDGET_RENDER_RECORD=failed`.
    public static let environmentVariable = "WIDGET_RENDER_RECORD"

    /// The explicit mode if given, else `WIDGET_RENDER_RECORD`, else `never` on CI and `missing` elsewhere.
    /// Throws when the variable names no mode.
    public static func resolve(_ explicit: RecordMode? = nil,
                               environment: [String: String]) throws -> RecordMode {
        if let explicit { return explicit }
        if let raw = environment[environmentVariable], !raw.isEmpty {
            guard let mode = RecordMode(rawValue: raw.lowercased()) else {
                throw SnapshotError.unknownRecordMode(raw)
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }

    func records(goldenExists: Bool, passed: Bool) -> Bool {
        switch self {
        case .never: return false
        case .missing: return !goldenExists
        case .failed: return !goldenExists || !passed
        case .all: return true
        }
    }
}
