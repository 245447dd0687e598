import Foundation

// HealthKit's units and quantities, as widget code reads them: a step count, a distance in the
// person's unit, kilocalories, a heart rate in count/min, a blood glucose in mg/dL or mmol/L.
// Conversions are real (they need no health data): a unit is a scale factor on a product of base
// dimensions, so `HKQuantity(unit: .mile(), doubleValue: 1).doubleValue(for: .meter())` is
// 1609.344. The store (HealthKit.swift) has no data on a render machine.
//
// Glossary
// - Base dimensions: mass (gram), length (meter), time (second), temperature (kelvin). Energy,
//   volume, pressure and frequency are products of them (a joule is 1000 g·m²/s²), so compatible
//   units are exactly those with equal exponents. Count and percent are scalars (no dimension).
// - Unit string: HealthKit's spelling ("kcal", "count/min", "mg/dL", "mmol<180.156>/L"), which
//   `HKUnit(from:)` parses and `unitString` gives back.
// - Offset: temperatures other than kelvin start elsewhere (0 °C is 273.15 K); the offset applies to
//   a temperature unit on its own, and a compound unit with one converts differences only.

/// An SI prefix, as HealthKit's `HKMetricPrefix`.
public enum HKMetricPrefix: Int, Sendable {
    case none, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    var factor: Double {
        switch self {
        case .none: return 1
        case .femto: return 1e-15
        case .pico: return 1e-12
        case .nano: return 1e-9
        case .micro: return 1e-6
        case .milli: return 1e-3
        case .centi: return 1e-2
        case .deci: return 1e-1
        case .deca: return 1e1
        case .hecto: return 1e2
        case .kilo: return 1e3
        case .mega: return 1e6
        case .giga: return 1e9
        case .tera: return 1e12
        }
    }

    /// HealthKit's spelling in unit strings ("mc" for micro).
    var symbol: String {
        switch self {
        case .none: return ""
        case .femto: return "f"
        case .pico: return "p"
        case .nano: return "n"
        case .micro: return "mc"
        case .milli: return "m"
        case .centi: return "c"
        case .deci: return "d"
        case .deca: return "da"
        case .hecto: return "h"
        case .kilo: return "k"
        case .mega: return "M"
        case .giga: return "G"
        case .tera: return "T"
        }
    }
}

/// The molar mass of glucose in g/mol, as HealthKit's constant (blood glucose in mmol/L).
public let HKUnitMolarMassBloodGlucose = 180.15588000005408

/// A unit of measure, as HealthKit's `HKUnit`. Immutable.
public final class HKUnit: NSObject, Sendable {
    /// HealthKit's spelling of the unit.
    public let unitString: String
    /// One of this unit in base units (grams, meters, seconds, kelvins).
    let factor: Double
    /// Added after scaling, for a temperature unit alone (kelvin = °C + 273.15).
    let offset: Double
    /// Exponent of each base dimension ("g", "m", "s", "K"); none for scalars.
    let dimensions: [String: Int]

    init(_ unitString: String, factor: Double, offset: Double = 0, dimensions: [String: Int]) {
        self.unitString = unitString
        self.factor = factor
        self.offset = offset
        self.dimensions = dimensions.filter { $0.value != 0 }
    }

    /// Parses HealthKit's unit strings. HealthKit raises an exception (a crash) for one it cannot
    /// read; so does this, naming the string.
    public convenience init(from string: String) {
        var parser = UnitStringParser(string)
        guard let unit = parser.parse() else {
            preconditionFailure("HKUnit(from:): '\(string)' is not a unit string HealthKit reads")
        }
        self.init(string, factor: unit.factor, offset: unit.offset, dimensions: unit.dimensions)
    }

    public override var description: String { unitString }
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return factor == other.factor && offset == other.offset && dimensions == other.dimensions
    }
    public override var hash: Int { unitString.hashValue }

    // MARK: Compound units

    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit("\(unitString)*\(unit.unitString)", factor: factor * unit.factor,
               dimensions: dimensions.merging(unit.dimensions, uniquingKeysWith: +))
    }

    public func unitDivided(by unit: HKUnit) -> HKUnit {
        let text = unit.unitString.contains("*") || unit.unitString.contains("/") ? "(\(unit.unitString))" : unit.unitString
        return HKUnit("\(unitString)/\(text)", factor: factor / unit.factor,
                      dimensions: dimensions.merging(unit.dimensions.mapValues { -$0 }, uniquingKeysWith: +))
    }

    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit("\(unitString)^\(power)", factor: pow(factor, Double(power)), dimensions: dimensions.mapValues { $0 * power })
    }

    public func reciprocal() -> HKUnit {
        let text = unitString.contains("*") || unitString.contains("/") ? "(\(unitString))" : unitString
        return HKUnit("1/\(text)", factor: 1 / factor, dimensions: dimensions.mapValues { -$0 })
    }

    // MARK: HealthKit's units, by kind

    static func prefixed(_ prefix: HKMetricPrefix, _ symbol: String) -> HKUnit {
        guard let base = UnitStringParser.atoms[symbol] else { preconditionFailure("unknown unit \(symbol)") }
        return HKUnit(prefix.symbol + symbol, factor: base.factor * prefix.factor, offset: base.offset, dimensions: base.dimensions)
    }
    static func named(_ symbol: String) -> HKUnit { prefixed(.none, symbol) }

    // Mass
    public static func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "g") }
    public static func gram() -> HKUnit { named("g") }
    public static func ounce() -> HKUnit { named("oz") }
    public static func pound() -> HKUnit { named("lb") }
    public static func stone() -> HKUnit { named("st") }
    /// Moles of a substance of `gramsPerMole`, compatible with mass.
    public static func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> HKUnit {
        HKUnit("\(prefix.symbol)mol<\(gramsPerMole)>", factor: prefix.factor * gramsPerMole, dimensions: ["g": 1])
    }
    public static func moleUnit(withMolarMass gramsPerMole: Double) -> HKUnit { moleUnit(with: .none, molarMass: gramsPerMole) }
    // Length
    public static func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "m") }
    public static func meter() -> HKUnit { named("m") }
    public static func inch() -> HKUnit { named("in") }
    public static func foot() -> HKUnit { named("ft") }
    public static func yard() -> HKUnit { named("yd") }
    public static func mile() -> HKUnit { named("mi") }
    // Volume
    public static func literUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "L") }
    public static func liter() -> HKUnit { named("L") }
    public static func fluidOunceUS() -> HKUnit { named("fl_oz_us") }
    public static func fluidOunceImperial() -> HKUnit { named("fl_oz_imp") }
    public static func pintUS() -> HKUnit { named("pt_us") }
    public static func pintImperial() -> HKUnit { named("pt_imp") }
    public static func cupUS() -> HKUnit { named("cup_us") }
    public static func cupImperial() -> HKUnit { named("cup_imp") }
    // Pressure
    public static func pascalUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "Pa") }
    public static func pascal() -> HKUnit { named("Pa") }
    public static func millimeterOfMercury() -> HKUnit { named("mmHg") }
    public static func inchesOfMercury() -> HKUnit { named("inHg") }
    public static func centimeterOfWater() -> HKUnit { named("cmAq") }
    public static func atmosphere() -> HKUnit { named("atm") }
    // Time
    public static func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "s") }
    public static func second() -> HKUnit { named("s") }
    public static func minute() -> HKUnit { named("min") }
    public static func hour() -> HKUnit { named("hr") }
    public static func day() -> HKUnit { named("d") }
    // Energy
    public static func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "J") }
    public static func joule() -> HKUnit { named("J") }
    public static func kilocalorie() -> HKUnit { prefixed(.kilo, "cal") }
    /// The food calorie (Cal), a kilocalorie.
    public static func largeCalorie() -> HKUnit { named("Cal") }
    public static func smallCalorie() -> HKUnit { named("cal") }
    // Temperature
    public static func degreeCelsius() -> HKUnit { named("degC") }
    public static func degreeFahrenheit() -> HKUnit { named("degF") }
    public static func kelvin() -> HKUnit { named("K") }
    // Scalars and frequency
    public static func count() -> HKUnit { named("count") }
    public static func percent() -> HKUnit { named("%") }
    public static func hertzUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "Hz") }
    public static func hertz() -> HKUnit { named("Hz") }
}

/// An amount in a unit, as HealthKit's `HKQuantity`.
public final class HKQuantity: NSObject, Sendable {
    private let value: Double
    private let unit: HKUnit

    public init(unit: HKUnit, doubleValue value: Double) { self.unit = unit; self.value = value }

    /// True when `unit` measures the same dimension.
    public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimensions == self.unit.dimensions }

    /// The amount in `unit`. HealthKit raises an exception (a crash) for an incompatible unit; so
    /// does this, naming both.
    public func doubleValue(for unit: HKUnit) -> Double {
        precondition(`is`(compatibleWith: unit),
                     "HKQuantity.doubleValue(for:): \(self.unit.unitString) cannot be converted to \(unit.unitString)")
        let base = value * self.unit.factor + self.unit.offset
        return (base - unit.offset) / unit.factor
    }

    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }

    public override var description: String { "\(value) \(unit.unitString)" }
}
