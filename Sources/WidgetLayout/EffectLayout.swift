import Foundation
import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// Layout and drawing of the effect modifiers (`ResolvedModifier.effect`, `.mask`): blend modes,
// color filters, blur, compositing groups, zIndex, rotation3DEffect's projection, masks. None of
// them changes a size; each wraps the child's items in a layer with `LayerEffects`.

extension LayoutEngine {
    /// `blur(radius:)` as a Gaussian σ: the same rule as shadows (docs/platform.md §10).
    static let blurSigmaPerRadius = shadowSigmaPerRadius

    /// The mask view is offered the child's size and aligned on it, as an overlay; it is never
    /// drawn itself (see `drawMask`).
    func arrangeMask(_ alignment: ResolvedAlignment, children: [LayoutNode], proposal: ProposedSize) throws -> Arrangement {
        let primarySize = try sizeThatFits(children[0], proposal)
        let primary = ChildPlacement(node: children[0], proposal: proposal, origin: .zero, size: primarySize)
        let maskProposal = ProposedSize(primarySize)
        var mask = try aligned(children[1], proposal: maskProposal, size: try sizeThatFits(children[1], maskProposal),
                               in: primarySize, alignment: alignment).children[0]
        mask.isDecoration = true
        return Arrangement(size: primarySize, children: [primary, mask])
    }

    /// The items of an `.effect` or `.mask` modifier; `placements` are its arrangement's.
    func drawEffect(_ modifier: ResolvedModifier, placements: [ChildPlacement], at origin: Point) throws -> [DisplayItem] {
        let child = placements[0]
        let items = try draw(child.node, proposal: child.proposal, at: origin + child.origin)
        guard !items.isEmpty else { return [] }
        let frame = Rect(origin: origin + child.origin, size: child.size)
        switch modifier {
        case .mask:
            let maskPlacement = placements[1]
            let maskItems = try draw(maskPlacement.node, proposal: maskPlacement.proposal, at: origin + maskPlacement.origin)
            // An empty mask hides everything, as a fully transparent mask view does.
            guard !maskItems.isEmpty else { return [] }
            return [.layer(LayerOp(items: items, effects: LayerEffects(mask: maskItems)))]
        case .effect(let effect):
            switch effect {
            case .blendMode(let mode):
                return [.layer(LayerOp(items: items, effects: LayerEffects(blendMode: mode)))]
            case .colorFilter(let filter):
                return [.layer(LayerOp(items: items, effects: LayerEffects(colorFilters: [filter])))]
            case .blur(let radius, let opaque):
                guard radius > 0 else { return items }
                // An opaque blur keeps to the view's frame (it does not spread past it).
                let clip = opaque ? ClipOp(frame: frame, kind: .rectangle, evenOdd: false) : nil
                return [.layer(LayerOp(clip: clip, items: items,
                                       effects: LayerEffects(blurSigma: radius * Self.blurSigmaPerRadius, blurIsOpaque: opaque)))]
            case .compositingGroup:
                return [.layer(LayerOp(items: items))]
            case .backdropBlur(let radius):
                return [.layer(LayerOp(items: items, effects: LayerEffects(backdropBlurSigma: radius * Self.blurSigmaPerRadius)))]
            case .zIndex:
                return items
            case .projection(let a, let b, let c, let d, let shiftX, let shiftY, let anchor):
                let p = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                let linear = Transform(a: a, b: b, c: c, d: d, tx: shiftX, ty: shiftY)
                return [.layer(LayerOp(transform: linear.about(p), items: items))]
            case .perspectiveRotation(let degrees, let axisX, let axisY, let axisZ, let anchor, let anchorZ, let perspective):
                let warp = try Self.perspectiveWarp(degrees: degrees, axis: (axisX, axisY, axisZ), anchor: anchor,
                                                    anchorZ: anchorZ, perspective: perspective, frame: frame)
                return [.layer(LayerOp(items: items, effects: LayerEffects(warp: warp)))]
            case .bezelArc:
                let center = Point(x: widgetSize.width / 2, y: widgetSize.height / 2)
                let radius = frame.midY - center.y
                guard radius > 0 else { return items }
                return [.layer(LayerOp(items: items, effects: LayerEffects(arcWarp: ArcWarp(center: center, radius: radius,
                                                                                            middleX: frame.midX))))]
            }
        default:
            return items
        }
    }

    /// The homography of `rotation3DEffect` for a child drawn in `frame`: the eye max(w, h) /
    /// perspective in front of the anchor (docs/platform.md §10). A view whose rotated corners
    /// come within 5 % of the eye's plane cannot be drawn: a one-line error says so.
    static func perspectiveWarp(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: ResolvedUnitPoint,
                                anchorZ: Double, perspective: Double, frame: Rect) throws -> Homography {
        let anchorPoint = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        let distance = max(frame.width, frame.height) / perspective
        let warp = Homography.rotation3D(degrees: degrees, axis: axis, anchor: anchorPoint, anchorZ: anchorZ,
                                         eyeDistance: distance)
        for corner in [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
                       Point(x: frame.minX, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY)] {
            let w = warp.m31 * corner.x + warp.m32 * corner.y + warp.m33
            guard w > 0.05 else {
                throw LayoutError.undrawableEffect("rotation3DEffect by \(degrees)° with perspective \(perspective) brings the "
                                               + "view's corner past the viewer's eye; lower the perspective or the angle")
            }
        }
        return warp
    }

    /// Stack children in drawing order: by `zIndex` (default 0), stable, lowest first.
    func zOrdered(_ placements: [ChildPlacement]) -> [ChildPlacement] {
        let indices = placements.map { $0.node.zIndex }
        guard indices.contains(where: { $0 != 0 }) else { return placements }
        return placements.indices.sorted { indices[$0] != indices[$1] ? indices[$0] < indices[$1] : $0 < $1 }
            .map { placements[$0] }
    }
}

extension LayoutNode {
    /// `zIndex` is a trait like `layoutPriority`: visible through the modifiers wrapped around it,
    /// the outermost value wins; 0 when absent.
    var zIndex: Double {
        guard case .modifier(let modifier) = kind, let child = children.first else { return 0 }
        if case .effect(.zIndex(let z)) = modifier { return z }
        return child.zIndex
    }
}
