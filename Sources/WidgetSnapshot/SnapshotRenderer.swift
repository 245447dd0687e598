import Foundation
import WidgetRender

/// Renders one widget for a golden check: its pixels and the hash of the inputs they came from.
/// A value, so tests and tools can substitute their own (a fixed pixmap, another renderer).
public struct SnapshotRenderer: Sendable {
    public typealias Render = @Sendable (_ view: AnyView, _ family: WidgetFamily, _ device: Device,
                                         _ theme: SnapshotTheme) throws -> RenderedSnapshot
    public let render: Render

    public init(_ render: @escaping Render) { self.render = render }
}

/// A rendered widget and the SHA-256 of its inputs (`InputsHash`).
public struct RenderedSnapshot: Sendable {
    public let pixmap: Pixmap
    public let inputsHash: String

    public init(pixmap: Pixmap, inputsHash: String) { self.pixmap = pixmap; self.inputsHash = inputsHash }
}

/// The hash a golden records of its inputs, to tell a changed input from a changed renderer.
public enum InputsHash {
    /// SHA-256 of the display list's stable JSON, then the theme, device (id and scale) and family,
    /// one per line. The display list holds everything layout made of the view (text, frames,
    /// colors, image names); the other three say how it is painted.
    public static func of(displayList: DisplayList, theme: SnapshotTheme, device: Device,
                          family: WidgetFamily) throws -> String {
        var hasher = SHA256()
        hasher.update(try displayList.jsonData())
        hasher.update(Array("\ntheme \(theme.hashDescription)\ndevice \(device.id)@\(device.scale)x\nfamily \(family.rawValue)\n".utf8))
        return hasher.finalize()
    }
}
