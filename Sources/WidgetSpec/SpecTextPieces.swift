import Foundation
import WidgetRender

// Text pieces beyond a template and a date (issue #14): Markdown, a timer, and a number in a
// format style, each lowering to the Text initializer Swift code would call:
//   {markdown: "**{{count}}** cups"}           Text(LocalizedStringKey("**3** cups"))  (inline Markdown)
//   {timerInterval: {from: -5m, to: +20m}, countsDown: true}   Text(timerInterval:countsDown:)
//   {number: 0.42, format: percent}            Text(0.42, format: .percent)
// Dates are offsets from the render date or ISO 8601 instants (SpecDate).

enum SpecTextPieces {
    static let numberFormats = ["number", "percent", "currency"]
    static let fields = ["markdown", "timerInterval", "countsDown", "number", "format", "currencyCode"]

    /// The schema's description of these pieces.
    static let shapes: [ValueShape] = [
        .object([("markdown", .string)], required: ["markdown"]),
        .object([("timerInterval", interval), ("countsDown", .boolean)], required: ["timerInterval"]),
        .object([("number", .number), ("format", .enumeration(numberFormats)), ("currencyCode", .string)], required: ["number"]),
    ]
    static let interval = ValueShape.object([("from", .string), ("to", .string)], required: ["from", "to"])

    /// The piece `value` (a mapping with one of `markdown`, `timerInterval`, `number`), or nil when
    /// it names none of them (the caller's date form then applies).
    static func piece(_ value: SpecValue, parser: SpecParser) throws -> ((LoweringContext) -> Text)? {
        let keys = try value.entries(for: "Text").map(\.key)
        if keys.contains("markdown") {
            let fields = try value.fields(for: "Text", allowed: ["markdown"])
            guard let given = fields["markdown"] else { return nil }
            let template = try parser.template(try given.text(for: "markdown"), at: given)
            return { Text(LocalizedStringKey(template.render($0.values))) }
        }
        if keys.contains("timerInterval") {
            let fields = try value.fields(for: "Text", allowed: ["timerInterval", "countsDown"])
            guard let given = fields["timerInterval"] else { return nil }
            let (from, to) = try dates(given)
            let countsDown = try fields["countsDown"]?.bool(for: "countsDown") ?? true
            return { context in
                let renderDate = context.environment.renderDate
                let start = from.date(relativeTo: renderDate), end = to.date(relativeTo: renderDate)
                return Text(timerInterval: start...max(start, end), countsDown: countsDown)
            }
        }
        if keys.contains("number") {
            let fields = try value.fields(for: "Text", allowed: ["number", "format", "currencyCode"])
            guard let given = fields["number"] else { return nil }
            let number = try given.number(for: "number")
            let format = try fields["format"]?.oneOf(["number": 0, "percent": 1, "currency": 2], for: "format") ?? 0
            if format == 2 {
                guard let codeValue = fields["currencyCode"] else { throw value.error("a currency needs 'currencyCode' (e.g. EUR)") }
                let code = try codeValue.string(for: "currencyCode")
                guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
                    throw codeValue.error("'currencyCode': \"\(RenderLimits.excerpt(code))\" is not an ISO 4217 code (e.g. EUR, USD)")
                }
                return { _ in Text(number, format: .currency(code: code)) }
            }
            if let code = fields["currencyCode"] { throw code.error("'currencyCode' goes with 'format: currency'") }
            return { _ in format == 1 ? Text(number, format: .percent) : Text(number, format: .number) }
        }
        return nil
    }

    /// `{from: -5m, to: +20m}`: from must not be after to.
    static func dates(_ value: SpecValue) throws -> (SpecDate, SpecDate) {
        let fields = try value.fields(for: "timerInterval", allowed: ["from", "to"])
        guard let fromValue = fields["from"], let toValue = fields["to"] else {
            throw value.error("'timerInterval' needs 'from' and 'to' (dates or offsets such as -5m, +20m)")
        }
        let from = try SpecDate(fromValue, for: "from"), to = try SpecDate(toValue, for: "to")
        // Both offsets or both instants compare the same at every render date; a mixed interval is
        // clamped when it is lowered (an empty interval at its start), since lowering never fails.
        if case .offset(let a) = from, case .offset(let b) = to, a > b {
            throw value.error("'timerInterval': 'from' is after 'to'")
        }
        if case .absolute(let a) = from, case .absolute(let b) = to, a > b {
            throw value.error("'timerInterval': 'from' is after 'to'")
        }
        return (from, to)
    }
}
