import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetText

/// The last layout pass: snaps every frame to the device pixel grid, as SwiftUI does for view
/// frames. Origins and max edges are rounded independently to the nearest multiple of 1/scale
/// (so adjacent views stay adjacent), text baselines too. Ties round up (toward +∞), so the
/// result does not depend on which side of the origin a view sits.
///
/// Paints move with their op's origin. Layer transforms are not snapped: a rotated or scaled
/// layer leaves the grid anyway.
struct PixelRounding {
    let scale: Double

    func rounded(_ list: DisplayList) throws -> DisplayList {
        DisplayList(size: list.size, cornerRadius: list.cornerRadius, items: try list.items.map(rounded))
    }

    func snap(_ value: Double) -> Double {
        (value * scale + 0.5).rounded(.down) / scale
    }

    func snap(_ rect: Rect) throws -> Rect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            throw LayoutError.nonFiniteFrame(rect)
        }
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: snap(rect.maxX) - x0, height: snap(rect.maxY) - y0)
    }

    private func rounded(_ item: DisplayItem) throws -> DisplayItem {
        switch item {
        case .shape(var op):
            let frame = try snap(op.frame)
            let delta = frame.origin - op.frame.origin
            op.frame = frame
            op.fill = op.fill?.translated(by: delta)
            if let stroke = op.stroke {
                op.stroke?.paint = stroke.paint.translated(by: delta)
            }
            return .shape(op)
        case .text(var op):
            let frame = try snap(op.frame)
            let delta = frame.origin - op.frame.origin
            for index in op.layout.lines.indices {
                let baseline = op.frame.minY + op.layout.lines[index].origin.y
                op.layout.lines[index].origin.y = snap(baseline) - frame.minY
            }
            op.paints = op.paints.map { $0.translated(by: delta) }
            op.frame = frame
            return .text(op)
        case .image(var op):
            let frame = try snap(op.frame)
            op.templatePaint = op.templatePaint?.translated(by: frame.origin - op.frame.origin)
            op.frame = frame
            return .image(op)
        case .layer(var layer):
            if let clip = layer.clip {
                layer.clip?.frame = try snap(clip.frame)
            }
            layer.items = try layer.items.map(rounded)
            return .layer(layer)
        }
    }
}
