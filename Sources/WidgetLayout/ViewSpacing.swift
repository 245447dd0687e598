import WidgetResolved
import WidgetText

// The distance between neighbours of an HStack or VStack with `spacing: nil`. SwiftUI gives every
// view spacing preferences per edge, each for a kind of neighbour ("different values for different
// kinds of adjacent views" [SUI-ViewSpacing]); two neighbours are spaced by the largest distance
// their facing edges name for a kind they both name, else by the larger plain distance either
// asks for, else by the system's 8 pt. The rules follow OpenSwiftUI, a reimplementation audited
// against iOS 18 [OpenSwiftUI-Spacing], and agree with iOS renders (docs/platform.md §6,
// docs/layout-scenarios.md):
// - A text asks, on its top and bottom, to sit from another text by the lower text's leading, so
//   texts stack like the lines of a paragraph (a text style's font has the HIG line height minus
//   its own as leading: body 1.71 pt; fixed-size system fonts have none).
// - A text and another view: the text's baseline sits one *default line spacing* (the font's line
//   height + a tenth of it, rounded up to the pixel) below the view above it; the view below a
//   text keeps that spacing from the text's cap height, and at least a tenth of the line height
//   from its descender. Body at 3x: 6.4 pt above, 10.6 pt below.
// - A spacer asks for 0 along its stack's axis from whatever it meets: its own minimum length
//   (8 pt) is the only gap. Other pairs (texts side by side among them) name nothing in common.
// - Stacks show their children's preferences: across their axis all of them, along it the first
//   child's leading edge and the last child's trailing edge. ZStacks, grids and user layouts show
//   all their children's on every edge.
// - `padding` replaces the preferences of the edges it pads, a frame those of the axes it fixes,
//   `position` all of them, with a plain view's; every other modifier passes its child's on.
//
// Glossary: *spacing preferences* = per edge, the distance a view asks for by kind of neighbour;
// *plain view* = a view with no text preferences (shapes, images, padded or framed edges).

/// The kinds of neighbour a preference applies to (SwiftUI's spacing categories; `plain` is its
/// preference for any neighbour). A text's top and a plain view's bottom name `edgeAboveText` (the
/// edge above a text), a text's bottom and a plain view's top `edgeBelowText`.
enum SpacingCategory: Hashable {
    case plain
    case textToText
    case edgeAboveText
    case edgeBelowText
}

/// What a view asks for on one edge for one kind of neighbour.
enum SpacingValue {
    case distance(Double)
    /// A text's font metrics: the distance comes from the pair of texts.
    case text(TextFontMetrics)

    /// The distance this (upper or leading) value and `next` agree on; nil when they do not.
    func distance(to next: SpacingValue, pixelLength: Double) -> Double? {
        switch (self, next) {
        case let (.distance(a), .distance(b)): return a + b
        case let (.distance(a), .text): return a
        case let (.text, .distance(b)): return b
        case let (.text, .text(lower)):
            // The lower text's leading, rounded up to the pixel.
            return (lower.leading / pixelLength).rounded(.up) * pixelLength
        }
    }

    /// SwiftUI keeps the larger of two preferences for one edge and kind: any text's over a
    /// distance, the taller font's line (with its leading) over a shorter one.
    func larger(_ other: SpacingValue) -> SpacingValue {
        switch (self, other) {
        case let (.distance(a), .distance(b)): return a >= b ? self : other
        case (.distance, .text): return other
        case (.text, .distance): return self
        case let (.text(a), .text(b)):
            return a.lineHeight + a.leading >= b.lineHeight + b.leading ? self : other
        }
    }
}

/// A view's spacing preferences, per edge.
struct SpacingPreferences {
    typealias Edge = [SpacingCategory: SpacingValue]
    var top: Edge = [:]
    var bottom: Edge = [:]
    var left: Edge = [:]
    var right: Edge = [:]

    /// A plain view's: 0 from a text below it (its bottom is the edge above a text) or above it.
    static let plain = SpacingPreferences(top: plainTop, bottom: plainBottom)
    private static let plainTop: Edge = [.edgeBelowText: .distance(0)]
    private static let plainBottom: Edge = [.edgeAboveText: .distance(0)]

    /// A text's, from its fonts' metrics and the pixel (`pixelLength` points).
    static func text(_ metrics: TextFontMetrics, pixelLength: Double) -> SpacingPreferences {
        let lineHeight = metrics.lineHeight
        let textSpacing = (lineHeight * 0.1 / pixelLength).rounded(.up) * pixelLength
        let lineSpacing = lineHeight + textSpacing
        return SpacingPreferences(
            top: [.textToText: .text(metrics), .edgeAboveText: .distance(lineSpacing - metrics.ascender)],
            bottom: [.textToText: .text(metrics),
                     .edgeBelowText: .distance(max(lineSpacing - metrics.capHeight, textSpacing + metrics.descender))])
    }

    /// An empty stack's: 0 from anything.
    static let zero = spacer(axis: nil)

    /// A spacer's: 0 along `axis` (both axes outside a stack).
    static func spacer(axis: LayoutAxis?) -> SpacingPreferences {
        var result = SpacingPreferences()
        if axis != .horizontal { result.top = [.plain: .distance(0)]; result.bottom = [.plain: .distance(0)] }
        if axis != .vertical { result.left = [.plain: .distance(0)]; result.right = [.plain: .distance(0)] }
        return result
    }

    /// The preferences facing the next view along `axis` (bottom or right) and facing the previous
    /// one (top or left).
    func trailing(_ axis: LayoutAxis) -> Edge { axis == .vertical ? bottom : right }
    func leading(_ axis: LayoutAxis) -> Edge { axis == .vertical ? top : left }

    /// `other`'s preferences merged in on the chosen edges, keeping the larger per kind.
    mutating func merge(_ other: SpacingPreferences, top: Bool, bottom: Bool, left: Bool, right: Bool) {
        func merged(_ mine: Edge, _ theirs: Edge) -> Edge {
            mine.merging(theirs) { $0.larger($1) }
        }
        if top { self.top = merged(self.top, other.top) }
        if bottom { self.bottom = merged(self.bottom, other.bottom) }
        if left { self.left = merged(self.left, other.left) }
        if right { self.right = merged(self.right, other.right) }
    }

    /// A plain view's preferences on the chosen edges.
    mutating func reset(top: Bool, bottom: Bool, left: Bool, right: Bool) {
        if top { self.top = Self.plainTop }
        if bottom { self.bottom = Self.plainBottom }
        if left { self.left = [:] }
        if right { self.right = [:] }
    }

    /// The distance between a view whose trailing edge wants `upper` and the next one whose leading
    /// edge wants `lower`; nil when they name nothing in common (the stack then uses 8 pt).
    static func distance(_ upper: Edge, _ lower: Edge, pixelLength: Double) -> Double? {
        var best: Double?
        for (category, value) in upper where category != .plain {
            guard let next = lower[category], let distance = value.distance(to: next, pixelLength: pixelLength) else {
                continue
            }
            best = max(best ?? distance, distance)
        }
        if let best { return best }
        let a = upper[.plain].flatMap(\.plainDistance), b = lower[.plain].flatMap(\.plainDistance)
        guard a != nil || b != nil else { return nil }
        return max(a ?? -.infinity, b ?? -.infinity)
    }
}

private extension SpacingValue {
    var plainDistance: Double? {
        if case .distance(let value) = self { return value }
        return nil
    }
}

extension LayoutEngine {
    /// The gaps between consecutive children: `spacing` when given, else per pair by their spacing
    /// preferences.
    func stackGaps(_ children: [LayoutNode], axis: LayoutAxis, spacing: Double?) throws -> [Double] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        var gaps: [Double] = []
        gaps.reserveCapacity(children.count - 1)
        var previous = try spacingPreferences(children[0])
        for child in children.dropFirst() {
            let next = try spacingPreferences(child)
            let distance = SpacingPreferences.distance(previous.trailing(axis), next.leading(axis),
                                                       pixelLength: pixelLength)
            gaps.append(distance ?? Self.defaultSpacing)
            previous = next
        }
        return gaps
    }

    /// `node`'s spacing preferences (cached in the node: a stack asks for its children's).
    func spacingPreferences(_ node: LayoutNode) throws -> SpacingPreferences {
        if let cached = node.spacingCache { return cached }
        let result: SpacingPreferences
        switch node.kind {
        case .empty, .image, .shape:
            result = .plain
        case .spacer(_, let axis):
            result = .spacer(axis: axis)
        case .text(let text):
            let ideal = try textLayout(node, text, ProposedSize(width: nil, height: nil))
            result = ideal.fontMetrics.map { .text($0, pixelLength: pixelLength) } ?? .plain
        case .stack(let axis, _, _):
            result = try stackPreferences(node.children.filter { !$0.isEmpty }, axis: axis)
        case .viewThatFits:
            result = try unionPreferences(node.children)
        case .container(let container):
            if case .geometryReader = container { result = .plain } else { result = try unionPreferences(node.children) }
        case .modifier(let modifier):
            result = try modifierPreferences(modifier, child: node.children[0])
        }
        node.spacingCache = result
        return result
    }

    /// HStack / VStack: across the axis every child's, along it the first child's leading and the
    /// last child's trailing edge; ZStack: every child's on every edge.
    private func stackPreferences(_ children: [LayoutNode], axis: StackAxis) throws -> SpacingPreferences {
        guard !children.isEmpty else { return .zero }
        guard axis != .depth else { return try unionPreferences(children) }
        var result = SpacingPreferences()
        for (index, child) in children.enumerated() {
            let first = index == 0, last = index == children.count - 1
            let vertical = axis == .vertical
            result.merge(try spacingPreferences(child),
                         top: !vertical || first, bottom: !vertical || last,
                         left: vertical || first, right: vertical || last)
        }
        return result
    }

    private func unionPreferences(_ children: [LayoutNode]) throws -> SpacingPreferences {
        var result = SpacingPreferences()
        for child in children where !child.isEmpty {
            result.merge(try spacingPreferences(child), top: true, bottom: true, left: true, right: true)
        }
        return result
    }

    private func modifierPreferences(_ modifier: ResolvedModifier, child: LayoutNode) throws -> SpacingPreferences {
        var result = try spacingPreferences(child)
        switch modifier {
        case .padding(let insets):
            result.reset(top: insets.top != 0, bottom: insets.bottom != 0,
                         left: insets.leading != 0, right: insets.trailing != 0)
        case .frame(let width, let height, _):
            result.reset(top: height != nil, bottom: height != nil, left: width != nil, right: width != nil)
        case .flexibleFrame(let frame):
            let vertical = frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil
            let horizontal = frame.minWidth != nil || frame.idealWidth != nil || frame.maxWidth != nil
            result.reset(top: vertical, bottom: vertical, left: horizontal, right: horizontal)
        case .widthFraction:
            result.reset(top: false, bottom: false, left: true, right: true)
        case .position:
            result = .plain
        default:
            break
        }
        return result
    }
}
