import Foundation

// HealthKit's unit strings, read: "kcal", "count/min", "mg/dL", "mL/(kg*min)", "m/s^2",
// "mmol<180.15588000005408>/L". A string is units joined by `*` and `/` (left to right), each
// optionally raised by `^n`, with parentheses; a unit is a known symbol, or an SI prefix and a
// symbol that takes one. The table below is the one place the units' sizes live.

/// A unit's size while parsing: factor to base units, offset and dimension exponents.
struct ParsedUnit {
    var factor: Double
    var offset = 0.0
    var dimensions: [String: Int]

    static let scalar = ParsedUnit(factor: 1, dimensions: [:])

    func times(_ other: ParsedUnit, power: Int = 1) -> ParsedUnit {
        ParsedUnit(factor: factor * pow(other.factor, Double(power)),
                   dimensions: dimensions.merging(other.dimensions.mapValues { $0 * power }, uniquingKeysWith: +)
                       .filter { $0.value != 0 })
    }
}

struct UnitStringParser {
    /// Each symbol's size in base units (gram, meter, second, kelvin). Sources: the SI and NIST
    /// definitions of the US customary and imperial units (an inch is exactly 2.54 cm, a pound
    /// 453.59237 g, a US fluid ounce 29.5735295625 mL, an imperial one 28.4130625 mL, a
    /// thermochemical calorie 4.184 J, a millimeter of mercury 133.322387415 Pa).
    static let atoms: [String: ParsedUnit] = {
        let milliliter = 1e-6  // m³
        let pascal = ["g": 1, "m": -1, "s": -2]
        let joule = ["g": 1, "m": 2, "s": -2]
        return [
            "g": ParsedUnit(factor: 1, dimensions: ["g": 1]),
            "oz": ParsedUnit(factor: 28.349523125, dimensions: ["g": 1]),
            "lb": ParsedUnit(factor: 453.59237, dimensions: ["g": 1]),
            "st": ParsedUnit(factor: 453.59237 * 14, dimensions: ["g": 1]),
            "m": ParsedUnit(factor: 1, dimensions: ["m": 1]),
            "in": ParsedUnit(factor: 0.0254, dimensions: ["m": 1]),
            "ft": ParsedUnit(factor: 0.3048, dimensions: ["m": 1]),
            "yd": ParsedUnit(factor: 0.9144, dimensions: ["m": 1]),
            "mi": ParsedUnit(factor: 1609.344, dimensions: ["m": 1]),
            "L": ParsedUnit(factor: 1000 * milliliter, dimensions: ["m": 3]),
            "fl_oz_us": ParsedUnit(factor: 29.5735295625 * milliliter, dimensions: ["m": 3]),
            "fl_oz_imp": ParsedUnit(factor: 28.4130625 * milliliter, dimensions: ["m": 3]),
            "pt_us": ParsedUnit(factor: 16 * 29.5735295625 * milliliter, dimensions: ["m": 3]),
            "pt_imp": ParsedUnit(factor: 20 * 28.4130625 * milliliter, dimensions: ["m": 3]),
            "cup_us": ParsedUnit(factor: 8 * 29.5735295625 * milliliter, dimensions: ["m": 3]),
            "cup_imp": ParsedUnit(factor: 10 * 28.4130625 * milliliter, dimensions: ["m": 3]),
            "Pa": ParsedUnit(factor: 1000, dimensions: pascal),
            "mmHg": ParsedUnit(factor: 1000 * 133.322387415, dimensions: pascal),
            "inHg": ParsedUnit(factor: 1000 * 3386.389, dimensions: pascal),
            "cmAq": ParsedUnit(factor: 1000 * 98.0665, dimensions: pascal),
            "atm": ParsedUnit(factor: 1000 * 101_325, dimensions: pascal),
            "s": ParsedUnit(factor: 1, dimensions: ["s": 1]),
            "min": ParsedUnit(factor: 60, dimensions: ["s": 1]),
            "hr": ParsedUnit(factor: 3600, dimensions: ["s": 1]),
            "d": ParsedUnit(factor: 86400, dimensions: ["s": 1]),
            "J": ParsedUnit(factor: 1000, dimensions: joule),
            "cal": ParsedUnit(factor: 1000 * 4.184, dimensions: joule),
            "Cal": ParsedUnit(factor: 1000 * 4184, dimensions: joule),
            "K": ParsedUnit(factor: 1, dimensions: ["K": 1]),
            "degC": ParsedUnit(factor: 1, offset: 273.15, dimensions: ["K": 1]),
            "degF": ParsedUnit(factor: 5.0 / 9, offset: 459.67 * 5 / 9, dimensions: ["K": 1]),
            "count": .scalar,
            "%": ParsedUnit(factor: 0.01, dimensions: [:]),
            "Hz": ParsedUnit(factor: 1, dimensions: ["s": -1]),
        ]
    }()

    /// Symbols that take an SI prefix ("kcal", "mg", "dL", "ms", "kPa").
    static let prefixable: Set<String> = ["g", "m", "L", "Pa", "s", "J", "cal", "Hz", "K"]

    /// Longer spellings first, so that "da" and "mc" are not read as "d" and "m".
    static let prefixes: [HKMetricPrefix] = [.deca, .micro, .femto, .pico, .nano, .milli, .centi, .deci,
                                             .hecto, .kilo, .mega, .giga, .tera]

    private let characters: [Character]
    private var position = 0

    init(_ text: String) { characters = Array(text) }

    mutating func parse() -> ParsedUnit? {
        guard !characters.isEmpty, var unit = expression(), position == characters.count else { return nil }
        // A temperature alone keeps its offset; in a compound unit only differences convert.
        let whole = String(characters)
        if let atom = Self.atoms[whole] { unit.offset = atom.offset }
        return unit
    }

    private mutating func expression() -> ParsedUnit? {
        guard var unit = factor() else { return nil }
        while position < characters.count, characters[position] == "*" || characters[position] == "/" {
            let divide = characters[position] == "/"
            position += 1
            guard let next = factor() else { return nil }
            unit = unit.times(next, power: divide ? -1 : 1)
        }
        return unit
    }

    private mutating func factor() -> ParsedUnit? {
        guard let base = primary() else { return nil }
        guard position < characters.count, characters[position] == "^" else { return base }
        position += 1
        var digits = ""
        if position < characters.count, characters[position] == "-" { digits.append("-"); position += 1 }
        while position < characters.count, characters[position].isNumber { digits.append(characters[position]); position += 1 }
        guard let power = Int(digits) else { return nil }
        return ParsedUnit.scalar.times(base, power: power)
    }

    private mutating func primary() -> ParsedUnit? {
        if position < characters.count, characters[position] == "(" {
            position += 1
            guard let inner = expression(), position < characters.count, characters[position] == ")" else { return nil }
            position += 1
            return inner
        }
        var symbol = ""
        var inAngle = false
        while position < characters.count {
            let character = characters[position]
            if !inAngle, "*/^()".contains(character) { break }
            if character == "<" { inAngle = true } else if character == ">" { inAngle = false }
            symbol.append(character)
            position += 1
        }
        return Self.atom(symbol)
    }

    /// A symbol, a prefixed symbol, `1` (the scalar of "1/s") or a mole of a molar mass.
    static func atom(_ symbol: String) -> ParsedUnit? {
        if symbol == "1" { return .scalar }
        if let unit = atoms[symbol] { return unit }
        for prefix in prefixes where symbol.hasPrefix(prefix.symbol) {
            let rest = String(symbol.dropFirst(prefix.symbol.count))
            if prefixable.contains(rest), let unit = atoms[rest] {
                return ParsedUnit(factor: unit.factor * prefix.factor, dimensions: unit.dimensions)
            }
            if let mole = mole(rest) { return ParsedUnit(factor: mole.factor * prefix.factor, dimensions: mole.dimensions) }
        }
        return mole(symbol)
    }

    /// "mol<180.156>": moles of a substance of that molar mass (g/mol), a mass.
    private static func mole(_ symbol: String) -> ParsedUnit? {
        guard symbol.hasPrefix("mol<"), symbol.hasSuffix(">"),
              let grams = Double(symbol.dropFirst(4).dropLast()), grams > 0, grams.isFinite else { return nil }
        return ParsedUnit(factor: grams, dimensions: ["g": 1])
    }
}
