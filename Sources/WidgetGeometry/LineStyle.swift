// How stroke ends and corners are drawn: the values of SwiftUI's `StrokeStyle.lineCap` and
// `lineJoin`, shared by the resolved tree, the display list and the rasterizer.

package enum LineCapValue: String, Hashable, Codable, Sendable { case butt, round, square }
package enum LineJoinValue: String, Hashable, Codable, Sendable { case miter, round, bevel }
