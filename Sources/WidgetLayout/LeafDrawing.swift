import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

// Leaves become ops: text carries its measured layout, images their whole frame, shapes their
// concrete kind (circles in their centered square, container-relative shapes as concentric
// rounded rectangles, `strokeBorder` inset by half the line width).

extension LayoutEngine {
    /// The text's op, or its placeholder boxes when it is redacted.
    func textItems(_ node: LayoutNode, _ text: ResolvedText, proposal: ProposedSize,
                   at origin: Point) throws -> [DisplayItem] {
        let layout = try textLayout(node, text, proposal)
        let frame = Rect(origin: origin, size: layout.size)
        let paints = text.paints.map { absolutePaint($0, in: frame) }
        if text.redacted {
            return Redaction.lineBoxes(layout, in: frame, paint: paints.first ?? .color(.black), group: text.group)
        }
        let decorationPaints = text.decorationPaints?.map { paints in
            paints.map { DecorationPaints(underline: $0.underline.map { absolutePaint($0, in: frame) },
                                          strikethrough: $0.strikethrough.map { absolutePaint($0, in: frame) },
                                          background: $0.background.map { absolutePaint($0, in: frame) }) }
        }
        func decorations(_ kinds: Set<TextDecorationKind>) -> [DisplayItem] {
            textDecorationItems(layout, in: frame, paints: paints, decorationPaints: decorationPaints, kinds: kinds, group: text.group)
        }
        let attachments = try textAttachmentItems(layout, text, in: frame)
        return decorations([.background])
            + [.text(TextOp(frame: frame, layout: layout, paints: paints, group: text.group))]
            + decorations([.underline, .strikethrough])
            + attachments
    }

    /// The image's op, or its placeholder box when it is redacted.
    func imageItem(_ image: ResolvedImage, frame: Rect) -> DisplayItem {
        if image.redacted { return Redaction.imageBox(frame, group: image.group) }
        return .image(ImageOp(frame: frame, imageID: image.imageID, pixelWidth: image.pixelWidth,
                              pixelHeight: image.pixelHeight,
                              templatePaint: image.templatePaint.map { absolutePaint($0, in: frame) },
                              treatment: image.treatment, group: image.group, interpolation: image.interpolation))
    }

    /// Paints are relative to the view's frame; a fill and an inside-border stroke need two ops
    /// because the stroke's shape is inset and the fill's is not.
    func shapeItems(_ shape: ResolvedShape, frame: Rect) -> [DisplayItem] {
        if shape.redacted {
            return [Redaction.symbolBox(frame, paint: shape.fill.map { absolutePaint($0, in: frame) } ?? .color(.black),
                                        group: shape.group)]
        }
        let outline = concreteShape(shape.kind, in: frame)
        let stroke = shape.stroke.map { stroke in
            StrokeOp(paint: absolutePaint(stroke.paint, in: frame),
                     style: StrokeStyleValue(width: stroke.lineWidth, cap: stroke.cap, join: stroke.join,
                                             miterLimit: stroke.miterLimit, dash: stroke.dash, dashPhase: stroke.dashPhase ?? 0))
        }
        func op(_ concrete: (frame: Rect, kind: DisplayShape), fill: Paint?, stroke: StrokeOp?) -> DisplayItem {
            .shape(ShapeOp(frame: concrete.frame, kind: concrete.kind, fill: fill, stroke: stroke,
                           trimFrom: shape.trimFrom, trimTo: shape.trimTo, evenOddFill: shape.evenOddFill,
                           group: shape.group, isAccessoryWidgetBackground: shape.isAccessoryWidgetBackground,
                           erosion: shape.erosion))
        }
        let fill = shape.fill.map { absolutePaint($0, in: frame) }
        guard let stroke, let resolvedStroke = shape.stroke, resolvedStroke.insideBorder else {
            return fill == nil && stroke == nil ? [] : [op(outline, fill: fill, stroke: stroke)]
        }
        // `strokeBorder`: SwiftUI's InsettableShape insets the shape by half the line width, and a
        // rounded rectangle's corners shrink by the same amount so the border stays concentric.
        let half = resolvedStroke.lineWidth / 2
        let insetFrame = frame.insetBy(dx: min(half, frame.width / 2), dy: min(half, frame.height / 2))
        var border = concreteShape(shape.kind, in: insetFrame)
        if case .roundedRectangle(let width, let height, let style) = shape.kind {
            border.kind = .roundedRectangle(cornerWidth: max(0, width - half), cornerHeight: max(0, height - half),
                                            style: style)
        }
        if case .unevenRoundedRectangle(let r, let style) = shape.kind {
            border.kind = .unevenRoundedRectangle(
                CornerRadiiValue(topLeading: max(0, r.topLeading - half), bottomLeading: max(0, r.bottomLeading - half),
                                 bottomTrailing: max(0, r.bottomTrailing - half), topTrailing: max(0, r.topTrailing - half)),
                style: style)
        }
        let strokeOp = op(border, fill: nil, stroke: stroke)
        return fill == nil ? [strokeOp] : [op(outline, fill: fill, stroke: nil), strokeOp]
    }

    /// The frame and kind the renderer draws. A circle is the largest circle centered in the
    /// frame, so its frame is that centered square.
    ///
    /// `ContainerRelativeShape` **(ours)**: a continuous rounded rectangle concentric with the
    /// widget's corner, radius = max(0, widget corner radius − the frame's distance to the nearest
    /// widget edge). Apple does not publish the rule; this keeps a shape flush with the widget
    /// edge exactly as round as the widget, and inner shapes concentric with it. Inside
    /// `containerShape(_:)` the container is that view's frame and shape instead: its corner
    /// radius (half the shorter side for a circle or capsule, 0 for a rectangle) less the distance
    /// to its nearest edge, in its corner style.
    func concreteShape(_ kind: ShapeKind, in frame: Rect) -> (frame: Rect, kind: DisplayShape) {
        switch kind {
        case .rectangle: return (frame, .rectangle)
        case .roundedRectangle(let width, let height, let style):
            return (frame, .roundedRectangle(cornerWidth: width, cornerHeight: height, style: style))
        case .circle:
            let side = min(frame.width, frame.height)
            return (Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), .circle)
        case .ellipse: return (frame, .ellipse)
        case .capsule(let style): return (frame, .capsule(style: style))
        case .containerRelative:
            let outer = outerContainer
            let inset = max(0, min(frame.minX - outer.frame.minX, frame.minY - outer.frame.minY,
                                   outer.frame.maxX - frame.maxX, outer.frame.maxY - frame.maxY))
            let radius = max(0, outer.cornerRadius - inset)
            return (frame, .roundedRectangle(cornerWidth: radius, cornerHeight: radius, style: outer.cornerStyle))
        case .concentric(let corners):
            return (frame, .unevenRoundedRectangle(concentricRadii(corners, in: frame), style: outerContainer.cornerStyle))
        case .unitPath(let path): return (frame, .unitPath(path))
        case .unevenRoundedRectangle(let radii, let style): return (frame, .unevenRoundedRectangle(radii, style: style))
        case .framePath(let path): return (frame, .framePath(path))
        case .adjusted(let base, let adjustment):
            // The base is made concrete in the same frame; the adjustment then applies to it (an inset
            // container-relative shape stays concentric: its radius shrinks by the inset).
            return (frame, .adjusted(concreteShape(base, in: frame).kind, adjustment))
        }
    }
}

extension LayoutEngine {
    /// The nearest `containerShape(_:)`, else the widget's own continuous corners.
    var outerContainer: ContainerShape {
        container ?? ContainerShape(frame: Rect(x: 0, y: 0, width: widgetSize.width, height: widgetSize.height),
                                    kind: .roundedRectangle(cornerWidth: cornerRadius, cornerHeight: cornerRadius,
                                                            style: .continuous))
    }

    /// `ConcentricRectangle`'s radii in `frame`. A concentric corner has the container's radius less
    /// the distance between the corners, at least its minimum [SUI-Edge.Corner.Style.concentric];
    /// **ours**: that distance is the larger of the two insets (so equal insets give a truly
    /// concentric arc, and a corner far from the container's along either edge turns square), and
    /// a corner outside the container counts as flush. A uniform group then takes its largest radius
    /// [SUI-ConcentricRectangle].
    func concentricRadii(_ corners: ConcentricCorners, in frame: Rect) -> CornerRadiiValue {
        let outer = outerContainer, c = outer.frame
        func radius(_ style: ConcentricCorners.Style, _ dx: Double, _ dy: Double) -> Double {
            switch style {
            case .fixed(let radius): return radius
            case .concentric(let minimum): return max(minimum, outer.cornerRadius - max(0, dx, dy))
            }
        }
        var r = CornerRadiiValue(
            topLeading: radius(corners.topLeading, frame.minX - c.minX, frame.minY - c.minY),
            bottomLeading: radius(corners.bottomLeading, frame.minX - c.minX, c.maxY - frame.maxY),
            bottomTrailing: radius(corners.bottomTrailing, c.maxX - frame.maxX, c.maxY - frame.maxY),
            topTrailing: radius(corners.topTrailing, c.maxX - frame.maxX, frame.minY - c.minY))
        for group in corners.uniform {
            switch group {
            case .all:
                let m = max(r.topLeading, r.topTrailing, r.bottomLeading, r.bottomTrailing)
                r = CornerRadiiValue(topLeading: m, bottomLeading: m, bottomTrailing: m, topTrailing: m)
            case .top: (r.topLeading, r.topTrailing) = pair(r.topLeading, r.topTrailing)
            case .bottom: (r.bottomLeading, r.bottomTrailing) = pair(r.bottomLeading, r.bottomTrailing)
            case .leading: (r.topLeading, r.bottomLeading) = pair(r.topLeading, r.bottomLeading)
            case .trailing: (r.topTrailing, r.bottomTrailing) = pair(r.topTrailing, r.bottomTrailing)
            }
        }
        return r
    }

    private func pair(_ a: Double, _ b: Double) -> (Double, Double) { (max(a, b), max(a, b)) }
}

/// The frame and concrete shape `ContainerRelativeShape`s are concentric with.
struct ContainerShape {
    let frame: Rect
    let kind: DisplayShape

    /// The corner radius of the shape in its frame: a rounded rectangle's smaller corner size,
    /// half the shorter side for a circle, capsule or ellipse, 0 for anything else.
    var cornerRadius: Double {
        switch kind {
        case .roundedRectangle(let width, let height, _): return min(width, height)
        case .circle, .capsule, .ellipse: return min(frame.width, frame.height) / 2
        default: return 0
        }
    }

    var cornerStyle: CornerStyleValue {
        switch kind {
        case .roundedRectangle(_, _, let style), .capsule(let style): return style
        default: return .circular
        }
    }
}
