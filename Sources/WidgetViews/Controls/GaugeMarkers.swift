import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

// The marker styles of Gauge (`accessoryCircular`, `accessoryLinear`): Apple draws "a marker that
// appears at a point along the ring/bar to indicate the gauge's current value" (docs/views.md,
// Gauge). Ours: the track is the gauge's paint (its tint, else the foreground) at 50 %, the marker a
// disc of the full paint, 4 pt wider than the track, so it reads in every rendering mode (accented
// and vibrant keep the opacity difference).

extension Indicator {
    static let markerTrackOpacity = 0.5
    static let markerGrowth = 4.0

    /// A disc of `diameter` in the tint.
    private static func marker(_ tint: ResolvedPaint, diameter: Double, group: DrawGroup) -> ResolvedNode {
        .modified(.frame(width: diameter, height: diameter, alignment: .center),
                  .shape(ResolvedShape(kind: .circle, fill: tint, group: group)))
    }

    /// Takes the offered size and draws nothing (a stack's sizing child).
    private static func filler(_ group: DrawGroup) -> ResolvedNode {
        .shape(ResolvedShape(kind: .rectangle, fill: nil, group: group))
    }

    /// An open ring of 270° from 135° (7:30, clockwise), kept inside a square frame, with the marker
    /// at `fraction` of the sweep: a disc placed at 12 o'clock on the ring's center line, turned
    /// about the square's center to its angle.
    static func markedRing(_ fraction: Double, tint: ResolvedPaint, lineWidth: Double, group: DrawGroup) -> ResolvedNode {
        let span = 0.75, startDegrees = 135.0
        let stroke = ResolvedStroke(paint: arcPaint(tint, span: span).multiplyingOpacity(markerTrackOpacity), lineWidth: lineWidth,
                                    cap: .round, insideBorder: true)
        let track = ResolvedNode.modified(.rotation(degrees: startDegrees, anchor: ResolvedUnitPoint(x: 0.5, y: 0.5)),
                                          .shape(ResolvedShape(kind: .circle, fill: nil, stroke: stroke, trimFrom: 0,
                                                               trimTo: span, group: group)))
        let diameter = lineWidth + markerGrowth
        // The disc's center sits lineWidth/2 below the square's top edge, on the stroke's center line.
        let disc = ResolvedNode.modified(.offset(x: 0, y: (lineWidth - diameter) / 2),
                                         marker(markerPaint(tint, at: fraction), diameter: diameter, group: group))
        let atTop = ResolvedNode.stack(ResolvedStack(axis: .depth, alignment: ResolvedAlignment(horizontal: .center, vertical: .top),
                                                     spacing: nil, children: [filler(group), disc]))
        // 12 o'clock is -90°; the marker's angle is startDegrees + span × 360° × fraction.
        let turn = startDegrees + span * 360 * fraction + 90
        let placed = ResolvedNode.modified(.rotation(degrees: turn, anchor: ResolvedUnitPoint(x: 0.5, y: 0.5)), atTop)
        let stack = ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: [track, placed])
        return .modified(.aspectRatio(1, contentMode: .fit), .stack(stack))
    }

    /// A full-width capsule track of `height` with the marker's center at `fraction` of the way
    /// between the centers of the track's rounded ends (so the disc never leaves the bar).
    static func markedBar(_ fraction: Double, tint: ResolvedPaint, height: Double, group: DrawGroup) -> ResolvedNode {
        let track = ResolvedNode.modified(.frame(width: nil, height: height, alignment: .center),
                                          .shape(ResolvedShape(kind: .capsule(style: .continuous),
                                                               fill: barPaint(tint, covering: 1).multiplyingOpacity(markerTrackOpacity), group: group)))
        let diameter = height + markerGrowth
        let half = height / 2
        // widthFraction(f) of the span between the end centers; the disc's trailing edge at that
        // point, shifted by its radius so its center is there.
        let disc = ResolvedNode.modified(.offset(x: diameter / 2, y: 0), marker(markerPaint(tint, at: fraction), diameter: diameter, group: group))
        let reach = ResolvedNode.modified(.widthFraction(fraction), .modified(
            .flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: ResolvedAlignment(horizontal: .trailing, vertical: .center))),
            disc))
        let span = ResolvedNode.modified(.padding(Insets(top: 0, leading: half, bottom: 0, trailing: half)),
                                         .stack(ResolvedStack(axis: .depth, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                                              spacing: nil, children: [filler(group), reach])))
        let stack = ResolvedStack(axis: .depth, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                  spacing: nil, children: [track, span])
        return .modified(.frame(width: nil, height: diameter, alignment: .center), .stack(stack))
    }
}
