// A gradient stop: a straight sRGB color at a location along the gradient (0…1, may lie outside),
// shared by the resolved tree, the display list and the rasterizer.

package struct GradientStop: Hashable, Codable, Sendable {
    package var color: RGBA
    package var location: Double
    package init(color: RGBA, location: Double) { self.color = color; self.location = location }
}
