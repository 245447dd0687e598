import Foundation
import WidgetRender

/// A type whose values a chart can place on an axis, as Swift Charts' `Plottable`. Numbers, `String`
/// (categories) and `Date` are primitive; other types (a `String`- or `Int`-backed enum, a wrapper)
/// lower themselves through `primitivePlottable`.
public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    public var primitivePlottable: RawValue { rawValue }
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// What a chart does with a value: a number, a category, or an instant.
enum ChartValue: Hashable {
    case number(Double)
    case category(String)
    case date(Date)

    /// The position on a continuous scale (dates: seconds since 1970); nil for a category.
    var continuous: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }

    var categoryName: String {
        switch self {
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .category(let name): name
        case .date(let date): String(describing: date)
        }
    }
}

/// The primitive plottable types say what they are directly.
protocol PrimitiveChartValue { var chartValue: ChartValue { get } }

/// Lowers any plottable to a chart value, following `primitivePlottable` (at most 8 levels; a type
/// that never reaches a primitive is a category named by `String(describing:)`, our rule).
func chartValue<P: Plottable>(of value: P, depth: Int = 0) -> ChartValue {
    if let primitive = value as? PrimitiveChartValue { return primitive.chartValue }
    if depth >= 8 { return .category(String(describing: value)) }
    return chartValue(of: value.primitivePlottable, depth: depth + 1)
}

extension Int: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension Int8: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Int8 { self }
    public init?(primitivePlottable: Int8) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension Int16: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Int16 { self }
    public init?(primitivePlottable: Int16) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension Int32: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Int32 { self }
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension Int64: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Int64 { self }
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt: Plottable, PrimitiveChartValue {
    public var primitivePlottable: UInt { self }
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt8: Plottable, PrimitiveChartValue {
    public var primitivePlottable: UInt8 { self }
    public init?(primitivePlottable: UInt8) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt16: Plottable, PrimitiveChartValue {
    public var primitivePlottable: UInt16 { self }
    public init?(primitivePlottable: UInt16) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt32: Plottable, PrimitiveChartValue {
    public var primitivePlottable: UInt32 { self }
    public init?(primitivePlottable: UInt32) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension UInt64: Plottable, PrimitiveChartValue {
    public var primitivePlottable: UInt64 { self }
    public init?(primitivePlottable: UInt64) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension Double: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension Float: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}
extension CGFloat: Plottable, PrimitiveChartValue {
    public var primitivePlottable: CGFloat { self }
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
    var chartValue: ChartValue { .number(Double(self)) }
}

extension String: Plottable, PrimitiveChartValue {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
    var chartValue: ChartValue { .category(self) }
}

extension Date: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    var chartValue: ChartValue { .date(self) }
}

/// A value and its label, as Swift Charts' `PlottableValue`: `.value("Steps", 5_000)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: ChartValue
    /// For dates given with a unit: the unit's interval (a bar spans it, other marks sit at its middle).
    let span: (start: Date, end: Date)?

    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: chartValue(of: value), span: nil)
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: chartValue(of: value), span: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for the whole `unit` that contains it (`.day`: that day, in `calendar`).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        // Our rule: no calendar given = gregorian in UTC (renders never depend on the machine's zone).
        let calendar = calendar ?? ChartCalendar.utc
        guard let interval = calendar.dateInterval(of: unit, for: value) else {
            return PlottableValue(label: String(label), value: .date(value), span: nil)
        }
        let middle = interval.start.addingTimeInterval(interval.duration / 2)
        return PlottableValue(label: String(label), value: .date(middle), span: (interval.start, interval.end))
    }
}

enum ChartCalendar {
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
}

/// Foundation's `Decimal` (money, measured amounts) plots as the number it holds, as in Swift Charts;
/// drawing needs no more precision than a `Double`'s.
extension Decimal: Plottable, PrimitiveChartValue {
    public var primitivePlottable: Decimal { self }
    public init?(primitivePlottable: Decimal) { self = primitivePlottable }
    var chartValue: ChartValue { .number(NSDecimalNumber(decimal: self).doubleValue) }
}
