import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// The `Layout` protocol (iOS 16) for user-written containers, with SwiftUI's names and signatures.
// A user layout runs during layout (docs/architecture.md, "Deferred views"): resolve lowers the
// subviews to the tree and registers an adapter (`UserLayoutCode`) that layout calls with its own
// measurement of the subviews. `makeCache` is called for each sizeThatFits/placeSubviews round
// (ours: SwiftUI may keep the cache longer; a cache is an optimization, so results are the same).

/// A size proposal, as SwiftUI's `ProposedViewSize`: nil on an axis means "your ideal size".
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// nil axes replaced by `size`'s (Apple's default: 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`. Default guides: leading/top 0,
/// center half, trailing/bottom the full length, text baselines the bottom (no text is measured
/// here), a custom alignment its `AlignmentID.defaultValue(in:)`.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let custom = guide.custom { return custom.id.defaultValue(in: self) }
        return switch guide.value {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let custom = guide.custom { return custom.id.defaultValue(in: self) }
        return switch guide.value {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        }
    }

    /// Explicit guides: none are set on subviews of a user layout (ours).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// Preferred spacing around a view, as SwiftUI's `ViewSpacing`: ours is the default 8 pt on every
/// edge (docs/platform.md §6), or none for `.zero`.
public struct ViewSpacing: Sendable {
    var length: CGFloat
    public init() { length = 8 }
    public static let zero: ViewSpacing = { var spacing = ViewSpacing(); spacing.length = 0; return spacing }()
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { length = max(length, other.length) }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self; copy.formUnion(other, edges: edges); return copy
    }
    /// The distance to `next` along `axis`: the larger of the two preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(length, next.length) }
}

/// Layout properties, as SwiftUI's `LayoutProperties`; `stackOrientation` is accepted (it only tells
/// Spacers and Dividers which way to lie, and ours take the enclosing stack's axis).
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() { stackOrientation = nil }
}

/// One subview as a user layout sees it, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    let index: Int
    let session: LayoutSession

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = session.measure.sizeThatFits(index, width: proposal.width.map(Double.init),
                                                height: proposal.height.map(Double.init))
        return CGSize(width: size.width, height: size.height)
    }

    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// `layoutPriority` of the subview.
    public var priority: Double { session.measure.priority(index) }
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Places the subview's `anchor` at `position` in the container's coordinates, proposing `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        session.placements[index] = DeferredPlacement(
            position: Point(x: Double(position.x), y: Double(position.y)),
            anchor: ResolvedUnitPoint(x: Double(anchor.x), y: Double(anchor.y)),
            width: proposal.width.map(Double.init), height: proposal.height.map(Double.init))
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.index == b.index && a.session === b.session }
}

/// The subviews of a user layout, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let session: LayoutSession
    public var startIndex: Int { 0 }
    public var endIndex: Int { session.measure.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(index: index, session: session) }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.session === b.session }
}

/// One call of user code: the engine's measurement and the placements made.
final class LayoutSession {
    let measure: SubviewMeasuring
    var placements: [DeferredPlacement?]
    /// Each subview's layout values (`.layoutValue(key:value:)`), by subview index.
    let values: [[ObjectIdentifier: Any]]
    init(measure: SubviewMeasuring, values: [[ObjectIdentifier: Any]] = []) {
        self.measure = measure
        self.values = values
        placements = Array(repeating: nil, count: measure.count)
    }
}

/// A container that sizes and places its subviews with user code, as SwiftUI's `Layout`.
/// Use it like a stack: `MyLayout { Text("a"); Text("b") }`.
public protocol Layout {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    /// Apple's default: the union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }
    /// Apple's default: nil, "the default alignment guide" of the container.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// `MyLayout { … }`: the layout applied to the views of the closure.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        UserLayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A user layout with its content.
nonisolated struct UserLayoutView<L: Layout, Content: View>: View, PrimitiveView, PathDescribing {
    typealias Body = Never
    let layout: L
    let content: Content
    var pathDescription: String { WidgetViews.pathDescription(of: layout) }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        var inner = context
        inner.enclosingStackAxis = L.layoutProperties.stackOrientation.map { $0 == .horizontal ? .horizontal : .vertical }
        let sink = LayoutValueSink()
        inner.layoutValues = sink
        let children = try resolveChildren(content, in: inner)
        // One box per child node; should a child ever resolve to several nodes, values are dropped
        // (every subview reads its key's default) rather than given to the wrong subview.
        let values = sink.subviews.count == children.count ? sink.subviews.map(\.values) : []
        let id = context.collector.deferred.register(layout: UserLayoutCode(layout: layout, values: values))
        return .container(.deferred(ResolvedDeferred(id: id, kind: .layout(pathDescription), children: children)))
    }
}

/// Adapts a `Layout` to the engine's `DeferredLayoutCode`.
final class UserLayoutCode<L: Layout>: DeferredLayoutCode {
    let layout: L
    let values: [[ObjectIdentifier: Any]]
    init(layout: L, values: [[ObjectIdentifier: Any]] = []) { self.layout = layout; self.values = values }

    func sizeThatFits(width: Double?, height: Double?, subviews: SubviewMeasuring) throws -> Size {
        let session = LayoutSession(measure: subviews, values: values)
        let views = LayoutSubviews(session: session)
        var cache = layout.makeCache(subviews: views)
        let size = layout.sizeThatFits(proposal: ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }),
                                       subviews: views, cache: &cache)
        return Size(width: Double(size.width), height: Double(size.height))
    }

    func placements(in bounds: Rect, width: Double?, height: Double?, subviews: SubviewMeasuring) throws -> [DeferredPlacement?] {
        let session = LayoutSession(measure: subviews, values: values)
        let views = LayoutSubviews(session: session)
        var cache = layout.makeCache(subviews: views)
        layout.placeSubviews(in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height),
                             proposal: ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) }),
                             subviews: views, cache: &cache)
        return session.placements
    }
}
