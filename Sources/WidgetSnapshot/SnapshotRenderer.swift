import Foundation
import WidgetRender

/// Renders one widget for a golden check: its pixels and the hash of the inputs they came from.
/// A value, so tests and tools can substitute their own (a fixed pixmap, another renderer).
public struct SnapshotRenderer: Sendable {
    public typealias Render = @Sendable (_ view: AnyView, _ family: WidgetFamily, _ device: Device,
                                         _ theme: SnapshotTheme) throws -> RenderedSnapshot
    public let render: Render

    public init(_ render: @escaping Render) { self.render = render }

    /// WidgetRender's own pipeline: the theme's environment, `WidgetRenderer.render` for the pixels,
    /// and the resolved tree and display list for the inputs hash.
    public static func standard(_ renderer: WidgetRenderer) -> SnapshotRenderer {
        SnapshotRenderer { view, family, device, theme in
            let environment = theme.environment()
            let widget = try renderer.resolve(view, family: family, device: device, environment: environment)
            let list = try renderer.layout(widget, family: family, device: device)
            let hash = try InputsHash.of(displayList: list, images: widget.images, theme: theme, device: device, family: family)
            let pixmap = try renderer.render(view, family: family, device: device, environment: environment)
            return RenderedSnapshot(pixmap: pixmap, inputsHash: hash)
        }
    }

    /// `standard` with the bundled fonts and images, created once and shared (it is immutable).
    public static func standard() throws -> SnapshotRenderer {
        try SharedRenderer.result.get()
    }
}

/// The default renderer, built on first use; its font catalog is the expensive part.
private enum SharedRenderer {
    static let result: Result<SnapshotRenderer, Error> = Result { SnapshotRenderer.standard(try WidgetRenderer()) }
}

/// A rendered widget and the SHA-256 of its inputs (`InputsHash`).
public struct RenderedSnapshot: Sendable {
    public let pixmap: Pixmap
    public let inputsHash: String

    public init(pixmap: Pixmap, inputsHash: String) { self.pixmap = pixmap; self.inputsHash = inputsHash }
}

/// The hash a golden records of its inputs, to tell a changed input from a changed renderer.
public enum InputsHash {
    /// SHA-256 of the display list's stable JSON, the pixels of every image it names (sorted by
    /// name), then the theme, device (id and scale) and family. The display list holds everything
    /// layout made of the view (text, frames, colors, image names); images and the other three say
    /// how it is painted. Fonts are not hashed: they are pinned with the renderer, whose version the
    /// golden records separately.
    public static func of(displayList: DisplayList, images: [String: Pixmap] = [:], theme: SnapshotTheme,
                          device: Device, family: WidgetFamily) throws -> String {
        var hasher = SHA256()
        hasher.update(try displayList.jsonData())
        for name in images.keys.sorted() {
            guard let image = images[name] else { continue }
            hasher.update(Array("\nimage \(name) \(image.width)x\(image.height)\n".utf8))
            hasher.update(image.data)
        }
        hasher.update(Array("\ntheme \(theme.hashDescription)\ndevice \(device.id)@\(device.scale)x\nfamily \(family.rawValue)\n".utf8))
        return hasher.finalize()
    }
}
