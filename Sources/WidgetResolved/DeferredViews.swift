import Foundation
import WidgetGeometry

// User code that runs during layout (docs/architecture.md, "Deferred views"): a GeometryReader's
// content depends on the size and place layout gives the reader, and a user `Layout` measures and
// places its subviews with proposals only layout knows. The tree stays plain data: it holds a
// `ResolvedDeferred` (an id and the resolved subviews); the code sits beside the tree in
// `Resolution.deferred`, behind the protocols below, and layout calls it through them with its
// own measurement (`SubviewMeasuring`). Nothing here is Codable: a decoded tree has no code, and
// layout reports a deferred view without code as an error.

/// What layout tells user layout code about the subviews: their count, their sizes for a proposal
/// (nil = unspecified on that axis) and their `layoutPriority`.
package protocol SubviewMeasuring: AnyObject {
    var count: Int { get }
    func sizeThatFits(_ index: Int, width: Double?, height: Double?) -> Size
    func priority(_ index: Int) -> Double
}

/// Where user code put one subview: `position` in the container's coordinates, the unit point of
/// the subview that sits there, and the proposal it gave the subview.
package struct DeferredPlacement: Hashable, Sendable {
    package var position: Point
    package var anchor: ResolvedUnitPoint
    package var width: Double?
    package var height: Double?
    package init(position: Point, anchor: ResolvedUnitPoint, width: Double?, height: Double?) {
        self.position = position; self.anchor = anchor; self.width = width; self.height = height
    }
}

/// A user `Layout`, adapted.
package protocol DeferredLayoutCode: AnyObject {
    func sizeThatFits(width: Double?, height: Double?, subviews: SubviewMeasuring) throws -> Size
    /// One entry per subview; nil = the code did not place it.
    func placements(in bounds: Rect, width: Double?, height: Double?,
                    subviews: SubviewMeasuring) throws -> [DeferredPlacement?]
}

/// A GeometryReader's content, resolved for a reader of `size` whose frame in the widget's
/// coordinates is `frameInWidget`. `anchors`: the frames in the widget of the anchored views drawn
/// so far in this layout (`ResolvedModifier.anchor`), which `proxy[anchor]` reads.
package protocol DeferredContentCode: AnyObject {
    func content(size: Size, frameInWidget: Rect, anchors: [Int: Rect]) throws -> DeferredContent
}

/// A GeometryReader's content resolved during layout, and the pixels of the images it references,
/// which layout returns with the display list (the resolved widget never changes after resolve).
package struct DeferredContent {
    package var node: ResolvedNode
    package var images: [String: Pixmap]
    package init(node: ResolvedNode, images: [String: Pixmap]) { self.node = node; self.images = images }
}

/// An alignment guide's value for a view of `width` × `height` (`alignmentGuide`'s closure, or a
/// custom `AlignmentID`'s `defaultValue(in:)`).
package protocol DeferredGuideCode: AnyObject {
    func value(width: Double, height: Double) -> Double
}

/// The code of a widget's deferred views, by `ResolvedDeferred.id`. Not a value: it holds user
/// closures, so it stays out of `ResolvedWidget` and travels beside it (`Resolution`). Calls are
/// serialized by a lock, because one resolved widget may be laid out on several threads and user
/// code shares resolve's collector; content a GeometryReader resolves may register more code.
package final class DeferredViews: @unchecked Sendable {
    private var layouts: [Int: DeferredLayoutCode] = [:]
    private var contents: [Int: DeferredContentCode] = [:]
    private var guides: [Int: DeferredGuideCode] = [:]
    private var customDefaults: [String: DeferredGuideCode] = [:]
    private var nextID = 0

    package init() {}

    /// A new id for a deferred view (in resolve order, so equal views get equal ids).
    package func register(layout: DeferredLayoutCode) -> Int {
        locked { nextID += 1; layouts[nextID] = layout; return nextID }
    }

    package func register(content: DeferredContentCode) -> Int {
        locked { nextID += 1; contents[nextID] = content; return nextID }
    }

    /// A new id for an anchored view (`ResolvedModifier.anchor`), unique in the widget.
    package func newAnchorID() -> Int {
        locked { nextID += 1; return nextID }
    }

    package func register(guide: DeferredGuideCode) -> Int {
        locked { nextID += 1; guides[nextID] = guide; return nextID }
    }

    /// A custom alignment's default value, by its name (the first registration of a name wins).
    package func registerDefault(_ name: String, _ code: DeferredGuideCode) {
        locked { if customDefaults[name] == nil { customDefaults[name] = code } }
    }

    package func guide(_ id: Int) -> DeferredGuideCode? { locked { guides[id] } }
    /// False when no view set an explicit guide: layout then skips searching for one.
    package var hasGuides: Bool { locked { !guides.isEmpty } }
    package func customDefault(_ name: String) -> DeferredGuideCode? { locked { customDefaults[name] } }
    package func layout(_ id: Int) -> DeferredLayoutCode? { locked { layouts[id] } }
    package func content(_ id: Int) -> DeferredContentCode? { locked { contents[id] } }

    /// Runs user code alone (see the type's comment).
    package func serialized<T>(_ body: () throws -> T) rethrows -> T {
        try locked(body)
    }

    private let reentrancy = NSRecursiveLock()
    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        reentrancy.lock(); defer { reentrancy.unlock() }
        return try body()
    }
}
