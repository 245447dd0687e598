import Foundation

/// Formats measurements as Foundation's `MeasurementFormatter`, which swift-corelibs-foundation
/// marks unavailable on Linux; weather widgets commonly build one. The unit is written as
/// `Measurement.FormatStyle` writes it (`.short` as its narrow width, `.medium` abbreviated, `.long`
/// wide), the number by `numberFormatter` (decimal, at most 3 fraction digits, as Foundation's
/// default). Temperatures follow the locale's unit unless `.providedUnit` (docs/text.md, "Formatting").
public final class MeasurementFormatter: @unchecked Sendable {
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Keep the measurement's own unit.
        public static let providedUnit = UnitOptions(rawValue: 1)
        /// Accepted: units are not rescaled (ours).
        public static let naturalScale = UnitOptions(rawValue: 2)
        /// "21°": a temperature's degree sign without C or F.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    public var unitOptions: UnitOptions = []
    public var unitStyle: Formatter.UnitStyle = .medium
    public var locale: Locale! = .current {
        didSet { numberFormatter.locale = locale }
    }
    public var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()

    public init() { numberFormatter.locale = locale }

    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let locale = self.locale ?? .current
        let usage: MeasurementFormatUnitUsage<UnitType> = unitOptions.contains(.providedUnit) ? .asProvided : .general
        let shown = usage.converted(measurement, fahrenheit: MeasurementFormatUnitUsage<UnitType>.prefersFahrenheit(locale))
        let number = (numberFormatter ?? NumberFormatter()).string(from: NSNumber(value: shown.value)) ?? String(shown.value)
        if unitOptions.contains(.temperatureWithoutUnit), shown.unit is UnitTemperature { return number + "°" }
        let width: Measurement<UnitType>.FormatStyle.UnitWidth
        switch unitStyle {
        case .short: width = .narrow
        case .long: width = .wide
        default: width = .abbreviated
        }
        return Measurement<UnitType>.FormatStyle.compose(number: number, value: shown.value, symbol: shown.unit.symbol, width: width,
                                                         englishNames: locale.language.languageCode?.identifier ?? "en" == "en")
    }

    public func string(from unit: Unit) -> String { unit.symbol }
}
