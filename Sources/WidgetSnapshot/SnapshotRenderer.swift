import Foundation
import WidgetRender

/// Renders one widget for a golden check: its pixels and the hash of the inputs they came from.
/// A value, so tests and tools can substitute their own (a fixed pixmap, another renderer).
public struct SnapshotRenderer: Sendable {
    /// Runs the view's own code — `body`, builder closures, `GeometryReader`, `Canvas` — and returns
    /// what is left: painting, which runs no user code. The suites call it on the main thread, as
    /// SwiftUI runs a view's code (docs/golden-testing.md, *Where your code runs*).
    public typealias Prepare = @Sendable (_ view: AnyView, _ family: WidgetFamily, _ device: Device,
                                          _ theme: Theme) throws -> PreparedSnapshot
    /// Both stages in one closure: all of it runs where `prepare` runs.
    public typealias Render = @Sendable (_ view: AnyView, _ family: WidgetFamily, _ device: Device,
                                         _ theme: Theme) throws -> RenderedSnapshot
    public let prepare: Prepare

    public init(prepare: @escaping Prepare) { self.prepare = prepare }

    public init(_ render: @escaping Render) {
        prepare = { view, family, device, theme in
            let rendered = try render(view, family, device, theme)
            return PreparedSnapshot { rendered }
        }
    }

    /// Both stages, here.
    public func render(_ view: AnyView, _ family: WidgetFamily, _ device: Device, _ theme: Theme) throws -> RenderedSnapshot {
        try prepare(view, family, device, theme).paint()
    }

    /// WidgetRender's themed pipeline: `renderer.render(.layout(view, family:, device:, theme:))` gives the
    /// themed display list and every image it names; the inputs hash is taken of that list, and the
    /// same list is painted, so the pixels are exactly those of `renderer.render(.view(…, theme:))` without
    /// laying the widget out twice. Throws when the theme does not show `family`.
    /// `environment` is the base every view sees (e.g. a spec's render date).
    public static func standard(_ renderer: WidgetRenderer,
                                environment: EnvironmentValues = EnvironmentValues()) -> SnapshotRenderer {
        SnapshotRenderer(prepare: { view, family, device, theme in
            let themed = try renderer.render(.layout(view, family: family, device: device, theme: theme, environment: environment))
            return PreparedSnapshot {
                let hash = try InputsHash.of(displayList: themed.list, images: themed.images, theme: theme,
                                             device: device, family: family)
                return RenderedSnapshot(pixmap: try renderer.render(.painting(themed, device: device)), inputsHash: hash,
                                        drawnBy: renderer)
            }
        })
    }

    /// `standard` with the bundled fonts and images, created once and shared (it is immutable).
    public static func standard() throws -> SnapshotRenderer {
        try SharedRenderer.result.get()
    }
}

/// A laid-out snapshot waiting to be painted: plain data and our own code, safe on any thread.
public struct PreparedSnapshot: Sendable {
    public let paint: @Sendable () throws -> RenderedSnapshot
    public init(paint: @escaping @Sendable () throws -> RenderedSnapshot) { self.paint = paint }
}

/// The default renderer, built on first use; its font catalog is the expensive part.
private enum SharedRenderer {
    static let result: Result<SnapshotRenderer, Error> = Result { SnapshotRenderer.standard(try WidgetRenderer.sharedForSnapshots()) }
}

extension WidgetRenderer {
    private static let shared = Result { try WidgetRenderer() }

    /// A renderer with the bundled fonts and images, created once per process and shared by the
    /// snapshot helpers (it is immutable; its font catalog is the expensive part).
    package static func sharedForSnapshots() throws -> WidgetRenderer { try shared.get() }
}

/// A rendered widget and the SHA-256 of its inputs (`InputsHash`).
public struct RenderedSnapshot: Sendable {
    public let pixmap: Pixmap
    public let inputsHash: String
    /// Which fonts and symbols drew it; the golden records them, and one drawn with others never matches.
    public let fonts: GoldenFonts
    public let symbols: GoldenSymbols

    public init(pixmap: Pixmap, inputsHash: String, fonts: GoldenFonts = .standIns, symbols: GoldenSymbols = .standIns) {
        self.pixmap = pixmap; self.inputsHash = inputsHash; self.fonts = fonts; self.symbols = symbols
    }

    /// A render by `renderer`, with the fonts and symbols it draws with.
    init(pixmap: Pixmap, inputsHash: String, drawnBy renderer: WidgetRenderer) {
        self.init(pixmap: pixmap, inputsHash: inputsHash, fonts: GoldenFonts(renderer.fonts), symbols: GoldenSymbols(renderer.symbols))
    }
}

/// The hash a golden records of its inputs, to tell a changed input from a changed renderer.
public enum InputsHash {
    /// SHA-256 of the (themed) display list's stable JSON, the pixels of every image it names (sorted
    /// by name: the widget's images and the theme's wallpaper crops), then the theme's name, the
    /// device (id and scale) and the family. The themed list holds everything layout and the theme
    /// made of the view (text, frames, recolored paints, backdrop, image names); the name says which
    /// theme it was. Font files are not hashed: the bundled ones are pinned with the renderer, whose
    /// version the golden records separately, and a render with Apple's own fonts (whose face ids
    /// the list names) is recorded in the golden's `Fonts` chunk (`GoldenFonts`).
    public static func of(displayList: DisplayList, images: [String: Pixmap] = [:], theme: Theme,
                          device: Device, family: WidgetFamily) throws -> String {
        var hasher = SHA256()
        try hashListAndImages(displayList, images, into: &hasher)
        hasher.update(Array("\ntheme \(theme.name)\ndevice \(device.id)@\(device.scale)x\nfamily \(family.description)\n".utf8))
        return hasher.finalize()
    }

    /// The list's stable JSON, then each image by name with its size and pixels.
    static func hashListAndImages(_ list: DisplayList, _ images: [String: Pixmap], into hasher: inout SHA256) throws {
        hasher.update(try list.jsonData())
        for name in images.keys.sorted() {
            guard let image = images[name] else { continue }
            hasher.update(Array("\nimage \(name) \(image.width)x\(image.height)\n".utf8))
            image.withUnsafeBufferPointer { hasher.update($0) }
        }
    }
}
