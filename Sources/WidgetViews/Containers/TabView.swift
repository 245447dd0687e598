import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// Tab views, as SwiftUI's `TabView`, `tabItem(_:)` and `tabViewStyle(_:)`. A still image shows
// the selected tab (the one whose tag equals the selection; without a selection, the first) and,
// in the default style, the tab bar below it; in the page style, the selected page and its page
// dots. Metrics and sources: docs/platform.md §15.

nonisolated extension View {
    /// The tab's item in a tab view's tab bar: its image and title.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, item: AnyView(label()))
    }

    /// The style of the tab views in this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environmentModifier("tabViewStyle") { $0.tabViewStyleKind = style.tabViewStyleKind }
    }
}

/// A view with a tab item: outside a tab view it is the view alone.
nonisolated struct TabItemView<Content: View>: View, ChildListView, PeeledWrapper {
    typealias Body = Never
    let content: Content
    let item: AnyView
    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try WidgetViews.resolveChildren(content, in: context)
    }
    var peeledView: any View { content }
}

/// A transparent wrapper the tag and tab item searches look through.
protocol PeeledWrapper { var peeledView: any View { get } }

/// The tab item on `view` or under its modifiers and tag.
func tabItemLabel(of view: any View) -> AnyView? {
    var current: any View = view
    for _ in 0..<ResolveContext.maximumNesting {
        if let tab = current as? TabItemProviding { return tab.tabItemView }
        if let tagged = current as? Tagged { current = tagged.taggedContent; continue }
        if let modified = current as? ListModifying { current = modified.modifiedView; continue }
        return nil
    }
    return nil
}

protocol TabItemProviding { var tabItemView: AnyView { get } }
extension TabItemView: TabItemProviding { var tabItemView: AnyView { item } }

/// How a tab view looks, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {
    var tabViewStyleKind: TabViewStyleKind { get }
}

/// The built-in tab view looks.
public enum TabViewStyleKind: Hashable, Sendable {
    case tabBar
    case page(PageTabViewStyle.IndexDisplayMode)
}

nonisolated public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var tabViewStyleKind: TabViewStyleKind { .tabBar }
}

/// Pages side by side, one shown, with page dots (Apple, `PageTabViewStyle`).
nonisolated public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Hashable, Sendable {
        let mode: Int
        /// Dots when there is more than one page.
        public static let automatic = IndexDisplayMode(mode: 0)
        public static let always = IndexDisplayMode(mode: 1)
        public static let never = IndexDisplayMode(mode: 2)
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var tabViewStyleKind: TabViewStyleKind { .page(indexDisplayMode) }
}

nonisolated extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

nonisolated extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKindKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }
extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] } set { self[TabViewStyleKindKey.self] = newValue }
    }
}

/// A view that switches between child views, as SwiftUI's `TabView`.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue; self.content = content()
    }

    public var body: some View {
        let tabs = taggedOptions(of: content)
        let selected = selection.flatMap { value in tabs.firstIndex { tagsMatch($0.tag, AnyHashable(value)) } } ?? 0
        TabViewBody(style: EnvironmentValues.current.tabViewStyleKind,
                    pages: tabs.map { AnyView(erasing: $0.view) }, items: tabs.map { tabItemLabel(of: $0.view) },
                    selected: tabs.isEmpty ? nil : selected)
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil; self.content = content()
    }
}

/// Tab bar and page metrics (docs/platform.md §15): HIG, a tab bar is 49 pt tall on iPhone;
/// ours, the item's symbol 22 pt and its title 10 pt medium, gray (systemGray) unless selected;
/// page dots 8 pt, 8 pt apart, 12 pt above the bottom, white (the current one) and white at 30 %.
enum TabMetrics {
    static let barHeight: CGFloat = 49
    static let symbolSize: CGFloat = 22
    static let titleSize: CGFloat = 10
    static let dot: CGFloat = 8
    static let dotSpacing: CGFloat = 8
    static let dotsBottom: CGFloat = 12
}

nonisolated struct TabViewBody: View {
    let style: TabViewStyleKind
    let pages: [AnyView]
    let items: [AnyView?]
    let selected: Int?

    var body: some View {
        switch style {
        case .tabBar:
            VStack(spacing: 0) {
                page
                Divider()
                HStack(spacing: 0) {
                    ForEach(0..<items.count) { index in
                        if let item = items[index] {
                            TabBarItem(item: item)
                                .foregroundStyle(index == selected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color(uiColor: .systemGray)))
                                .frame(maxWidth: .infinity)
                        }
                    }
                }
                .frame(height: TabMetrics.barHeight)
            }
        case .page(let mode):
            page.overlay(alignment: .bottom) {
                if mode == .always || (mode == .automatic && pages.count > 1) {
                    HStack(spacing: TabMetrics.dotSpacing) {
                        ForEach(0..<pages.count) { index in
                            Circle().fill(Color.white.opacity(index == selected ? 1 : 0.3))
                                .frame(width: TabMetrics.dot, height: TabMetrics.dot)
                        }
                    }
                    .padding(.bottom, TabMetrics.dotsBottom)
                }
            }
        }
    }

    /// The selected tab, filling the tab view.
    private var page: some View {
        Group { if let selected { pages[selected] } }
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity)
    }
}

/// A tab bar item: the symbol above the title, as UITabBar lays them out on iPhone.
nonisolated struct TabBarItem: View {
    let item: AnyView
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<parts.count) { parts[$0] }
        }
        .font(.system(size: TabMetrics.titleSize, weight: .medium))
        .lineLimit(1)
    }

    /// The label's views: a `Label`'s icon and title, an image larger than the title.
    private var parts: [AnyView] {
        var views: [any View] = [item]
        var flat: [any View] = []
        while let view = views.first {
            views.removeFirst()
            if let label = view as? LabelParts { flat += [label.labelIcon, label.labelTitle]; continue }
            if let list = view as? ListFlattening { views = list.flattenedViews + views; continue }
            flat.append(view)
        }
        return flat.map { view in
            let isImage = view is Image || (view as? AnyView)?.view is Image
            return isImage ? AnyView(AnyView(erasing: view).font(.system(size: TabMetrics.symbolSize))) : AnyView(erasing: view)
        }
    }
}
