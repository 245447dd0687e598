import Foundation
import WidgetViews

/// Several widgets of one extension, as WidgetKit's `WidgetBundle`.
@MainActor @preconcurrency public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

nonisolated extension WidgetBundle {
    /// `@main` support; as `Widget.main()`, returns at once on Linux (there is no widget host).
    public static func main() {}

    /// The bundle's timeline widgets in declaration order, `if`/`if #available` branches flattened;
    /// Live Activities are kept apart (`activities`, ActivityConfiguration.swift).
    package var widgets: [any Widget] { flattenWidgets(callingViewCode { body }).filter { !$0.isLiveActivity } }
}

/// Builds a bundle's `body`, as WidgetKit's `WidgetBundleBuilder`: any number of widgets, `if`,
/// `if`/`else` and `if #available` (true on Linux for `*` platforms).
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock() -> WidgetList { WidgetList(widgets: []) }
    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> WidgetList {
        var widgets: [any Widget] = [], controls: [any ControlWidget] = []
        for one in repeat each widget {
            widgets += flattenWidgets(one)
            controls += (one as? WidgetList)?.controls ?? []
        }
        return WidgetList(widgets: widgets, controls: controls)
    }
    // Every block is a `WidgetList` (from `buildBlock`), so the branch builders take one.
    public static func buildOptional(_ list: WidgetList?) -> WidgetList { list ?? WidgetList(widgets: []) }
    public static func buildEither(first: WidgetList) -> WidgetList { first }
    public static func buildEither(second: WidgetList) -> WidgetList { second }
    public static func buildLimitedAvailability(_ list: WidgetList) -> WidgetList { list }
}

/// The widgets of a bundle's body. It conforms to `Widget` only so that `body: some Widget`
/// type-checks; on its own it has no configuration.
nonisolated public struct WidgetList: Widget {
    package let widgets: [any Widget]
    /// Controls listed in the bundle (ControlWidget.swift), kept apart: they are not widgets.
    package let controls: [any ControlWidget]
    package init(widgets: [any Widget], controls: [any ControlWidget] = []) { self.widgets = widgets; self.controls = controls }
    package init(controls: [any ControlWidget]) { widgets = []; self.controls = controls }
    public init() { widgets = []; controls = [] }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A widget as a list: a `WidgetList`'s members, or the widget itself.
package func flattenWidgets(_ widget: any Widget) -> [any Widget] {
    if let list = widget as? WidgetList { return list.widgets }
    return [widget]
}
