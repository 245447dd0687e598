import Foundation
import WidgetViews

// Controls (iOS 18, macOS 26, watchOS 26): what Xcode's widget template writes when "Include
// Control" is checked. A control is drawn by the system — Control Center (small, medium, large),
// the Lock Screen, the Mac menu bar, the watch Smart Stack and Control Center — from its template:
// a symbol, a title and, for a toggle, a value label per state. `ControlFace` (ControlFace.swift)
// takes those parts apart; WidgetRender's `.control` render request (ControlRendering.swift)
// draws them in each place, off and on.

/// A control, as WidgetKit's `ControlWidget`.
@MainActor @preconcurrency public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control's `body` returns, as WidgetKit's `ControlWidgetConfiguration`.
@MainActor @preconcurrency public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

nonisolated extension ControlWidgetConfiguration where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive control configuration and has no body") }
}

@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
}

/// What a control shows, as WidgetKit's `ControlWidgetTemplate` (a toggle or a button).
@MainActor @preconcurrency public protocol ControlWidgetTemplate {}

@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildBlock<T: ControlWidgetTemplate>(_ content: T) -> T { content }
    public static func buildEither<T: ControlWidgetTemplate>(first: T) -> AnyControlWidgetTemplate { AnyControlWidgetTemplate(first) }
    public static func buildEither<T: ControlWidgetTemplate>(second: T) -> AnyControlWidgetTemplate { AnyControlWidgetTemplate(second) }
    public static func buildLimitedAvailability<T: ControlWidgetTemplate>(_ content: T) -> AnyControlWidgetTemplate {
        AnyControlWidgetTemplate(content)
    }
}

/// A type-erased control template (what `if`/`else` in a template builder produces).
nonisolated public struct AnyControlWidgetTemplate: ControlWidgetTemplate {
    package let template: any ControlWidgetTemplate
    public init<T: ControlWidgetTemplate>(_ template: T) {
        self.template = (template as? AnyControlWidgetTemplate)?.template ?? template
    }
}

/// A control that runs an intent, as WidgetKit's `ControlWidgetButton`.
nonisolated public struct ControlWidgetButton: ControlWidgetTemplate {
    package let label: AnyView
    /// The label's title and symbol apart (nil parts: the label is drawn whole as the title).
    package let parts: ControlLabelParts
    package let action: any AppIntent

    public init<Label: View, Action: AppIntent>(action: Action, @ViewBuilder label: () -> Label) {
        let view = label()
        self.action = action; self.label = AnyView(view); parts = ControlLabelParts(view)
    }
    public init<Action: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, action: Action) {
        let view = Label(titleKey, systemImage: systemImage)
        self.action = action; label = AnyView(view); parts = ControlLabelParts(view)
    }
    /// `actionLabel(isActive)` is what the control shows while its action runs; a still render
    /// shows the control at rest, drawn from `label` (docs/widgetkit.md).
    public init<Label: View, ActionLabel: View, Action: AppIntent>(
        action: Action, @ViewBuilder label: () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        self.init(action: action, label: label)
    }
}

/// A control that sets an on/off value, as WidgetKit's `ControlWidgetToggle`.
nonisolated public struct ControlWidgetToggle: ControlWidgetTemplate {
    package let label: AnyView
    package let parts: ControlLabelParts
    package let isOn: Bool
    /// The label for the current state (`valueLabel(isOn)`), when one was given.
    package let valueLabel: AnyView?
    /// The value label of each state (the template is drawn off and on); nil without value labels.
    package let valueParts: (off: ControlLabelParts, on: ControlLabelParts)?
    package let action: any AppIntent

    public init<Label: View, ValueLabel: View, Action: AppIntent>(
        isOn: Bool, action: Action, @ViewBuilder label: () -> Label, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        let view = label()
        self.isOn = isOn; self.action = action; self.label = AnyView(view); parts = ControlLabelParts(view)
        self.valueLabel = AnyView(valueLabel(isOn))
        valueParts = (ControlLabelParts(valueLabel(false)), ControlLabelParts(valueLabel(true)))
    }
    public init<Label: View, Action: AppIntent>(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {
        let view = label()
        self.isOn = isOn; self.action = action; self.label = AnyView(view); parts = ControlLabelParts(view)
        valueLabel = nil; valueParts = nil
    }
    public init<ValueLabel: View, Action: AppIntent>(
        _ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel) {
        let title = Text(titleKey)
        self.isOn = isOn; self.action = action; label = AnyView(title); parts = ControlLabelParts(title)
        self.valueLabel = AnyView(valueLabel(isOn))
        valueParts = (ControlLabelParts(valueLabel(false)), ControlLabelParts(valueLabel(true)))
    }
    public init<Action: AppIntent>(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action) {
        let view = Label(titleKey, systemImage: systemImage)
        self.isOn = isOn; self.action = action; label = AnyView(view); parts = ControlLabelParts(view)
        valueLabel = nil; valueParts = nil
    }
}

/// A template with a tint, as `ControlWidgetTemplate.tint(_:)` returns: a toggle's symbol (and an
/// on toggle's fill) take it (docs/platform.md §8, Controls).
nonisolated public struct TintedControlTemplate: ControlWidgetTemplate {
    package let template: any ControlWidgetTemplate
    package let tint: Color?
}

/// A template with an Action-button hint, as `controlWidgetActionHint(_:)` returns.
nonisolated public struct HintedControlTemplate: ControlWidgetTemplate {
    package let template: any ControlWidgetTemplate
    package let hint: String
}

nonisolated extension ControlWidgetTemplate {
    /// The control's tint: the symbol's color when on (HIG-Controls › Best practices).
    public func tint(_ color: Color?) -> some ControlWidgetTemplate { TintedControlTemplate(template: self, tint: color) }

    /// What the Action button says it does (e.g. "Start"), as WidgetKit's `controlWidgetActionHint(_:)`.
    /// Recorded (`ControlFace.actionHint`); Control Center, the Lock Screen, the menu bar and the
    /// watch do not show it, so it has no effect on those still images.
    public func controlWidgetActionHint(_ hint: Text) -> some ControlWidgetTemplate {
        HintedControlTemplate(template: self, hint: hint.plainString)
    }
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some ControlWidgetTemplate {
        controlWidgetActionHint(Text(hint))
    }
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some ControlWidgetTemplate {
        HintedControlTemplate(template: self, hint: String(hint))
    }
}

nonisolated extension ControlWidgetTemplate {
    /// A transient status Control Center shows after the control's action runs, as WidgetKit's
    /// `controlWidgetStatus(_:)`; a still image shows the resting control, so it draws nothing.
    public func controlWidgetStatus(_ status: Text) -> some ControlWidgetTemplate { self }
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> some ControlWidgetTemplate { self }
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some ControlWidgetTemplate { self }
}

// The same hint and status set on the label view inside a template, as WidgetKit also allows:
// neither is shown where a render draws controls (see above), so they are accepted and inert.
nonisolated extension View {
    public func controlWidgetActionHint(_ hint: Text) -> some View { inertModifier("controlWidgetActionHint") }
    public func controlWidgetActionHint(_ hint: LocalizedStringKey) -> some View { inertModifier("controlWidgetActionHint") }
    @_disfavoredOverload
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { inertModifier("controlWidgetActionHint") }
    public func controlWidgetStatus(_ status: Text) -> some View { inertModifier("controlWidgetStatus") }
    public func controlWidgetStatus(_ status: LocalizedStringKey) -> some View { inertModifier("controlWidgetStatus") }
    @_disfavoredOverload
    public func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View { inertModifier("controlWidgetStatus") }
}

/// The current value of a control, as WidgetKit's `ControlValueProvider`.
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// The current value of an intent-configured control, as WidgetKit's `AppIntentControlValueProvider`.
public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control's configuration intent, as AppIntents' `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}

/// A control's kind, names and a way to build its template with the provider's preview value.
package struct ConfiguredControl {
    package var kind: String
    package var displayName: String?
    package var description: String?
    package var promptsForUserConfiguration = false
    package let previewTemplate: () -> any ControlWidgetTemplate
}

package protocol PrimitiveControlConfiguration {
    func configuredControl() -> ConfiguredControl
}

package func configuredControl<C: ControlWidgetConfiguration>(_ configuration: C) -> ConfiguredControl? {
    if let primitive = configuration as? PrimitiveControlConfiguration { return primitive.configuredControl() }
    if C.Body.self == Never.self { return nil }
    return configuredControl(configuration.body)
}

nonisolated extension ControlWidget {
    package func configured() -> ConfiguredControl? { configuredControl(callingViewCode { body }) }
}

/// A control without configuration, as WidgetKit's `StaticControlConfiguration`.
nonisolated public struct StaticControlConfiguration: ControlWidgetConfiguration, PrimitiveControlConfiguration {
    public typealias Body = Never
    let kind: String
    let template: () -> any ControlWidgetTemplate

    public init<Content: ControlWidgetTemplate>(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind; template = { content() }
    }
    public init<Provider: ControlValueProvider, Content: ControlWidgetTemplate>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind; template = { content(provider.previewValue) }
    }

    package func configuredControl() -> ConfiguredControl { ConfiguredControl(kind: kind, previewTemplate: template) }
}

/// A control configured by an intent, as WidgetKit's `AppIntentControlConfiguration`.
nonisolated public struct AppIntentControlConfiguration: ControlWidgetConfiguration, PrimitiveControlConfiguration {
    public typealias Body = Never
    let kind: String
    let template: () -> any ControlWidgetTemplate

    public init<Provider: AppIntentControlValueProvider, Content: ControlWidgetTemplate>(
        kind: String, intent: Provider.Configuration.Type = Provider.Configuration.self, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content) {
        self.kind = kind
        template = { content(provider.previewValue(configuration: Provider.Configuration())) }
    }

    /// A configurable control without a value provider (iOS 18): the template is drawn for the
    /// intent's defaults (`Intent()`), as a newly added control shows.
    public init<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>(
        kind: String, intent: Intent.Type, @ControlWidgetTemplateBuilder content: @escaping (Intent) -> Content) {
        self.kind = kind
        template = { content(Intent()) }
    }

    package func configuredControl() -> ConfiguredControl { ConfiguredControl(kind: kind, previewTemplate: template) }
}

/// A control configuration with changed names.
nonisolated public struct ModifiedControlConfiguration<Content: ControlWidgetConfiguration>: ControlWidgetConfiguration,
    PrimitiveControlConfiguration {
    public typealias Body = Never
    let content: Content
    let change: (inout ConfiguredControl) -> Void

    package func configuredControl() -> ConfiguredControl {
        guard var control = WidgetKitLayer.configuredControl(content) else {
            return ConfiguredControl(kind: "", previewTemplate: { AnyControlWidgetTemplate(EmptyControlTemplate()) })
        }
        change(&control)
        return control
    }
}

nonisolated private struct EmptyControlTemplate: ControlWidgetTemplate {}

nonisolated extension ControlWidgetConfiguration {
    private func modified(_ change: @escaping (inout ConfiguredControl) -> Void) -> ModifiedControlConfiguration<Self> {
        ModifiedControlConfiguration(content: self, change: change)
    }
    /// Recorded: the name Control Center shows.
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified { $0.displayName = displayName.key }
    }
    /// Recorded.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified { $0.description = description.key }
    }
    /// Recorded.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }
}

// MARK: - Controls in a bundle

extension WidgetBundleBuilder {
    /// A control listed in a bundle: kept apart from the widgets (`WidgetBundle.controls`).
    public static func buildExpression<C: ControlWidget>(_ control: C) -> WidgetList { WidgetList(controls: [control]) }
}

nonisolated extension WidgetBundle {
    /// The bundle's controls, in declaration order (not rendered; see the top of this file).
    package var controls: [any ControlWidget] { (callingViewCode { body } as? WidgetList)?.controls ?? [] }
}
