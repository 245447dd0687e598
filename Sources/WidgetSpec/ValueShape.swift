/// What a spec field accepts, described as data: the parser's definitions carry one, and the
/// JSON Schema (`docs/spec.schema.json`) is generated from them, so names and types have one source.
indirect enum ValueShape {
    case string
    case number
    /// A number, or `infinity` (as in `frame: {maxWidth: infinity}`).
    case numberOrInfinity
    case integer
    case boolean
    /// A flag modifier written `name: true` (SwiftUI's argument-less modifiers).
    case flag
    case null
    case enumeration([String])
    /// A shared definition in the schema's `$defs` (view, views, color, style, font, condition …).
    case reference(String)
    /// A mapping with these fields (in this order); none required unless listed.
    case object([(name: String, shape: ValueShape)], required: [String] = [])
    case list(ValueShape)
    case anyOf([ValueShape])
}
