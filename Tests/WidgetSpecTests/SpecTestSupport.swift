import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender

/// The package root, found from this file (tests run from any directory).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let examplesDirectory = packageRoot.appendingPathComponent("Examples")

/// Parses YAML given inline, as if it were the file `test.yaml` in the Examples folder.
func parseSpec(_ yaml: String, file: String = "test.yaml") throws -> WidgetSpec {
    try WidgetSpec(source: yaml, file: file, directory: examplesDirectory)
}

/// The error a spec raises, or a failure naming the spec that unexpectedly parsed.
func specError(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> SpecError? {
    do {
        _ = try parseSpec(yaml)
        XCTFail("the spec parsed, but an error was expected", file: file, line: line)
        return nil
    } catch let error as SpecError {
        return error
    } catch {
        XCTFail("expected a SpecError, got \(error)", file: file, line: line)
        return nil
    }
}

/// A spec with one systemSmall widget whose body is `body` (indented by the caller to 6 spaces).
func widgetSpec(body: String, extra: String = "") -> String {
    """
    \(extra)
    widgets:
      - name: test
        families: [systemSmall]
        body:
    \(body)
    """
}
