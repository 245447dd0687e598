import WidgetResolved

// Preferences: values a view hands up to its ancestors, as SwiftUI's `PreferenceKey`. A view sets
// one with `preference(key:value:)` (replacing what its subtree set for that key), siblings'
// values combine with the key's `reduce` in view order, and an ancestor reads the combined value
// with `overlayPreferenceValue` / `backgroundPreferenceValue` to draw something from it.
//
// How (ours): a preference's value, unlike the layout it may describe, is known at resolve, so the
// values are collected while the subtree resolves (`ResolveCollector.preferences`, a scope per
// modifier) and the reading modifier's closure runs then. Anchors are the part layout decides:
// an `Anchor` is an id whose frame layout records (Anchor.swift). Values set inside a
// GeometryReader's content, which resolves during layout, do not reach its ancestors.
//
// `onPreferenceChange(_:perform:)` is accepted and never runs its closure: its purpose is to
// change state, and a widget is one still rendering that state changes cannot redraw (as
// `onChange` and `onAppear`, docs/views.md).

/// A value views hand up to their ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view in the subtree sets one.
    static var defaultValue: Value { get }
    /// Combines the next sibling's value into `value`, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// The preference values a subtree set, by key: each combined with its key's `reduce` as siblings
/// are added in view order.
struct PreferenceValues {
    private struct Entry {
        var value: Any
        let reduce: (inout Any, Any) -> Void
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    func value<K: PreferenceKey>(_ key: K.Type) -> K.Value? { entries[ObjectIdentifier(key)]?.value as? K.Value }

    /// Replaces the subtree's value for `key` (what `preference(key:value:)` does).
    mutating func set<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
        entries[ObjectIdentifier(key)] = Entry(value: value) { combined, next in
            guard var current = combined as? K.Value, let next = next as? K.Value else { return }
            K.reduce(value: &current) { next }
            combined = current
        }
    }

    /// Adds the values of a later sibling subtree.
    mutating func merge(_ later: PreferenceValues) {
        for (key, entry) in later.entries {
            if var existing = entries[key] {
                existing.reduce(&existing.value, entry.value)
                entries[key] = existing
            } else {
                entries[key] = entry
            }
        }
    }
}

extension ResolveContext {
    /// Resolves `content` in a preference scope of its own, then hands what it set, changed by
    /// `change`, up to the enclosing scope; also returns the subtree's values.
    func collectingPreferences(_ content: (ResolveContext) throws -> ResolvedNode,
                               change: (inout PreferenceValues) throws -> Void = { _ in })
        throws -> (node: ResolvedNode, preferences: PreferenceValues) {
        let outer = collector.preferences
        collector.preferences = PreferenceValues()
        let node: ResolvedNode
        var inner: PreferenceValues
        do {
            node = try content(self)
            inner = collector.preferences
            try change(&inner)
        } catch {
            collector.preferences = outer
            throw error
        }
        var merged = outer
        merged.merge(inner)
        collector.preferences = merged
        return (node, inner)
    }
}

nonisolated extension View {
    /// Sets `key`'s value for this view, replacing what its subtree set, as SwiftUI's `preference(key:value:)`.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        ModifiedView(content: self, name: "preference") { context, content in
            try context.collectingPreferences(content) { $0.set(key, value) }.node
        }
    }

    /// Changes the value of `key` the subtree hands up, as SwiftUI's `transformPreference(_:_:)`
    /// (`defaultValue` when the subtree sets none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        ModifiedView(content: self, name: "transformPreference") { context, content in
            try context.collectingPreferences(content) { values in
                var value = values.value(key) ?? K.defaultValue
                callback(&value)
                values.set(key, value)
            }.node
        }
    }

    /// Accepted; the closure never runs (see the file comment).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        inertModifier("onPreferenceChange")
    }

    /// Draws `transform(value)` over this view, `value` being what the view's subtree set for `key`,
    /// as SwiftUI's `overlayPreferenceValue(_:alignment:_:)`: laid out in this view's frame.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceLayer("overlayPreferenceValue", key, alignment, transform) { .overlay($0, alignment: $1) }
    }

    /// Draws `transform(value)` behind this view, as SwiftUI's `backgroundPreferenceValue(_:alignment:_:)`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceLayer("backgroundPreferenceValue", key, alignment, transform) { .background($0, alignment: $1) }
    }

    private func preferenceLayer<K: PreferenceKey, V: View>(
        _ name: String, _ key: K.Type, _ alignment: Alignment, _ transform: @escaping (K.Value) -> V,
        _ make: @escaping (ResolvedNode, ResolvedAlignment) -> ResolvedModifier) -> ModifiedView<Self> {
        ModifiedView(content: self, name: name) { context, content in
            let (node, values) = try context.collectingPreferences(content)
            let value = values.value(key) ?? K.defaultValue
            let layer = context.environment.whileCurrent { transform(value) }
            // The layer's own preferences stay with it (ours: SwiftUI does not say where they go).
            let layerNode = try context.collectingPreferences({ try resolve(layer, in: try $0.descending(into: name)) }) {
                $0 = PreferenceValues()
            }.node
            return .modified(make(layerNode, context.resolved(alignment)), node)
        }
    }
}
