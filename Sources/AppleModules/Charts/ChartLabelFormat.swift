import Foundation
import WidgetRender

/// Our default axis label text (docs/charts.md "Axes"): numbers with grouping ("2,500") and as
/// many decimals as the step needs (at most 2); dates by the step between ticks: "6 AM" under a
/// day, "Jun 9" under 30 days, "Jun" after; categories as given. In en_US_POSIX.
enum ChartLabelFormat {
    static func step(of values: [ChartValue]) -> Double {
        let numbers = values.compactMap(\.continuous).sorted()
        return zip(numbers.dropFirst(), numbers).map { $0 - $1 }.filter { $0 > 0 }.min() ?? 1
    }

    static func text(_ value: ChartValue, step: Double, timeZone: TimeZone) -> String {
        switch value {
        case .category(let name): return name
        case .number(let number): return self.number(number, step: step)
        case .date(let date):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
            formatter.dateFormat = step < 86_400 ? "h a" : step < 2_592_000 ? "MMM d" : "MMM"
            return formatter.string(from: date)
        }
    }

    static func number(_ number: Double, step: Double) -> String {
        // The fewest decimals (0…2) that show the step exactly: 0.5 → 1, 0.25 → 2.
        let decimals = (0...2).first { d in
            let scaled = step * pow(10, Double(d))
            return abs(scaled - scaled.rounded()) < 1e-9
        } ?? 2
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = true
        formatter.groupingSeparator = ","
        formatter.groupingSize = 3
        formatter.minimumFractionDigits = decimals
        formatter.maximumFractionDigits = decimals
        return formatter.string(from: NSNumber(value: number == 0 ? 0 : number)) ?? String(number)
    }
}
