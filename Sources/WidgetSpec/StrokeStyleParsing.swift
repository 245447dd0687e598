import Foundation
import WidgetRender

/// `StrokeStyle` fields in a spec's `stroke:` / `strokeBorder:` mapping, beside `style`:
/// `{style: blue, lineWidth: 4, lineCap: round, lineJoin: bevel, miterLimit: 4, dash: [6, 3], dashPhase: 2}`,
/// SwiftUI's `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)` with its defaults.
enum StrokeStyleParsing {
    static let fields = ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]
    static let lineCap: KeyValuePairs<String, CGLineCap> = ["butt": .butt, "round": .round, "square": .square]
    static let lineJoin: KeyValuePairs<String, CGLineJoin> = ["miter": .miter, "round": .round, "bevel": .bevel]

    /// The schema's description of the same fields.
    static let shapes: [(name: String, shape: ValueShape)] = [
        ("lineWidth", .number), ("lineCap", .enumeration(SpecEnums.names(lineCap))),
        ("lineJoin", .enumeration(SpecEnums.names(lineJoin))), ("miterLimit", .number), ("dash", .list(.number)),
        ("dashPhase", .number),
    ]

    static func strokeStyle(_ fields: [String: SpecValue]) throws -> StrokeStyle {
        var style = StrokeStyle()
        if let given = fields["lineWidth"] { style.lineWidth = CGFloat(try given.nonNegative(for: "lineWidth")) }
        if let given = fields["lineCap"] { style.lineCap = try given.oneOf(lineCap, for: "lineCap") }
        if let given = fields["lineJoin"] { style.lineJoin = try given.oneOf(lineJoin, for: "lineJoin") }
        if let given = fields["miterLimit"] { style.miterLimit = CGFloat(try given.nonNegative(for: "miterLimit")) }
        if let given = fields["dash"] {
            guard given.isSequence else { throw given.typeError("a list of lengths", for: "dash") }
            style.dash = try given.items().map { CGFloat(try $0.nonNegative(for: "dash")) }
        }
        if let given = fields["dashPhase"] { style.dashPhase = CGFloat(try given.number(for: "dashPhase")) }
        return style
    }
}
