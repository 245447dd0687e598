import Foundation
import XCTest
import WidgetGeometry
@testable import WidgetViews
import WidgetText
import WidgetResolved

/// Text as SwiftUI builds it: `LocalizedStringKey` literals with interpolation (default specifiers
/// `%lld` / `%lf`), `Text + Text` runs keeping their own styles, and `Text(date, style:)` formatted
/// against the render's fixed "now" (`renderDate`), in UTC and en_US_POSIX.
final class TextTests: XCTestCase {
    func testInterpolationFormatsLikeSwiftUI() throws {
        let n = 95, half = 0.5
        XCTAssertEqual(try text(Text("\(n) mg")).string, "95 mg")
        XCTAssertEqual(try text(Text("\(half)")).string, "0.500000")
        XCTAssertEqual(try text(Text("\(CGFloat(1.5)) and \(0.25)")).string, "1.500000 and 0.250000")
        XCTAssertEqual(try text(Text("\(2.25, specifier: "%.1f") cups")).string, "2.2 cups")
        XCTAssertEqual(try text(Text("Hi \("Ann")! \(Text("bold").bold())")).content.runs.map(\.string), ["Hi Ann! ", "bold"])
        XCTAssertEqual(try text(Text(verbatim: "\\(raw)")).string, "\\(raw)")
        let name: Substring = "sub"
        XCTAssertEqual(try text(Text(name)).string, "sub")
    }

    func testConcatenationKeepsPerRunStyles() throws {
        let resolvedText = try text((Text("95").font(.title).foregroundColor(.red) + Text(" mg")).foregroundColor(.blue))
        XCTAssertEqual(resolvedText, ResolvedText(runs: [
            TextRun(string: "95", font: styleFont(28, lineHeight: 34), paint: .color(RGBA(r8: 255, g8: 56, b8: 60))),
            TextRun(string: " mg", font: bodyFont, paint: .color(RGBA(r8: 0, g8: 136, b8: 255))),
        ]))
    }

    func testParagraphModifiersReachTheText() throws {
        let resolvedText = try text(Text("a").lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(0.5)
            .truncationMode(.middle).lineSpacing(3))
        XCTAssertEqual(resolvedText, ResolvedText(runs: [TextRun(string: "a", font: bodyFont, paint: lightPrimary)],
                                                  lineLimit: 2, alignment: .center, minimumScaleFactor: 0.5,
                                                  truncation: .middle, lineSpacing: 3))
    }

    func testDateStylesAgainstTheRenderDate() throws {
        // renderDate 2025-06-09 17:41:00 UTC; the date shown is 2 h 23 min 5 s later.
        let now = Date(timeIntervalSince1970: 1_749_490_860)
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        func show(_ date: Date, _ style: Text.DateStyle) throws -> String {
            try text(Text(date, style: style)) { $0.renderDate = now }.string
        }
        XCTAssertEqual(try show(later, .time), "8:04 PM")
        XCTAssertEqual(try show(later, .date), "June 9, 2025")
        XCTAssertEqual(try show(later, .relative), "2 hours, 23 minutes")
        XCTAssertEqual(try show(later, .offset), "+2 hours")
        XCTAssertEqual(try show(now.addingTimeInterval(-300), .offset), "-5 minutes")
        XCTAssertEqual(try show(later, .timer), "2:23:05")
        XCTAssertEqual(try show(now.addingTimeInterval(152), .timer), "2:32")
        XCTAssertEqual(try show(now.addingTimeInterval(86_400 + 60), .relative), "1 day")
        XCTAssertEqual(try text(Text("Due \(later, style: .time)")) { $0.renderDate = now }.string, "Due 8:04 PM")
    }

    func testTimerIntervalCountsAgainstTheRenderDate() throws {
        let now = Date(timeIntervalSince1970: 1_749_490_860)
        let interval = now.addingTimeInterval(-600)...now.addingTimeInterval(4_500)
        func show(_ timer: Text) throws -> String { try text(timer) { $0.renderDate = now }.string }
        XCTAssertEqual(try show(Text(timerInterval: interval)), "1:15:00")
        XCTAssertEqual(try show(Text(timerInterval: interval, showsHours: false)), "75:00")
        XCTAssertEqual(try show(Text(timerInterval: interval, countsDown: false)), "10:00")
    }

    func testTextCaseUsesPOSIXRules() throws {
        XCTAssertEqual(try text(Text("Caffeine").textCase(.uppercase)).string, "CAFFEINE")
    }

    func testFormatStyleDatesArePinnedToUTC() throws {
        let date = Date(timeIntervalSince1970: 1_749_490_860)
        let shown = try text(Text(date, format: .dateTime.hour().minute())).string
        // ICU (bundled with swift-foundation) puts a narrow no-break space before the day period.
        XCTAssertEqual(shown, "5:41\u{202F}PM")
    }

    func testMeasurementFormattingExistsOnLinux() {
        let caffeine = Measurement(value: 95, unit: UnitMass.milligrams)
        XCTAssertEqual(caffeine.formatted(), "95 mg")
        XCTAssertEqual(caffeine.formatted(.measurement(width: .wide)), "95 milligrams")
        XCTAssertEqual(Measurement(value: 21.5, unit: UnitTemperature.celsius).formatted(.measurement(width: .narrow, usage: .asProvided)), "21.5°C")
    }

    /// Sizes the text engine cannot lay out are refused once, at resolve, with the view's path; the
    /// text engine trusts what resolve hands it (docs/architecture.md, "Validate once").
    func testUnusableTextSizesAreRefusedAtResolve() throws {
        XCTAssertThrowsError(try text(Text("Hello").font(.system(size: .nan)))) { error in
            XCTAssertTrue("\(error)".hasSuffix("font size is NaN"), "\(error)")
        }
        XCTAssertThrowsError(try text(Text("Hello").font(.system(size: -3))))
        XCTAssertThrowsError(try text(Text("Hello").lineSpacing(.infinity)))
        XCTAssertThrowsError(try text(Text("Hello").lineSpacing(-2)))
    }
}
