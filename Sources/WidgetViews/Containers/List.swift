import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// Lists and forms, as SwiftUI's `List`, `Form` and `Section`. A widget does not scroll: a still
// image shows what iOS shows before any scrolling, the first rows from the top of the list, laid
// out as the list's style lays them out (docs/views.md "Lists, forms, pickers, tabs, inputs"; the
// metrics and their sources in docs/platform.md §15).
//
// Glossary: *item* = what the list's content is made of, a row or a section, found by walking the
// content's views (tuples, `ForEach`, `Group`, `if`) before anything is resolved; *row* = one
// resolved view of an item (a modifier on a `ForEach` gives one row per element, as in SwiftUI).

/// A scrolling list of rows, as SwiftUI's `List`. Selection is accepted; nothing is selected in a
/// still image (iOS highlights a selected row only in edit mode or on a tap).
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try ListLayout(style: context.environment.listStyleKind, items: listItems(of: content)).resolve(in: context)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// A form, as SwiftUI's `Form`: on iOS its rows and sections look like an inset grouped list.
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        try ListLayout(style: .insetGrouped, items: listItems(of: content)).resolve(in: context)
    }
}

/// A section of a list or form, as SwiftUI's `Section`: a header, rows and a footer. Outside a list
/// its header, content and footer are siblings in the enclosing stack, as in SwiftUI.
nonisolated public struct Section<Parent, Content, Footer> {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View, ChildListView, SectionParts where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try WidgetViews.resolveChildren(header, in: context) + WidgetViews.resolveChildren(content, in: context)
            + WidgetViews.resolveChildren(footer, in: context)
    }

    var sectionHeader: (any View)? { header is EmptyView ? nil : header }
    var sectionContent: any View { content }
    var sectionFooter: (any View)? { footer is EmptyView ? nil : footer }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

/// A `Section`, as the list walk sees it.
protocol SectionParts {
    var sectionHeader: (any View)? { get }
    var sectionContent: any View { get }
    var sectionFooter: (any View)? { get }
}

// MARK: - Styles

/// How a list looks, as SwiftUI's `ListStyle`.
public protocol ListStyle {
    /// Which of the built-in layouts draws it.
    var listStyleKind: ListStyleKind { get }
}

/// The built-in list layouts.
public enum ListStyleKind: Hashable, Sendable { case plain, grouped, insetGrouped, inset }

/// iOS's default list style: inset grouped (Apple, `DefaultListStyle`; docs/platform.md §15).
nonisolated public struct DefaultListStyle: ListStyle { public init() {}; public var listStyleKind: ListStyleKind { .insetGrouped } }
nonisolated public struct PlainListStyle: ListStyle { public init() {}; public var listStyleKind: ListStyleKind { .plain } }
nonisolated public struct GroupedListStyle: ListStyle { public init() {}; public var listStyleKind: ListStyleKind { .grouped } }
nonisolated public struct InsetGroupedListStyle: ListStyle { public init() {}; public var listStyleKind: ListStyleKind { .insetGrouped } }
nonisolated public struct InsetListStyle: ListStyle { public init() {}; public var listStyleKind: ListStyleKind { .inset } }
/// On iPhone a sidebar list looks like an inset grouped one (sections are not collapsed in a still image).
nonisolated public struct SidebarListStyle: ListStyle { public init() {}; public var listStyleKind: ListStyleKind { .insetGrouped } }

nonisolated extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
nonisolated extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
nonisolated extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
nonisolated extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
nonisolated extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
nonisolated extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
private struct ListBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct InListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var listStyleKind: ListStyleKind { get { self[ListStyleKindKey.self] } set { self[ListStyleKindKey.self] = newValue } }
    var listBackgroundVisibility: Visibility {
        get { self[ListBackgroundKey.self] } set { self[ListBackgroundKey.self] = newValue }
    }
    /// True for the views of a list's or form's row: controls draw their row form (Picker).
    var isInListRow: Bool { get { self[InListRowKey.self] } set { self[InListRowKey.self] = newValue } }
}

nonisolated extension View {
    /// The style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environmentModifier("listStyle") { $0.listStyleKind = style.listStyleKind }
    }

    /// `.hidden` leaves out the list's or form's own background (the grouped gray or the plain
    /// white), so what is behind the list shows; the rows keep theirs.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environmentModifier("scrollContentBackground") { $0.listBackgroundVisibility = visibility }
    }

    /// The row's background, in place of the list's row color (a view, sized to the row).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ListRowSetting(content: self) { settings in settings.background = view.map { AnyView($0) } }
    }

    /// The row's content insets, in place of the list's (nil: the list's).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowSetting(content: self) { settings in settings.insets = insets }
    }

    /// Whether the row's separators show; `.hidden` leaves them out on the given edges.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowSetting(content: self) { settings in
            if edges.contains(.bottom) { settings.bottomSeparator = visibility }
            if edges.contains(.top) { settings.topSeparator = visibility }
        }
    }
}

/// What row modifiers set on a row.
struct ListRowSettings {
    var background: AnyView?
    var insets: EdgeInsets?
    var bottomSeparator = Visibility.automatic
    var topSeparator = Visibility.automatic
}

/// A row modifier: transparent outside a list (its content resolves as if unmodified, a list
/// staying a list), read by the list walk inside one.
nonisolated struct ListRowSetting<Content: View>: View, ChildListView, ListRowSettingApplying {
    typealias Body = Never
    let content: Content
    let change: (inout ListRowSettings) -> Void
    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try WidgetViews.resolveChildren(content, in: context)
    }
    var settingContent: any View { content }
}

protocol ListRowSettingApplying {
    var settingContent: any View { get }
    var change: (inout ListRowSettings) -> Void { get }
}

// MARK: - Walking the content

/// The views a list-like view stands for, without resolving them.
protocol ListFlattening { var flattenedViews: [any View] { get } }

extension TupleView: ListFlattening { var flattenedViews: [any View] { children } }
extension Group: ListFlattening { var flattenedViews: [any View] { [content] } }
extension AnyView: ListFlattening { var flattenedViews: [any View] { [view] } }
extension Optional: ListFlattening where Wrapped: View { var flattenedViews: [any View] { map { [$0] } ?? [] } }
extension ConditionalContent: ListFlattening {
    var flattenedViews: [any View] {
        switch storage {
        case .trueContent(let view): return [view]
        case .falseContent(let view): return [view]
        }
    }
}
extension ForEach: ListFlattening where Content: View { var flattenedViews: [any View] { elements } }

enum ListItem {
    case row(any View, ListRowSettings)
    case section(header: (any View)?, rows: [ListItem], footer: (any View)?)
}

func listItems(of view: any View, settings: ListRowSettings = ListRowSettings()) -> [ListItem] {
    if let setting = view as? ListRowSettingApplying {
        var inner = settings
        setting.change(&inner)
        return listItems(of: setting.settingContent, settings: inner)
    }
    if let section = view as? SectionParts {
        return [.section(header: section.sectionHeader, rows: listItems(of: section.sectionContent, settings: settings),
                         footer: section.sectionFooter)]
    }
    if view is EmptyView { return [] }
    if let list = view as? ListFlattening {
        return list.flattenedViews.flatMap { listItems(of: $0, settings: settings) }
    }
    return [.row(view, settings)]
}

/// A node already resolved, as a view (the list composes its resolved rows with views).
nonisolated struct PreResolved: View, PrimitiveView {
    typealias Body = Never
    let node: ResolvedNode
    var joinsPath: Bool { false }
    func resolve(in context: ResolveContext) throws -> ResolvedNode { node }
}

// MARK: - Layout

/// Draws a list's items in one of the built-in styles (metrics: docs/platform.md §15).
struct ListLayout {
    let style: ListStyleKind
    let items: [ListItem]

    /// Apple HIG: a list row is at least 44 pt tall (UITableView's default row height).
    static let minimumRowHeight: CGFloat = 44
    /// Our rule (SwiftUI's default row insets as observed on iPhone): 20 pt leading and trailing,
    /// 11 pt above and below (UIKit's cell content margins).
    static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// Our rule: an inset list's sections are 16 pt from the list's sides (UIKit's minimum
    /// layout margin on iPhone), with 10 pt continuous corners.
    static let sectionMargin: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    /// Our rule: 35 pt above a grouped section without a header; 17 pt above a header, 7 pt
    /// between a header or footer and the rows.
    static let sectionGap: CGFloat = 35
    static let headerTop: CGFloat = 17
    static let headerGap: CGFloat = 7

    struct Section {
        var header: (any View)?
        var rows: [(any View, ListRowSettings)] = []
        var footer: (any View)?
    }

    /// Rows outside any section form sections of their own, between the explicit ones.
    var sections: [Section] {
        var result: [Section] = []
        var loose: Section?
        func rows(_ items: [ListItem]) -> [(any View, ListRowSettings)] {
            items.flatMap { item -> [(any View, ListRowSettings)] in
                switch item {
                case .row(let view, let settings): return [(view, settings)]
                case .section(_, let inner, _): return rows(inner)   // a section in a section: its rows
                }
            }
        }
        for item in items {
            switch item {
            case .row(let view, let settings):
                if loose == nil { loose = Section() }
                loose?.rows.append((view, settings))
            case .section(let header, let inner, let footer):
                if let pending = loose { result.append(pending); loose = nil }
                result.append(Section(header: header, rows: rows(inner), footer: footer))
            }
        }
        if let pending = loose { result.append(pending) }
        return result
    }

    var grouped: Bool { style == .insetGrouped || style == .grouped }
    var inset: Bool { style == .insetGrouped || style == .inset }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let environment = context.environment
        let rowContext = context.withEnvironment { $0.isInListRow = true }
        var sectionViews: [AnyView] = []
        for (index, section) in sections.enumerated() {
            var rows: [(node: ResolvedNode, settings: ListRowSettings)] = []
            for (view, settings) in section.rows {
                for node in try resolveChildListOfExistential(view, in: rowContext) { rows.append((node, settings)) }
            }
            var header: ResolvedNode?
            if let view = section.header {
                header = try WidgetViews.resolve(AnyView(erasing: HeaderStyling(content: AnyView(erasing: view), grouped: grouped)),
                                     in: context)
            }
            var footer: ResolvedNode?
            if let view = section.footer {
                footer = try WidgetViews.resolve(AnyView(erasing: AnyView(erasing: view).font(.footnote).foregroundStyle(.secondary)),
                                     in: context)
            }
            sectionViews.append(sectionView(header: header, rows: rows, footer: footer, first: index == 0))
        }
        let stack = VStack(alignment: .leading, spacing: 0) { ForEach(0..<sectionViews.count) { sectionViews[$0] } }
            .padding(.horizontal, inset ? Self.sectionMargin : 0)
            // Exactly the space offered (min 0): rows beyond it are clipped, as a list scrolled to the top.
            .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .top)
        let background: Color? = environment.listBackgroundVisibility == .hidden ? nil
            : Color(uiColor: grouped ? .systemGroupedBackground : .systemBackground)
        return try WidgetViews.resolve(stack.background { if let background { background } }.clipped(), in: context)
    }

    private func sectionView(header: ResolvedNode?, rows: [(node: ResolvedNode, settings: ListRowSettings)],
                             footer: ResolvedNode?, first: Bool) -> AnyView {
        let rowColor = Color(uiColor: grouped ? .secondarySystemGroupedBackground : .systemBackground)
        let card = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows.count) { index in
                rowView(rows[index], last: index == rows.count - 1, next: index + 1 < rows.count ? rows[index + 1].settings : nil,
                        color: rowColor)
            }
        }
        let shaped: AnyView = inset
            ? AnyView(card.clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)))
            : AnyView(card)
        let top: CGFloat = grouped ? (header == nil ? Self.sectionGap : Self.headerTop) : 0
        return AnyView(VStack(alignment: .leading, spacing: 0) {
            if let header {
                PreResolved(node: header)
                    .padding(.leading, Self.rowInsets.leading)
                    .padding(.trailing, Self.rowInsets.trailing)
                    .padding(.top, top)
                    .padding(.bottom, grouped ? Self.headerGap : 6)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background { if !grouped { Color(uiColor: .systemBackground) } }
            } else if top > 0 {
                Color.clear.frame(height: top)
            }
            if !rows.isEmpty { shaped }
            if let footer {
                PreResolved(node: footer)
                    .padding(.leading, Self.rowInsets.leading)
                    .padding(.trailing, Self.rowInsets.trailing)
                    .padding(.top, Self.headerGap)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        })
    }

    /// One row: its content inset and at least 44 pt tall, on the row color or its own background,
    /// with a separator below from the content's leading edge (none below a grouped section's last
    /// row, where the card ends; a plain list's last row has one).
    private func rowView(_ row: (node: ResolvedNode, settings: ListRowSettings), last: Bool, next: ListRowSettings?,
                         color: Color) -> some View {
        let insets = row.settings.insets ?? Self.rowInsets
        let separated = row.settings.bottomSeparator != .hidden && next?.topSeparator != .hidden && !(last && inset)
            && !(last && grouped)
        return PreResolved(node: row.node)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.top, insets.top).padding(.bottom, insets.bottom)
            .padding(.leading, insets.leading).padding(.trailing, insets.trailing)
            .frame(minHeight: Self.minimumRowHeight)
            .background { if let background = row.settings.background { background } else { color } }
            .overlay(alignment: .bottom) { if separated { Divider().padding(.leading, insets.leading) } }
    }
}

/// A section header's look: grouped lists, footnote capitals in the secondary color; plain lists,
/// semibold subheadline in the secondary color (docs/platform.md §15).
nonisolated struct HeaderStyling: View {
    let content: AnyView
    let grouped: Bool
    var body: some View {
        if grouped {
            content.font(.footnote).textCase(.uppercase).foregroundStyle(.secondary)
        } else {
            content.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
        }
    }
}
