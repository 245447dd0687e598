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

extension SnapshotFailureReporter {
    /// Runs `body` on the main thread, where view code must run (WidgetSnapshot's ViewCodeFirst.swift),
    /// with a reporter that keeps what it is told; then reports it here, on the caller's thread,
    /// because Swift Testing gives an issue to the test whose task records it.
    static func onMainThread<T>(_ reporter: SnapshotFailureReporter, _ body: (SnapshotFailureReporter) -> T) -> T {
        if MainThread.isCurrent { return body(reporter) }
        let kept = KeptReports()
        let result = MainThread.run { body(SnapshotFailureReporter { message, location in kept.append(message, location) }) }
        for (message, location) in kept.all { reporter.report(message, location) }
        return result
    }
}

/// Reports made on the main thread for the caller's thread.
private final class KeptReports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [(String, SnapshotFailureReporter.Location)] = []
    func append(_ message: String, _ location: SnapshotFailureReporter.Location) {
        lock.lock(); reports.append((message, location)); lock.unlock()
    }
    var all: [(String, SnapshotFailureReporter.Location)] { lock.lock(); defer { lock.unlock() }; return reports }
}
