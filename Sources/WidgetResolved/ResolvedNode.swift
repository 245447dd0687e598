import WidgetGeometry

// The resolved view tree: what `resolve` produces from DSL views and their environment.
// It is a closed, Codable set of plain values; nothing downstream sees a closure, an
// environment lookup or a named color. Layout walks it; it never changes it.

/// One resolved view.
package indirect enum ResolvedNode: Hashable, Codable, Sendable {
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
    /// Grid, LazyVGrid/LazyHGrid, GeometryReader and user `Layout`s (ResolvedContainers.swift).
    case container(ResolvedContainer)
}

/// Which group an op belongs to; the appearance stage recolors each group as the theme says.
package enum DrawGroup: String, Hashable, Codable, Sendable {
    case containerBackground
    case `default`
    case accent
}

package struct Axes: OptionSet, Hashable, Codable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let horizontal = Axes(rawValue: 1)
    package static let vertical = Axes(rawValue: 2)
    package static let all: Axes = [.horizontal, .vertical]
}

package enum StackAxis: String, Hashable, Codable, Sendable { case horizontal, vertical, depth }

package struct ResolvedStack: Hashable, Codable, Sendable {
    package var axis: StackAxis
    /// For an HStack only the vertical part matters, for a VStack only the horizontal one.
    package var alignment: ResolvedAlignment
    /// nil = default spacing (see layout).
    package var spacing: Double?
    package var children: [ResolvedNode]
    package init(axis: StackAxis, alignment: ResolvedAlignment, spacing: Double?, children: [ResolvedNode]) {
        self.axis = axis; self.alignment = alignment; self.spacing = spacing; self.children = children
    }
}

package enum HorizontalAlignmentValue: String, Hashable, Codable, Sendable { case leading, center, trailing }
package enum VerticalAlignmentValue: String, Hashable, Codable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

package struct ResolvedAlignment: Hashable, Codable, Sendable {
    package var horizontal: HorizontalAlignmentValue
    package var vertical: VerticalAlignmentValue
    /// A custom alignment (`AlignmentID`) by name, used instead of `horizontal` when set
    /// (AlignmentGuides.swift in WidgetLayout; the default values are in `Resolution.deferred`).
    package var customHorizontal: String?
    package var customVertical: String?
    package init(horizontal: HorizontalAlignmentValue, vertical: VerticalAlignmentValue,
                 customHorizontal: String? = nil, customVertical: String? = nil) {
        self.horizontal = horizontal; self.vertical = vertical
        self.customHorizontal = customHorizontal; self.customVertical = customVertical
    }
    package static let center = ResolvedAlignment(horizontal: .center, vertical: .center)
}

/// A unit point in a frame: (0, 0) top-leading, (1, 1) bottom-trailing.
package struct ResolvedUnitPoint: Hashable, Codable, Sendable {
    package var x: Double
    package var y: Double
    package init(x: Double, y: Double) { self.x = x; self.y = y }
}
