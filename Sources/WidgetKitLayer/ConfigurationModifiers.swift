import Foundation
import WidgetViews

/// Where a widget can appear, as WidgetKit's `WidgetLocation`; used by `.disfavoredLocations(_:for:)`.
/// A render is of one location-free canvas, so the value is recorded, not applied.
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    public static let carPlay = WidgetLocation(name: "carPlay")
    public var description: String { name }
}

/// A configuration with changed traits (what every configuration modifier returns).
nonisolated public struct ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    public typealias Body = Never
    let content: Content
    let change: (inout WidgetTraits) -> Void

    package func configured(widgetType: String) -> ConfiguredWidget? {
        guard var widget = configuredWidget(content, widgetType: widgetType) else { return nil }
        change(&widget.traits)
        return widget
    }
}

nonisolated extension WidgetConfiguration {
    private func modified(_ change: @escaping (inout WidgetTraits) -> Void) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(content: self, change: change)
    }

    /// The name the widget gallery shows; recorded (`WidgetTraits.displayName`), used as the
    /// filmstrip's title. Not drawn in the widget.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        let name = displayName.plainString
        return modified { $0.displayName = name }
    }
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayNameKey))
    }
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        let name = String(displayName)
        return modified { $0.displayName = name }
    }
    @_disfavoredOverload
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        let name = String(localized: displayName)
        return modified { $0.displayName = name }
    }

    /// The widget gallery's description; recorded (`WidgetTraits.description`), not drawn.
    public func description(_ description: Text) -> some WidgetConfiguration {
        let text = description.plainString
        return modified { $0.description = text }
    }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        description(Text(descriptionKey))
    }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        let text = String(description)
        return modified { $0.description = text }
    }
    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        let text = String(localized: description)
        return modified { $0.description = text }
    }

    /// The families the widget offers; a render of any other family is an error, and the default
    /// render matrix is these families (those the device offers).
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Content fills the widget edge to edge: no system content margins, as on iOS 17.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// `false`: the container background stays where the system would remove it (StandBy, Lock
    /// Screen accented and vibrant renders), as `containerBackgroundRemovable(false)` on the view.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.backgroundRemovable = isRemovable }
    }

    /// Recorded; a still render has no location to avoid.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { traits in for location in locations { traits.disfavoredLocations[location] = families } }
    }

    /// Recorded; a render uses the intent's defaults, as a widget the user has not configured yet.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }

    /// Accepted, no effect on a still image: push-driven reloads.
    public func pushHandler<Handler: WidgetPushHandler>(_ handler: Handler.Type) -> some WidgetConfiguration {
        modified { $0.hasPushHandler = true }
    }

    /// Accepted, no effect on a still image: background URL session events are never delivered.
    public func onBackgroundURLSessionEvents(matching matchingString: String? = nil,
                                             _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void)
        -> some WidgetConfiguration {
        modified { _ in }
    }
}

/// Receives push-token changes for widget reloads, as WidgetKit's `WidgetPushHandler`. Never called here.
public protocol WidgetPushHandler {
    init()
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// A push token, as WidgetKit's `WidgetPushInfo`.
public struct WidgetPushInfo: Sendable {
    public let token: Data
}
