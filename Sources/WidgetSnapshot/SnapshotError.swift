import Foundation

/// Why a golden check could not run. Each description is one line naming the place and the problem.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case unknownRecordMode(String)
    case unreadableGolden(path: String, problem: String)
    case cannotWrite(path: String, problem: String)
    case render(snapshot: String, problem: String)
    case invalidName(String)
    /// Two snapshots of a suite got one name (themes whose `fileName`s agree, a widget listed twice):
    /// they would overwrite each other's golden.
    case duplicateName(String)

    public var description: String {
        switch self {
        case .unknownRecordMode(let raw):
            return "\(RecordMode.environmentVariable)=\(raw): unknown record mode (expected never, missing, failed or all)"
        case .unreadableGolden(let path, let problem): return "\(path): cannot read the golden: \(problem)"
        case .cannotWrite(let path, let problem): return "\(path): cannot write: \(problem)"
        case .render(let snapshot, let problem): return "\(snapshot): cannot render: \(problem)"
        case .invalidName(let name):
            return "\"\(name)\": not a valid snapshot name part (use letters, digits, '-', '_' and '.', not starting with '.')"
        case .duplicateName(let name):
            return "\(name): two snapshots of the suite have this name (same widget id, or themes with the same file name)"
        }
    }
}
