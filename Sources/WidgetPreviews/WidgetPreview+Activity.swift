import WidgetKitLayer

// MARK: - Live Activity previews: #Preview(_:as:using:widget:contentStates:)

extension WidgetPreview {
    /// `#Preview("Notification", as: .content, using: MyAttributes.preview) { MyLiveActivity() }
    /// contentStates: { MyAttributes.ContentState.smiley; … }`: the Live Activity's `viewKind`
    /// presentation for each content state, in order, with the given attributes (never stale).
    /// Apple's closure is `@MainActor () async`; here it runs on a thread of its own under the
    /// provider budget, as the `timeline:` closure does.
    public init<W: Widget, Attributes: ActivityAttributes>(
        _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
        widget: @escaping @MainActor () -> W,
        @PreviewActivityBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState]) {
        self.init(name: name, family: nil, kind: .activity, source: .activity {
            let activity = try callMainActorCode(widget).configuredActivity()
            let states = try PreviewWait.value(of: "the preview's content states", kind: activity.traits.kind,
                                               widgetType: activity.widgetType, family: nil) { await contentStates() }
            guard !states.isEmpty else { throw WidgetPreviewError("\(activity.widgetType): the preview lists no content states") }
            let views = try states.map { state -> ActivityViews in
                guard let views = activity.makeViews(attributes, state, false) else {
                    throw WidgetPreviewError("\(activity.widgetType): the preview's attributes are \(pathName(of: Attributes.self)), "
                                             + "the activity shows \(activity.attributesTypeName)")
                }
                return views
            }
            return WidgetPreviewActivityRun(activity: activity, viewKind: viewKind, states: views)
        })
        widgetType = pathName(of: W.self)
        activityViewKind = viewKind
    }
}

/// A Live Activity preview made ready to render: the activity and its views for each content state.
package struct WidgetPreviewActivityRun {
    package let activity: ConfiguredActivity
    package let viewKind: ActivityPreviewViewKind
    package let states: [ActivityViews]
}
