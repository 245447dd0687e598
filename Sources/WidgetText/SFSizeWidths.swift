/// How wide SF sets text at each point size, relative to the stand-in's own advances
/// (docs/text.md, "Stand-in calibration"; docs/platform.md §5).
///
/// SF Pro Text's advances are within 1 % of Inter's, but iOS applies a size-specific tracking
/// (HIG › Typography › Tracking values: −0.43 pt per glyph at 17 pt, 0 at 12 pt) and switches to
/// the narrower SF Pro Display design from 20 pt. `pro`'s factors are the width of SF (with that
/// tracking, in the Text design up to 17 pt and the Display design from 28 pt) over Inter's, the
/// mean over eleven Latin strings, measured with the fonts' own advances and HarfBuzz; they
/// reproduce eight iOS 26 frames at 17 pt within 0.4 % (docs/layout-scenarios.md). Between
/// measured sizes the factor is interpolated linearly; below 11 pt it follows the HIG's positive
/// tracking (our extrapolation). Above 34 pt: 34 pt's factor times the ratio of SF Pro Display
/// Regular's widths of the eleven strings tracked by its own `trak` table at that size and at
/// 34 pt (the table's tracking falls from +23 units at 34 pt to 0 at 80 pt; printed by
/// scripts/calibrate-stand-ins --write-display); above 80 pt it stays at 80 pt's. 18–27 pt: SF's optical size runs
/// from the Text design at 17 pt to the Display design at 28 pt, so each of these sizes is the
/// blend of the two designs' widths (Display's share (size − 17) / 11, **our rule**) with that
/// size's HIG tracking, over the same strings.
///
/// SF Pro Rounded has one design at every size, and its own `trak` table (positive tracking up to
/// 28 pt); its factors (`rounded`) are generated with the glyph widths (`SFGlyphWidths`).
package struct SFSizeWidths: Hashable, Sendable {
    /// Point sizes, ascending, and SF's width ÷ the stand-in's at each.
    let sizes: [Double]
    let factors: [Double]

    init(_ table: [(size: Double, factor: Double)]) {
        sizes = table.map(\.size)
        factors = table.map(\.factor)
    }

    /// SF Pro over Inter.
    static let pro = SFSizeWidths([
        (6, 1.080), (7, 1.065), (8, 1.049), (9, 1.035), (10, 1.020),
        (11, 1.006), (12, 0.996), (13, 0.984), (14, 0.975), (15, 0.966), (16, 0.958), (17, 0.946),
        (18, 0.937), (19, 0.928), (20, 0.920), (21, 0.920), (22, 0.920), (23, 0.924), (24, 0.928),
        (25, 0.924), (26, 0.918), (27, 0.912), (28, 0.910), (34, 0.907),
        (40, 0.9038), (48, 0.8993), (64, 0.8904), (80, 0.8846),
    ])

    /// SF Pro Rounded over Quicksand.
    static let rounded = SFSizeWidths(SFGlyphWidths.roundedSizes)

    /// The factor at `size` points: linear between listed sizes, flat outside them.
    func factor(at size: Double) -> Double {
        guard size.isFinite, let first = sizes.first, let last = sizes.last else { return 1 }
        if size <= first { return factors[0] }
        if size >= last { return factors[factors.count - 1] }
        let upper = sizes.firstIndex { $0 >= size }!
        let (a, b) = (sizes[upper - 1], sizes[upper])
        return factors[upper - 1] + (factors[upper] - factors[upper - 1]) * (size - a) / (b - a)
    }
}
