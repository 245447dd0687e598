import WidgetGeometry

extension Mask {
    /// Everything but a stroke: coverage 255 − the stroke outline's coverage (the same outline and
    /// coverage model as `Canvas.stroke`). Filling a shape through it equals filling the shape in a
    /// group and erasing the stroke from it with destination-out, without the two canvas-sized
    /// layers that costs; thin symbol weights use it (docs/symbols.md, WidgetPaint/ShapeErosion.swift).
    package init(excludingStrokeOf path: VectorPath, style: StrokeStyleValue, width: Int, height: Int,
                 transform: Transform) throws {
        try Pixmap.checkSize(width: width, height: height)
        var bytes = [UInt8](repeating: 255, count: width * height)
        if let plan = StrokePlan(style: style, transform: transform) {
            let outline = Stroker(style: plan.style, tolerance: plan.userTolerance).outline(of: path)
            let contours = outline.map { contour in
                FlattenedContour(points: contour.map(transform.apply), isClosed: true,
                                 isCurveInterior: [Bool](repeating: false, count: contour.count))
            }
            CoverageRenderer.render(contours, rule: .nonZero, scale: Float(min(plan.coverageScale, 1)),
                                    clip: IntRect(x0: 0, y0: 0, x1: width, y1: height), scratch: RasterScratch()) { y, x, count, row in
                bytes.withUnsafeMutableBufferPointer { out in
                    let start = out.baseAddress! + y * width + x
                    for i in 0..<count { start[i] = 255 - row[i] }
                }
            }
        }
        self.init(width: width, height: height, coverage: bytes, bounds: IntRect(x0: 0, y0: 0, x1: width, y1: height))
    }
}
