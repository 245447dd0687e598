import WidgetResolved

// `labelsHidden()`: controls draw without their label (SwiftUI: "Hides the labels of any
// controls contained within this view"). Widgets use it on gauges and toggles whose label would
// not fit: the gauge's and progress view's `label`, and a toggle's label, are left out; the value
// labels stay.

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set by `labelsHidden()`; controls leave their label out.
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] } set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls in this view (Gauge, ProgressView and Toggle labels).
    public func labelsHidden() -> some View {
        environmentModifier("labelsHidden") { $0.labelsHidden = true }
    }
}

/// A control's label: its content (its views join the control's stack as before), or nothing
/// under `labelsHidden()`.
nonisolated struct ControlLabel: View {
    @Environment(\.labelsHidden) private var hidden
    let content: AnyView
    var body: some View {
        if !hidden { content }
    }
}

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// False under `disabled(true)`, as SwiftUI's `isEnabled`; views that read it can dim themselves.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] } set { self[IsEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Disables the controls in this view (SwiftUI's `disabled(_:)`): `\.isEnabled` becomes false
    /// for the subtree; the built-in button and toggle styles draw their disabled look
    /// (docs/views.md, "Disabled controls"); a view that reads `isEnabled` draws what it chooses.
    public func disabled(_ disabled: Bool) -> some View {
        environmentModifier("disabled") { if disabled { $0.isEnabled = false } }
    }
}

nonisolated extension View {
    /// Hit testing: no effect on a still image (a widget's taps are its links and intents).
    public func allowsHitTesting(_ enabled: Bool) -> some View { inertModifier("allowsHitTesting") }
    /// A tooltip (macOS, iPadOS pointer): not drawn on a widget.
    public func help(_ text: LocalizedStringKey) -> some View { inertModifier("help") }
}
