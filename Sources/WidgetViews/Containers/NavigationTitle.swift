import Foundation

// `navigationTitle(_:)`: the title a navigation stack shows for the view. A widget has no
// navigation stack (views shared with the app carry the modifier), so every form is accepted and
// changes nothing drawn, as SwiftUI ignores it outside a navigation container.

nonisolated extension View {
    public func navigationTitle(_ title: Text) -> some View { inertModifier("navigationTitle") }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { inertModifier("navigationTitle") }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { inertModifier("navigationTitle") }
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View { inertModifier("navigationTitle") }
}
