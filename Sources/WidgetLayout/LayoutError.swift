import WidgetGeometry

/// Why a widget could not be laid out. Values were validated at resolve; these are the failures
/// only layout can see (a text engine's answer, an unbounded view under an infinite proposal).
package enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The layout context itself is unusable (non-positive size or scale …).
    case invalidContext(String)
    /// The text engine answered with a size that is not finite and non-negative.
    case invalidTextSize(text: String, size: Size)
    /// A view chose a size that is not finite where it must be drawn.
    case nonFiniteFrame(Rect)
    /// A GeometryReader or user `Layout` whose code is not there (a tree decoded from JSON).
    case missingCode(String, String)
    /// A user `Layout` answered with a size or position that is not finite and non-negative.
    case invalidUserLayout(String, String)
    /// An effect whose values cannot be drawn at the size the view got (`rotation3DEffect`).
    case undrawableEffect(String)

    package var description: String {
        switch self {
        case .invalidContext(let problem):
            return "layout: invalid context: \(problem)"
        case .invalidTextSize(let text, let size):
            return "layout: text \"\(text)\": the text engine measured a non-finite or negative size \(size)"
        case .missingCode(let path, let view):
            return "layout: \(path): \(view) runs code during layout, and a decoded tree has none; render the view itself"
        case .invalidUserLayout(let name, let problem):
            return "layout: \(name): \(problem)"
        case .undrawableEffect(let problem):
            return "layout: \(problem)"
        case .nonFiniteFrame(let rect):
            return "layout: a view chose the non-finite frame \(rect) (an unbounded view under an infinite proposal?)"
        }
    }
}
