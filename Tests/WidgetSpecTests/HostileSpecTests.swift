import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender

/// Regression tests for hostile specs (docs/security.md): each input once crashed, hung or ran
/// away; each now ends in one clear error (or a render) within a bounded time.
final class HostileSpecTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    /// Parses and renders every widget × entry; returns the first error.
    func firstError(_ yaml: String, limits: RenderLimits = .standard) -> Error? {
        do {
            let spec = try WidgetSpec(source: yaml, file: "test.yaml", directory: examplesDirectory, limits: limits)
            for widget in spec.widgets {
                for entry in widget.entries {
                    _ = try renderer.render(.view(widget.view(for: entry), family: widget.families[0],
                                            environment: widget.environment(for: entry)))
                }
            }
            return nil
        } catch {
            return error
        }
    }

    func elapsed(_ body: () -> Void) -> TimeInterval {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    // MARK: Nesting and expansion

    /// 6,000 modifiers in a `modifiers` list once overflowed the stack; resolve stops at 256
    /// nested views and modifiers with one line.
    func testSixThousandModifiersEndInAnError() {
        let items = String(repeating: "{padding: 1}, ", count: 6_000)
        let error = firstError(widgetSpec(body: "      {Text: hi, modifiers: [\(items)]}"))
        XCTAssertNotNil(error)
        XCTAssertTrue("\(error!)".contains("nest"), "\(error!)")
    }

    /// A thousand modifiers passed resolve (its limit was 1,024) and overflowed the stack in layout
    /// on a worker thread (issue 34). The limit is now 256, which layout and paint meet on any 8 MB
    /// thread: a chain just under it renders on a dispatch worker, as the CLI renders.
    func testTheDeepestAllowedModifierChainRendersOnAWorkerThread() {
        func chain(_ count: Int) -> String {
            widgetSpec(body: "      {Text: hi, modifiers: [" + String(repeating: "{padding: 1}, ", count: count) + "]}")
        }
        let thousand = firstError(chain(1_000)).map { "\($0)" } ?? "no error"
        XCTAssertTrue(thousand.contains("nest deeper than 256"), thousand)
        let deepest = chain(250)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var error: Error?
        DispatchQueue.global().async {
            error = self.firstError(deepest)
            done.signal()
        }
        done.wait()
        XCTAssertNil(error)
    }

    /// Thousands of activity states, each drawn in ~27 presentations and themes, were accepted
    /// (issue 34; the per-widget node budget stops only the largest lists).
    func testAThousandActivityStatesEndInAnError() {
        let states = (0..<1_000).map { "{name: s\($0), values: {eta: \"\($0)\"}}" }.joined(separator: ", ")
        let yaml = "activities:\n  - name: order\n    lockScreen: {Text: \"{{eta}}\"}\n"
            + "    dynamicIsland: {compactLeading: {Text: L}, compactTrailing: {Text: T}, minimal: {Text: M}}\n"
            + "    states: [\(states)]\n"
        let message = specError(yaml)?.message ?? "no error"
        XCTAssertTrue(message.contains("activities have") && message.contains("at most 256"), message)
    }

    /// Every recursive path of the parser is bounded by the depth limit: stacks, `else`,
    /// overlays and components inside components.
    func testEveryRecursivePathOfTheParserIsBounded() {
        let depth = SpecParser.maximumDepth + 1
        let viaElse = String(repeating: "{EmptyView: null, if: {family: systemLarge}, else: ", count: depth) + "Spacer" + String(repeating: "}", count: depth)
        XCTAssertTrue(specError(widgetSpec(body: "      " + viaElse))?.message.contains("nest deeper") == true)
        let viaOverlay = String(repeating: "{Color: red, overlay: ", count: depth) + "Spacer" + String(repeating: "}", count: depth)
        XCTAssertTrue(specError(widgetSpec(body: "      " + viaOverlay))?.message.contains("nest deeper") == true)
        var components = "components:\n"
        for level in 0..<80 { components += "  C\(level): {VStack: [C\(level + 1)]}\n" }
        components += "  C80: Spacer\n"
        XCTAssertTrue(specError(widgetSpec(body: "      C0", extra: components))?.message.contains("nest deeper") == true)
    }

    /// Components that use each other twice per level: 2^30 views, stopped by specExpansion.
    func testComponentFanOutStopsAtTheExpansionLimit() {
        var components = "components:\n"
        for level in 0..<30 { components += "  C\(level): {VStack: [C\(level + 1), C\(level + 1)]}\n" }
        components += "  C30: Spacer\n"
        var error: SpecError?
        let seconds = elapsed { error = specError(widgetSpec(body: "      C0", extra: components)) }
        // Whichever limit comes first: the widget's (20,000) here, the spec's with several widgets.
        XCTAssertTrue(error?.message.contains("specExpansion") == true || error?.message.contains("nodesPerWidget") == true,
                      error?.message ?? "")
        XCTAssertLessThan(seconds, 10)
    }

    /// A YAML alias bomb (each level lists the previous one 9 times) is composed shared, and the
    /// parser's count stops it.
    func testYAMLAliasBombStopsAtTheExpansionLimit() {
        var yaml = "components:\n  L0: &l0 {Text: x}\n"
        for level in 1...9 {
            yaml += "  L\(level): &l\(level) {VStack: [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]}\n"
        }
        yaml += widgetSpec(body: "      L9")
        var error: SpecError?
        let seconds = elapsed { error = specError(yaml) }
        XCTAssertTrue(error?.message.contains("specExpansion") == true || error?.message.contains("nodesPerWidget") == true,
                      error?.message ?? "")
        XCTAssertLessThan(seconds, 10)
    }

    /// A YAML alias as a mapping key once spun forever inside the YAML library.
    func testAliasAsMappingKeyIsRefused() {
        let error = specError("a: &a [x, y]\nb: {*a : 1}\n" + widgetSpec(body: "      Spacer"))
        XCTAssertEqual(error?.line, 2)
        XCTAssertTrue(error?.message.contains("alias cannot be a mapping key") == true, error?.message ?? "")
        // A flow collection holding an alias bomb, as a key: 2^40 nodes to hash.
        var bomb = "x0: &a0 [q, q]\n"
        for level in 1..<40 { bomb += "x\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        for key in ["k: {[*a39]: 1}", "[*a39]: 1", "k: {*a39: 1}", "? *a39\n: 1"] {
            var failure: SpecError?
            let seconds = elapsed { failure = specError(bomb + key + "\n" + widgetSpec(body: "      Spacer")) }
            XCTAssertEqual(failure?.line, 41, key)
            XCTAssertTrue(failure?.message.contains("mapping key") == true || failure?.message.contains("complex mapping keys") == true,
                          "\(key): \(failure?.message ?? "")")
            XCTAssertLessThan(seconds, 5, key)
        }
    }

    /// '{{a}}{{a}}' down a chain of components doubles at every level: refused by textBytes at
    /// parse time, long before any string is built.
    func testTemplateDoublingIsRefused() {
        var components = "components:\n  D0: {parameters: [a], body: {Text: \"{{a}}\"}}\n"
        for level in 1...39 { components += "  D\(level): {parameters: [a], body: {D\(level - 1): {a: \"{{a}}{{a}}\"}}}\n" }
        let yaml = components + """
        widgets:
          - name: test
            families: [systemSmall]
            entries: [{name: one, values: {v: "xyz"}}]
            body: {D39: {a: "{{v}}"}}
        """
        let error = specError(yaml)
        XCTAssertTrue(error?.message.contains("textBytes") == true, error?.message ?? "")
    }

    /// One 100 KB value used in 10,000 placeholders of one text: 1 GB, refused.
    func testOneValueInManyPlaceholdersIsRefused() {
        let value = String(repeating: "x", count: 100_000)
        let placeholders = String(repeating: "{{v}}", count: 10_000)
        let yaml = """
        widgets:
          - name: test
            families: [systemSmall]
            entries: [{name: one, values: {v: "\(value)"}}]
            body: {Text: "\(placeholders)"}
        """
        let error = specError(yaml)
        XCTAssertTrue(error?.message.contains("textBytes") == true, error?.message.prefix(200).description ?? "")
        XCTAssertLessThanOrEqual(error?.description.count ?? 0, RenderLimits.messageLength + 100)
    }

    /// 60,000 text pieces took 16 s when `+` copied; linear now.
    func testManyTextPiecesConcatenateInLinearTime() throws {
        let pieces = Array(repeating: "\"ab\"", count: 60_000).joined(separator: ", ")
        var limits = RenderLimits.standard
        limits.nodesPerWidget = 100_000  // above the default, which refuses 60,000 pieces
        let spec = try WidgetSpec(source: widgetSpec(body: "      {Text: [\(pieces)], lineLimit: 1}"), file: "t.yaml",
                                  directory: examplesDirectory, limits: limits)
        let widget = spec.widgets[0]
        var view: AnyView?
        let seconds = elapsed { view = widget.view(for: widget.entries[0]) }
        XCTAssertNotNil(view)
        XCTAssertLessThan(seconds, 5)
        let direct = elapsed {
            var text = Text("a")
            for _ in 0..<60_000 { text = (consume text) + Text("b") }
            _ = text
        }
        XCTAssertLessThan(direct, 5)
    }

    /// 20,000 entries: the duplicate-name check was quadratic; entries count against the budget.
    func testManyEntriesAreLinearAndBudgeted() throws {
        let entries = (0..<20_000).map { "      - {name: e\($0), values: {v: x}}" }.joined(separator: "\n")
        let yaml = "widgets:\n  - name: a\n    families: [systemSmall]\n    entries:\n\(entries)\n    body: {Text: \"{{v}}\"}\n"
        XCTAssertTrue(specError(yaml)?.message.contains("nodesPerWidget") == true)
        var limits = RenderLimits.standard
        limits.nodesPerWidget = 100_000
        var spec: WidgetSpec?
        let seconds = elapsed { spec = try? WidgetSpec(source: yaml, file: "t.yaml", directory: examplesDirectory, limits: limits) }
        XCTAssertEqual(spec?.widgets[0].entries.count, 20_000)
        XCTAssertLessThan(seconds, 10)
    }

    /// Limits are configurable: the same spec passes with a larger nodesPerWidget.
    func testNodesPerWidgetIsConfigurable() throws {
        let content = Array(repeating: "Spacer", count: 300).joined(separator: ", ")
        let yaml = widgetSpec(body: "      {VStack: [\(content)]}")
        var small = RenderLimits.standard
        small.nodesPerWidget = 100
        XCTAssertThrowsError(try WidgetSpec(source: yaml, file: "t.yaml", directory: examplesDirectory, limits: small)) {
            XCTAssertTrue("\($0)".contains("nodesPerWidget"), "\($0)")
        }
        XCTAssertNoThrow(try WidgetSpec(source: yaml, file: "t.yaml", directory: examplesDirectory))
    }

    // MARK: Numbers and dates

    /// Shadow radii ≥ 1.1e9 and offsets ≥ 1e19 trapped in the blur; blur radii, frames and
    /// paddings of 1e300 are the same class.
    func testHugeNumbersRenderWithoutTrapping() {
        XCTAssertNil(firstError(widgetSpec(body: """
              ZStack:
                content:
                  - Text: hi
                    shadow: {radius: 1100000000, x: 1e19, y: -1e19}
                  - Text: ho
                    shadow: {radius: 1e300, x: 1e300, y: 1e300}
        """)))
    }

    /// Every date style with offsets of ±10,000 years renders; beyond that the spec refuses the
    /// offset, and -9223372036854775808s (once `abs(Int.min)`) is refused with one line.
    func testEveryDateStyleSurvivesHugeOffsets() {
        for style in ["time", "date", "relative", "offset", "timer"] {
            for offset in ["+3652000d", "-3652000d", "+0s"] {
                XCTAssertNil(firstError(widgetSpec(body: "      {Text: {date: \"\(offset)\", style: \(style)}}")), "\(style) \(offset)")
            }
        }
        let error = specError(widgetSpec(body: "      {Text: {date: \"-9223372036854775808s\", style: timer}}"))
        XCTAssertTrue(error?.message.contains("more than 10,000 years") == true, error?.message ?? "")
    }

    /// The Swift API clamps: dates a billion years away, `distantFuture` and NaN intervals.
    func testDateTextsClampInTheSwiftAPI() throws {
        let far = Date(timeIntervalSinceReferenceDate: 1e300), near = Date(timeIntervalSinceReferenceDate: -1e300)
        for date in [far, near, Date.distantFuture, Date.distantPast] {
            for style: Text.DateStyle in [.time, .date, .relative, .offset, .timer] {
                XCTAssertNoThrow(try renderer.render(.view(Text(date, style: style))))
            }
            XCTAssertNoThrow(try renderer.render(.view(Text(timerInterval: near...far, countsDown: true))))
        }
        XCTAssertEqual(Text.DateStyle.wholeSeconds(-.infinity), -Text.DateStyle.maximumSeconds)
        XCTAssertEqual(Text.DateStyle.wholeSeconds(.nan), 0)
    }

    func testImpossibleCalendarDatesAreRefused() {
        for date in ["2025-02-30T10:00:00Z", "2025-13-01T00:00:00Z", "2025-04-31T00:00:00Z", "2025-06-09T24:00:00Z",
                     "2023-02-29T00:00:00Z"] {
            let error = specError("renderDate: \"\(date)\"\n" + widgetSpec(body: "      Spacer"))
            XCTAssertTrue(error?.message.contains("not a valid ISO 8601 date") == true, "\(date): \(error?.message ?? "parsed")")
        }
        XCTAssertNoThrow(try parseSpec("renderDate: \"2024-02-29T23:59:59Z\"\n" + widgetSpec(body: "      Spacer")))
    }

    // MARK: Messages and encoding

    /// A 1 MB unknown key took 18 s for its did-you-mean; now quick, and the message is short.
    func testHugeUnknownKeyIsQuickAndTheMessageShort() {
        let key = String(repeating: "q", count: 1_000_000)
        var error: SpecError?
        let seconds = elapsed { error = specError(widgetSpec(body: "      {Text: hi, \(key): 1}")) }
        XCTAssertLessThan(seconds, 5)
        XCTAssertNotNil(error)
        XCTAssertLessThanOrEqual(error!.description.count, RenderLimits.messageLength + 100)
    }

    func testInvalidUTF8AndControlCharactersHaveAPosition() throws {
        let folder = try temporarySpecFolder()
        let file = folder.appendingPathComponent("bad.yaml")
        var bytes = Array(widgetSpec(body: "      Text: hé").utf8)
        bytes.insert(0xFF, at: bytes.count - 1)
        try Data(bytes).write(to: file)
        XCTAssertThrowsError(try WidgetSpec(contentsOf: file, displayName: "bad.yaml")) { error in
            let error = error as? SpecError
            // 0xFF lands inside "é" (C3 A9), so the sequence starting at "é" is the invalid one.
            XCTAssertEqual(error?.line, 6)
            XCTAssertEqual(error?.column, 14)
            XCTAssertTrue(error?.message.contains("invalid UTF-8") == true, error?.message ?? "")
        }
        try Data(widgetSpec(body: "      Text: \"a\u{0}b\"").utf8).write(to: file)
        XCTAssertThrowsError(try WidgetSpec(contentsOf: file, displayName: "bad.yaml")) { error in
            let error = error as? SpecError
            XCTAssertEqual(error?.line, 6)
            XCTAssertEqual(error?.column, 15)
            XCTAssertFalse(error?.description.contains("\u{0}") ?? true, "the NUL byte is not echoed")
        }
        XCTAssertThrowsError(try WidgetSpec(contentsOf: folder, displayName: "folder")) {
            XCTAssertTrue("\($0)".contains("is a folder"), "\($0)")
        }
    }

    func testDuplicateFamiliesAndThemesAreDeduplicatedWithAWarning() throws {
        let spec = try parseSpec("""
        themes: [ios.light, ios.dark, ios.light]
        widgets:
          - name: test
            families: [systemSmall, systemMedium, systemSmall]
            body: Spacer
        """)
        XCTAssertEqual(spec.widgets[0].families, [.systemSmall, .systemMedium])
        XCTAssertEqual(spec.themes.map(\.name), ["ios.light", "ios.dark"])
        XCTAssertEqual(spec.warnings.map(\.line), [1, 4])
        XCTAssertTrue(spec.warnings[1].message.contains("'systemSmall' is listed twice"), spec.warnings[1].message)
    }
}

func temporarySpecFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-spec-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// An arc sweeping 1e300 radians.
struct HugeArc: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: 5, startAngle: .radians(0),
                        endAngle: .radians(1e300), clockwise: false)
        }
    }
}

/// The same numeric class through the Swift API: every view below once reached an `Int(…)` of
/// a huge or NaN value (blur box sizes, shadow offsets, arc segments, hue sectors).
final class HostileNumberTests: XCTestCase {
    let renderer = try! WidgetRenderer()

    func testHugeEffectValuesRender() throws {
        let views: [AnyView] = [
            AnyView(Text("a").shadow(radius: 1.1e9)),
            AnyView(Text("a").shadow(color: .black, radius: 3, x: 1e19, y: -1e19)),
            AnyView(Text("a").shadow(color: .black, radius: 1e300, x: -1e300, y: 1e300)),
            AnyView(Color(hue: .infinity, saturation: 1, brightness: 1)),
            AnyView(Color(hue: 1e300, saturation: 1, brightness: 1)),
            AnyView(HugeArc().stroke(Color.red)),
            AnyView(Circle().trim(from: 0, to: 1).stroke(Color.blue, lineWidth: 1e9)),
        ]
        for (index, view) in views.enumerated() {
            let start = Date()
            defer { XCTAssertLessThan(Date().timeIntervalSince(start), 5, "view \(index) takes too long") }
            do { _ = try renderer.render(.view(view)) } catch {
                // A clear refusal is as good as a render; a trap would have ended the test run.
                XCTAssertFalse("\(error)".isEmpty, "view \(index)")
            }
        }
    }
}

/// The Swift API takes the same limits: nodes per widget at resolve, canvas pixels before painting.
final class SwiftAPILimitTests: XCTestCase {
    func testWidgetRendererEnforcesItsLimits() throws {
        var limits = RenderLimits.standard
        limits.nodesPerWidget = 10
        let small = try WidgetRenderer(limits: limits)
        let many = VStack { ForEach(0..<20) { Text("row \($0)") } }
        XCTAssertThrowsError(try small.render(.view(many))) { XCTAssertTrue("\($0)".contains("nodesPerWidget"), "\($0)") }
        XCTAssertNoThrow(try WidgetRenderer().render(.view(many)))
        limits = .standard
        limits.canvasPixels = 100
        XCTAssertThrowsError(try WidgetRenderer(limits: limits).render(.view(Text("a")))) {
            XCTAssertTrue("\($0)".contains("canvasPixels"), "\($0)")
        }
    }
}

/// YAML nesting itself (100,000 brackets) stops in the YAML library's nesting limit with a place.
final class HostileYAMLTests: XCTestCase {
    func testDeepYAMLNestingIsAnErrorWithAPlace() {
        let error = specError("widgets: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        XCTAssertEqual(error?.line, 1)
        XCTAssertTrue(error?.message.contains("nesting") == true, error?.message ?? "")
    }
}
