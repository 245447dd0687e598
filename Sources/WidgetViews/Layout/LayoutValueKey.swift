import Foundation
import WidgetResolved

// Layout values (iOS 16): `LayoutValueKey`, `.layoutValue(key:value:)` and `subviews[i][Key.self]`
// as SwiftUI spells them. A value is data for a user `Layout`, not drawing, so it is collected
// while resolving and handed to the layout's subviews beside the tree, as the layout code is.
//
// Glossary: *subview* = one direct child of a user layout (lists such as ForEach and Group pass
// through; custom views and modifiers belong to the subview they wrap, as in SwiftUI); *value
// box* = the values one subview carries.
//
// Which `layoutValue` reaches a subview (docs/views.md): the ones in its own modifier chain and in
// the bodies of custom views it is made of; a value set inside a nested container (a VStack among
// the subviews) belongs to that container's own subviews and is not seen. The outermost
// `.layoutValue` for a key wins, as SwiftUI's outer modifier does.

/// A key for a value a view hands to the `Layout` that places it, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    /// What a subview that does not set the key reads.
    static var defaultValue: Value { get }
}

/// The values of one subview, keyed by the key's type.
final class LayoutValueBox {
    var values: [ObjectIdentifier: Any] = [:]
}

/// The value boxes of a user layout's subviews, one per subview that resolved to something, in order.
final class LayoutValueSink {
    var subviews: [LayoutValueBox] = []
}

/// Views that belong to the subview they wrap (modifiers): a layout value set below them still
/// reaches the subview. Other primitive views end the subview's reach (ResolveContext).
protocol LayoutValueTransparent {}
extension ModifiedView: LayoutValueTransparent {}

extension ResolveContext {
    /// Resolves one direct subview of a user layout (`layoutValues` set): its values go into a new
    /// box, kept when the subview resolves to something (an empty one is no subview).
    func resolvingSubview(_ resolveNode: (ResolveContext) throws -> ResolvedNode) throws -> ResolvedNode {
        guard let sink = layoutValues else { return try resolveNode(self) }
        var inner = self
        let box = LayoutValueBox()
        inner.layoutValues = nil
        inner.layoutValueBox = box
        let node = try resolveNode(inner)
        if node != .empty { sink.subviews.append(box) }
        return node
    }
}

nonisolated extension View {
    /// Hands `value` for `key` to the `Layout` that places this view, read there as
    /// `subviews[i][K.self]`. Outside a user layout it changes nothing (nothing reads it).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        ModifiedView(content: self, name: "layoutValue") { context, content in
            let node = try content(context)
            // Set after the content, so that an outer modifier overrides an inner one for the same key.
            context.layoutValueBox?.values[ObjectIdentifier(key)] = value
            return node
        }
    }
}

extension LayoutSubview {
    /// The value the subview set for `key` with `.layoutValue(key:value:)`, else `K.defaultValue`.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let boxes = session.values
        guard boxes.indices.contains(index), let value = boxes[index][ObjectIdentifier(key)] as? K.Value else {
            return K.defaultValue
        }
        return value
    }
}
