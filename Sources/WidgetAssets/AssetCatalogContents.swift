import Foundation
import WidgetGeometry

// The Contents.json files of an asset catalog as Xcode writes them (docs/assets.md): image sets,
// color sets and symbol sets, each a folder `Name.imageset` etc. with a Contents.json listing its
// variants by idiom, scale and appearances.

/// One variant of an image set: its file, scale and appearance.
struct ImageSetVariant: Equatable {
    var filename: String
    /// 1, 2 or 3; nil for a single-scale ("universal" without scale) or vector image.
    var scale: Double?
    /// "dark", "light" or nil (any) from `luminosity`; "tinted" from the iOS 18 appearance.
    var luminosity: String?
    var isTinted: Bool
    /// `"appearance": "contrast", "value": "high"`: accepted and never chosen while a standard
    /// variant exists (we render standard contrast; docs/assets.md).
    var isHighContrast = false
}

struct ImageSetContents {
    var variants: [ImageSetVariant]
    /// `properties.template-rendering-intent`: "template" or "original"; nil = as the view says.
    var renderingIntent: String?
    var preservesVector: Bool
}

struct ColorSetVariant {
    var color: RGBA
    var luminosity: String?
    var isTinted: Bool
    var isHighContrast = false
}

/// A Contents.json that cannot be read: the file and the problem, one line.
struct AssetCatalogError: Error, CustomStringConvertible, Equatable {
    let path: String
    let problem: String
    var description: String { "\(path): \(problem)" }
}

enum AssetContents {
    /// The JSON object of `folder/Contents.json`.
    static func object(in folder: URL, files: CatalogFiles, limit: Int = 1_000_000) throws -> [String: Any] {
        let file = folder.appendingPathComponent("Contents.json")
        let data = try files.read(file, limit: limit, missing: "missing Contents.json") { _ in "larger than \(limit) bytes" }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
            let (line, column, reason) = jsonErrorLocation(error, in: data)
            throw AssetCatalogError(path: "\(file.path):\(line):\(column)", problem: "malformed Contents.json (\(reason))")
        }
        guard let object = parsed as? [String: Any] else {
            throw AssetCatalogError(path: file.path, problem: "malformed Contents.json (not a JSON object)")
        }
        return object
    }

    /// Foundation reports a JSON syntax error as "… around character N." (a byte offset) or "Unexpected
    /// end of file …"; this turns it into a 1-based line and column (the end of the data for the
    /// latter) and a short lowercase reason without the offset.
    static func jsonErrorLocation(_ error: Error, in data: Data) -> (line: Int, column: Int, reason: String) {
        let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        var offset = data.count
        var reason = text
        if let range = text.range(of: " around character ") {
            let digits = text[range.upperBound...].prefix { $0.isNumber }
            offset = min(Int(digits) ?? data.count, data.count)
            reason = String(text[..<range.lowerBound])
        }
        if reason.hasSuffix(".") { reason.removeLast() }
        reason = reason.prefix(1).lowercased() + reason.dropFirst()
        var line = 1, column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column, reason)
    }

    /// `appearances: [{appearance: luminosity, value: dark}]`, the iOS 18 tinted one and
    /// `{appearance: contrast, value: high}`.
    static func appearances(_ entry: [String: Any]) -> (luminosity: String?, tinted: Bool, highContrast: Bool) {
        var luminosity: String?, tinted = false, highContrast = false
        for item in entry["appearances"] as? [[String: Any]] ?? [] {
            guard let value = item["value"] as? String else { continue }
            switch item["appearance"] as? String {
            case "luminosity": if value == "tinted" { tinted = true } else { luminosity = value }
            case "contrast": highContrast = value == "high"
            default: continue
            }
        }
        return (luminosity, tinted, highContrast)
    }

    static func imageSet(_ folder: URL, files: CatalogFiles) throws -> ImageSetContents {
        let object = try object(in: folder, files: files)
        let file = folder.appendingPathComponent("Contents.json").path
        guard let images = object["images"] as? [[String: Any]] else {
            throw AssetCatalogError(path: file, problem: "an image set needs an \"images\" list")
        }
        var variants: [ImageSetVariant] = []
        for entry in images {
            // Entries without a filename are empty slots Xcode keeps for scales nobody filled.
            guard let filename = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad", "mac", "watch", "vision"].contains(idiom) else { continue }
            var scale: Double?
            if let text = entry["scale"] as? String {
                guard text.hasSuffix("x"), let value = Double(text.dropLast()), [1, 2, 3].contains(value) else {
                    throw AssetCatalogError(path: file, problem: "scale \"\(text)\" is not 1x, 2x or 3x")
                }
                scale = value
            }
            let (luminosity, tinted, highContrast) = appearances(entry)
            variants.append(ImageSetVariant(filename: filename, scale: scale, luminosity: luminosity, isTinted: tinted,
                                            isHighContrast: highContrast))
        }
        let properties = object["properties"] as? [String: Any] ?? [:]
        return ImageSetContents(variants: variants, renderingIntent: properties["template-rendering-intent"] as? String,
                                preservesVector: properties["preserves-vector-representation"] as? Bool ?? false)
    }

    static func colorSet(_ folder: URL, files: CatalogFiles) throws -> [ColorSetVariant] {
        let object = try object(in: folder, files: files)
        let file = folder.appendingPathComponent("Contents.json").path
        guard let colors = object["colors"] as? [[String: Any]] else {
            throw AssetCatalogError(path: file, problem: "a color set needs a \"colors\" list")
        }
        // An entry without a color is a slot Xcode leaves unset (its new AccentColor set has one):
        // the system's color applies there, so it adds no variant.
        return try colors.compactMap { entry in
            guard let color = entry["color"] else { return nil }
            guard let color = color as? [String: Any] else {
                throw AssetCatalogError(path: file, problem: "a color entry's \"color\" is not an object")
            }
            let (luminosity, tinted, highContrast) = appearances(entry)
            return ColorSetVariant(color: try AssetColor.parse(color, file: file), luminosity: luminosity, isTinted: tinted,
                                   isHighContrast: highContrast)
        }
    }

    static func symbolSetFile(_ folder: URL, files: CatalogFiles) throws -> URL {
        let object = try object(in: folder, files: files)
        let file = folder.appendingPathComponent("Contents.json").path
        guard let symbols = object["symbols"] as? [[String: Any]],
              let filename = symbols.compactMap({ $0["filename"] as? String }).first else {
            throw AssetCatalogError(path: file, problem: "a symbol set needs a \"symbols\" entry with a filename")
        }
        return folder.appendingPathComponent(filename)
    }
}

/// Color components as Xcode writes them: floats ("0.500"), 8-bit integers ("128") or hex ("0x80"),
/// in sRGB, extended sRGB, Display P3 or gray (docs/assets.md).
enum AssetColor {
    static func parse(_ color: [String: Any], file: String) throws -> RGBA {
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            if color["platform"] != nil || color["reference"] != nil {
                throw AssetCatalogError(path: file, problem: "system color references are not supported; give components")
            }
            throw AssetCatalogError(path: file, problem: "a color needs \"components\"")
        }
        func component(_ key: String, default value: Double? = nil) throws -> Double {
            guard let raw = components[key] else {
                if let value { return value }
                throw AssetCatalogError(path: file, problem: "color component \"\(key)\" is missing")
            }
            let text = (raw as? String) ?? (raw as? NSNumber).map { "\($0)" } ?? ""
            guard let value = number(text) else {
                throw AssetCatalogError(path: file, problem: "color component \(key) \"\(text)\" is not a float, 0–255 or hex value")
            }
            return value
        }
        let alpha = min(max(try component("alpha", default: 1), 0), 1)
        switch space {
        case "srgb", "extended-srgb":
            return RGBA(red: clamp(try component("red")), green: clamp(try component("green")),
                        blue: clamp(try component("blue")), alpha: alpha)
        case "display-p3":
            return displayP3ToSRGB(red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            let white = clamp(try component("white"))
            return RGBA(red: white, green: white, blue: white, alpha: alpha)
        default:
            throw AssetCatalogError(path: file, problem: "color space \"\(space)\" is not supported (srgb, extended-srgb, display-p3, gray-gamma-22)")
        }
    }

    /// "0.5" → 0.5; "128" → 128/255; "0x80" → 128/255. Xcode writes floats with a decimal point.
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if trimmed.contains(".") { return Double(trimmed).flatMap { $0.isFinite ? $0 : nil } }
        return Int(trimmed).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
    }

    static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    /// Display P3 → sRGB: both use the sRGB transfer curve and the D65 white point; the linear
    /// matrix is P3-to-XYZ followed by XYZ-to-sRGB (docs/platform.md §9; components then clipped).
    static func displayP3ToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double {
            let v = min(max(c, 0), 1)
            return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000000 * b
        let sg = -0.0420569 * r + 1.0420571 * g + 0.0000000 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return RGBA(red: encoded(sr), green: encoded(sg), blue: encoded(sb), alpha: alpha)
    }
}
