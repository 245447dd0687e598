import Foundation

// Presentations in a widget (docs/views.md "Navigation and presentation", docs/platform.md §14).
// A sheet, a full-screen cover, an alert or a confirmation dialog is presented by the app over its
// window when a binding turns true; a widget is one archived view per timeline entry, never
// presents anything over itself, and a still image shows the view it was given. So every form is
// accepted and draws nothing: the modified view draws as it is, and the content, actions and
// message closures are never called (none of it is drawn). `\.dismiss` and `\.presentationMode`
// read as outside any presentation (`isPresented` false) and dismissing does nothing.

// MARK: - Alerts (deprecated type)

/// SwiftUI's `Alert` (deprecated), built for `alert(isPresented:content:)` and `alert(item:content:)`.
public struct Alert {
    let title: Text
    let message: Text?

    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title; self.message = message
    }

    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title; self.message = message
    }

    /// A button of an `Alert`; its action never runs in a widget.
    public struct Button {
        enum Style { case `default`, cancel, destructive }
        let style: Style
        let label: Text?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(style: .default, label: label)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(style: .cancel, label: label)
        }

        /// The system's Cancel button.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button(style: .cancel, label: nil) }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(style: .destructive, label: label)
        }
    }
}

// MARK: - Sheet detents

/// SwiftUI's `PresentationDetent`: a height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case medium, large, fraction(Double), height(Double) }
    private let kind: Kind
    public static let medium = PresentationDetent(kind: .medium)
    public static let large = PresentationDetent(kind: .large)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }
}

// MARK: - Dismissing

/// SwiftUI's `DismissAction` (`\.dismiss`): dismisses the presentation the view is in. A widget is
/// in none, so calling it does nothing (as SwiftUI's does where there is nothing to dismiss).
@MainActor @preconcurrency public struct DismissAction: Sendable {
    nonisolated init() {}
    public func callAsFunction() {}
}

/// SwiftUI's `PresentationMode` (deprecated, `\.presentationMode`).
public struct PresentationMode: Sendable {
    /// False: a widget's view is never presented.
    public var isPresented: Bool { false }
    public mutating func dismiss() {}
}

private struct DismissKey: EnvironmentKey { static var defaultValue: DismissAction { DismissAction() } }

extension EnvironmentValues {
    /// Dismisses nothing in a widget (see `DismissAction`).
    public var dismiss: DismissAction { self[DismissKey.self] }
    /// False: a widget's view is not in a sheet or pushed on a stack.
    public var isPresented: Bool { false }
    /// A constant binding to a mode that is not presented.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }
}

// MARK: - Presentation modifiers

// Accepted, no effect: a widget presents nothing (see the top of this file).
nonisolated extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        inertModifier("sheet")
    }

    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        inertModifier("sheet")
    }

    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        inertModifier("fullScreenCover")
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        inertModifier("fullScreenCover")
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { inertModifier("presentationDetents") }

    public func presentationDetents(_ detents: Set<PresentationDetent>,
                                    selection: Binding<PresentationDetent>) -> some View {
        inertModifier("presentationDetents")
    }

    public func presentationDragIndicator(_ visibility: Visibility) -> some View { inertModifier("presentationDragIndicator") }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { inertModifier("interactiveDismissDisabled") }

    // Alerts with the deprecated `Alert` type.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { inertModifier("alert") }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        inertModifier("alert")
    }

    // Alerts with a title and actions (iOS 15).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { inertModifier("alert") }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { inertModifier("alert") }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { inertModifier("alert") }

    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { inertModifier("alert") }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        inertModifier("alert")
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { inertModifier("alert") }

    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { inertModifier("alert") }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View { inertModifier("alert") }

    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View { inertModifier("alert") }

    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           presenting data: T?, @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View { inertModifier("alert") }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                              presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        inertModifier("alert")
    }

    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A,
                                           @ViewBuilder message: (T) -> M) -> some View { inertModifier("alert") }

    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View { inertModifier("alert") }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        inertModifier("alert")
    }

    // Confirmation dialogs (iOS 15).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { inertModifier("confirmationDialog") }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        inertModifier("confirmationDialog")
    }

    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { inertModifier("confirmationDialog") }

    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        inertModifier("confirmationDialog")
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        inertModifier("confirmationDialog")
    }

    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        inertModifier("confirmationDialog")
    }

    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        inertModifier("confirmationDialog")
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        inertModifier("confirmationDialog")
    }
}
