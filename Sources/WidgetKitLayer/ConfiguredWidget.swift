import Foundation
import WidgetViews

/// What a widget's configuration modifiers said (package: a renderer reads it, users write modifiers).
package struct WidgetTraits: Hashable, Sendable {
    package var kind: String
    /// "StaticConfiguration", "AppIntentConfiguration" or "IntentConfiguration".
    package var configurationType: String
    package var displayName: String?
    package var description: String?
    /// `.supportedFamilies(_:)`; nil when not called (see `ConfiguredWidget.supportedFamilies(on:)`).
    package var supportedFamilies: [WidgetFamily]?
    package var contentMarginsDisabled = false
    package var backgroundRemovable = true
    package var disfavoredLocations: [WidgetLocation: [WidgetFamily]] = [:]
    package var promptsForUserConfiguration = false
    package var hasPushHandler = false
    /// Live Activities: `.supplementalActivityFamilies(_:)` (ActivityConfiguration.swift).
    package var supplementalActivityFamilies: [ActivityFamily] = []
    /// visionOS: `.widgetTexture(_:)` (nil: glass, the default) and `.supportedMountingStyles(_:)`.
    package var widgetTexture: WidgetTexture? = nil
    package var mountingStyles: [WidgetMountingStyle] = [.elevated]

    package init(kind: String, configurationType: String) { self.kind = kind; self.configurationType = configurationType }
}

/// A timeline with its entry type erased.
package struct ErasedTimeline {
    package let entries: [any TimelineEntry]
    package let policy: TimelineReloadPolicy
    package init(entries: [any TimelineEntry], policy: TimelineReloadPolicy) { self.entries = entries; self.policy = policy }
}

/// Starts one provider call; the callback runs once, on any thread — or never, if the provider hangs.
package typealias ProviderCall<T> = (TimelineProviderContext, @escaping (Result<T, Error>) -> Void) -> Void

/// A widget reduced to what a renderer needs: traits, the provider's three calls type-erased, and
/// the content closure. Built by `Widget.configured()`.
package struct ConfiguredWidget {
    package var traits: WidgetTraits
    /// The Swift type of the widget (`"CaffeineWidget"`), for messages.
    package var widgetType: String
    /// The Swift type of its provider's entries (`"SimpleEntry"`), for messages.
    package var entryTypeName: String
    package let placeholder: ProviderCall<any TimelineEntry>
    package let snapshot: ProviderCall<any TimelineEntry>
    package let timeline: ProviderCall<ErasedTimeline>
    /// The content closure; nil for an entry that is not of the provider's own type.
    package let makeContent: (any TimelineEntry) -> AnyView?
    /// AppIntentConfiguration only: the same widget whose provider gets the given intent instead of
    /// the defaults (nil when the intent is not of the configuration's intent type).
    package var configuringIntent: ((any AppIntent) -> ConfiguredWidget?)? = nil

    package init(traits: WidgetTraits, widgetType: String, entryTypeName: String,
                 placeholder: @escaping ProviderCall<any TimelineEntry>, snapshot: @escaping ProviderCall<any TimelineEntry>,
                 timeline: @escaping ProviderCall<ErasedTimeline>, makeContent: @escaping (any TimelineEntry) -> AnyView?) {
        self.traits = traits; self.widgetType = widgetType; self.entryTypeName = entryTypeName
        self.placeholder = placeholder; self.snapshot = snapshot; self.timeline = timeline; self.makeContent = makeContent
    }

    /// The widget configured with `intent` (its traits kept); nil when it is not configured by an
    /// App Intent of that type.
    package func with(intent: any AppIntent) -> ConfiguredWidget? {
        guard var widget = configuringIntent?(intent) else { return nil }
        widget.traits = traits
        widget.configuringIntent = configuringIntent
        return widget
    }

    /// The widget's families on `platform`: `.supportedFamilies(_:)` when given, else WidgetKit's
    /// default — every system family on iOS, iPadOS, macOS and visionOS (of which each device shows
    /// the ones it offers), every accessory family on watchOS ("supportedFamilies(_:)" in Apple's
    /// WidgetKit documentation: "by default, a widget supports all families"; watchOS has only accessory ones).
    package func supportedFamilies(on platform: WidgetPlatform) -> [WidgetFamily] {
        if let families = traits.supportedFamilies { return families }
        switch platform {
        case .watchos: return [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner]
        case .visionos: return [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait]
        case .ios, .macos: return [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
        }
    }

    /// The content view of `entry` with the configuration's margin and background flags applied,
    /// as WidgetKit applies `contentMarginsDisabled()` / `containerBackgroundRemovable(_:)` of the configuration.
    /// Throws when `entry` is not of the provider's entry type (an entry given by a caller).
    package func content(for entry: any TimelineEntry, family: WidgetFamily?) throws -> AnyView {
        guard var view = makeContent(entry) else {
            throw WidgetRunError(kind: traits.kind, widgetType: widgetType, family: family,
                                 reason: .entryTypeMismatch(given: pathName(of: type(of: entry)), expected: entryTypeName))
        }
        if traits.contentMarginsDisabled { view = AnyView(view.contentMarginsDisabled()) }
        if !traits.backgroundRemovable { view = AnyView(view.containerBackgroundRemovable(false)) }
        return view
    }
}

/// A configuration that is not a composition: it builds the configured widget itself.
package protocol PrimitiveWidgetConfiguration {
    func configured(widgetType: String) -> ConfiguredWidget?
}

/// Reduces a configuration (primitive, modified, conditional, erased or user-composed) to the
/// configured widget it describes; nil for an empty configuration.
package func configuredWidget<C: WidgetConfiguration>(_ configuration: C, widgetType: String) -> ConfiguredWidget? {
    if let primitive = configuration as? PrimitiveWidgetConfiguration {
        return primitive.configured(widgetType: widgetType)
    }
    if C.Body.self == Never.self { return nil }
    return configuredWidget(configuration.body, widgetType: widgetType)
}

private func configuredExistential(_ configuration: any WidgetConfiguration, widgetType: String) -> ConfiguredWidget? {
    configuredWidget(configuration, widgetType: widgetType)
}

extension ConditionalWidgetConfiguration: PrimitiveWidgetConfiguration {
    package func configured(widgetType: String) -> ConfiguredWidget? {
        switch storage {
        case .first(let c): return configuredWidget(c, widgetType: widgetType)
        case .second(let c): return configuredWidget(c, widgetType: widgetType)
        }
    }
}

extension AnyWidgetConfiguration: PrimitiveWidgetConfiguration {
    package func configured(widgetType: String) -> ConfiguredWidget? {
        configuredExistential(configuration, widgetType: widgetType)
    }
}

extension EmptyWidgetConfiguration: PrimitiveWidgetConfiguration {
    package func configured(widgetType: String) -> ConfiguredWidget? { nil }
}

nonisolated extension Widget {
    /// The widget's configuration reduced for rendering; throws when its body holds none.
    package func configured() throws -> ConfiguredWidget {
        let type = pathName(of: Self.self)
        guard let widget = configuredWidget(callingViewCode { body }, widgetType: type) else {
            throw WidgetRunError(kind: type, widgetType: type, family: nil, reason: .noConfiguration)
        }
        return widget
    }
}

/// "MyWidget" for `MyWidget`, "Outer.Inner" for nested types, without generic arguments.
package func pathName(of type: Any.Type) -> String {
    let name = String(describing: type)
    if let generic = name.firstIndex(of: "<") { return String(name[..<generic]) }
    return name
}
