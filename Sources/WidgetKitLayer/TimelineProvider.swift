import Foundation
import WidgetViews

/// Supplies a non-configurable widget's entries, as WidgetKit's `TimelineProvider`.
/// A render calls `placeholder(in:)`, `getSnapshot(in:completion:)` or `getTimeline(in:completion:)`
/// (see `RenderedEntrySource` in WidgetRender) under a time budget: a completion never called is a timeout.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// What a provider knows about the widget it serves, as WidgetKit's `TimelineProviderContext`.
/// For a render: the rendered family, the device's size of it, `isPreview` (true for placeholder
/// and snapshot renders, as in the widget gallery; false for timeline renders) and the variants
/// of the one environment rendered.
public struct TimelineProviderContext: Sendable, CustomStringConvertible {
    public let family: WidgetFamily
    public let displaySize: CGSize
    public let isPreview: Bool
    public let environmentVariants: EnvironmentVariants

    package init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool,
                 environmentVariants: EnvironmentVariants = EnvironmentVariants()) {
        self.family = family; self.displaySize = displaySize; self.isPreview = isPreview
        self.environmentVariants = environmentVariants
    }

    public var description: String {
        "TimelineProviderContext(family: \(family.description), displaySize: \(displaySize.width)×\(displaySize.height), isPreview: \(isPreview))"
    }

    /// The environment values a widget may be shown with, as WidgetKit's `EnvironmentVariants`.
    /// A render shows exactly one environment, so each key has one value: the rendered one.
    public struct EnvironmentVariants: @unchecked Sendable {
        private var values: [AnyKeyPath: [Any]] = [:]

        package init() {}

        /// Records the one value of each key a render fixes (color scheme, rendering mode, scale …).
        package init(_ environment: EnvironmentValues) {
            set(\.colorScheme, [environment.colorScheme])
            set(\.widgetRenderingMode, [environment.widgetRenderingMode])
            set(\.displayScale, [environment.displayScale])
            set(\.isLuminanceReduced, [environment.isLuminanceReduced])
            set(\.showsWidgetContainerBackground, [environment.showsWidgetContainerBackground])
        }

        package mutating func set<T: Hashable>(_ keyPath: WritableKeyPath<EnvironmentValues, T>, _ variants: [T]) {
            values[keyPath] = variants
        }

        /// The values `keyPath` may take, or nil when the render does not fix it.
        public subscript<T: Hashable>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            values[keyPath].map { $0.compactMap { $0 as? T } }
        }
    }
}
