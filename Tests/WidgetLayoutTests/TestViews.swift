import XCTest
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved
import WidgetDisplayList

// Small builders for resolved trees, named after the SwiftUI views they stand for.

func color(_ paint: RGBA = .black) -> ResolvedNode {
    .shape(ResolvedShape(kind: .rectangle, fill: .color(paint)))
}

func shape(_ kind: ShapeKind, fill: ResolvedPaint? = .color(.black), stroke: ResolvedStroke? = nil) -> ResolvedNode {
    .shape(ResolvedShape(kind: kind, fill: fill, stroke: stroke))
}

/// `Color.black.frame(width:height:)`: a view of exactly that size.
func fixed(_ width: Double, _ height: Double) -> ResolvedNode {
    color().frame(width: width, height: height)
}

func text(_ string: String, lineLimit: Int? = nil, lineSpacing: Double = 0) -> ResolvedNode {
    .text(ResolvedText(runs: [TextRun(string: string, font: FontSpec(size: 17), paint: .color(.black))],
                       lineLimit: lineLimit, lineSpacing: lineSpacing))
}

func image(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, resizable: Bool = false) -> ResolvedNode {
    .image(ResolvedImage(imageID: "photo", pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale,
                         resizable: resizable))
}

func hstack(_ alignment: VerticalAlignmentValue = .center, spacing: Double? = nil,
            _ children: ResolvedNode...) -> ResolvedNode {
    .stack(ResolvedStack(axis: .horizontal, alignment: ResolvedAlignment(horizontal: .center, vertical: alignment),
                         spacing: spacing, children: children))
}

func vstack(_ alignment: HorizontalAlignmentValue = .center, spacing: Double? = nil,
            _ children: ResolvedNode...) -> ResolvedNode {
    .stack(ResolvedStack(axis: .vertical, alignment: ResolvedAlignment(horizontal: alignment, vertical: .center),
                         spacing: spacing, children: children))
}

func zstack(_ alignment: ResolvedAlignment = .center, _ children: ResolvedNode...) -> ResolvedNode {
    .stack(ResolvedStack(axis: .depth, alignment: alignment, spacing: nil, children: children))
}

extension ResolvedAlignment {
    static let topLeading = ResolvedAlignment(horizontal: .leading, vertical: .top)
    static let leading = ResolvedAlignment(horizontal: .leading, vertical: .center)
}

extension ResolvedNode {
    func frame(width: Double? = nil, height: Double? = nil, alignment: ResolvedAlignment = .center) -> ResolvedNode {
        .modified(.frame(width: width, height: height, alignment: alignment), self)
    }
    func frame(_ flexible: FlexibleFrame) -> ResolvedNode { .modified(.flexibleFrame(flexible), self) }
    func padding(_ insets: Insets) -> ResolvedNode { .modified(.padding(insets), self) }
    func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ResolvedNode {
        .modified(.fixedSize(horizontal: horizontal, vertical: vertical), self)
    }
    func layoutPriority(_ priority: Double) -> ResolvedNode { .modified(.layoutPriority(priority), self) }
    func background(_ view: ResolvedNode, alignment: ResolvedAlignment = .center) -> ResolvedNode {
        .modified(.background(view, alignment: alignment), self)
    }
    func overlay(_ view: ResolvedNode, alignment: ResolvedAlignment = .center) -> ResolvedNode {
        .modified(.overlay(view, alignment: alignment), self)
    }
    func aspectRatio(_ ratio: Double? = nil, contentMode: ContentModeValue) -> ResolvedNode {
        .modified(.aspectRatio(ratio, contentMode: contentMode), self)
    }
    func modified(_ modifier: ResolvedModifier) -> ResolvedNode { .modified(modifier, self) }
}

/// Lays `content` out alone in a `width` × `height` widget: no margins, square corners.
func layOut(_ content: ResolvedNode, width: Double, height: Double, scale: Double = 2,
            text: any TextMeasuring = FakeTextMeasurer()) throws -> DisplayList {
    let widget = ResolvedWidget(content: content, contentMarginsDisabled: true)
    let context = LayoutContext(size: Size(width: width, height: height), cornerRadius: 0,
                                contentMargins: .zero, scale: scale, text: text)
    return try layoutWidget(widget, context: context).list
}

/// The frames of every drawn op, in draw order, looking through layers.
func drawnFrames(_ items: [DisplayItem]) -> [Rect] {
    items.flatMap { item -> [Rect] in
        switch item {
        case .shape(let op): [op.frame]
        case .text(let op): [op.frame]
        case .image(let op): [op.frame]
        case .layer(let layer): drawnFrames(layer.items)
        }
    }
}

func drawnFrames(_ list: DisplayList) -> [Rect] { drawnFrames(list.items) }
