import Foundation
import WidgetViews

/// What iOS 17 and later draw in place of a widget that does not call
/// `containerBackground(for: .widget)`: the message "Please adopt containerBackground API" on a plain
/// background (the message as reported by developers on iOS 17 devices, e.g. nemecek.be "Hotfixing
/// widgets for iOS 17", July 2023). Type size, color and background are ours: caption (12 pt,
/// so that "containerBackground" fits a small widget's line), secondary,
/// the system background of the color scheme (white; #1C1C1E in dark).
nonisolated struct MissingContainerBackgroundView: View {
    static let message = "Please adopt containerBackground API"

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Text(Self.message)
            .font(.caption)
            .multilineTextAlignment(.center)
            .foregroundStyle(.secondary)
            .containerBackground(for: .widget) {
                colorScheme == .dark ? Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255) : Color.white
            }
    }
}

/// The warning collected when a widget has no container background; names the widget, its kind
/// and the family, and says what the system shows instead.
func missingContainerBackgroundWarning(widgetType: String, kind: String, family: WidgetFamily) -> String {
    "Widget \(widgetType) (kind '\(kind)') does not call containerBackground(for: .widget) in \(family.description): "
        + "iOS 17 and later show \"\(MissingContainerBackgroundView.message)\" in its place; "
        + "wrap the widget's background in .containerBackground(for: .widget) { … }"
}
