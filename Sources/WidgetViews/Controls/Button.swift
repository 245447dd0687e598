import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// Controls in a still widget. A widget is a snapshot: a control draws its resting state (never
// pressed, never focused) and its action or intent is accepted and never run. What a control looks
// like comes from the style in the environment (`buttonStyle`, `toggleStyle`), so a user-defined
// `ButtonStyle` draws exactly as its `makeBody(configuration:)` says.

/// A semantic role, as SwiftUI's `ButtonRole`. `.destructive` tints the label red, as iOS does.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// A control that performs an action, as SwiftUI's `Button`. The action (a closure, or an App Intent
/// in an interactive widget) is accepted and never run: a rendered PNG has nothing to tap.
///
/// `Button(intent:)` is generic over the intent type with no constraint, so every call site with a
/// WidgetKit/AppIntents intent compiles without this module knowing the `AppIntent` protocol.
nonisolated public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label(); role = nil
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label(); self.role = role
    }

    /// An interactive-widget button (iOS 17): performs `intent` when tapped.
    public init<Intent>(intent: Intent, @ViewBuilder label: () -> Label) {
        self.label = label(); role = nil
    }

    public init<Intent>(role: ButtonRole?, intent: Intent, @ViewBuilder label: () -> Label) {
        self.label = label(); self.role = role
    }

    public var body: some View {
        let configuration = ButtonStyleConfiguration(label: .init(AnyView(label)), role: role, isPressed: false)
        return EnvironmentValues.current.buttonStyle.makeBody(configuration)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }

    public init<Intent>(_ titleKey: LocalizedStringKey, intent: Intent) {
        self.init(intent: intent) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Intent>(_ title: S, intent: Intent) {
        self.init(intent: intent) { Text(title) }
    }
}

extension Button where Label == WidgetViews.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { WidgetViews.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { WidgetViews.Label(title, systemImage: systemImage) }
    }

    public init<Intent>(_ titleKey: LocalizedStringKey, systemImage: String, intent: Intent) {
        self.init(intent: intent) { WidgetViews.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Intent>(_ title: S, systemImage: String, intent: Intent) {
        self.init(intent: intent) { WidgetViews.Label(title, systemImage: systemImage) }
    }

    public init<Intent>(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, intent: Intent) {
        self.init(role: role, intent: intent) { WidgetViews.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Intent>(_ title: S, systemImage: String, role: ButtonRole?, intent: Intent) {
        self.init(role: role, intent: intent) { WidgetViews.Label(title, systemImage: systemImage) }
    }
}

/// A link, as SwiftUI's `Link`. In a widget a link is a tappable region that opens the URL in the
/// app; its label draws as is, untinted (Apple's widget samples wrap whole rows in `Link` and keep
/// their colors). The URL is accepted; a PNG has nothing to tap.
nonisolated public struct Link<Label: View>: View {
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View {
        label
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
