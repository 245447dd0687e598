/// Which points are inside a path whose contours overlap or wind more than once.
package enum FillRule: String, Hashable, Sendable, Codable {
    /// Inside when the winding number is not zero (SwiftUI's default, `FillStyle(eoFill: false)`).
    case nonZero
    /// Inside when the winding number is odd (`FillStyle(eoFill: true)`).
    case evenOdd
}
