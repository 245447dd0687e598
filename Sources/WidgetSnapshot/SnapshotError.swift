import Foundation

/// Why a golden check could not run. Each description is one line naming the place and the problem.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    case unknownRecordMode(String)
    case unreadableGolden(path: String, problem: String)
    case cannotWrite(path: String, problem: String)
    case render(snapshot: String, problem: String)
    case invalidName(String)

    public var description: String {
        switch self {
        case .unknownRecordMode(let raw):
            return "\(RecordMode.environmentVariable)=\(raw): unknown record mode (expected never, missing, failed or all)"
        case .unreadableGolden(let path, let problem): return "\(path): cannot read the golden: \(problem)"
        case .cannotWrite(let path, let problem): return "\(path): cannot write: \(problem)"
        case .render(let snapshot, let problem): return "\(snapshot): cannot render: \(problem)"
        case .invalidName(let name):
            return "\"\(name)\": not a valid snapshot name part (use letters, digits, '-', '_' and '.', not starting with '.')"
        }
    }
}
