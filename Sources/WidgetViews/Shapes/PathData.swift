import Foundation
import WidgetGeometry
import WidgetSVG

// A Path from SVG path data (`M10 10 L60 10 Z`): how a spec writes a Path, since a spec cannot
// hold the code that builds one. The same parser reads custom symbols' paths (WidgetSVG).

extension Path {
    /// The path SVG path data describes (SVG 1.1 §8.3; arcs become cubic curves). Throws one line
    /// naming the problem for data that does not parse.
    package init(svgPathData text: String) throws {
        var parser = SVGPathData(text)
        do {
            self.init()
            storage = try parser.parse()
        } catch let error as SVGError {
            throw PathDataError(message: error.message)
        }
    }
}

/// Path data that does not parse; `message` is one line.
package struct PathDataError: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
