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
            let fields = try value.fields(for: "Text", allowed: ["date", "style", "key", "arguments", "table"])
            if let key = fields["key"] { return try localized(key, fields: fields, parser: parser) }
            guard let dateValue = fields["date"] else { throw value.error("a date text needs 'date'") }
            let date = try SpecDate(dateValue, for: "date")
            let style = try fields["style"].map { try $0.oneOf(SpecEnums.dateStyle, for: "style") } ?? .date
            return { Text(date.date(relativeTo: $0.environment.renderDate), style: style) }
        }
        let template = try parser.template(try value.text(for: "Text"), at: value)
        return { Text(verbatim: template.render($0.values)) }
    }

    /// `Text: {key: "%lld cups", arguments: [3], table: Widgets}`: a key translated with the spec's
    /// `localizations` for the axes' locale, as `Text("\(count) cups", tableName:)` (docs/localization.md).
    private static func localized(_ keyValue: SpecValue, fields: [String: SpecValue], parser: SpecParser) throws -> (LoweringContext) -> Text {
        if fields["date"] != nil || fields["style"] != nil {
            throw keyValue.error("a Text has either 'key' or 'date', not both")
        }
        let key = try keyValue.string(for: "key")
        let table = try fields["table"].map { try $0.string(for: "table") }
        var arguments: [LocalizedStringKey.PlainArgument] = []
        if let list = fields["arguments"] {
            guard list.isSequence else { throw list.typeError("a list of numbers and strings", for: "arguments") }
            try parser.budget.count(list.items().count, at: list)
            for item in list.items() {
                if let integer = try? item.integer(for: "arguments") {
                    arguments.append(.integer(Int64(integer)))
                } else if let number = try? item.number(for: "arguments") {
                    arguments.append(.double(number))
                } else {
                    arguments.append(.string(try item.text(for: "arguments")))
                }
            }
        }
        let localizedKey = LocalizedStringKey(key: key, arguments: arguments)
        return { _ in Text(localizedKey, tableName: table) }
    }
}
