import WidgetGeometry

/// The failure pictures: pixelmatch's diff image and a side-by-side strip.
enum DiffImage {
    /// Opaque diff image over the compared canvas, drawn exactly as pixelmatch's output: counted
    /// differences in `diffColor` (`diffColorAlt` where the actual pixel is darker), skipped
    /// anti-aliasing in `aaColor`, every other pixel the expected image's luma faded towards white
    /// by `alpha` (so the highlights stand out and the picture is still recognisable).
    /// Channel values are truncated to bytes, as storing into pixelmatch's Uint8Array does.
    static func make(expected: Pixmap, outcome: ComparisonOutcome, style: PerceptualOptions) throws -> Pixmap {
        let width = outcome.width, height = outcome.height
        var out = try Pixmap(width: width, height: height)
        out.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    let verdict = outcome.verdicts.map { PixelVerdict(rawValue: $0[i]) ?? .same } ?? .same
                    let color: (UInt8, UInt8, UInt8)
                    switch verdict {
                    case .differs: color = (style.diffColor.r, style.diffColor.g, style.diffColor.b)
                    case .differsDarker:
                        let alt = style.diffColorAlt ?? style.diffColor
                        color = (alt.r, alt.g, alt.b)
                    case .antiAliased: color = (style.aaColor.r, style.aaColor.g, style.aaColor.b)
                    case .same:
                        let gray = fadedGray(expected, x: x, y: y, alpha: style.alpha)
                        color = (gray, gray, gray)
                    }
                    bytes[4 * i] = color.0; bytes[4 * i + 1] = color.1; bytes[4 * i + 2] = color.2; bytes[4 * i + 3] = 255
                }
            }
        }
        return out
    }

    /// pixelmatch's `drawGrayPixel`: 255 + (luma − 255) · alpha · a / 255 on straight color; pixels
    /// outside the expected image (a size mismatch) are white.
    static func fadedGray(_ image: Pixmap, x: Int, y: Int, alpha: Double) -> UInt8 {
        guard x < image.width, y < image.height else { return 255 }
        let p = image.pixel(x: x, y: y)
        let luma = Double(p.r) * 0.29889531 + Double(p.g) * 0.58662247 + Double(p.b) * 0.11448223
        let value = 255 + (luma - 255) * alpha * Double(p.a) / 255
        return UInt8(clamping: Int(value))
    }

    /// Expected | actual | diff, left to right, with a transparent gutter between panels, each panel
    /// top-aligned at its own size.
    static func strip(_ panels: [Pixmap], gutter: Int = 8) throws -> Pixmap {
        let width = panels.map(\.width).reduce(0, +) + gutter * max(0, panels.count - 1)
        let height = panels.map(\.height).max() ?? 1
        var out = try Pixmap(width: width, height: height)
        var left = 0
        for panel in panels {
            for y in 0..<panel.height {
                out.copyPixels(panel.width, from: panel, x: 0, y: y, toX: left, y: y)
            }
            left += panel.width + gutter
        }
        return out
    }
}

extension ComparisonOutcome {
    /// The diff image of this comparison: highlights over a faded copy of `expected` (see `DiffImage.make`).
    public func diffImage(expected: Pixmap, style: PerceptualOptions = PerceptualOptions()) throws -> Pixmap {
        try DiffImage.make(expected: expected, outcome: self, style: style)
    }

    /// Expected | actual | diff side by side.
    public func sideBySide(expected: Pixmap, actual: Pixmap, style: PerceptualOptions = PerceptualOptions()) throws -> Pixmap {
        try DiffImage.strip([expected, actual, try diffImage(expected: expected, style: style)])
    }
}
