import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// `Image.widgetAccentedRenderingMode(_:)` values (docs/platform.md §2).
public enum WidgetAccentedRenderingMode: Hashable, Sendable {
    case accented, desaturated, accentedDesaturated, fullColor
    var resolved: AccentedRenderingModeValue {
        switch self {
        case .accented: return .accented
        case .desaturated: return .desaturated
        case .accentedDesaturated: return .accentedDesaturated
        case .fullColor: return .fullColor
        }
    }
}

/// An image, as SwiftUI's `Image`: an asset by name, a file (ours), a pixel buffer (ours), or a
/// symbol from the bundled set (`systemName`), drawn as vector paths tinted by the foreground.
nonisolated public struct Image: View, PrimitiveView, PathDescribing {
    public typealias Body = Never

    package enum Source {
        case named(String)
        case file(String)
        /// `id` is the content hash, taken once when the image is made, not on every resolve.
        case pixels(Pixmap, scale: Double, id: String)
        /// Encoded image bytes (`UIImage(data:)`), decoded by the image provider; `id` hashes the bytes.
        case encoded(Data, scale: Double, id: String)
        /// `variableValue`: 0…1 for symbols drawn in steps (docs/symbols.md), nil otherwise.
        case symbol(String, variableValue: Double?)
        /// `UIImage()`: UIKit's empty image, no pixels and zero size.
        case empty
    }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
        var resolved: InterpolationValue {
            switch self {
            case .none: return .none
            case .low: return .low
            case .medium: return .medium
            case .high: return .high
            }
        }
    }
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// `imageScale(_:)` for symbols: 0.79 / 1 / 1.28 × the medium size, the median ratio of SF
    /// Symbols' small and large glyphs to the medium one over the names we map (Apple: "approximately
    /// 20% smaller", "approximately 30% larger"; docs/platform.md §9).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
        var factor: Double {
            switch self {
            case .small: return 0.79
            case .medium: return 1
            case .large: return 1.28
            }
        }
    }

    let source: Source
    var isResizable = false
    var accentedMode: WidgetAccentedRenderingMode?
    /// nil: as the asset says (`template-rendering-intent`), else original.
    var templateMode: TemplateRenderingMode?
    var interpolationQuality = Interpolation.high

    init(source: Source) { self.source = source }

    /// One initializer with a defaulted bundle, as SwiftUI declares it: an `Image(_ name: String)`
    /// overload would win `Text(.init(markdown))` over `LocalizedStringKey(_:)`, where SwiftUI
    /// picks the string key.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(source: .named(name)) }
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(source: .named(name)) }
    /// Ours: an image file, read through `ImageProviding.image(contentsOfFile:)`.
    public init(filePath: String) { self.init(source: .file(filePath)) }
    /// Ours: premultiplied pixels authored at `scale` (pixel size ÷ scale = point size).
    public init(pixmap: Pixmap, scale: Double = 1) {
        self.init(source: .pixels(pixmap, scale: scale, id: "pixmap:" + Image.contentHash(pixmap)))
    }
    /// A symbol: a custom one, or the pinned set's drawing of an SF Symbol name (`widget-render symbols`
    /// lists them). An unknown name draws a crossed box and warns (an error when strict).
    public init(systemName: String) { self.init(source: .symbol(systemName, variableValue: nil)) }
    /// A symbol drawn at `variableValue` (0…1) for the names that have steps (wifi, speaker, bars …).
    public init(systemName: String, variableValue: Double?) {
        self.init(source: .symbol(systemName, variableValue: variableValue))
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self; copy.isResizable = true; return copy
    }

    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> Image {
        var copy = self; copy.accentedMode = mode; return copy
    }

    /// `.template` draws the image's alpha filled with the foreground style.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self; copy.templateMode = mode; return copy
    }

    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self; copy.interpolationQuality = interpolation; return copy
    }

    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    var pathDescription: String {
        switch source {
        case .named(let name): return "Image(\"\(name)\")"
        case .file(let path): return "Image(filePath: \"\(path)\")"
        case .pixels(let pixmap, _, _): return "Image(pixmap: \(pixmap.width)×\(pixmap.height))"
        case .encoded(let data, _, _): return "Image(uiImage: \(data.count) bytes)"
        case .symbol(let name, _): return "Image(systemName: \"\(name)\")"
        case .empty: return "Image(uiImage: UIImage())"
        }
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try context.checked { try resolveChecked(in: context) }
    }

    private func resolveChecked(in context: ResolveContext) throws -> ResolvedNode {
        var environment = context.environment
        if accentedMode == .accented || accentedMode == .accentedDesaturated { environment.enterGroup(.accent) }
        if case .empty = source {
            // UIKit's `UIImage()` is 0 × 0 points: it draws nothing and takes no room, but stays a
            // view (stack spacing counts it, as any image). Resizable, it fills its frame, clear.
            return isResizable ? try WidgetViews.resolve(Color.clear, in: context)
                               : try WidgetViews.resolve(Color.clear.frame(width: 0, height: 0), in: context)
        }
        if case .symbol(let name, let value) = source {
            return try resolveSymbol(name, variableValue: value, environment: environment, context: context)
        }
        if case .named(let name) = source, let custom = environment.customSymbols.artworks[name] {
            // `Image("custom.symbol")`: a catalog's symbol set, drawn like a system symbol (Xcode keeps
            // image and symbol set names in one namespace, so a name is one or the other).
            return try SymbolResolver(environment: environment, resizable: isResizable).resolve(custom)
        }
        let id: String, provided: ProvidedImage
        do {
            (id, provided) = try load(context.collector.images, environment: environment)
        } catch let missing as MissingAsset {
            // Drawn as the unknown-symbol box with one warning, as a missing symbol is; an error
            // only when strict (docs/assets.md, *Missing assets*).
            try missing.warnOrThrow(in: context.collector, path: context.path.names)
            return try UnknownSymbol.resolve(resizable: isResizable, in: environment)
        }
        guard provided.scale > 0, provided.scale.isFinite else {
            throw CheckFailure("image scale \(provided.scale) is not a positive number")
        }
        context.collector.pixmaps[id] = provided.pixmap
        return .image(ResolvedImage(
            imageID: id, pixelWidth: provided.pixmap.width, pixelHeight: provided.pixmap.height,
            scale: provided.scale, resizable: isResizable,
            templatePaint: (templateMode ?? (provided.isTemplate ? .template : .original)) == .template
                ? try environment.foregroundPaint() : nil,
            treatment: accentedMode?.resolved, group: environment.drawGroup, redacted: environment.isRedacted,
            interpolation: interpolationQuality.resolved))
    }

    /// The image's id in `ResolvedWidget.images` (`asset:`, `file:` or `pixmap:` + content hash)
    /// and its pixels.
    private func load(_ images: ImageProviding, environment: EnvironmentValues) throws -> (String, ProvidedImage) {
        switch source {
        case .named(let name):
            let appearance = ImageAppearance(colorScheme: environment.colorScheme,
                                             isTinted: environment.widgetRenderingMode == .accented,
                                             displayScale: Double(environment.displayScale))
            do {
                let image = try images.image(named: name, appearance: appearance)
                return ("asset:" + name + (image.variant.isEmpty ? "" : "#" + image.variant), image)
            } catch {
                let known = images.availableImageNames.sorted()
                // A name the provider knows failed to load: corrupt, too large, an unsupported format.
                // That is its own error, never "no image named … did you mean".
                if known.contains(name) { throw CheckFailure("image \"\(name)\": \(error)") }
                throw MissingAsset(kind: .image, name: name, known: known, searched: images.searchedLocations)
            }
        case .file(let path):
            do {
                return ("file:" + path, try images.image(contentsOfFile: path))
            } catch {
                throw CheckFailure("cannot read image file \"\(path)\": \(error)")
            }
        case .pixels(let pixmap, let scale, let id):
            return (id, ProvidedImage(pixmap: pixmap, scale: scale))
        case .encoded(let data, let scale, let id):
            do {
                var image = try images.image(data: data)
                image.scale = scale
                return (id, image)
            } catch {
                throw CheckFailure("cannot decode the image data (\(data.count) bytes): \(error)")
            }
        case .symbol(let name, _):
            throw CheckFailure("symbol \"\(name)\" has no pixels")
        case .empty:
            throw CheckFailure("UIImage() has no pixels")
        }
    }

    /// The symbol in the variant the environment asks for, its step for `variableValue`, or the
    /// crossed box (with a warning, or an error when strict) when no source draws the name.
    private func resolveSymbol(_ name: String, variableValue: Double?, environment: EnvironmentValues,
                               context: ResolveContext) throws -> ResolvedNode {
        if let artwork = try Self.symbolArtwork(name, variableValue: variableValue, in: environment) {
            return try SymbolResolver(environment: environment, resizable: isResizable).resolve(artwork)
        }
        let strict = context.collector.options.strictSymbols
        let message = UnknownSymbol.message(name: name, path: context.path.names, known: SymbolCatalog.names(in: environment),
                                            strict: strict)
        if strict { throw CheckFailure(message) }
        context.collector.warn(message, key: "symbol:" + name)
        return try UnknownSymbol.resolve(resizable: isResizable, in: environment)
    }

    /// The artwork of the symbol in the variant the environment asks for, at its step for
    /// `variableValue`; nil when no source draws the name.
    private static func symbolArtwork(_ name: String, variableValue: Double?,
                                      in environment: EnvironmentValues) throws -> SymbolArtwork? {
        for candidate in environment.symbolVariants.candidates(for: name) {
            let stepped = variableValue.flatMap { VariableSymbols.name(for: candidate, value: $0) } ?? candidate
            if let artwork = try SymbolCatalog.artwork(named: stepped, in: environment) { return artwork }
        }
        return nil
    }

    /// Where a system symbol's box sits on a text line: its lower edge above the baseline, in
    /// points (`SymbolResolver.bottom(of:)`); nil for other images and symbols without metrics.
    func symbolBottom(in environment: EnvironmentValues) throws -> Double? {
        guard case .symbol(let name, let value) = source, !isResizable,
              let artwork = try Self.symbolArtwork(name, variableValue: value, in: environment) else { return nil }
        return try SymbolResolver(environment: environment, resizable: false).bottom(of: artwork)
    }

    /// FNV-1a 64 over the size and the bytes: stable across runs and machines.
    private static func contentHash(_ pixmap: Pixmap) -> String {
        var hash = FNV1a()
        for value in [pixmap.width, pixmap.height] { withUnsafeBytes(of: UInt32(value).littleEndian) { $0.forEach { hash.mix($0) } } }
        pixmap.premultipliedBytes.forEach { hash.mix($0) }
        return hash.hex
    }

    /// FNV-1a 64 over encoded bytes (`UIImage(data:)`).
    static func contentHash(_ data: Data) -> String {
        var hash = FNV1a()
        data.forEach { hash.mix($0) }
        return hash.hex
    }
}

/// FNV-1a, 64 bits: a content id that is the same on every run and machine.
private struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func mix(_ byte: UInt8) { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    public var imageScale: Image.Scale { get { self[ImageScaleKey.self] } set { self[ImageScaleKey.self] = newValue } }
}

nonisolated extension View {
    public func imageScale(_ scale: Image.Scale) -> some View {
        environmentModifier("imageScale") { $0.imageScale = scale }
    }
}
