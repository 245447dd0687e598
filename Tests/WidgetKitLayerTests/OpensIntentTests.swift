import XCTest
import Foundation
import WidgetViews
import WidgetKitLayer

private struct OpenOrderIntent: AppIntent {
    static let title: LocalizedStringResource = "Open order"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

/// An intent whose `perform()` hands the system another intent, as AppIntents' examples write it.
private struct ReorderIntent: AppIntent {
    static let title: LocalizedStringResource = "Reorder"
    init() {}
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: OpenOrderIntent()) }
}

private struct CountAndOpenIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"
    init() {}
    func perform() async throws -> some ReturnsValue<Int> & OpensIntent & ProvidesDialog {
        .result(value: 3, opensIntent: OpenOrderIntent(), dialog: "Three")
    }
}

/// `OpensIntent` (WidgetKitLayer/IntentResult.swift): compiles with Apple's signatures and carries
/// the intent; a render never performs intents, so nothing runs it.
final class OpensIntentTests: XCTestCase {
    func testResultCarriesTheIntentToOpen() async throws {
        let result = try await ReorderIntent().perform()
        let container = try XCTUnwrap(result as? IntentResultContainer<Never>)
        XCTAssertTrue(container.opensIntent is OpenOrderIntent)
        XCTAssertNil(container.value)

        let counted = try await CountAndOpenIntent().perform()
        let valued = try XCTUnwrap(counted as? IntentResultContainer<Int>)
        XCTAssertEqual(valued.value, 3)
        XCTAssertTrue(valued.opensIntent is OpenOrderIntent)
        XCTAssertNotNil(valued.dialog)
    }
}
