import Foundation
import WidgetResolved

// Navigation containers and links in a widget (docs/views.md "Navigation and presentation",
// docs/platform.md §14). A widget is one archived view hierarchy: WidgetKit lists the SwiftUI views
// a widget can use and navigation is not among them (WidgetKit, "SwiftUI views for widgets"), and
// nothing in a widget pushes or pops. Views shared with the app still carry these containers, so:
// - a container draws its root content: `NavigationStack` its root, `NavigationView` its first view
//   (the column a stack-style navigation view shows), `NavigationSplitView` the column a collapsed
//   split view shows on top (the sidebar unless `preferredCompactColumn` says otherwise). It takes
//   the whole space offered and centers the root, as a navigation container fills its window in an
//   app. **Our rule** where Apple is silent: no navigation bar, no title, no toolbar.
// - a `NavigationLink` draws its label as is, like `Link` (nothing is pushed);
// - title and bar modifiers are accepted and draw nothing (`NavigationTitle.swift` for the title).

// MARK: - Containers

/// The root content of a navigation container: all the space offered, the root centered in it
/// (several root views stack vertically, as where one view is expected).
private func navigationRoot(_ root: ResolvedNode) -> ResolvedNode {
    .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)), root)
}

/// SwiftUI's `NavigationStack`: draws its root view (a still image shows the stack at its root).
/// Ours: a non-empty `path` still shows the root; iOS would show its last value's destination.
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { self.root = root() }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
              Data.Element: Hashable {
        self.root = root()
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        navigationRoot(stackIfNeeded(try resolveChildren(root, in: context)))
    }
}

/// SwiftUI's `NavigationPath`: a type-erased list of the values a stack has pushed.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// SwiftUI's `NavigationView` (deprecated): draws its first view. Several views are the columns of
/// a split view; an iPhone, and the stack style, show the first one as the root.
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        navigationRoot(try resolveChildren(content, in: context).first ?? .empty)
    }
}

/// SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    private let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// SwiftUI's `NavigationSplitViewColumn`: the column a collapsed split view shows on top.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    fileprivate enum Kind: Hashable, Sendable { case sidebar, content, detail }
    fileprivate let kind: Kind
    public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
    public static let content = NavigationSplitViewColumn(kind: .content)
    public static let detail = NavigationSplitViewColumn(kind: .detail)
}

/// SwiftUI's `NavigationSplitView`: draws the column a collapsed split view shows, the sidebar
/// unless `preferredCompactColumn` names another (Apple: the split view "collapses into a single
/// stack in some contexts, like on iPhone"; a widget is one such small context, our rule).
/// `columnVisibility` sets the columns of an expanded split view and changes nothing here.
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let column: NavigationSplitViewColumn

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
                @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail(); column = .sidebar
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar(); self.content = content(); self.detail = detail()
        column = preferredCompactColumn.wrappedValue
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar(); content = EmptyView(); self.detail = detail(); column = .sidebar
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(sidebar: sidebar, detail: detail)
    }

    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.sidebar = sidebar(); content = EmptyView(); self.detail = detail()
        column = preferredCompactColumn.wrappedValue
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
                preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let shown: [ResolvedNode]
        switch column.kind {
        case .sidebar: shown = try resolveChildren(sidebar, in: context)
        // A two-column split view has no content column: its sidebar is on top.
        case .content: shown = Content.self == EmptyView.self ? try resolveChildren(sidebar, in: context)
                                                              : try resolveChildren(content, in: context)
        case .detail: shown = try resolveChildren(detail, in: context)
        }
        return navigationRoot(stackIfNeeded(shown))
    }
}

// MARK: - Links

/// SwiftUI's `NavigationLink`: draws its label as is (ours, as `Link`: nothing is pushed in a
/// widget, and the destination is never drawn).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(isActive: Binding<Bool>, destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Hashable>(tag: V, selection: Binding<V?>, destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { label }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) { label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { label = Text(titleKey) }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}

// MARK: - Destinations, bar titles and styles

/// SwiftUI's `NavigationBarItem`, for its `TitleDisplayMode`.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Sendable {
    private let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let large = ToolbarTitleDisplayMode(name: "large")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
}

/// SwiftUI's `NavigationViewStyle` (deprecated): how a `NavigationView` shows its columns.
public protocol NavigationViewStyle {}

nonisolated public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
nonisolated public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

// Accepted, no effect: they configure a navigation bar or what a stack pushes, and a widget shows
// neither. A `NavigationView` draws its first view whatever its style (the stack style shows it, and
// so does a collapsed column style).
nonisolated extension View {
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        inertModifier("navigationDestination")
    }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        inertModifier("navigationDestination")
    }

    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        inertModifier("navigationDestination")
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        inertModifier("navigationBarTitleDisplayMode")
    }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        inertModifier("toolbarTitleDisplayMode")
    }

    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { inertModifier("navigationViewStyle") }

    public func navigationBarTitle(_ title: Text) -> some View { inertModifier("navigationBarTitle") }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { inertModifier("navigationBarTitle") }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { inertModifier("navigationBarTitle") }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        inertModifier("navigationBarTitle")
    }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                   displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        inertModifier("navigationBarTitle")
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                      displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        inertModifier("navigationBarTitle")
    }

    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        inertModifier("navigationBarItems")
    }
    public func navigationBarItems<L: View>(leading: L) -> some View { inertModifier("navigationBarItems") }
    public func navigationBarItems<T: View>(trailing: T) -> some View { inertModifier("navigationBarItems") }
}
