import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender

/// Bad input for the views and modifiers of issue #14: one line, `file:line:column: message`,
/// with the valid values or the nearest name.
final class SpecNewViewErrorTests: XCTestCase {
    private func message(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let error = specError(widgetSpec(body: body), file: file, line: line)
        XCTAssertFalse(error?.description.contains("\n") ?? true, file: file, line: line)
        return error?.description ?? ""
    }

    func testMisspelledNewViewsAndModifiersSuggestTheirNames() {
        XCTAssertEqual(message("""
              LazyVGird: {columns: [flexible], content: [Spacer]}
        """), "test.yaml:6:7: unknown view 'LazyVGird'; did you mean 'LazyVGrid'?")
        XCTAssertEqual(message("""
              Text: Hi
              blnedMode: multiply
        """), "test.yaml:7:7: unknown modifier 'blnedMode'; did you mean 'blendMode'?")
        XCTAssertEqual(message("""
              Text: Hi
              blendMode: multiplyy
        """), "test.yaml:7:18: 'blendMode' has no value 'multiplyy'; did you mean 'multiply'? (valid: normal, multiply, "
                       + "screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, "
                       + "saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter)")
    }

    func testBadGridSpansAndItems() {
        XCTAssertEqual(message("""
              Grid:
                - GridRow: [{Text: a, gridCellColumns: 0}]
        """), "test.yaml:7:48: 'gridCellColumns' must be 1…1024 columns, found 0")
        XCTAssertEqual(message("""
              LazyVGrid:
                columns: [{fixed: 20, adaptive: 30}]
                content: [Spacer]
        """), "test.yaml:7:19: a GridItem has exactly one of 'fixed', 'flexible', 'adaptive'")
        XCTAssertEqual(message("""
              LazyHGrid: {rows: [], content: [Spacer]}
        """), "test.yaml:6:25: 'rows' needs at least one GridItem, e.g. [flexible, {fixed: 40}]")
        XCTAssertEqual(message("""
              LazyVGrid: {columns: [{flexible: {minimum: 50, maximum: 20}}], content: [Spacer]}
        """), "test.yaml:6:40: 'flexible': minimum 50.0 exceeds maximum 20.0")
        XCTAssertEqual(message("""
              Text: a
              gridColumnAlignment: middle
        """), "test.yaml:7:28: 'gridColumnAlignment' has no value 'middle'; valid: leading, center, trailing")
    }

    func testBadShapesAndEffects() {
        XCTAssertEqual(message("""
              Circle: null
              trim: {from: 0.8, to: 0.2}
        """), "test.yaml:7:13: 'trim' takes 0 ≤ from ≤ to ≤ 1, found from 0.8 to 0.2")
        XCTAssertEqual(message("""
              Circle: null
              trim: {to: 0.5}
              strokeBorder: red
        """), "test.yaml:8:7: 'strokeBorder' needs an insettable shape; a trimmed shape or a Path takes 'stroke'")
        XCTAssertEqual(message("""
              Circle: null
              stroke: {style: red, lineCap: rounded}
        """), "test.yaml:7:37: 'lineCap' has no value 'rounded'; did you mean 'round'? (valid: butt, round, square)")
        XCTAssertEqual(message("""
              Text: a
              rotation3DEffect: {degrees: 30, axis: {x: 0}}
        """), "test.yaml:7:45: 'axis' must not be zero on every axis")
        XCTAssertEqual(message("""
              Gauge: {value: 3, min: 5, max: 1}
        """), "test.yaml:6:14: 'Gauge': max 1.0 must exceed min 5.0")
        XCTAssertEqual(message("""
              Text: a
              locale: ../etc
        """), "test.yaml:7:15: 'locale': \"../etc\" is not a locale identifier (e.g. ar, ja, de_DE)")
        XCTAssertEqual(message("""
              Text: a
              mask: {alignment: top}
        """), "test.yaml:7:13: 'mask' needs 'content'")
    }

    func testBadTextPiecesAndTimers() {
        XCTAssertEqual(message("""
              Text: {number: 3, format: currency, currencyCode: euro}
        """), "test.yaml:6:57: 'currencyCode': \"euro\" is not an ISO 4217 code (e.g. EUR, USD)")
        XCTAssertEqual(message("""
              Text: {number: 3, format: percentage}
        """), "test.yaml:6:33: 'format' has no value 'percentage'; did you mean 'percent'? (valid: number, percent, currency)")
        XCTAssertEqual(message("""
              ProgressView: {timerInterval: {from: +20m, to: -5m}}
        """), "test.yaml:6:37: 'timerInterval': 'from' is after 'to'")
        XCTAssertEqual(message("""
              Text: {timerInterval: {from: -5m}}
        """), "test.yaml:6:29: 'timerInterval' needs 'from' and 'to' (dates or offsets such as -5m, +20m)")
    }

    func testBadPathData() {
        XCTAssertTrue(message("""
              Path: "10 10 L 20 20"
        """).hasPrefix("test.yaml:6:13: 'Path': path data must start with a command"))
    }
}
