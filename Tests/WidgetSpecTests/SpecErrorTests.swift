import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender

/// Every class of spec mistake is reported as one line `file:line:column: message` pointing at
/// the offending node (lines and columns 1-based, as editors count), with a "did you mean" when a
/// name is a near miss. Expected positions are counted by hand from the YAML below.
final class SpecErrorTests: XCTestCase {
    func testUnknownViewSuggestsTheClosestName() throws {
        let error = specError(widgetSpec(body: """
              VStack:
                - Txet: Hello
        """))
        // Line 1 is empty (no extra), "widgets:" line 2, the body starts on line 6 (6 spaces in),
        // so "- Txet" is line 7 and its key starts at column 11.
        XCTAssertEqual(error?.description, "test.yaml:7:11: unknown view 'Txet'; did you mean 'Text'?")
    }

    func testUnknownModifierSuggestsTheClosestName() throws {
        let error = specError(widgetSpec(body: """
              Text: Hello
              fnot: caption
        """))
        XCTAssertEqual(error?.description, "test.yaml:7:7: unknown modifier 'fnot'; did you mean 'font'?")
    }

    func testWrongTypeNamesExpectedAndFound() throws {
        let error = specError(widgetSpec(body: """
              VStack:
                spacing: four
                content: [Spacer]
        """))
        XCTAssertEqual(error?.description, "test.yaml:7:18: 'spacing' expects a number, found string 'four'")
    }

    func testBadEnumValueListsTheValidOnes() throws {
        let error = specError(widgetSpec(body: """
              Text: Hi
              multilineTextAlignment: middle
        """))
        XCTAssertEqual(error?.description,
                       "test.yaml:7:31: 'multilineTextAlignment' has no value 'middle'; valid: leading, center, trailing")
    }

    func testNearMissEnumValueIsSuggested() throws {
        let error = specError(widgetSpec(body: """
              Text: Hi
              font: captoin
        """))
        XCTAssertEqual(error?.line, 7)
        XCTAssertEqual(error?.column, 13)
        XCTAssertTrue(error?.message.hasPrefix("'font' has no value 'captoin'; did you mean 'caption'?") == true,
                      error?.message ?? "")
    }

    func testMissingAssetIsReportedWhereItIsNamed() throws {
        let error = specError(widgetSpec(body: """
              Image: lattte
        """))
        XCTAssertEqual(error?.line, 6)
        XCTAssertEqual(error?.column, 14)
        XCTAssertTrue(error?.message.hasPrefix("missing asset 'lattte'") == true, error?.message ?? "")
        XCTAssertTrue(error?.message.hasSuffix("did you mean 'latte'?") == true, error?.message ?? "")
    }

    func testComponentCycleNamesTheChain() throws {
        let error = specError(widgetSpec(body: """
              Outer: null
        """, extra: """
        components:
          Outer: {VStack: [{Inner: null}]}
          Inner: {HStack: [{Outer: null}]}
        """))
        // Outer → Inner (line 3) → Outer again at line 3, column 21.
        XCTAssertEqual(error?.description, "test.yaml:3:21: component cycle: Outer → Inner → Outer")
    }

    func testAbsurdNestingStops() throws {
        let depth = SpecParser.maximumDepth + 1
        let nested = String(repeating: "{VStack: [", count: depth) + "Spacer" + String(repeating: "]}", count: depth)
        let error = specError(widgetSpec(body: "      " + nested))
        XCTAssertEqual(error?.line, 6)
        XCTAssertEqual(error?.message, "views nest deeper than 64 levels")
    }

    func testUnknownTemplateVariable() throws {
        let error = specError("""
        widgets:
          - name: test
            families: [systemSmall]
            entries: [{name: a, values: {caffeine: 95 mg}}]
            body: {Text: "{{cafeine}} today"}
        """)
        XCTAssertEqual(error?.description,
                       "test.yaml:5:18: unknown variable 'cafeine' in \"{{cafeine}} today\"; did you mean 'caffeine'?")
    }

    func testUnknownFamilyAndDevice() throws {
        let family = specError("""
        widgets:
          - {name: test, families: [systemSmal], body: Spacer}
        """)
        XCTAssertEqual(family?.line, 2)
        XCTAssertEqual(family?.column, 29)
        XCTAssertTrue(family?.message.hasPrefix("unknown family 'systemSmal'; did you mean 'systemSmall'?") == true)
        let device = specError("""
        devices: [iphone-16-pro-mx]
        widgets: []
        """)
        XCTAssertEqual(device?.description, "test.yaml:1:11: unknown device 'iphone-16-pro-mx'; did you mean 'iphone-16-pro-max'?")
    }

    func testUnknownThemeIsReportedWithTheValidNames() throws {
        let error = specError("themes: [ios.dark, ios.tinted(blu)]\nwidgets: []\n")
        XCTAssertEqual(error?.line, 1)
        XCTAssertEqual(error?.column, 20)
        XCTAssertTrue(error?.message.contains("blu") == true, error?.message ?? "")
        XCTAssertEqual(try parseSpec("themes: [ios.dark, ios.tinted(blue)]\nwidgets: []\n").themes.map(\.name),
                       ["ios.dark", "ios.tinted(blue)"])
    }

    func testImageOnlyModifierAfterAViewModifierIsRejected() throws {
        let error = specError(widgetSpec(body: """
              Image: latte
              frame: {width: 10}
              resizable: true
        """))
        XCTAssertEqual(error?.description, "test.yaml:8:7: 'resizable' must come before the view modifiers "
                       + "(SwiftUI defines it on Image itself, not on every view)")
    }

    func testYAMLSyntaxErrorHasItsPlace() throws {
        let error = specError("widgets:\n  - name: [unclosed\n")
        XCTAssertEqual(error?.file, "test.yaml")
        XCTAssertEqual(error?.line, 3)
        XCTAssertTrue(error?.message.hasPrefix("YAML syntax:") == true, error?.message ?? "")
    }

    func testJSONErrorsHaveLinesAndColumnsToo() throws {
        let error = specError("""
        {"widgets": [
          {"name": "test", "families": ["systemSmall"],
           "body": {"Text": "Hi", "opacity": "half"}}
        ]}
        """)
        XCTAssertEqual(error?.description, "test.yaml:3:38: 'opacity' expects a number, found string 'half'")
    }

    func testEveryMessageIsOneLine() throws {
        let error = SpecError(file: "a.yaml", line: 1, column: 2, message: "two\nlines")
        XCTAssertEqual(error.description, "a.yaml:1:2: two lines")
    }

    func testEditDistance() {
        // kitten → sitting: substitute k/s, substitute e/i, insert g (the classic example).
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.editDistance("", "abc"), 3)
        XCTAssertNil(Suggestion.closest(to: "zzzz", in: ["font", "frame"]))
    }
}
