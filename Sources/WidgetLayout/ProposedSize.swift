import WidgetGeometry

/// What a parent offers a child. Each axis is a length ≥ 0 (possibly `.infinity`) or nil,
/// meaning unspecified: the child answers with its ideal size on that axis (SwiftUI's
/// `ProposedViewSize`). Proposals are hashable so that nodes can cache their answers.
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    init(width: Double?, height: Double?) {
        self.width = width; self.height = height
    }

    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// Both axes unspecified: "what is your ideal size?"
    static let unspecified = ProposedSize(width: nil, height: nil)

    subscript(axis: LayoutAxis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `main` on `axis` and `cross` on the other one.
    static func along(_ axis: LayoutAxis, main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

/// One of the two layout axes (a ZStack has none: it overlays).
enum LayoutAxis: Hashable {
    case horizontal, vertical

    var cross: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    static func along(_ axis: LayoutAxis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension Point {
    static func along(_ axis: LayoutAxis, main: Double, cross: Double) -> Point {
        axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}
