import Foundation
import WidgetViews

/// Why a widget could not be rendered; the description is one line naming the widget kind, the
/// family and the provider call at fault.
public struct WidgetRunError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The provider threw; the error's description.
        case providerThrew(call: String, error: String)
        /// The provider did not deliver within the budget (a completion never called, a hang).
        case timedOut(call: String, seconds: Double)
        /// `getTimeline` / `timeline(for:in:)` delivered a timeline without entries.
        case emptyTimeline(call: String)
        /// The widget's `supportedFamilies` do not include the family asked for.
        case unsupportedFamily(supported: [WidgetFamily])
        /// The widget's body holds no configuration (`EmptyWidgetConfiguration`).
        case noConfiguration
        /// An entry given by the caller is not of the type the widget's provider makes.
        case entryTypeMismatch(given: String, expected: String)
        /// None of the themes asked for shows any of the widget's families on its device.
        case noThemeShowsFamilies(families: [WidgetFamily], themes: [String])
        /// An entry index past the end of the timeline.
        case noSuchEntry(index: Int, count: Int)
    }

    public let kind: String
    /// The widget's Swift type name.
    public let widgetType: String
    public let family: WidgetFamily?
    public let reason: Reason

    public init(kind: String, widgetType: String, family: WidgetFamily?, reason: Reason) {
        self.kind = kind; self.widgetType = widgetType; self.family = family; self.reason = reason
    }

    public var description: String {
        let widget = kind == widgetType ? "widget \(widgetType)" : "widget \(widgetType) (kind '\(kind)')"
        let subject = family.map { "\(widget), \($0.description)" } ?? widget
        switch reason {
        case .providerThrew(let call, let error):
            return "\(subject): the provider's \(call) threw: \(error)"
        case .timedOut(let call, let seconds):
            return "\(subject): the provider's \(call) did not deliver within \(formatSeconds(seconds)) "
                + "(a completion handler never called, a hang, or work waiting for the main thread)"
        case .emptyTimeline(let call):
            return "\(subject): the provider's \(call) returned a timeline with no entries; nothing to render"
        case .unsupportedFamily(let supported):
            return "\(subject) is not supported: supportedFamilies are \(supported.map(\.description).joined(separator: ", "))"
        case .noConfiguration:
            return "\(subject): its body holds no widget configuration (EmptyWidgetConfiguration)"
        case .entryTypeMismatch(let given, let expected):
            return "\(subject): was given an entry of type \(given); its provider's entries are \(expected)"
        case .noThemeShowsFamilies(let families, let themes):
            return "\(subject): none of its families (\(families.map(\.description).joined(separator: ", "))) is shown by "
                + "the themes \(themes.joined(separator: ", ")) on their devices"
        case .noSuchEntry(let index, let count):
            return "\(subject): no timeline entry \(index); the timeline has \(count)"
        }
    }
}

private func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? "\(Int(seconds)) s" : String(format: "%.2f s", seconds)
}
