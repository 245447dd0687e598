import WidgetGeometry

extension Pixmap {
    /// Multiplies every pixel by the anti-aliased coverage of `path` (mapped by `transform`): the same
    /// pixels as `multiply(by: Mask(path:…))`, without building a canvas-sized mask. Rows are resolved
    /// one at a time; fully covered pixels are left alone and pixels outside the path cleared, so for a
    /// widget outline only the corner regions are actually multiplied.
    package mutating func clip(to path: VectorPath, transform: Transform) {
        let contours = path.transformed(by: transform).flattened(tolerance: EdgeList.tolerance)
        let (width, height) = (self.width, self.height)
        withUnsafeMutableBytes { raw in
            guard let pixels = raw.bindMemory(to: UInt32.self).baseAddress else { return }
            var nextRow = 0  // rows before this one that the path did not reach are cleared
            CoverageRenderer.render(contours, rule: .nonZero, scale: 1, clip: IntRect(x0: 0, y0: 0, x1: width, y1: height),
                                    scratch: RasterScratch()) { y, x, count, coverage in
                (pixels + nextRow * width).update(repeating: 0, count: (y - nextRow) * width)
                let row = pixels + y * width
                row.update(repeating: 0, count: x)
                (row + x + count).update(repeating: 0, count: width - x - count)
                let raw = UnsafeRawPointer(coverage)
                var i = 0
                while i < count {
                    // Eight fully covered pixels (the whole inside of the widget) need nothing.
                    if i + 8 <= count && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == UInt64.max {
                        i += 8
                        continue
                    }
                    if coverage[i] != 255 { row[x + i] = scalePacked(row[x + i], UInt32(coverage[i])) }
                    i += 1
                }
                nextRow = y + 1
            }
            (pixels + nextRow * width).update(repeating: 0, count: (height - nextRow) * width)
        }
    }
}
