import Foundation
import WidgetRender

// A view on its own as a golden (no widget, device or theme around it): a subview of a widget or a
// design-system component, drawn by `WidgetRenderer.render(.view(_:size:scale:environment:))` and checked
// as every other golden is, by `SnapshotCheck`.
//
// Glossary: *size name* = how a view golden's folder names its canvas: `fit-3x` for the size the
// view chooses, `390x220-3x` for a fixed one.

/// One view golden: what is drawn and where its file goes.
package struct ViewGolden {
    package let view: AnyView
    package let size: ViewSize
    package let scale: CGFloat
    package let environment: EnvironmentValues
    package let id: SnapshotID

    /// `Golden/<suite>/<name>/<size name>/view__<color scheme>.png`.
    package init(view: AnyView, size: ViewSize, scale: CGFloat, environment: EnvironmentValues,
                 suite: String, name: String) throws {
        self.view = view; self.size = size; self.scale = scale; self.environment = environment
        id = try SnapshotID(suite: suite, widget: name, device: ViewGolden.sizeName(size, scale: scale), family: "view",
                            theme: environment.colorScheme.rawValue)
    }

    /// `fit-3x`, `390x220-3x`, `44.5x20-2x`.
    package static func sizeName(_ size: ViewSize, scale: CGFloat) -> String {
        func number(_ value: CGFloat) -> String {
            value.rounded() == value && abs(value) < 1e9 ? String(Int(value)) : "\(Double(value))"
        }
        switch size {
        case .sizeThatFits: return "fit-\(number(scale))x"
        case .fixed(let width, let height): return "\(number(width))x\(number(height))-\(number(scale))x"
        }
    }

    /// Renders the view (its code on the main thread, as SwiftUI runs it) and checks it.
    package func check(with check: SnapshotCheck, renderer: WidgetRenderer) throws -> SnapshotResult {
        let rendered: RenderedSnapshot
        do {
            let laidOut = try MainThread.run {
                try renderer.layoutView(view, size: size, scale: scale, environment: environment)
            }
            rendered = RenderedSnapshot(pixmap: try renderer.paint(laidOut),
                                        inputsHash: try InputsHash.of(laidOut: laidOut, sizeName: id.device),
                                        drawnBy: renderer)
        } catch {
            throw SnapshotError.render(snapshot: id.description, problem: "\(error)")
        }
        return try check.check(rendered, id: id)
    }
}

extension InputsHash {
    /// As `of(displayList:…)`: the display list and its images, then the canvas's size name.
    static func of(laidOut: WidgetRenderer.LaidOutView, sizeName: String) throws -> String {
        var hasher = SHA256()
        try hashListAndImages(laidOut.list, laidOut.images, into: &hasher)
        hasher.update(Array("\nview \(sizeName)\n".utf8))
        return hasher.finalize()
    }
}
