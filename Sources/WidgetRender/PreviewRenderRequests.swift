import Foundation
import WidgetViews
import WidgetPreviews
import WidgetAppearance

// The request that turns a `#Preview` into what it shows (WidgetPreviewRendering.swift); Live
// Activity and control previews have their own (ActivityRenderRequests.swift, ControlRenderRequests.swift).

extension RenderRequest where Output == [PreviewSnapshot] {
    /// The snapshots `preview` shows on `device`: for a widget preview, one per entry (the preview's
    /// timeline, or its provider's timeline for the device's size of the family), each built as a
    /// widget render builds it (configuration flags, the entry's date as "now", the
    /// missing-containerBackground message); for a view preview, the view. `themes` fill the
    /// provider context's environment variants. The preview's own code runs with `Date()` at the
    /// render's date. Throws a `WidgetPreviewError` for Live Activity and control previews and an
    /// empty timeline, and a `WidgetRunError` for an entry of the wrong type.
    public static func snapshots(of preview: WidgetPreview, device: Device, themes: [Theme] = [],
                                 options: WidgetRenderOptions = WidgetRenderOptions()) -> Self {
        RenderRequest(device: device, theme: nil, environment: options.environment) { renderer in
            try renderer.snapshots(of: preview, device: device, themes: themes, options: options)
        }
    }
}
