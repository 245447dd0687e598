// Toolbars in a widget (docs/views.md "Navigation and presentation"). A toolbar's items sit in a
// navigation bar, a bottom bar or above the keyboard, and a widget shows none of them (no
// navigation bar: Navigation.swift). So `toolbar` is accepted and draws nothing, and its content
// closure is never called (nothing of it is drawn). The types are SwiftUI's, so shared view code
// with `@ToolbarContentBuilder` properties compiles.

/// SwiftUI's `ToolbarContent`: the items of a toolbar.
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

nonisolated extension ToolbarContent where Body == Never {
    /// Our items have no body; nothing ever asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive toolbar item and has no body") }
}

/// SwiftUI's `CustomizableToolbarContent`: items a person may rearrange (on iPadOS and macOS).
@MainActor @preconcurrency public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

/// SwiftUI's `ToolbarItemPlacement`: where an item goes in the bars.
public struct ToolbarItemPlacement: Hashable, Sendable {
    private let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static var topBarLeading: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarLeading") }
    public static var topBarTrailing: ToolbarItemPlacement { ToolbarItemPlacement(name: "topBarTrailing") }
}

/// SwiftUI's `ToolbarPlacement`: a bar, for `toolbar(_:for:)`.
public struct ToolbarPlacement: Hashable, Sendable {
    private let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// SwiftUI's `ToolbarItem`: one item at a placement.
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement; self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic,
                @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement; self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

/// SwiftUI's `ToolbarItemGroup`: several items at one placement.
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// Several toolbar items, as `ToolbarContentBuilder` combines them.
nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
    let value: T
}

/// Toolbar items under an `if` without `else`.
nonisolated public struct OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
    let wrapped: Wrapped?
}

/// Toolbar items under `if`/`else` or `switch`.
nonisolated public struct ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
}

/// SwiftUI's `ToolbarContentBuilder`.
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent(value: (repeat each content))
    }

    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(wrapped: content)
    }

    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> ConditionalToolbarContent<T, F> {
        ConditionalToolbarContent(storage: .first(first))
    }

    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> ConditionalToolbarContent<T, F> {
        ConditionalToolbarContent(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

// Accepted, no effect: a widget has no navigation bar, bottom bar or keyboard for the items, and
// nothing to hide. The content closures are not called.
nonisolated extension View {
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { inertModifier("toolbar") }

    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        inertModifier("toolbar")
    }

    public func toolbar<Content: CustomizableToolbarContent>(id: String,
                                                             @ToolbarContentBuilder content: () -> Content) -> some View {
        inertModifier("toolbar")
    }

    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { inertModifier("toolbar") }

    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        inertModifier("toolbarBackground")
    }

    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        inertModifier("toolbarBackground")
    }
}
