import XCTest
@testable import WidgetKitLayer

/// `Logger` and `os_log` (os' API; docs/widgetkit.md): interpolations format as os documents its
/// `OSLogIntegerFormatting`, `OSLogFloatFormatting`, `OSLogStringAlignment` and `OSLogBoolFormat`;
/// a line goes to standard error only with WIDGET_RENDER_LOG set.
final class LoggerTests: XCTestCase {
    func testLogMessagesFormatTheirValues() {
        let cups = 42, ratio = 0.4567, done = true
        let message: OSLogMessage = "\(cups, format: .hex(includePrefix: true)) \(ratio, format: .fixed(precision: 2)) [\(cups, align: .right(columns: 4))] \(done, format: .answer) \(URL(string: "a://b")!, privacy: .private)"
        XCTAssertEqual(message.text, "0x2a 0.46 [  42] YES a://b")
        XCTAssertEqual(LogOutput.line("com.example", "net", .error, "two\nlines"), "[com.example:net] error: two lines")
        XCTAssertEqual(LogOutput.line("", "", .info, "plain"), "info: plain")
    }

    /// Provider code as teams write it compiles; output is on exactly when WIDGET_RENDER_LOG is set.
    func testProviderLoggingFollowsTheVariable() {
        let logger = Logger(subsystem: "com.example.cups", category: "provider")
        logger.error("fetch failed: \(URLError(.timedOut), privacy: .public)")
        os_log("legacy %d", log: .default, type: .info, 3)
        XCTAssertEqual(LogOutput.isEnabled, ProcessInfo.processInfo.environment["WIDGET_RENDER_LOG"] != nil)
    }
}
