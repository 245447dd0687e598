import Foundation
import WidgetGeometry
import WidgetResolved

// An indeterminate `ProgressView()` in a still image: one frame of the system activity indicator
// (docs/platform.md §6). Apple publishes no geometry; **our rule**, after UIKit's medium indicator:
// 20 pt across, 8 round-capped spokes 2.5 × 6 pt, their outer ends 1 pt inside the edge, the spoke
// at 12 o'clock opaque and each one counterclockwise from it 11 % fainter (the trail of the
// rotation). Drawn in the tint when one is set, else in the secondary foreground (gray), as iOS.

enum Spinner {
    static let diameter = 20.0
    static let spokeCount = 8
    static let spokeSize = (width: 2.5, length: 6.0)
    static let fade = 0.11

    static func node(in environment: EnvironmentValues) throws -> ResolvedNode {
        let paint = try environment.tintStyle.map { try $0.resolvePaint(in: environment) }
            ?? HierarchicalShapeStyle.secondary.resolvePaint(in: environment)
        let group = environment.drawGroup
        let center = ResolvedUnitPoint(x: 0.5, y: 0.5)
        let top = ResolvedAlignment(horizontal: .center, vertical: .top)
        let spokes: [ResolvedNode] = (0..<spokeCount).map { index in
            let opacity = 1 - fade * Double(index)
            let spoke = ResolvedNode.modified(.frame(width: spokeSize.width, height: spokeSize.length, alignment: .center),
                .shape(ResolvedShape(kind: .capsule(style: .circular), fill: paint.multiplyingOpacity(opacity), group: group)))
            let filler = ResolvedNode.shape(ResolvedShape(kind: .rectangle, fill: nil, group: group))
            let placed = ResolvedNode.modified(.padding(Insets(top: 1, leading: 0, bottom: 0, trailing: 0)), spoke)
            // Spoke i sits i steps counterclockwise from 12 o'clock.
            return .modified(.rotation(degrees: -360 / Double(spokeCount) * Double(index), anchor: center),
                             .stack(ResolvedStack(axis: .depth, alignment: top, spacing: nil, children: [filler, placed])))
        }
        return .modified(.frame(width: diameter, height: diameter, alignment: .center),
                         .stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: spokes)))
    }
}
