import Foundation
import WidgetKitLayer
import WidgetPreviews
import WidgetViews
import WidgetAppearance

extension WidgetRenderer {
    /// The snapshots `preview` shows on `device`: for a widget preview, one per entry (the preview's
    /// timeline, or its provider's timeline for the device's size of the family), each built by the
    /// whole-widget renderer as a widget render builds it (configuration flags, the entry's date as
    /// "now", the missing-containerBackground message, an entry of the wrong type as an error);
    /// for a view preview, the view. `themes` fill the provider context's environment variants.
    /// The preview's own code (its timeline, its views) runs with `Date()` at the render's date.
    func snapshots(of preview: WidgetPreview, device: Device, themes: [Theme] = [],
                   options: WidgetRenderOptions = WidgetRenderOptions()) throws -> [PreviewSnapshot] {
        switch preview.source {
        case .views(let make):
            return RenderClock.frozen(at: options.environment.renderDate) { make() }
        case .activity:
            throw WidgetPreviewError("preview \(preview.title) is a Live Activity preview: it is drawn in its presentation "
                                     + "(the .activityStates(of:) and .activityState(_:at:device:theme:) requests), not as a view")
        case .control:
            throw WidgetPreviewError("preview \(preview.title) is a control: it is drawn in its presentations "
                                     + "(the .controlPresentations(of:) request), not as a view")
        case .widget(let run):
            let family = preview.drawnFamily
            let size = try device.canvasSize(of: family)
            let made = try RenderClock.frozen(at: options.environment.renderDate) {
                try run(PreviewContext(family: family, displaySize: CGSize(width: size.width, height: size.height)))
            }
            guard !made.entries.isEmpty else {
                throw WidgetPreviewError("\(made.configured.widgetType): the preview's timeline has no entries")
            }
            let views = try entryViews(made.configured, family: family, device: device, themes: themes,
                                       selection: .entries(made.entries), options: options)
            return views.entries.map { entry in
                PreviewSnapshot(label: "entry \(entry.index + 1) of \(made.entries.count)",
                                detail: PreviewDateText.utc(entry.date), view: entry.view)
            }
        }
    }
}

/// "2025-06-09 09:41 UTC": how a snapshot names its entry's date (the render's time zone is UTC).
enum PreviewDateText {
    static func utc(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date) + " UTC"
    }
}

extension WidgetRenderer {
    /// A control preview (`WidgetPreview.gallery(of:)` for a `ControlWidget`) in every presentation,
    /// off and on, as `renderControlPresentations` draws a control; throws for any other preview.
    func controlPresentations(of preview: WidgetPreview) throws -> [RenderedControlPresentation] {
        guard case .control(let control) = preview.source else {
            throw WidgetPreviewError("preview \(preview.title) is not a control preview")
        }
        return try renderControlPresentations(control)
    }
}
