import Foundation

// Layer effects shared by the resolved tree, the display list and the rasterizer: how a layer's
// pixels combine with what is beneath (`BlendModeValue`, SwiftUI's `BlendMode`) and the per-pixel
// color filters (`ColorEffect`: `saturation`, `grayscale`, `brightness`, `contrast`,
// `colorMultiply`, `colorInvert`, `hueRotation`, `luminanceToAlpha`).
//
// Every color filter is an affine map of the straight (unpremultiplied) sRGB-encoded components,
// a 4 × 5 matrix as the W3C Filter Effects `feColorMatrix` (docs/platform.md §10).

/// SwiftUI's `BlendMode`: the 16 W3C blend modes, three Porter-Duff operators and Core Graphics'
/// two "plus" modes (docs/platform.md §10).
package enum BlendModeValue: String, Hashable, Codable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// Modes whose result depends on the colors blended (everything except the Porter-Duff
    /// operators, which only combine coverage and keep either color as it is).
    package var mixesColors: Bool {
        switch self {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: false
        default: true
        }
    }
}

/// One color filter, with SwiftUI's parameter.
package enum ColorEffect: Hashable, Codable, Sendable {
    /// 0 = gray, 1 = unchanged, > 1 more saturated (W3C `saturate`).
    case saturation(Double)
    /// 0 = unchanged, 1 = fully gray (W3C `grayscale`).
    case grayscale(Double)
    /// Added to each component: 0 = unchanged, 1 = white (Apple: "full white brightening").
    case brightness(Double)
    /// (c − ½) × amount + ½ (W3C `contrast`); negative amounts also invert.
    case contrast(Double)
    /// Each component, alpha included, multiplied by the color's.
    case colorMultiply(RGBA)
    /// 1 − c on each color component (W3C `invert(1)`).
    case colorInvert
    /// Degrees (W3C `hue-rotate`).
    case hueRotation(degrees: Double)
    /// Black with alpha = luminance (W3C `feColorMatrix type="luminanceToAlpha"`).
    case luminanceToAlpha

    /// The filter as a color matrix.
    package var matrix: ColorMatrix {
        let w = RGBA.luminanceWeights
        switch self {
        case .saturation(let s):
            return ColorMatrix.saturate(s, weights: (0.213, 0.715, 0.072))
        case .grayscale(let amount):
            // W3C grayscale(a): the saturate form with the Rec. 709 weights to four places.
            return ColorMatrix.saturate(1 - min(max(amount, 0), 1), weights: (0.2126, 0.7152, 0.0722))
        case .brightness(let b):
            return ColorMatrix(rows: [[1, 0, 0, 0, b], [0, 1, 0, 0, b], [0, 0, 1, 0, b], [0, 0, 0, 1, 0]])
        case .contrast(let k):
            let t = 0.5 - 0.5 * k
            return ColorMatrix(rows: [[k, 0, 0, 0, t], [0, k, 0, 0, t], [0, 0, k, 0, t], [0, 0, 0, 1, 0]])
        case .colorMultiply(let c):
            return ColorMatrix(rows: [[c.red, 0, 0, 0, 0], [0, c.green, 0, 0, 0], [0, 0, c.blue, 0, 0],
                                      [0, 0, 0, c.alpha, 0]])
        case .colorInvert:
            return ColorMatrix(rows: [[-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0]])
        case .hueRotation(let degrees):
            return ColorMatrix.hueRotate(degrees)
        case .luminanceToAlpha:
            return ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0],
                                      [w.red, w.green, w.blue, 0, 0]])
        }
    }
}

/// A 4 × 5 affine color map on straight components in 0…1: row i gives output i (r, g, b, a) as
/// m[i][0]·r + m[i][1]·g + m[i][2]·b + m[i][3]·a + m[i][4]; results are clamped to 0…1.
package struct ColorMatrix: Hashable, Sendable {
    package var rows: [[Double]]
    package init(rows: [[Double]]) {
        precondition(rows.count == 4 && rows.allSatisfy { $0.count == 5 }, "a color matrix is 4 × 5")
        self.rows = rows
    }

    /// W3C Filter Effects `feColorMatrix type="saturate"`.
    static func saturate(_ s: Double, weights w: (Double, Double, Double)) -> ColorMatrix {
        ColorMatrix(rows: [
            [w.0 + (1 - w.0) * s, w.1 - w.1 * s, w.2 - w.2 * s, 0, 0],
            [w.0 - w.0 * s, w.1 + (1 - w.1) * s, w.2 - w.2 * s, 0, 0],
            [w.0 - w.0 * s, w.1 - w.1 * s, w.2 + (1 - w.2) * s, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// W3C Filter Effects `feColorMatrix type="hueRotate"`.
    static func hueRotate(_ degrees: Double) -> ColorMatrix {
        let r = degrees * .pi / 180, c = cos(r), s = sin(r)
        return ColorMatrix(rows: [
            [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
            [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
            [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
            [0, 0, 0, 1, 0],
        ])
    }

    /// The matrix applied to straight components in 0…1, clamped.
    package func apply(r: Double, g: Double, b: Double, a: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        func row(_ i: Int) -> Double {
            let m = rows[i]
            return min(max(m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4], 0), 1)
        }
        return (row(0), row(1), row(2), row(3))
    }
}
