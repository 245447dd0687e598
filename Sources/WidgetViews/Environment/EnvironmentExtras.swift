import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// Read-only environment values widget code asks for, with deterministic defaults (never the
// machine's settings): content margins, calendar, Dynamic Type size, and the URL opener.

private struct ContentMarginsKey: EnvironmentKey {
    /// 16 pt on every edge, the system families' margins (HIG); the renderer sets the family's own.
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}
private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()
}
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }

/// The user's text size setting, as SwiftUI's `DynamicTypeSize`; renders use `.large`, the default.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Opens a URL, as SwiftUI's `OpenURLAction`; accepted, a render opens nothing.
public struct OpenURLAction: Sendable {
    public struct Result: Sendable {
        public static let handled = Result(), discarded = Result(), systemAction = Result()
        public static func systemAction(_ url: URL) -> Result { Result() }
    }
    public init() {}
    public init(handler: @escaping (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

extension EnvironmentValues {
    /// The content margins of the widget's family on its device (WidgetKit's `widgetContentMargins`),
    /// also when `contentMarginsDisabled()` turned the automatic ones off.
    public var widgetContentMargins: EdgeInsets {
        get { self[ContentMarginsKey.self] } set { self[ContentMarginsKey.self] = newValue }
    }
    /// Gregorian in UTC and en_US_POSIX unless set, so that output does not depend on the machine.
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] } set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var openURL: OpenURLAction { get { self[OpenURLKey.self] } set { self[OpenURLKey.self] = newValue } }
}
