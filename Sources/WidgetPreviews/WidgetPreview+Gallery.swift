import Foundation
import WidgetKitLayer
import WidgetViews

// MARK: - Every widget of a target, as the widget gallery shows it

extension WidgetPreview {
    /// A preview per family `widget` supports (on any platform), each showing the widget's own
    /// snapshot (`getSnapshot` / `snapshot(for:in:)`, `isPreview` true), as the widget gallery shows
    /// a widget before it is added. With the discovery plugin's list of widget types this renders
    /// every `Widget` of a target, whether or not it has a `#Preview`:
    /// `assertWidgetPreviewSnapshots(WidgetPreviews.all + WidgetPreview.gallery(of: WidgetPreviews.widgets))`.
    /// A widget whose configuration cannot be read gives one preview that reports the error. A Live
    /// Activity is not in the gallery (it has no families): its `#Preview(as: .content, …)` shows it.
    public static func gallery(of widget: any Widget) -> [WidgetPreview] {
        if widget.isLiveActivity { return [] }
        let typeName = pathName(of: type(of: widget))
        let families: [WidgetFamily]
        do {
            let configured = try widget.configured()
            let platforms: [WidgetPlatform] = [.ios, .watchos, .macos, .visionos]
            families = WidgetFamily.allCases.filter { family in
                platforms.contains { configured.supportedFamilies(on: $0).contains(family) }
            }
        } catch {
            var failed = WidgetPreview(name: "\(typeName) gallery", family: nil, kind: .timelineProvider,
                                       source: .widget { _ in throw error })
            failed.widgetType = typeName
            return [failed]
        }
        return families.map { family in
            var preview = WidgetPreview(name: "\(typeName) gallery \(family.description)", family: family,
                                        kind: .timelineProvider, source: .widget { context in
                let configured = try widget.configured()
                let providerContext = TimelineProviderContext(family: context.family, displaySize: context.displaySize,
                                                              isPreview: true)
                return WidgetPreviewRun(configured: configured,
                                        entries: try configured.entries(.snapshot, context: providerContext).entries)
            })
            preview.widgetType = typeName
            return preview
        }
    }

    /// `gallery(of:)` for each widget, in order.
    public static func gallery(of widgets: [any Widget]) -> [WidgetPreview] {
        widgets.flatMap { gallery(of: $0) }
    }

    /// A control as the controls gallery shows it: one preview, drawn in every presentation its
    /// devices offer (Control Center sizes, the Lock Screen, the Mac menu bar and Control Center,
    /// the watch), off and on, from its value provider's `previewValue`. The golden flow checks
    /// each drawing (`checkControlPreviewGoldens`); `render-widgets` writes them.
    public static func gallery(of control: any ControlWidget) -> [WidgetPreview] {
        var preview = WidgetPreview(name: "\(pathName(of: type(of: control))) control", family: nil, kind: .control,
                                    source: .control(control))
        preview.widgetType = pathName(of: type(of: control))
        return [preview]
    }

    /// `gallery(of:)` for each control, in order.
    public static func gallery(of controls: [any ControlWidget]) -> [WidgetPreview] {
        controls.flatMap { gallery(of: $0) }
    }
}
