import WidgetGeometry

/// A stroke resolved against its transform: the user-space width to outline (hairlines widened to one
/// device pixel), the coverage scale that fades them, and the flattening tolerance in user units.
struct StrokePlan {
    var style: StrokeStyleValue
    var coverageScale: Double
    var userTolerance: Double

    init?(style: StrokeStyleValue, transform: Transform) {
        guard style.width.isFinite, style.width > 0 else { return nil }
        // Device pixels per user unit: the mean scale for the width, the largest axis scale for flattening.
        let meanScale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        let maxScale = max(hypot2(transform.a, transform.b), hypot2(transform.c, transform.d))
        guard meanScale > 0, meanScale.isFinite, maxScale.isFinite else { return nil }
        self.style = style
        let deviceWidth = style.width * meanScale
        if deviceWidth < 1 {
            self.style.width = 1 / meanScale
            coverageScale = deviceWidth
        } else {
            coverageScale = 1
        }
        userTolerance = EdgeList.tolerance / maxScale
    }
}
