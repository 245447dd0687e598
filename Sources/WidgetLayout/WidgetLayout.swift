import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

// WidgetLayout: SwiftUI's propose → choose → place, from a resolved widget to a display list.
//
// Glossary
// - Proposal (`ProposedSize`): what a parent offers a child, per axis a number, 0, infinity, or
//   nil ("unspecified": the child answers with its ideal size).
// - Size that fits: the size a child chooses for a proposal. A child may choose more than it was
//   offered; the parent then overflows (SwiftUI does not clip).
// - Placement: where a container puts each child, relative to its own top-left, together with
//   the proposal it gave that child. Drawing and baselines both walk placements.
// - Layout node (`LayoutNode`): the resolved tree rebuilt once per layout with validated values
//   and a per-node cache of sizes, so a stack can ask its children several times cheaply.
// - Explicit baseline: a text baseline found inside a subtree; views without text have none and
//   align by their bottom edge, as SwiftUI's default baseline guide.
// - Spacing preferences: per edge, the distance a view asks for from a neighbour of a given kind;
//   stacks with `spacing: nil` space their children by them (`ViewSpacing.swift`).
// - Pixel rounding: a separate last pass over the display list (`PixelRounding.swift`), as taffy
//   rounds after computing; layout itself works in unrounded points, except text sizes, which are
//   whole pixels as SwiftUI measures them.
//
// Data flow: `layoutWidget` builds the node tree, lays out the container background and the
// content, then rounds. Nothing here reads global state, so the same input gives the same list.

/// Everything layout needs besides the widget: the widget's size and shape, the device scale,
/// the injected text engine, and the code of the widget's deferred views (`Resolution.deferred`).
package struct LayoutContext: Sendable {
    /// The widget's size in points (the family size on the device).
    package var size: Size
    /// The widget's outer corner radius in points (continuous corners).
    package var cornerRadius: Double
    /// Content margins (16 pt on most widgets); ignored when the widget disables them.
    package var contentMargins: Insets
    /// Device pixels per point; frames are snapped to multiples of 1/scale.
    package var scale: Double
    package var text: any TextMeasuring
    /// What GeometryReaders, user `Layout`s and alignment guides run; empty for a tree without them
    /// (or decoded from JSON, where layout reports each deferred view as missing its code).
    package var deferred: DeferredViews

    package init(size: Size, cornerRadius: Double, contentMargins: Insets, scale: Double, text: any TextMeasuring,
                 deferred: DeferredViews = DeferredViews()) {
        self.size = size; self.cornerRadius = cornerRadius; self.contentMargins = contentMargins
        self.scale = scale; self.text = text; self.deferred = deferred
    }
}

/// What layout produces: the display list, and the pixels of every image it draws, by
/// `ResolvedImage.imageID`: the widget's own and those GeometryReader content found during layout.
/// The painter needs nothing else.
package struct LaidOutWidget: Sendable {
    package var list: DisplayList
    package var images: [String: Pixmap]
    package init(list: DisplayList, images: [String: Pixmap]) { self.list = list; self.images = images }
}

/// Lays a resolved widget out in `context.size` points and returns its display list: the
/// container background (proposed the whole widget, placed at the origin) first, then the
/// content (proposed the widget minus its content margins, centered in that rect), with every
/// frame snapped to the device pixel grid; and the images the list draws.
package func layoutWidget(_ widget: ResolvedWidget, context: LayoutContext) throws -> LaidOutWidget {
    try validate(context)
    var engine = LayoutEngine(text: context.text, widgetSize: context.size, cornerRadius: context.cornerRadius,
                              pixelLength: 1 / context.scale)
    engine.deferred = context.deferred
    var items: [DisplayItem] = []

    if let background = widget.containerBackground {
        let root = try LayoutTreeBuilder.build(background, rootName: "containerBackground", deferred: context.deferred)
        let proposal = ProposedSize(context.size)
        items += try engine.draw(root, proposal: proposal, at: .zero)
    }

    let contentRect = widget.contentMarginsDisabled
        ? Rect(origin: .zero, size: context.size)
        : Rect(origin: .zero, size: context.size).inset(by: context.contentMargins)
    let content = try LayoutTreeBuilder.build(widget.content, rootName: "content", deferred: context.deferred)
    let proposal = ProposedSize(Size(width: max(0, contentRect.width), height: max(0, contentRect.height)))
    let contentSize = try engine.sizeThatFits(content, proposal)
    // WidgetKit centers the content in the margin rect; an oversized content overflows evenly.
    let origin = Point(x: contentRect.minX + (contentRect.width - contentSize.width) / 2,
                       y: contentRect.minY + (contentRect.height - contentSize.height) / 2)
    items += try engine.draw(content, proposal: proposal, at: origin)

    let list = DisplayList(size: context.size, cornerRadius: context.cornerRadius, items: items)
    // The widget's own images win over late ones of the same id (equal ids are equal content).
    let images = widget.images.merging(engine.lateImages.images) { own, _ in own }
    return LaidOutWidget(list: try PixelRounding(scale: context.scale).rounded(list), images: images)
}

private func validate(_ context: LayoutContext) throws {
    let size = context.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
        throw LayoutError.invalidContext("widget size \(size) must be finite and positive")
    }
    guard context.scale.isFinite, context.scale > 0 else {
        throw LayoutError.invalidContext("scale \(context.scale) must be finite and positive")
    }
    guard context.cornerRadius.isFinite, context.cornerRadius >= 0 else {
        throw LayoutError.invalidContext("corner radius \(context.cornerRadius) must be finite and not negative")
    }
    let m = context.contentMargins
    guard [m.top, m.leading, m.bottom, m.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
        throw LayoutError.invalidContext("content margins must be finite and not negative")
    }
}
