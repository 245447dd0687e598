import Foundation
import WidgetViews

// A Live Activity's widget configuration, as WidgetKit's `ActivityConfiguration`: the Lock Screen
// view (also StandBy, CarPlay and the watch, and the `.small` family where declared) and the
// Dynamic Island. A Live Activity is not a timeline widget: `Widget.configured()` has no
// timeline for it, bundles keep it apart (`WidgetBundle.activities`), and its presentations are
// rendered from attributes and a content state (WidgetRender's `.activity` render request).

/// A Live Activity's configuration, as WidgetKit's `ActivityConfiguration`.
nonisolated public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let lockScreen: (ActivityViewContext<Attributes>) -> AnyView
    let island: (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        lockScreen = { AnyView(content($0)) }
        island = dynamicIsland
    }

    /// Not a timeline widget: `configuredActivity` reads it instead.
    package func configured(widgetType: String) -> ConfiguredWidget? { nil }
}

/// The views of one activity state, ready for the presentations.
package struct ActivityViews {
    package let lockScreen: AnyView
    package let island: DynamicIsland
}

/// A Live Activity reduced to what a renderer needs: its traits (kind, names,
/// `supplementalActivityFamilies`) and its views for given attributes and state.
package struct ConfiguredActivity {
    package var traits: WidgetTraits
    package let widgetType: String
    package let attributesTypeName: String
    package let stateTypeName: String
    /// The views for `attributes` and `state`; nil when they are not of the configuration's types.
    package let makeViews: (_ attributes: Any, _ state: Any, _ isStale: Bool) -> ActivityViews?
}

/// A configuration that holds a Live Activity (primitive or wrapped by modifiers).
package protocol ActivityConfigurationHolder {
    func configuredActivity(widgetType: String) -> ConfiguredActivity?
}

extension ActivityConfiguration: ActivityConfigurationHolder {
    package func configuredActivity(widgetType: String) -> ConfiguredActivity? {
        var traits = WidgetTraits(kind: widgetType, configurationType: "ActivityConfiguration")
        traits.supportedFamilies = []
        return ConfiguredActivity(
            traits: traits, widgetType: widgetType, attributesTypeName: pathName(of: Attributes.self),
            stateTypeName: pathName(of: Attributes.ContentState.self),
            makeViews: { attributes, state, isStale in
                guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else { return nil }
                let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale)
                return ActivityViews(lockScreen: lockScreen(context), island: island(context))
            })
    }
}

extension ModifiedWidgetConfiguration: ActivityConfigurationHolder {
    package func configuredActivity(widgetType: String) -> ConfiguredActivity? {
        guard var activity = WidgetKitLayer.configuredActivity(content, widgetType: widgetType) else { return nil }
        change(&activity.traits)
        return activity
    }
}

extension ConditionalWidgetConfiguration: ActivityConfigurationHolder {
    package func configuredActivity(widgetType: String) -> ConfiguredActivity? {
        switch storage {
        case .first(let c): return WidgetKitLayer.configuredActivity(c, widgetType: widgetType)
        case .second(let c): return WidgetKitLayer.configuredActivity(c, widgetType: widgetType)
        }
    }
}

extension AnyWidgetConfiguration: ActivityConfigurationHolder {
    package func configuredActivity(widgetType: String) -> ConfiguredActivity? {
        func open<C: WidgetConfiguration>(_ c: C) -> ConfiguredActivity? { WidgetKitLayer.configuredActivity(c, widgetType: widgetType) }
        return open(configuration)
    }
}

/// The Live Activity a configuration describes; nil when it is a timeline widget or empty.
package func configuredActivity<C: WidgetConfiguration>(_ configuration: C, widgetType: String) -> ConfiguredActivity? {
    if let holder = configuration as? ActivityConfigurationHolder { return holder.configuredActivity(widgetType: widgetType) }
    if configuration is PrimitiveWidgetConfiguration || C.Body.self == Never.self { return nil }
    return configuredActivity(configuration.body, widgetType: widgetType)
}

nonisolated extension Widget {
    /// The widget's Live Activity; throws when its body is not an `ActivityConfiguration`.
    package func configuredActivity() throws -> ConfiguredActivity {
        let type = pathName(of: Self.self)
        guard let activity = WidgetKitLayer.configuredActivity(callingViewCode { body }, widgetType: type) else {
            throw WidgetRunError(kind: type, widgetType: type, family: nil, reason: .noConfiguration)
        }
        return activity
    }

    /// Whether the widget is a Live Activity (its body an `ActivityConfiguration`).
    package var isLiveActivity: Bool { WidgetKitLayer.configuredActivity(callingViewCode { body }, widgetType: "") != nil }
}

nonisolated extension WidgetConfiguration {
    /// The activity families a Live Activity offers beyond `.medium`, as WidgetKit's
    /// `supplementalActivityFamilies(_:)`: with `.small`, CarPlay and the watch Smart Stack draw the
    /// Lock Screen view with `activityFamily == .small`; without it, they combine the compact
    /// leading and trailing views (docs/platform.md §8).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        ModifiedWidgetConfiguration(content: self) { $0.supplementalActivityFamilies = families }
    }
}

nonisolated extension WidgetBundle {
    /// The bundle's Live Activities, in declaration order (rendered by presentation, not by family).
    package var activities: [any Widget] { flattenWidgets(callingViewCode { body }).filter { $0.isLiveActivity } }
}
