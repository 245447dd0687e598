import WidgetText
import WidgetResolved
import Foundation

// Foundation APIs widget code calls on iOS that swift-corelibs-foundation lacks on Linux,
// so that such code compiles unchanged. Output is deterministic: en_US_POSIX number formatting
// unless a locale is given; temperatures follow the locale's preferred unit as on iOS, other units
// are shown as written (docs/text.md, "Formatting").

extension Measurement {
    /// Formats a measurement as "95 mg" (abbreviated), "95mg" (narrow) or "95 milligrams" (wide).
    public struct FormatStyle: Foundation.FormatStyle {
        public enum UnitWidth: String, Codable, Hashable, Sendable { case wide, abbreviated, narrow }

        public var width: UnitWidth
        public var usage: MeasurementFormatUnitUsage<UnitType>
        public var numberFormatStyle: FloatingPointFormatStyle<Double>

        public init(width: UnitWidth = .abbreviated, locale: Locale = Locale(identifier: "en_US_POSIX"),
                    usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double> = .number) {
            self.width = width
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
            self = self.locale(locale)
        }

        /// The number in `locale`'s digits and separators; `Text(_:format:)` passes the environment's.
        /// Wide unit names are English: in another language the symbol is shown (docs/text.md).
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.numberFormatStyle = numberFormatStyle.locale(locale)
            copy.usesEnglishNames = locale.language.languageCode?.identifier ?? "en" == "en"
            copy.prefersFahrenheit = MeasurementFormatUnitUsage<UnitType>.prefersFahrenheit(locale)
            return copy
        }

        var usesEnglishNames = true
        var prefersFahrenheit = true

        public func format(_ value: Measurement<UnitType>) -> String {
            let shown = usage.converted(value, fahrenheit: prefersFahrenheit)
            return Self.compose(number: numberFormatStyle.format(shown.value), value: shown.value, symbol: shown.unit.symbol,
                                width: width, englishNames: usesEnglishNames)
        }

        /// The number and the unit as `width` writes them; `MeasurementFormatter` shares it.
        static func compose(number: String, value: Double, symbol: String, width: UnitWidth, englishNames: Bool) -> String {
            switch width {
            case .narrow: return number + symbol
            case .abbreviated: return symbol.hasPrefix("°") ? number + symbol : number + " " + symbol
            case .wide:
                guard englishNames, let names = UnitNames.wide[symbol] else { return number + " " + symbol }
                return number + " " + (value == 1 ? names.singular : names.plural)
            }
        }
    }

    public func formatted() -> String { FormatStyle().format(self) }

    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    public static func measurement<UnitType: Unit>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double> = .number
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// What a measurement is for, as Foundation's `MeasurementFormatUnitUsage`: every usage but
/// `.asProvided` shows a temperature in the locale's preferred unit, °F in the regions CLDR lists
/// for Fahrenheit and °C elsewhere (docs/platform.md §11). Other dimensions are shown as written
/// (our rule: CLDR's per-usage preferences for lengths, masses and volumes are not modelled).
public struct MeasurementFormatUnitUsage<UnitType: Unit>: Hashable, Codable, Sendable {
    let convertsTemperature: Bool

    public static var general: Self { Self(convertsTemperature: true) }
    public static var asProvided: Self { Self(convertsTemperature: false) }

    /// CLDR `unitPreferenceData`, temperature: Fahrenheit in BS, BZ, KY, PR, PW and US.
    static func prefersFahrenheit(_ locale: Locale) -> Bool {
        ["US", "BS", "BZ", "KY", "PR", "PW"].contains(locale.region?.identifier ?? "")
    }

    func converted(_ value: Measurement<UnitType>, fahrenheit: Bool) -> Measurement<UnitType> {
        guard convertsTemperature, let unit = value.unit as? UnitTemperature else { return value }
        let target: UnitTemperature = fahrenheit ? .fahrenheit : .celsius
        guard unit != target, let typedTarget = target as? UnitType else { return value }
        return Measurement(value: Measurement(value: value.value, unit: unit).converted(to: target).value, unit: typedTarget)
    }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    public static var weather: Self { .general }
    public static var person: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    public static var person: Self { .general }
    public static var personHeight: Self { .general }
    public static var road: Self { .general }
    public static var rainfall: Self { .general }
    public static var snowfall: Self { .general }
    public static var visibility: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    public static var wind: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { .general }
    public static var workout: Self { .general }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    public static var liquid: Self { .general }
}

/// Full unit names for the units widgets commonly show, by symbol.
private enum UnitNames {
    static let wide: [String: (singular: String, plural: String)] = [
        "mg": ("milligram", "milligrams"), "g": ("gram", "grams"), "kg": ("kilogram", "kilograms"),
        "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"),
        "m": ("meter", "meters"), "km": ("kilometer", "kilometers"), "cm": ("centimeter", "centimeters"),
        "mi": ("mile", "miles"), "ft": ("foot", "feet"),
        "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"), "fl oz": ("fluid ounce", "fluid ounces"),
        "kcal": ("kilocalorie", "kilocalories"), "kJ": ("kilojoule", "kilojoules"),
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
        "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
    ]
}
