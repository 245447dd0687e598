import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

/// A control that is on or off, as SwiftUI's `Toggle`. A widget shows its state; an App Intent
/// toggle (interactive widgets, iOS 17) runs the intent when tapped — accepted, never run.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Bool
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue; self.label = label()
    }

    /// The interactive-widget toggle: `isOn` is the state the entry carries.
    public init<Intent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label()
    }

    public var body: some View {
        EnvironmentValues.current.toggleStyle.makeBody(
            ToggleStyleConfiguration(label: .init(AnyView(ControlLabel(content: AnyView(label)))), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    public init<Intent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Intent>(_ title: S, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
}

extension Toggle where Label == WidgetViews.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { WidgetViews.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { WidgetViews.Label(title, systemImage: systemImage) }
    }
}

/// What a `ToggleStyle` receives, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    public let label: Label
    /// The state; setting it changes nothing in a still image.
    @Binding public var isOn: Bool

    init(label: Label, isOn: Bool) {
        self.label = label; _isOn = .constant(isOn)
    }
}

/// How toggles look, as SwiftUI's `ToggleStyle`; user styles draw through `makeBody(configuration:)`.
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyToggleStyle { AnyView(SwitchToggleStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle { get { self[ToggleStyleKey.self] } set { self[ToggleStyleKey.self] = newValue } }
}

nonisolated extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environmentModifier("toggleStyle") {
            $0.toggleStyle = AnyToggleStyle { configuration in callingViewCode { AnyView(style.makeBody(configuration: configuration)) } }
        }
    }
}

/// The label, then a switch at the trailing edge (the toggle takes the width offered, as on iOS).
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public init(tint: Color) { self.tintColor = tint }
    var tintColor: Color?

    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoleTinted(role: nil, tintsLabel: false) { configuration.label }
            Spacer(minLength: 0)
            SwitchView(isOn: configuration.isOn, tintColor: tintColor)
        }
    }
}

/// A toggle that looks like a button: bordered (tinted platter) when on, borderless when off.
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.isOn {
            BorderedButtonBody(label: .init(AnyView(configuration.label)), role: nil, prominent: false)
                .tintIfUnset()
        } else {
            RoleTinted(role: nil, tintsLabel: true) { configuration.label }
        }
    }
}

/// iOS's default: the switch.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
nonisolated extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }
nonisolated extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }

nonisolated extension View {
    /// A button-styled toggle that is on shows the tint platter even without an explicit tint
    /// (ours: the accent color at 15 %, not the gray of an untinted bordered button).
    func tintIfUnset() -> some View {
        environmentModifier("tint") { if $0.tintStyle == nil { $0.tintStyle = AnyShapeStyle(Color.accentColor) } }
    }
}

/// The switch of `SwitchToggleStyle`: a 51 × 31 pt capsule track (UISwitch's frame, as UIKit's
/// view hierarchy reports it: "frame = (0 0; 51 31)", c4ios.com/tutorials/hacking-uiswitch) and a
/// 27 pt white knob inset 2 pt, right when on. On: the tint, else system green (UISwitch's default
/// `onTintColor`). Off: `secondarySystemFill`. Ours: the knob's shadow (black 20 %, radius 2, 1 pt down);
/// in accented rendering the on-track is kept at 50 % so the white knob stays visible; under
/// `disabled(true)` the whole switch is drawn at 50 % (docs/views.md, "Disabled controls").
nonisolated struct SwitchView: View {
    let isOn: Bool
    let tintColor: Color?

    static let size = CGSize(width: 51, height: 31)
    static let knobInset: CGFloat = 2

    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let knob = SwitchView.size.height - 2 * SwitchView.knobInset
        let onStyle: AnyShapeStyle = tintColor.map(AnyShapeStyle.init)
            ?? EnvironmentValues.current.tintStyle ?? AnyShapeStyle(Color.green)
        let track: AnyShapeStyle = isOn
            ? (renderingMode == .accented ? AnyShapeStyle(TintAtOpacity(base: onStyle, opacity: 0.5)) : onStyle)
            : AnyShapeStyle(SystemFillStyle.secondary)
        let control = ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(track)
            Circle().fill(Color.white)
                .frame(width: knob, height: knob)
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 2, x: 0, y: 1)
                .padding(SwitchView.knobInset)
        }
        .frame(width: SwitchView.size.width, height: SwitchView.size.height)
        return Group { if isEnabled { control } else { control.opacity(0.5) } }
    }
}
