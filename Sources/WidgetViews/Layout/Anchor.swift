import Foundation
import WidgetGeometry
import WidgetResolved

// Anchors: a view's geometry handed up as a preference (`anchorPreference(key:value:transform:)`),
// opaque until a `GeometryProxy` converts it into its own coordinates (`proxy[anchor]`), as
// SwiftUI's `Anchor`. The classic use draws a highlight around a selected child:
//
//     .overlayPreferenceValue(SelectedKey.self) { anchor in
//         GeometryReader { proxy in
//             if let anchor { Rectangle().stroke().frame(width: proxy[anchor].width, height: proxy[anchor].height)
//                                 .offset(x: proxy[anchor].minX, y: proxy[anchor].minY) }
//         }
//     }
//
// How (ours): the anchored view is wrapped in `ResolvedModifier.anchor(id:)`; layout records the
// frame where it draws that view (WidgetLayout/AnchorFrames.swift) and hands the frames drawn so
// far to each GeometryReader's content. An overlay is drawn after its view, and a background after
// its view too (for this), so a reader in `overlayPreferenceValue` / `backgroundPreferenceValue`
// sees the anchors of the view it decorates. An anchor whose view has not been drawn when a reader
// reads it (a reader elsewhere in the tree, or a tree decoded without its code) reads as the zero
// rectangle at the widget's origin.

/// A geometry value of some view, readable through a `GeometryProxy`, as SwiftUI's `Anchor`.
public struct Anchor<Value>: Equatable, Hashable, Sendable {
    let id: Int
    let source: Source

    /// What geometry of the view an anchor names, as SwiftUI's `Anchor.Source`.
    public struct Source: Equatable, Hashable, Sendable {
        let kind: AnchorKind
    }
}

/// The geometry an anchor names, in the anchored view's own coordinates.
enum AnchorKind: Hashable, Sendable {
    /// The view's bounds, or a rectangle in its coordinates.
    case bounds
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// A unit point of its bounds, or a point in its coordinates.
    case unitPoint(x: Double, y: Double)
    case point(x: Double, y: Double)
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init(kind: .bounds) }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        .init(kind: .rect(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)))
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source { .init(kind: .point(x: Double(p.x), y: Double(p.y))) }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        .init(kind: .unitPoint(x: Double(p.x), y: Double(p.y)))
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's geometry in this reader's coordinates (its top-leading corner at 0, 0).
    public subscript<T>(anchor: Anchor<T>) -> T {
        let frame = anchors[anchor.id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let dx = frame.minX - Double(frameInWidget.minX), dy = frame.minY - Double(frameInWidget.minY)
        let value: Any
        switch anchor.source.kind {
        case .bounds:
            value = CGRect(x: dx, y: dy, width: frame.width, height: frame.height)
        case .rect(let x, let y, let width, let height):
            value = CGRect(x: dx + x, y: dy + y, width: width, height: height)
        case .unitPoint(let x, let y):
            value = CGPoint(x: dx + x * frame.width, y: dy + y * frame.height)
        case .point(let x, let y):
            value = CGPoint(x: dx + x, y: dy + y)
        }
        // The `Source` extensions make only CGRect and CGPoint anchors.
        return value as! T
    }
}

nonisolated extension View {
    /// Hands up `transform(anchor)` for `key`, the anchor naming this view's geometry, as SwiftUI's
    /// `anchorPreference(key:value:transform:)`; like `preference(key:value:)` it replaces what the
    /// subtree set for `key`.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        anchoring("anchorPreference", value) { values, anchor in values.set(key, transform(anchor)) }
    }

    /// Changes `key`'s value from the subtree with this view's anchor, as SwiftUI's
    /// `transformAnchorPreference(key:value:transform:)`.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void)
        -> some View {
        anchoring("transformAnchorPreference", value) { values, anchor in
            var current = values.value(key) ?? K.defaultValue
            transform(&current, anchor)
            values.set(key, current)
        }
    }

    private func anchoring<A>(_ name: String, _ source: Anchor<A>.Source,
                              _ change: @escaping (inout PreferenceValues, Anchor<A>) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self, name: name) { context, content in
            let anchor = Anchor<A>(id: context.collector.deferred.newAnchorID(), source: source)
            let node = try context.collectingPreferences(content) { change(&$0, anchor) }.node
            return .modified(.anchor(id: anchor.id), node)
        }
    }
}
