import WidgetKitLayer
import WidgetViews

// WidgetKit's pre-macro Live Activity preview (iOS 16.2): in a `PreviewProvider`,
// `attributes.previewContext(state, viewKind: .dynamicIsland(.compact))` lists one presentation of
// the Live Activity whose `ActivityConfiguration` shows those attributes. Xcode finds that
// configuration among the target's widgets; so does `WidgetPreview.previews(of:widgets:)`, given
// the target's widgets (the generated registry passes `WidgetPreviews.widgets`).

/// The view `ActivityAttributes.previewContext(_:viewKind:)` returns: a marker the preview splitter
/// turns into a Live Activity preview. Drawn on its own, outside a `PreviewProvider`, it has no
/// widget to draw and draws nothing (Xcode, too, shows it only as a preview).
nonisolated public struct ActivityPreviewContextView<Attributes: ActivityAttributes>: View {
    let attributes: Attributes
    let state: Attributes.ContentState
    let viewKind: ActivityPreviewViewKind
    public var body: EmptyView { EmptyView() }
}

extension ActivityAttributes {
    /// Lists the `viewKind` presentation of this activity with `contentState` in a `PreviewProvider`,
    /// as WidgetKit's `previewContext(_:viewKind:)`.
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind)
        -> ActivityPreviewContextView<Self> {
        ActivityPreviewContextView(attributes: self, state: contentState, viewKind: viewKind)
    }
}

/// A listed activity presentation, opened without knowing its attribute type.
protocol ActivityPreviewListing {
    var viewKind: ActivityPreviewViewKind { get }
    /// The preview's run: the first of `widgets` that is a Live Activity of these attributes.
    func run(widgets: [any Widget]) throws -> WidgetPreviewActivityRun
}

extension ActivityPreviewContextView: ActivityPreviewListing {
    func run(widgets: [any Widget]) throws -> WidgetPreviewActivityRun {
        let wanted = pathName(of: Attributes.self)
        for widget in widgets where widget.isLiveActivity {
            let activity = try widget.configuredActivity()
            // `makeViews` answers nil for another attribute type: the first that answers is the one.
            if let views = activity.makeViews(attributes, state, false) {
                return WidgetPreviewActivityRun(activity: activity, viewKind: viewKind, states: [views])
            }
        }
        throw WidgetPreviewError("previewContext(_:viewKind:): no ActivityConfiguration among the target's "
                                 + "\(widgets.count) widgets shows \(wanted)")
    }
}
