import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// A small widget for the integration examples: a greeting over a colored background.
struct GreetingView: View {
    var text: String
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(text).font(.headline)
            Text("Golden tests").font(.caption).foregroundStyle(.secondary)
        }
        .containerBackground(for: .widget) { Color.orange }
    }
}

enum ExampleGoldens {
    /// The package's `Golden` folder.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden")
    }

    /// Collects what a `SnapshotFailureReporter` would report, so a test can check that a
    /// failing snapshot fails (XCTExpectFailure does not exist on Linux).
    final class Capture: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [(message: String, line: UInt)] = []
        var failures: [(message: String, line: UInt)] { lock.lock(); defer { lock.unlock() }; return storage }
        var reporter: SnapshotFailureReporter {
            SnapshotFailureReporter { message, location in
                self.lock.lock(); self.storage.append((message, location.line)); self.lock.unlock()
            }
        }
    }

    /// The paths after "artifacts: " in a failure message.
    static func artifactPaths(in message: String) -> [String] {
        guard let line = message.split(separator: "\n").first(where: { $0.contains("artifacts: ") }) else { return [] }
        return line.components(separatedBy: "artifacts: ")[1].components(separatedBy: ", ")
            .map { $0.components(separatedBy: " (")[0] }
    }
}
