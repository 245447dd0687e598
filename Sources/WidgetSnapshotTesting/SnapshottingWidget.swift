import Foundation
import SnapshotTesting
import WidgetSnapshot
import WidgetRender
import WidgetPNG

extension Snapshotting where Value: View, Format == Pixmap {
    /// swift-snapshot-testing strategy: `assertSnapshot(of: MyWidgetView(), as: .widget(family: .systemMedium))`.
    /// The widget is drawn as `theme` shows it, on `device` or else `Device.default(for:family:)`.
    /// References are PNGs (with the renderer's version); `comparison` decides a match, and a failure
    /// attaches the diff image and the expected | actual | diff strip.
    public static func widget(family: WidgetFamily = .systemSmall, theme: Theme = .iosLight,
                              device: Device? = nil, comparison: ImageComparison = .exact,
                              renderer: SnapshotRenderer? = nil) -> Snapshotting {
        let device = device ?? Device.default(for: theme.platform, family: family) ?? Device.default(for: theme.platform)
        return Snapshotting(pathExtension: "png", diffing: .pixmap(comparison: comparison)) { view in
            // swift-snapshot-testing's snapshot closure cannot throw: a render error becomes a 1×1
            // magenta image, which fails against any real reference with a size mismatch.
            do {
                let render = try renderer ?? .standard()
                // The view's code on the main thread, as SwiftUI runs it (WidgetSnapshot's ViewCodeFirst.swift).
                return try MainThread.run { try render.prepare(AnyView(view), family, device, theme) }.paint().pixmap
            } catch {
                return RenderFailureImage.pixmap
            }
        }
    }
}

extension Snapshotting where Value: View, Format == Pixmap {
    /// swift-snapshot-testing strategy for a view on its own, no widget around it (a subview, a
    /// design-system component): `assertSnapshot(of: Badge(), as: .view(size: .sizeThatFits))`.
    /// Drawn by `WidgetRenderer.render(.view(_:size:scale:environment:))`; its color scheme, Dynamic Type
    /// size and locale come from `environment`.
    public static func view(size: ViewSize = .sizeThatFits, scale: CGFloat = 3,
                            environment: EnvironmentValues = EnvironmentValues(), comparison: ImageComparison = .exact,
                            renderer: WidgetRenderer? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pixmap(comparison: comparison)) { view in
            do {
                let render = try renderer ?? WidgetRenderer.sharedForSnapshots()
                // The view's code on the main thread, as SwiftUI runs it (WidgetSnapshot's ViewCodeFirst.swift).
                return try MainThread.run { try render.render(.view(view, size: size, scale: scale, environment: environment)) }
            } catch {
                return RenderFailureImage.pixmap
            }
        }
    }
}

extension Diffing where Value == Pixmap {
    /// Pixmaps as PNG data, compared with `comparison`.
    public static func pixmap(comparison: ImageComparison = .exact) -> Diffing {
        .diff(
            toData: { pixmap in (try? pixmap.pngData(preset: .small)) ?? Data() },
            fromData: { data in (try? Pixmap(pngData: data)) ?? RenderFailureImage.pixmap },
            diffV2: { expected, actual in
                let outcome = comparison.compare(expected: expected, actual: actual)
                guard !outcome.passed else { return nil }
                var attachments: [DiffAttachment] = []
                let style = comparison.metric.diffStyle
                if let diff = try? outcome.diffImage(expected: expected, style: style).pngData(),
                   let strip = try? outcome.sideBySide(expected: expected, actual: actual, style: style).pngData() {
                    attachments = [.data(diff, name: "diff.png"), .data(strip, name: "strip.png")]
                }
                return ("widget snapshot differs: \(outcome.summary)", attachments)
            })
    }
}

/// What stands in for a widget that could not be rendered or a reference that could not be decoded.
enum RenderFailureImage {
    // A 1×1 pixmap with 4 bytes is always valid, so this cannot throw.
    static let pixmap = try! Pixmap(width: 1, height: 1, premultipliedBytes: [255, 0, 255, 255])
}
