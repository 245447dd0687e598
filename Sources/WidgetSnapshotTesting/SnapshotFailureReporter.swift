import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Where a failing snapshot is reported.
public struct SnapshotFailureReporter: Sendable {
    /// Where in the test source the assertion is.
    public struct Location: Sendable {
        public let fileID: String
        public let filePath: StaticString
        public let line: UInt
        public let column: UInt
    }

    let report: @Sendable (_ message: String, _ location: Location) -> Void

    public init(_ report: @escaping @Sendable (_ message: String, _ location: Location) -> Void) {
        self.report = report
    }

    /// Swift Testing's `Issue.record` inside a `@Test`, `XCTFail` otherwise.
    public static let automatic = SnapshotFailureReporter { message, location in
        #if canImport(Testing)
        if Test.current != nil {
            swiftTesting.report(message, location)
            return
        }
        #endif
        xcTest.report(message, location)
    }

    /// `XCTFail` at the assertion's file and line.
    public static let xcTest = SnapshotFailureReporter { message, location in
        XCTFail(message, file: location.filePath, line: location.line)
    }

    #if canImport(Testing)
    /// `Issue.record` with the assertion's source location.
    public static let swiftTesting = SnapshotFailureReporter { message, location in
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)",
                                                    line: Int(location.line), column: Int(location.column)))
    }
    #endif
}
