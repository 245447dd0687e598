import WidgetText
import WidgetResolved
import Foundation

// Foundation APIs widget code calls on iOS that swift-corelibs-foundation lacks on Linux,
// so that such code compiles unchanged. Output is deterministic: en_US_POSIX number formatting,
// units as written (no locale-preferred conversion, unlike iOS).

extension Measurement {
    /// Formats a measurement as "95 mg" (abbreviated), "95mg" (narrow) or "95 milligrams" (wide).
    public struct FormatStyle: Foundation.FormatStyle {
        public enum UnitWidth: String, Codable, Hashable, Sendable { case wide, abbreviated, narrow }

        public var width: UnitWidth
        public var numberFormatStyle: FloatingPointFormatStyle<Double>

        public init(width: UnitWidth = .abbreviated,
                    numberFormatStyle: FloatingPointFormatStyle<Double> = .number) {
            self.width = width
            self.numberFormatStyle = numberFormatStyle.locale(Locale(identifier: "en_US_POSIX"))
        }

        /// The number in `locale`'s digits and separators; `Text(_:format:)` passes the environment's.
        /// Wide unit names are English: in another language the symbol is shown (docs/text.md).
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.numberFormatStyle = numberFormatStyle.locale(locale)
            copy.usesEnglishNames = locale.language.languageCode?.identifier ?? "en" == "en"
            return copy
        }

        var usesEnglishNames = true

        public func format(_ value: Measurement<UnitType>) -> String {
            let number = numberFormatStyle.format(value.value)
            let symbol = value.unit.symbol
            switch width {
            case .narrow: return number + symbol
            case .abbreviated: return symbol.hasPrefix("°") ? number + symbol : number + " " + symbol
            case .wide:
                guard usesEnglishNames, let names = UnitNames.wide[symbol] else { return number + " " + symbol }
                return number + " " + (value.value == 1 ? names.singular : names.plural)
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
        numberFormatStyle: FloatingPointFormatStyle<Double> = .number
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, numberFormatStyle: numberFormatStyle)
    }
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
