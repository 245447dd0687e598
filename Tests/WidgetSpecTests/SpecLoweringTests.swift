import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender

/// What each spec construct lowers to, checked against the Swift it stands for (equal resolved
/// trees are equal layouts and pixels).
final class SpecLoweringTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    /// The first widget of `yaml` and `swift`, resolved in `family` with `environment`; asserts equal.
    func assertSame<V: View>(_ yaml: String, _ swift: V, family: WidgetFamily = .systemSmall,
                             environment: EnvironmentValues = EnvironmentValues(),
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let widget = try parseSpec(yaml).widgets[0]
        let entry = widget.entries[0]
        let fromSpec = try renderer.resolve(widget.view(for: entry), family: family,
                                            environment: widget.environment(for: entry, base: environment))
        let fromSwift = try renderer.resolve(swift, family: family, environment: environment)
        XCTAssertEqual(fromSpec, fromSwift, file: file, line: line)
    }

    /// Modifiers apply in the order written, as a SwiftUI chain reads: padding then background
    /// paints the padding, background then padding does not (objc.io, "Thinking in SwiftUI").
    func testModifiersApplyInWrittenOrder() throws {
        try assertSame(widgetSpec(body: "      {Text: Hi, padding: 8, background: red}"),
                       Text("Hi").padding(8).background(Color.red))
        try assertSame(widgetSpec(body: "      {Text: Hi, background: red, padding: 8}"),
                       Text("Hi").background(Color.red).padding(8))
    }

    func testModifiersListRepeatsAModifier() throws {
        try assertSame(widgetSpec(body: "      {Text: Hi, modifiers: [{padding: {horizontal: 10}}, {padding: {vertical: 5}}]}"),
                       Text("Hi").padding(.horizontal, 10).padding(.vertical, 5))
    }

    func testPaddingForms() throws {
        try assertSame(widgetSpec(body: "      {Text: Hi, padding: true}"), Text("Hi").padding())
        try assertSame(widgetSpec(body: "      {Text: Hi, padding: {top: 4, leading: 8}}"),
                       Text("Hi").padding(EdgeInsets(top: 4, leading: 8, bottom: 0, trailing: 0)))
    }

    func testFontsAndStyles() throws {
        try assertSame(widgetSpec(body: "      {Text: Hi, font: {style: caption, weight: semibold}, foregroundStyle: secondary}"),
                       Text("Hi").font(.caption.weight(.semibold)).foregroundStyle(.secondary))
        try assertSame(widgetSpec(body: "      {Text: Hi, font: {size: 26, weight: bold, design: rounded}, foregroundStyle: \"#FF9500\"}"),
                       Text("Hi").font(.system(size: 26, weight: .bold, design: .rounded)).foregroundStyle(Color(hex: "#FF9500")))
        try assertSame(widgetSpec(body: "      {Rectangle: null, fill: {color: black, opacity: 0.75}}"),
                       Rectangle().fill(Color.black.opacity(0.75)))
        try assertSame(widgetSpec(body: "      {Capsule: null, strokeBorder: {style: tint, lineWidth: 2}}"),
                       Capsule().strokeBorder(.tint, lineWidth: 2))
    }

    /// `if`/`else` on the environment pick a branch while resolving, like `if family == …` in a body.
    func testConditionsReadTheEnvironment() throws {
        let yaml = widgetSpec(body: """
              VStack:
                - {Text: small, if: {family: systemSmall}, else: {Text: other}}
                - {Text: not accented, if: {not: {renderingMode: accented}}}
                - {Text: medium or large, if: {family: [systemMedium, systemLarge]}}
        """).replacingOccurrences(of: "[systemSmall]", with: "[systemSmall, systemMedium]")
        try assertSame(yaml, VStack { Text("small"); Text("not accented") })
        var accented = EnvironmentValues()
        accented.widgetRenderingMode = .accented
        try assertSame(yaml, VStack { Text("other"); Text("medium or large") }, family: .systemMedium, environment: accented)
    }

    /// A false condition leaves no child behind, so stack spacing is as if it were never written.
    func testFalseConditionLeavesNoGap() throws {
        try assertSame(widgetSpec(body: "      {HStack: [{Text: a}, {Text: b, if: {colorScheme: dark}}, {Text: c}]}"),
                       HStack { Text("a"); Text("c") })
    }

    func testComponentsWithParameters() throws {
        try assertSame(widgetSpec(body: "      {VStack: [{Badge: {label: \"3 new\"}}, {Badge: {label: old}}]}", extra: """
        components:
          Badge:
            parameters: [label]
            body: {Text: "{{label}}!", font: caption2}
        """), VStack { Text("3 new!").font(.caption2); Text("old!").font(.caption2) })
    }

    /// Entry values fill placeholders; date texts count from the entry's date.
    func testEntriesAndDates() throws {
        let yaml = """
        renderDate: 2025-06-09T12:00:00Z
        widgets:
          - name: t
            families: [systemSmall]
            entries: [{name: later, date: +2h, values: {drink: Tea}}]
            body: {Text: ["{{drink}} at ", {date: -30m, style: time}]}
        """
        let entry = try parseSpec(yaml).widgets[0].entries[0]
        XCTAssertEqual(entry.date, Date(timeIntervalSince1970: 1_749_470_400 + 7_200))  // 12:00 + 2 h
        var environment = EnvironmentValues()
        environment.renderDate = entry.date
        // 14:00 − 30 min = 1:30 PM.
        try assertSame(yaml, Text(verbatim: "Tea at ") + Text(entry.date.addingTimeInterval(-1_800), style: .time),
                       environment: environment)
    }

    func testYAMLAndJSONAreOneFormat() throws {
        let json = """
        {"widgets": [{"name": "t", "families": ["systemSmall"],
          "body": {"HStack": {"spacing": 4, "content": [{"Image": {"systemName": "plus"}}, "Spacer"]}}}]}
        """
        try assertSame(json, HStack(spacing: 4) { Image(systemName: "plus"); Spacer() })
    }

    func testStructuralMistakes() {
        XCTAssertEqual(specError(widgetSpec(body: "      {Text: a, Image: latte}"))?.message,
                       "two views in one mapping ('Text' and 'Image'); list them in a stack's content")
        XCTAssertEqual(specError(widgetSpec(body: "      {Text: a, else: {Text: b}}"))?.message,
                       "'else' needs an 'if' in the same mapping")
        XCTAssertEqual(specError(widgetSpec(body: "      {Text: a, fill: red}"))?.message,
                       "'fill' applies only to a shape (Rectangle, Circle, Capsule …), not to Text")
        XCTAssertEqual(specError(widgetSpec(body: "      {Text: a, lineLimit: 0}"))?.message,
                       "'lineLimit' must be at least 1, found 0")
    }
}
