import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// Inputs and menus, as SwiftUI's `TextField`, `DatePicker`, `ColorPicker`, `Menu`, `GroupBox` and
// `EditButton`, and the list editing and interaction modifiers. A still image shows each control
// closed and untouched: a text field its text (or its placeholder), a date picker its date, a color
// picker its well, a menu its label. Nothing is interactive; the interaction-only modifiers are
// accepted and change nothing drawn. Metrics and sources: docs/platform.md §15.

// MARK: - TextField

/// A text input, as SwiftUI's `TextField`: its text, or the placeholder in the placeholder color
/// (UIKit's `placeholderText`) when the text is empty, on one line across the width offered.
nonisolated public struct TextField<Label: View>: View {
    let text: String
    let placeholder: AnyView?

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue; self.placeholder = prompt.map { AnyView($0) }
    }

    public var body: some View {
        TextFieldBody(text: text, placeholder: placeholder, style: EnvironmentValues.current.textFieldStyleKind)
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text.wrappedValue; self.placeholder = AnyView(Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text.wrappedValue; self.placeholder = AnyView(Text(title))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.text = text.wrappedValue; self.placeholder = AnyView(prompt ?? Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.text = text.wrappedValue; self.placeholder = AnyView(prompt ?? Text(title))
    }
}

/// How a text field looks, as SwiftUI's `TextFieldStyle`.
public protocol TextFieldStyle {
    var textFieldStyleKind: TextFieldStyleKind { get }
}

public enum TextFieldStyleKind: Hashable, Sendable { case plain, roundedBorder }

/// iOS's default text field has no border (Apple, `DefaultTextFieldStyle`).
nonisolated public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var textFieldStyleKind: TextFieldStyleKind { .plain } }
nonisolated public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var textFieldStyleKind: TextFieldStyleKind { .plain } }
nonisolated public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}; public var textFieldStyleKind: TextFieldStyleKind { .roundedBorder }
}

nonisolated extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
nonisolated extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
nonisolated extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKindKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }
extension EnvironmentValues {
    var textFieldStyleKind: TextFieldStyleKind {
        get { self[TextFieldStyleKindKey.self] } set { self[TextFieldStyleKindKey.self] = newValue }
    }
}

/// UITextField's rounded-rect border style: 5 pt corners, a hairline gray border (opaque
/// separator), the background color, 7 pt inside the border, 34 pt tall.
enum TextFieldMetrics {
    static let cornerRadius: CGFloat = 5
    static let horizontalPadding: CGFloat = 7
    static let height: CGFloat = 34
}

nonisolated struct TextFieldBody: View {
    let text: String
    let placeholder: AnyView?
    let style: TextFieldStyleKind

    var body: some View {
        switch style {
        case .plain: line
        case .roundedBorder:
            line.padding(.horizontal, TextFieldMetrics.horizontalPadding)
                .frame(minHeight: TextFieldMetrics.height)
                .background(Color(uiColor: .systemBackground),
                            in: RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius, style: .continuous))
                .overlay {
                    RoundedRectangle(cornerRadius: TextFieldMetrics.cornerRadius, style: .continuous)
                        .strokeBorder(Color(uiColor: .opaqueSeparator), lineWidth: 0.5)
                }
        }
    }

    private var line: some View {
        Group {
            if text.isEmpty {
                if let placeholder { placeholder.foregroundStyle(Color(uiColor: .placeholderText)) }
            } else {
                Text(verbatim: text)
            }
        }
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

nonisolated extension View {
    /// The style of the text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environmentModifier("textFieldStyle") { $0.textFieldStyleKind = style.textFieldStyleKind }
    }

    /// Accepted, no effect: the keyboard shows only while typing, never in a widget image.
    public func keyboardType(_ type: UIKeyboardType) -> some View { inertModifier("keyboardType") }

    /// Accepted, no effect: autocorrection acts only while typing.
    public func disableAutocorrection(_ disable: Bool?) -> some View { inertModifier("disableAutocorrection") }

    /// Accepted, no effect: autocorrection acts only while typing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { inertModifier("autocorrectionDisabled") }
}

/// UIKit's keyboard types (`keyboardType(_:)`).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

// MARK: - DatePicker

/// Which parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A date control, as SwiftUI's `DatePicker`, drawn in its compact style: the label, then the date
/// ("Jun 9, 2025") and the time ("5:41 PM") each on a gray rounded platter, in the environment's
/// locale and time zone.
nonisolated public struct DatePicker<Label: View>: View {
    public typealias Components = DatePickerComponents
    let selection: Date
    let components: Components
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue; self.components = displayedComponents; self.label = label()
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        HStack {
            ControlLabel(content: AnyView(label))
            Spacer(minLength: 8)
            HStack(spacing: 6) {
                if components.contains(.date) {
                    DatePlatter(text: Text(selection, format: Date.FormatStyle(date: .abbreviated, time: .omitted)))
                }
                if components.contains(.hourAndMinute) {
                    DatePlatter(text: Text(selection, format: Date.FormatStyle(date: .omitted, time: .shortened)))
                }
            }
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// A compact date picker's button: the text on a tertiary-fill platter with 6 pt corners, 11 pt
/// inside it horizontally and 6 pt vertically (our rule, from iOS's compact date picker).
nonisolated struct DatePlatter: View {
    let text: Text
    var body: some View {
        text.lineLimit(1)
            .padding(.horizontal, 11).padding(.vertical, 6)
            .background(Color(uiColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}

/// How a date picker looks, as SwiftUI's `DatePickerStyle`. Every style draws the compact form
/// in a still image (docs/views.md): compact is iOS's default.
public protocol DatePickerStyle {}
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

nonisolated extension View {
    /// The style of the date pickers in this view: accepted; every style draws the compact form.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { inertModifier("datePickerStyle") }
}

// MARK: - ColorPicker

/// A color control, as SwiftUI's `ColorPicker`: the label, then a color well at the trailing edge,
/// the selected color in a circle inside a ring of the hues (UIColorWell, 28 pt; our rule).
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Color
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue; self.label = label()
    }

    public var body: some View {
        HStack {
            ControlLabel(content: AnyView(label))
            Spacer(minLength: 8)
            ZStack {
                Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red],
                                                      center: .center), lineWidth: 3)
                Circle().fill(selection).padding(5)
            }
            .frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

// MARK: - Menu, GroupBox, EditButton

/// A menu, as SwiftUI's `Menu`, closed: its label in the tint, as a borderless button.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        _ = content(); self.label = label()
    }
    public var body: some View {
        RoleTinted(role: nil, tintsLabel: true) { label }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == WidgetViews.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { WidgetViews.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { WidgetViews.Label(title, systemImage: systemImage) }
    }
}

/// A box around content, as SwiftUI's `GroupBox`: the label (headline) above the content, 16 pt
/// inside a rounded platter in the secondary system background, 8 pt corners (our rule).
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content(); self.label = label
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if !(label is EmptyView) { label.font(.headline) }
            content
        }
        .padding(16)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content(); self.label = EmptyView()
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content(); self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content(); self.label = Text(title)
    }
}

/// The button that toggles a list's edit mode, as SwiftUI's `EditButton`: "Edit" in the tint (a
/// widget is never in edit mode).
nonisolated public struct EditButton: View {
    public init() {}
    public var body: some View {
        RoleTinted(role: nil, tintsLabel: true) { Text("Edit") }
    }
}

// MARK: - Editing and interaction modifiers

/// A view that stands for a collection's elements, as SwiftUI's `DynamicViewContent` (`ForEach`).
@MainActor @preconcurrency public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

nonisolated extension DynamicViewContent {
    /// Accepted, no effect: rows are deleted by a swipe or in edit mode, never in a still image.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

    /// Accepted, no effect: rows are moved in edit mode, never in a still image.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

nonisolated extension View {
    /// Accepted, no effect: swipe actions show only while a row is swiped.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        inertModifier("swipeActions")
    }

    /// Accepted, no effect: the action runs on pull to refresh, and a widget does not scroll.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        inertModifier("refreshable")
    }

    /// Accepted, no effect: a context menu shows only on a long press.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        inertModifier("contextMenu")
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before `destination` (an offset in the collection before
    /// the move), as SwiftUI's `move(fromOffsets:toOffset:)` for `onMove`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let offsets = Array(source).filter { $0 >= 0 && $0 < count }
        guard !offsets.isEmpty else { return }
        let all = Array(self)
        let moving = offsets.map { all[$0] }
        let moved = Set(offsets)
        var rest: [Element] = []
        var insertion = 0
        for (offset, element) in all.enumerated() where !moved.contains(offset) {
            if offset < destination { insertion += 1 }
            rest.append(element)
        }
        rest.insert(contentsOf: moving, at: Swift.min(insertion, rest.count))
        for (index, element) in zip(indices, rest) { self[index] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` for `onDelete`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
