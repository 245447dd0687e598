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
