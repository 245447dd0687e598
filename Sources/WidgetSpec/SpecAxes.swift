import Foundation
import WidgetRender

// The spec's `axes:` list: environment settings to render each widget in besides its themes
// (Dynamic Type size, locale, layout direction, Bold Text, OS release), as `EnvironmentAxes`.
//
//   axes:
//     - {}                                   # the defaults
//     - {dynamicTypeSize: accessibility3}
//     - {locale: ar}                         # right to left, as Arabic is
//     - {locale: ja, boldText: true}
//     - {layoutDirection: rightToLeft}
//     - {osRelease: 18}                      # iOS 18's system colors and controls

enum SpecAxes {
    static let fields = ["dynamicTypeSize", "locale", "layoutDirection", "boldText", "osRelease"]

    /// The shape of one item, for the JSON Schema.
    static var shape: ValueShape {
        .object([("dynamicTypeSize", .enumeration(DynamicTypeSize.allCases.map(\.name))),
                 ("locale", .string),
                 ("layoutDirection", .enumeration(LayoutDirection.allCases.map(\.rawValue))),
                 ("boldText", .boolean),
                 ("osRelease", .integer)])
    }

    static func parse(_ list: SpecValue, warnings: inout [SpecError]) throws -> [EnvironmentAxes] {
        guard list.isSequence else { throw list.typeError("a list of axes such as {dynamicTypeSize: accessibility3}", for: "axes") }
        return try SpecDocument.deduplicated(list.items(), field: "axes", warnings: &warnings, key: \.description) { item in
            let fields = try item.fields(for: "axes", allowed: fields)
            var axes = EnvironmentAxes()
            if let value = fields["dynamicTypeSize"] {
                let name = try value.string(for: "dynamicTypeSize")
                guard let size = DynamicTypeSize(name: name) else {
                    throw value.error("'dynamicTypeSize' has no value '\(RenderLimits.excerpt(name))'"
                                      + Suggestion.hint(for: name, in: DynamicTypeSize.allCases.map(\.name)))
                }
                axes.dynamicTypeSize = size
            }
            if let value = fields["locale"] {
                let identifier = try value.string(for: "locale")
                guard !identifier.isEmpty, identifier.count <= 40, identifier.first?.isLetter == true,
                      identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else {
                    throw value.error("'locale' \"\(RenderLimits.excerpt(identifier))\" is not a locale identifier such as ar, ja or de_DE")
                }
                axes.locale = Locale(identifier: identifier)
            }
            if let value = fields["layoutDirection"] {
                axes.layoutDirection = try value.oneOf(["leftToRight": LayoutDirection.leftToRight,
                                                        "rightToLeft": .rightToLeft], for: "layoutDirection")
            }
            if let value = fields["boldText"] { axes.legibilityWeight = try value.bool(for: "boldText") ? .bold : .regular }
            if let value = fields["osRelease"] {
                let number = try value.integer(for: "osRelease")
                guard let release = OSRelease(rawValue: number) else {
                    throw value.error("'osRelease' has no value \(number); valid: "
                                      + OSRelease.numbers)
                }
                axes.osRelease = release
            }
            return axes
        }
    }
}
