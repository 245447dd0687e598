import WidgetResolved

// The default distance between neighbours of an HStack or VStack (`spacing: nil`). SwiftUI gives
// each view spacing preferences per edge and kind of neighbour [SUI-ViewSpacing]; between two
// texts above each other the preference comes from font metrics: the lower text's leading (the
// font's line gap), so two texts stack like the lines of one paragraph (docs/platform.md §6,
// [OpenSwiftUI-Spacing]). SF's line gap is 0, so texts in the bundled stand-ins touch; a user
// font with a line gap keeps it. Every other pair (and texts side by side) keeps the system's
// 8 pt. A text keeps its preference through the modifiers around it except `padding`, which
// replaces the padded edges' preferences, as SwiftUI's padding does.

extension LayoutEngine {
    /// The gaps between consecutive children: `spacing` when given, else per pair.
    func stackGaps(_ children: [LayoutNode], axis: LayoutAxis, spacing: Double?) throws -> [Double] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        var gaps: [Double] = []
        gaps.reserveCapacity(children.count - 1)
        for index in 1..<children.count {
            if axis == .vertical, Self.spacingText(of: children[index - 1]) != nil,
               let (lower, text) = Self.spacingText(of: children[index]) {
                gaps.append(try textLayout(lower, text, ProposedSize(width: nil, height: nil)).leading ?? 0)
            } else {
                gaps.append(Self.defaultSpacing)
            }
        }
        return gaps
    }

    /// The text whose spacing preferences `node` shows: itself, or the text inside modifiers that
    /// pass their child's preferences on (all but padding).
    static func spacingText(of node: LayoutNode) -> (LayoutNode, ResolvedText)? {
        switch node.kind {
        case .text(let text):
            return (node, text)
        case .modifier(let modifier):
            if case .padding = modifier { return nil }
            guard let child = node.children.first else { return nil }
            return spacingText(of: child)
        default:
            return nil
        }
    }
}
