import Foundation
import WidgetRender

/// `Text:` content: a string with `{{variables}}`, a date (`{date: -52m, style: time}`), or a
/// list of those concatenated, as `Text("a") + Text(date, style: .time)`.
enum TextParsing {
    static func text(_ value: SpecValue, parser: SpecParser) throws -> (LoweringContext) -> Text {
        if value.isSequence {
            try parser.budget.count(value.items().count, at: value)
            let pieces = try value.items().map { try piece($0, parser: parser) }
            guard !pieces.isEmpty else { throw value.error("'Text' needs at least one piece") }
            return { context in
                // `consume` hands the text on, so appending n pieces is linear (see `Text.+`).
                var text = pieces[0](context)
                for piece in pieces.dropFirst() { text = (consume text) + piece(context) }
                return text
            }
        }
        return try piece(value, parser: parser)
    }

    private static func piece(_ value: SpecValue, parser: SpecParser) throws -> (LoweringContext) -> Text {
        if value.isMapping {
            if let other = try SpecTextPieces.piece(value, parser: parser) { return other }
            let fields = try value.fields(for: "Text", allowed: ["date", "style"])
            guard let dateValue = fields["date"] else { throw value.error("a date text needs 'date'") }
            let date = try SpecDate(dateValue, for: "date")
            let style = try fields["style"].map { try $0.oneOf(SpecEnums.dateStyle, for: "style") } ?? .date
            return { Text(date.date(relativeTo: $0.environment.renderDate), style: style) }
        }
        let template = try parser.template(try value.text(for: "Text"), at: value)
        return { Text(verbatim: template.render($0.values)) }
    }
}
