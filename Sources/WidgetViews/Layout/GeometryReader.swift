import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// GeometryReader, GeometryProxy and `position(x:y:)`. A reader's content depends on the size and
// place layout gives it, so it is resolved during layout (docs/architecture.md, "Deferred views"):
// the tree holds a deferred node, and `ReaderContent` resolves the content when layout asks, with
// the environment and view path the reader had.

/// Where a frame is measured, as SwiftUI's `CoordinateSpace`: `.local` is the reader's own space,
/// `.global` the widget's (the widget is the whole "window" of a still image). A named space is
/// measured like `.global` (ours: `coordinateSpace(name:)` is not tracked).
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// What a GeometryReader's content reads, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The size the reader was given.
    public let size: CGSize
    /// Always zero: widgets have no safe area.
    public let safeAreaInsets: EdgeInsets
    let frameInWidget: CGRect
    /// The frames in the widget of the anchored views drawn before this reader (Anchor.swift).
    let anchors: [Int: Rect]

    init(size: CGSize, frameInWidget: CGRect, anchors: [Int: Rect] = [:]) {
        self.size = size; self.frameInWidget = frameInWidget; self.safeAreaInsets = EdgeInsets()
        self.anchors = anchors
    }

    /// The reader's frame: at the origin in `.local`, in the widget's coordinates otherwise.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: frameInWidget
        }
    }

    /// The widget's bounds in a coordinate space (iOS 17's `bounds(of:)`): nil for a named space.
    public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? {
        if case .named = coordinateSpace { return nil }
        return CGRect(origin: .zero, size: size)
    }
}

/// A container that gives its content its own size and position, as SwiftUI's `GeometryReader`:
/// it takes the whole proposal and places the content at its top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let code = ReaderContent(content: content, context: context)
        let id = context.collector.deferred.register(content: code)
        return .container(.deferred(ResolvedDeferred(id: id, kind: .geometryReader, children: [])))
    }
}

/// Resolves a reader's content for one size and frame. Each call has its own collector (sharing
/// the widget's image provider, options and deferred table), so resolving again during layout never
/// counts views twice; the images it finds go back to layout with the content, which returns them
/// with the display list.
nonisolated final class ReaderContent<Content: View>: DeferredContentCode {
    let content: (GeometryProxy) -> Content
    let context: ResolveContext

    init(content: @escaping (GeometryProxy) -> Content, context: ResolveContext) {
        self.content = content; self.context = context
    }

    func content(size: Size, frameInWidget: Rect, anchors: [Int: Rect]) throws -> DeferredContent {
        let parent = context.collector
        let collector = ResolveCollector(images: parent.images, options: parent.options)
        collector.maximumNodes = parent.maximumNodes
        collector.deferred = parent.deferred
        var inner = ResolveContext(environment: context.environment, path: context.path, collector: collector)
        inner.nesting = context.nesting
        let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height),
                                  frameInWidget: CGRect(x: frameInWidget.minX, y: frameInWidget.minY,
                                                        width: frameInWidget.width, height: frameInWidget.height),
                                  anchors: anchors)
        let view = inner.environment.whileCurrent { content(proxy) }
        let node = try ResolveCollector.$current.withValue(collector) { try resolveChildren(view, in: inner) }
        // Several views in a reader overlap at the top-leading corner, as in a ZStack(alignment: .topLeading).
        let root: ResolvedNode
        switch node.count {
        case 0: root = .empty
        case 1: root = node[0]
        default:
            root = .stack(ResolvedStack(axis: .depth, alignment: ResolvedAlignment(horizontal: .leading, vertical: .top),
                                        spacing: nil, children: node))
        }
        return DeferredContent(node: root, images: collector.pixmaps)
    }
}

nonisolated extension View {
    /// Centers this view at (x, y) in the space its parent offers; the result takes that whole space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        wrappingModifier("position") { _ in
            .position(x: try Check.finite(Double(x), "position x"), y: try Check.finite(Double(y), "position y"))
        }
    }

    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}
