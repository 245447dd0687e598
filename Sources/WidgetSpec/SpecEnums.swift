import WidgetRender

// The enumerations a spec may name, each with SwiftUI's spelling. `KeyValuePairs` keeps the
// order in which error messages and the schema list them.

enum SpecEnums {
    static let horizontalAlignment: KeyValuePairs<String, HorizontalAlignment> = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]
    static let verticalAlignment: KeyValuePairs<String, VerticalAlignment> = [
        "top": .top, "center": .center, "bottom": .bottom,
        "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]
    static let alignment: KeyValuePairs<String, Alignment> = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
        "bottomTrailing": .bottomTrailing,
    ]
    static let unitPoint: KeyValuePairs<String, UnitPoint> = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
        "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
    static let textStyle: KeyValuePairs<String, Font> = [
        "largeTitle": .largeTitle, "title": .title, "title2": .title2, "title3": .title3,
        "headline": .headline, "subheadline": .subheadline, "body": .body, "callout": .callout,
        "footnote": .footnote, "caption": .caption, "caption2": .caption2,
    ]
    static let fontWeight: KeyValuePairs<String, Font.Weight> = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]
    static let fontDesign: KeyValuePairs<String, Font.Design> = [
        "default": .default, "serif": .serif, "rounded": .rounded, "monospaced": .monospaced,
    ]
    static let textAlignment: KeyValuePairs<String, TextAlignment> = [
        "leading": .leading, "center": .center, "trailing": .trailing,
    ]
    static let truncationMode: KeyValuePairs<String, Text.TruncationMode> = [
        "head": .head, "middle": .middle, "tail": .tail,
    ]
    static let textCase: KeyValuePairs<String, Text.Case> = ["uppercase": .uppercase, "lowercase": .lowercase]
    static let contentMode: KeyValuePairs<String, ContentMode> = ["fit": .fit, "fill": .fill]
    static let cornerStyle: KeyValuePairs<String, RoundedCornerStyle> = ["continuous": .continuous, "circular": .circular]
    static let accentedRenderingMode: KeyValuePairs<String, WidgetAccentedRenderingMode> = [
        "accented": .accented, "desaturated": .desaturated, "accentedDesaturated": .accentedDesaturated,
        "fullColor": .fullColor,
    ]
    static let templateRenderingMode: KeyValuePairs<String, Image.TemplateRenderingMode> = [
        "template": .template, "original": .original,
    ]
    static let interpolation: KeyValuePairs<String, Image.Interpolation> = [
        "none": .none, "low": .low, "medium": .medium, "high": .high,
    ]
    static let imageScale: KeyValuePairs<String, Image.Scale> = ["small": .small, "medium": .medium, "large": .large]
    static let redactionReason: KeyValuePairs<String, RedactionReasons> = [
        "placeholder": .placeholder, "privacy": .privacy,
    ]
    static let dateStyle: KeyValuePairs<String, Text.DateStyle> = [
        "time": .time, "date": .date, "relative": .relative, "offset": .offset, "timer": .timer,
    ]
    static let axes: KeyValuePairs<String, Axis.Set> = [
        "horizontal": .horizontal, "vertical": .vertical, "both": [.horizontal, .vertical],
    ]
    static let material: KeyValuePairs<String, Material> = [
        "ultraThinMaterial": .ultraThinMaterial, "thinMaterial": .thinMaterial, "regularMaterial": .regularMaterial,
        "thickMaterial": .thickMaterial, "ultraThickMaterial": .ultraThickMaterial,
    ]
    static let hierarchical: KeyValuePairs<String, HierarchicalShapeStyle> = [
        "primary": .primary, "secondary": .secondary, "tertiary": .tertiary, "quaternary": .quaternary,
        "quinary": .quinary,
    ]
    static let color: KeyValuePairs<String, Color> = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
        "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
        "gray": .gray, "black": .black, "white": .white, "clear": .clear, "primary": .primary,
        "secondary": .secondary, "accentColor": .accentColor,
    ]

    static func names<T>(_ table: KeyValuePairs<String, T>) -> [String] { table.map(\.key) }
}
