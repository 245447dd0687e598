import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// Pickers, as SwiftUI's `Picker`, `tag(_:)` and the picker styles. A still image shows the picker
// closed, with its current selection: the option whose tag equals the selection (an option in a
// `ForEach` is tagged with its id unless it has a tag, as in SwiftUI). Metrics and sources:
// docs/platform.md §15.

nonisolated extension View {
    /// The value that identifies this view among a picker's options or a tab view's tabs.
    /// Nothing is drawn for it.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tagValue: AnyHashable(tag))
    }

    /// SwiftUI 6's form: `includeOptional` also matches an optional selection (always here).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        TaggedView(content: self, tagValue: AnyHashable(tag))
    }

    /// The style of the pickers in this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environmentModifier("pickerStyle") { $0.pickerStyleKind = style.pickerStyleKind }
    }
}

/// A tagged view: transparent (a list stays a list), its tag read by pickers and tab views.
nonisolated struct TaggedView<Content: View>: View, ChildListView, ListFlattening, Tagged {
    typealias Body = Never
    let content: Content
    let tagValue: AnyHashable
    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try WidgetViews.resolveChildren(content, in: context)
    }
    var flattenedViews: [any View] { [content] }
    var taggedContent: any View { content }
}

protocol Tagged {
    var tagValue: AnyHashable { get }
    var taggedContent: any View { get }
}

protocol IdentifiedElements { var elementIDs: [AnyHashable] { get } }
extension ForEach: IdentifiedElements where Content: View { var elementIDs: [AnyHashable] { ids } }

/// One option of a picker or one tab of a tab view: its view and its tag.
struct TaggedOption {
    let tag: AnyHashable?
    let view: any View
}

/// The options in `view`, in order, each with its explicit tag, else the id of the `ForEach`
/// element it came from.
func taggedOptions(of view: any View, implicitTag: AnyHashable? = nil) -> [TaggedOption] {
    if view is EmptyView { return [] }
    if let tagged = view as? Tagged {
        return taggedOptions(of: tagged.taggedContent, implicitTag: tagged.tagValue)
    }
    if let forEach = view as? IdentifiedElements & ListFlattening {
        let ids = forEach.elementIDs
        return forEach.flattenedViews.enumerated().flatMap { index, element in
            taggedOptions(of: element, implicitTag: index < ids.count ? ids[index] : implicitTag)
        }
    }
    if let list = view as? ListFlattening {
        return list.flattenedViews.flatMap { taggedOptions(of: $0, implicitTag: implicitTag) }
    }
    // A tag under other modifiers (`Text("a").tag(1).padding()`) still tags the option.
    var current: any View = view
    for _ in 0..<ResolveContext.maximumNesting {
        if let tagged = current as? Tagged { return [TaggedOption(tag: tagged.tagValue, view: view)] }
        if let wrapper = current as? PeeledWrapper { current = wrapper.peeledView; continue }
        guard let modified = current as? ListModifying else { break }
        current = modified.modifiedView
    }
    return [TaggedOption(tag: implicitTag, view: view)]
}

/// Equal tags, an optional's value counting as the value (SwiftUI matches `tag(1)` with an `Int?`
/// selection).
func tagsMatch(_ tag: AnyHashable?, _ selection: AnyHashable) -> Bool {
    guard let tag else { return false }
    return unwrappedTag(tag) == unwrappedTag(selection)
}

private protocol OptionalTag { var wrappedTag: AnyHashable? { get } }
extension Optional: OptionalTag where Wrapped: Hashable {
    fileprivate var wrappedTag: AnyHashable? { map { AnyHashable($0) } }
}

private func unwrappedTag(_ value: AnyHashable) -> AnyHashable? {
    var current: AnyHashable? = value
    for _ in 0..<8 {
        guard let inner = current?.base as? OptionalTag else { return current }
        current = inner.wrappedTag
    }
    return current
}

/// A control for choosing one of a set of values, as SwiftUI's `Picker`.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue; self.content = content(); self.label = label()
    }

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection.wrappedValue; self.content = content(); self.label = label
    }

    public var body: some View {
        let environment = EnvironmentValues.current
        let options = taggedOptions(of: content)
        let selected = options.firstIndex { tagsMatch($0.tag, AnyHashable(selection)) }
        PickerBody(style: environment.pickerStyleKind, inListRow: environment.isInListRow,
                   label: AnyView(ControlLabel(content: AnyView(label))), options: options.map { AnyView(erasing: $0.view) },
                   selected: selected)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

// MARK: - Styles

/// How a picker looks, as SwiftUI's `PickerStyle`.
public protocol PickerStyle {
    var pickerStyleKind: PickerStyleKind { get }
}

/// The built-in picker looks.
public enum PickerStyleKind: Hashable, Sendable { case menu, segmented, wheel, inline, navigationLink, palette }

/// iOS's default: a menu (Apple, `DefaultPickerStyle`: "the menu style" on iOS 16 and later).
nonisolated public struct DefaultPickerStyle: PickerStyle { public init() {}; public var pickerStyleKind: PickerStyleKind { .menu } }
nonisolated public struct MenuPickerStyle: PickerStyle { public init() {}; public var pickerStyleKind: PickerStyleKind { .menu } }
nonisolated public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var pickerStyleKind: PickerStyleKind { .segmented } }
nonisolated public struct WheelPickerStyle: PickerStyle { public init() {}; public var pickerStyleKind: PickerStyleKind { .wheel } }
nonisolated public struct InlinePickerStyle: PickerStyle { public init() {}; public var pickerStyleKind: PickerStyleKind { .inline } }
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
    public init() {}; public var pickerStyleKind: PickerStyleKind { .navigationLink }
}
nonisolated public struct PalettePickerStyle: PickerStyle { public init() {}; public var pickerStyleKind: PickerStyleKind { .palette } }

nonisolated extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
nonisolated extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
nonisolated extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
nonisolated extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
nonisolated extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
nonisolated extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
nonisolated extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

private struct PickerStyleKindKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }
extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind { get { self[PickerStyleKindKey.self] } set { self[PickerStyleKindKey.self] = newValue } }
}

/// UIKit's segmented control: 32 pt tall, the selected segment a raised thumb 2 pt inside the
/// track, labels in 13 pt (semibold when selected). docs/platform.md §15.
enum SegmentedMetrics {
    static let height: CGFloat = 32
    static let trackRadius: CGFloat = 9
    static let thumbInset: CGFloat = 2
    static let thumbRadius: CGFloat = 7
    static let fontSize: CGFloat = 13
}

/// Draws a picker in its style.
nonisolated struct PickerBody: View {
    let style: PickerStyleKind
    let inListRow: Bool
    let label: AnyView
    let options: [AnyView]
    let selected: Int?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        switch style {
        case .segmented, .palette: segmented
        case .wheel: wheel
        case .inline: inline
        case .navigationLink:
            HStack {
                label
                Spacer(minLength: 8)
                selection.foregroundStyle(.secondary)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
            }
        case .menu:
            if inListRow {
                // In a list or form: the label, then the selection and the up-down chevron in gray.
                HStack {
                    label
                    Spacer(minLength: 8)
                    menuButton.foregroundStyle(.secondary)
                }
            } else {
                // Alone: the selection and the chevron in the tint; the label is not shown.
                menuButton.foregroundStyle(.tint)
            }
        }
    }

    @ViewBuilder private var selection: some View {
        if let selected { options[selected].lineLimit(1) }
    }

    private var menuButton: some View {
        HStack(spacing: 4) {
            selection
            Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium))
        }
    }

    private var segmented: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count) { index in
                options[index]
                    .font(.system(size: SegmentedMetrics.fontSize, weight: index == selected ? .semibold : .regular))
                    .lineLimit(1)
                    .padding(.horizontal, 4)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selected {
                            RoundedRectangle(cornerRadius: SegmentedMetrics.thumbRadius, style: .continuous)
                                .fill(colorScheme == .dark ? Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255) : Color.white)
                                .shadow(color: .black.opacity(0.12), radius: 4, x: 0, y: 3)
                                .padding(SegmentedMetrics.thumbInset)
                        }
                    }
            }
        }
        .frame(height: SegmentedMetrics.height)
        .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: SegmentedMetrics.trackRadius, style: .continuous))
    }

    /// UIPickerView: 216 pt tall, 32 pt rows, the selected row centered on a gray band.
    private var wheel: some View {
        let rowHeight: CGFloat = 32
        let centre = selected ?? 0
        return ZStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(uiColor: .tertiarySystemFill))
                .frame(height: rowHeight + 2).padding(.horizontal, 8)
            VStack(spacing: 0) {
                ForEach(-3..<4) { offset in
                    wheelRow(centre + offset, offset: offset).frame(maxWidth: .infinity).frame(height: rowHeight)
                }
            }
        }
        .frame(height: 216).clipped()
    }

    /// A wheel row: the option `offset` rows from the selected one, fainter and smaller further away
    /// (our rule: 25 % less opacity and 8 % smaller a row).
    @ViewBuilder private func wheelRow(_ index: Int, offset: Int) -> some View {
        if index >= 0, index < options.count {
            options[index].font(.title3).lineLimit(1)
                .foregroundStyle(offset == 0 ? HierarchicalShapeStyle.primary : HierarchicalShapeStyle.secondary)
                .opacity(offset == 0 ? 1 : 1 - 0.25 * Double(abs(offset)))
                .scaleEffect(offset == 0 ? 1 : 1 - 0.08 * Double(abs(offset)))
        }
    }

    /// The options as rows, a checkmark in the tint at the selected one.
    private var inline: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<options.count) { index in
                HStack {
                    options[index]
                    Spacer(minLength: 8)
                    if index == selected {
                        Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(.tint)
                    }
                }
                .frame(minHeight: 44)
                .overlay(alignment: .bottom) { if index < options.count - 1 { Divider() } }
            }
        }
    }
}
