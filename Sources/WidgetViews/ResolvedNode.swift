import WidgetGeometry

// The resolved view tree: what `resolve` produces from DSL views and their environment.
// It is a closed, Codable set of plain values; nothing downstream sees a closure, an
// environment lookup or a named color. Layout walks it; it never changes it.

/// One resolved view.
public indirect enum ResolvedNode: Hashable, Codable, Sendable {
    /// Takes no space and draws nothing (EmptyView, a false `if` without else, `hidden` is a modifier).
    case empty
    /// Flexible space along the enclosing stack's axis; `minLength` nil means the default (8 pt).
    case spacer(minLength: Double?)
    case text(ResolvedText)
    case image(ResolvedImage)
    /// Shapes, and also Color and gradient views (a filled rectangle that takes the proposal).
    case shape(ResolvedShape)
    case stack(ResolvedStack)
    /// The first child whose ideal size fits the proposal on `axes`, else the last.
    case viewThatFits(axes: Axes, children: [ResolvedNode])
    case modified(ResolvedModifier, ResolvedNode)
}

/// Which group an op belongs to in accented and vibrant rendering.
public enum DrawGroup: String, Hashable, Codable, Sendable {
    case containerBackground
    case `default`
    case accent
}

public struct Axes: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let horizontal = Axes(rawValue: 1)
    public static let vertical = Axes(rawValue: 2)
    public static let all: Axes = [.horizontal, .vertical]
}

public enum StackAxis: String, Hashable, Codable, Sendable { case horizontal, vertical, depth }

public struct ResolvedStack: Hashable, Codable, Sendable {
    public var axis: StackAxis
    /// For an HStack only the vertical part matters, for a VStack only the horizontal one.
    public var alignment: ResolvedAlignment
    /// nil = default spacing (see layout).
    public var spacing: Double?
    public var children: [ResolvedNode]
    public init(axis: StackAxis, alignment: ResolvedAlignment, spacing: Double?, children: [ResolvedNode]) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing; self.children = children
    }
}

public enum HorizontalAlignmentValue: String, Hashable, Codable, Sendable { case leading, center, trailing }
public enum VerticalAlignmentValue: String, Hashable, Codable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

public struct ResolvedAlignment: Hashable, Codable, Sendable {
    public var horizontal: HorizontalAlignmentValue
    public var vertical: VerticalAlignmentValue
    public init(horizontal: HorizontalAlignmentValue, vertical: VerticalAlignmentValue) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = ResolvedAlignment(horizontal: .center, vertical: .center)
}

/// A unit point in a frame: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct ResolvedUnitPoint: Hashable, Codable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}
