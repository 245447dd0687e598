import Foundation

// Views a widget cannot run but shared view code contains (docs/views.md, "Views that cannot run
// in a widget"). WidgetKit archives the view once per entry: nothing scrolls and nothing is
// fetched from the network while a widget is shown, so a render draws what a device shows.

/// A scroll view, as SwiftUI's `ScrollView`: in a widget it never scrolls, so its content is drawn
/// at its start (top, leading), at its ideal length along the scroll axes, clipped to the space
/// the scroll view takes: all that is offered along its axes, its content's size across them
/// (ours: Apple documents that widgets do not support scrolling, not how the content is placed).
nonisolated public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    public var body: some View {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        content
            .fixedSize(horizontal: horizontal, vertical: vertical)
            // min 0 and max ∞: exactly the offered length even when the content is longer
            // (a flexible frame clamps the proposal, not the child, when both bounds are set).
            .frame(minWidth: horizontal || vertical ? 0 : nil, maxWidth: horizontal || vertical ? .infinity : nil,
                   minHeight: vertical ? 0 : nil, maxHeight: vertical ? .infinity : nil,
                   alignment: vertical ? (horizontal ? .topLeading : .top) : .leading)
            .clipped()
    }
}

/// A scroll position reader, as SwiftUI's `ScrollViewReader`: its content gets a proxy whose
/// `scrollTo` does nothing (nothing scrolls in a widget).
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: (ScrollViewProxy) -> Content) { self.content = content(ScrollViewProxy()) }
    public var body: some View { content }
}

public struct ScrollViewProxy: Sendable {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// The state of an `AsyncImage` load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: @unchecked Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    public var error: (any Error)? { if case .failure(let error) = self { error } else { nil } }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`. A widget never loads it (WidgetKit does
/// not run asynchronous work while the widget is shown; Apple's widget guidance is to download
/// images in the timeline provider), so it always shows its empty phase: the `placeholder`, the
/// phase closure's `.empty` case, or the standard placeholder, a gray (`secondarySystemFill`)
/// rectangle filling the space offered (the gray is ours).
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content

    public var body: some View { content }
}

extension AsyncImage {
    public init(url: URL?, scale: CGFloat = 1) where Content == ShapeView<Rectangle> {
        content = Rectangle().fill(.fill.secondary)
    }

    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                         @ViewBuilder placeholder: () -> Content) {
        self.content = placeholder()
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}
