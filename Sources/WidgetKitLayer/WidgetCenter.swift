import Foundation
import WidgetViews

/// Asks the system to reload widgets, as WidgetKit's `WidgetCenter`. There is no system here:
/// every call is accepted with no effect, and the current configurations are empty (no widget is
/// installed on a render machine).
public final class WidgetCenter: @unchecked Sendable {
    public static let shared = WidgetCenter()
    private init() {}

    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
    public func invalidateConfigurationRecommendations() {}

    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) {
        completion(.success([]))
    }

    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// An installed widget, as WidgetKit's `WidgetInfo`. None exist on a render machine.
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
}

/// Asks the system to reload controls, as WidgetKit's `ControlCenter` (iOS 18). As with
/// `WidgetCenter`, there is no system here: reloads are accepted with no effect and no control is
/// installed.
public final class ControlCenter: @unchecked Sendable {
    public static let shared = ControlCenter()
    private init() {}

    public func reloadControls(ofKind kind: String) {}
    public func reloadAllControls() {}
    public func currentControls() async throws -> [ControlInfo] { [] }
}

/// An installed control, as WidgetKit's `ControlInfo`. None exist on a render machine.
public struct ControlInfo: Sendable {
    public let kind: String
}
