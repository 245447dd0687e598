import WidgetGeometry

/// Why a widget could not be laid out. Each description is one line naming the place
/// (a path such as `content › stack[2] › frame`) and the problem.
public enum LayoutError: Error, Equatable, CustomStringConvertible {
    /// The layout context itself is unusable (non-positive size or scale …).
    case invalidContext(String)
    /// A modifier carries a value layout cannot honour (non-finite length, min above max …).
    case invalidValue(path: String, problem: String)
    /// The tree nests deeper than `LayoutTreeBuilder.maximumDepth`.
    case tooDeep(path: String, limit: Int)
    /// The text engine answered with a size that is not finite and non-negative.
    case invalidTextSize(text: String, size: Size)
    /// A view chose a size that is not finite where it must be drawn.
    case nonFiniteFrame(Rect)

    public var description: String {
        switch self {
        case .invalidContext(let problem):
            return "layout: invalid context: \(problem)"
        case .invalidValue(let path, let problem):
            return "layout: \(path): \(problem)"
        case .tooDeep(let path, let limit):
            return "layout: \(path): the view tree is nested more than \(limit) levels deep"
        case .invalidTextSize(let text, let size):
            return "layout: text \"\(text)\": the text engine measured a non-finite or negative size \(size)"
        case .nonFiniteFrame(let rect):
            return "layout: a view chose the non-finite frame \(rect) (an unbounded view under an infinite proposal?)"
        }
    }
}
