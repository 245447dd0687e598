import Foundation
import WidgetRender

/// `Image: latte` (an asset next to the spec, or a bundled one) and `Image: {systemName: clock}`.
/// Both are checked while parsing, so a missing asset is reported at its line, not mid-render.
enum ImageParsing {
    static func image(_ value: SpecValue, parser: SpecParser) throws -> (LoweringContext) -> Image {
        guard value.isMapping else {
            let name = try checkedAsset(value, parser: parser)
            return { _ in Image(name) }
        }
        let fields = try value.fields(for: "Image", allowed: ["name", "systemName"])
        if let symbol = fields["systemName"] {
            let name = try checkedSymbol(symbol)
            return { _ in Image(systemName: name) }
        }
        guard let asset = fields["name"] else { throw value.error("'Image' needs 'name' or 'systemName'") }
        let name = try checkedAsset(asset, parser: parser)
        return { _ in Image(name) }
    }

    static func checkedAsset(_ value: SpecValue, parser: SpecParser) throws -> String {
        let name = try value.string(for: "Image")
        do {
            _ = try parser.images.image(named: name)
        } catch RenderError.missingImage {
            let available = parser.images.availableImageNames
            throw value.error("missing asset '\(RenderLimits.excerpt(name))' (looked for \(name).png, \(name)@2x.png, \(name)@3x.png)"
                              + Suggestion.hint(for: name, in: available))
        } catch {
            // The file is there but cannot be used (not a PNG, corrupt, a folder, too large,
            // outside the readable folders): say so, never "missing".
            throw value.error("asset '\(RenderLimits.excerpt(name))' cannot be used: \(error)")
        }
        return name
    }

    /// A symbol name. Unknown names are not a spec error: the render draws a crossed box and warns
    /// (an error under `--strict`), the same for specs and Swift (docs/symbols.md).
    static func checkedSymbol(_ value: SpecValue) throws -> String {
        try value.string(for: "systemName")
    }
}
