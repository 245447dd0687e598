import XCTest
import Foundation
@testable import WidgetViews

/// `DateComponentsFormatter` on Linux, against the examples of Apple's `UnitsStyle` documentation
/// (9 hours 30 minutes in English) and the options widgets set.
final class DateComponentsFormatterTests: XCTestCase {
    private func formatter(_ style: DateComponentsFormatter.UnitsStyle) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        formatter.calendar = calendar
        return formatter
    }

    func testAppleDocumentedUnitsStyles() {
        let nineThirty: TimeInterval = 9 * 3600 + 30 * 60
        XCTAssertEqual(formatter(.positional).string(from: nineThirty), "9:30:00")
        XCTAssertEqual(formatter(.abbreviated).string(from: nineThirty), "9h 30m")
        XCTAssertEqual(formatter(.short).string(from: nineThirty), "9 hr, 30 min")
        XCTAssertEqual(formatter(.full).string(from: nineThirty), "9 hours, 30 minutes")
        XCTAssertEqual(formatter(.spellOut).string(from: nineThirty), "nine hours, thirty minutes")
        XCTAssertEqual(formatter(.brief).string(from: nineThirty), "9hr 30min")
    }

    func testAllowedUnitsPaddingAndComponents() {
        let minutes = formatter(.positional)
        minutes.allowedUnits = [.minute, .second]
        XCTAssertEqual(minutes.string(from: 65), "1:05")
        minutes.zeroFormattingBehavior = .pad
        XCTAssertEqual(minutes.string(from: 65), "01:05")
        let hours = formatter(.abbreviated)
        hours.allowedUnits = [.hour, .minute]
        XCTAssertEqual(hours.string(from: 3600), "1h")
        XCTAssertEqual(hours.string(from: DateComponents(hour: 2, minute: 15)), "2h 15m")
        let one = formatter(.full)
        one.maximumUnitCount = 1
        XCTAssertEqual(one.string(from: 90 * 60), "1 hour")
        XCTAssertEqual(DateComponentsFormatter.localizedString(from: DateComponents(minute: 5), unitsStyle: .positional)?.hasSuffix("5:00"), true)
        XCTAssertNil(formatter(.full).string(from: .infinity))
    }
}

/// `MeasurementFormatter` on Linux: the weather-widget settings.
final class MeasurementFormatterTests: XCTestCase {
    func testWeatherWidgetSettings() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let celsius = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        // 21.5 °C = 70.7 °F: converted to the US unit unless the unit is kept.
        XCTAssertEqual(formatter.string(from: celsius), "70.7°F")
        formatter.unitOptions = .providedUnit
        XCTAssertEqual(formatter.string(from: celsius), "21.5°C")
        formatter.numberFormatter.maximumFractionDigits = 0
        XCTAssertEqual(formatter.string(from: celsius), "22°C")
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        XCTAssertEqual(formatter.string(from: celsius), "22°")
        formatter.unitOptions = .providedUnit
        formatter.unitStyle = .long
        XCTAssertEqual(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)), "5 kilometers")
        formatter.unitStyle = .short
        XCTAssertEqual(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)), "5km")
        formatter.locale = Locale(identifier: "de_DE")
        formatter.unitOptions = []
        formatter.numberFormatter.maximumFractionDigits = 1
        XCTAssertEqual(formatter.string(from: Measurement(value: 70, unit: UnitTemperature.fahrenheit)), "21,1°C")
    }
}
