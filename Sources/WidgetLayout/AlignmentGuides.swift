import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// Explicit alignment guides and custom alignments (Apple, `alignmentGuide(_:computeValue:)`,
// `AlignmentID`; WWDC19 "Building Custom Views with SwiftUI"):
// - A view's guide is its explicit value when `alignmentGuide` set one for that guide (the closure
//   gets the view's dimensions), else the guide's default (built-in: Alignment.swift; custom: the
//   `AlignmentID`'s `defaultValue(in:)`).
// - A container has an explicit value when one of its children has: the child's value moved by the
//   child's position, so a guide set deep inside a VStack lines up across an enclosing HStack
//   (the WWDC19 example). Ours: the first child, in order, that has one wins (Apple does not say
//   how several are merged); decorations (backgrounds, overlays) are not searched.

extension LayoutEngine {
    /// The explicit value of `key` in `node` laid out for `proposal` at `size`, from its top-leading corner.
    func explicitGuide(_ key: AlignmentGuideKey, of node: LayoutNode, proposal: ProposedSize,
                       size: Size) throws -> Double? {
        guard deferred.hasGuides else { return nil }
        switch node.kind {
        case .empty, .spacer, .text, .image, .shape:
            return nil
        case .modifier(.alignmentGuide(let own, let id)) where own == key:
            guard let code = deferred.guide(id) else { return nil }
            let value = deferred.serialized { code.value(width: size.width, height: size.height) }
            return value.isFinite ? value : nil
        case .container(.geometryReader):
            return nil
        case .stack, .viewThatFits, .modifier, .container:
            for child in try arrange(node, proposal).children where !child.isDecoration {
                if let inner = try explicitGuide(key, of: child.node, proposal: child.proposal, size: child.size) {
                    switch key {
                    case .horizontal, .customHorizontal: return child.origin.x + inner
                    case .vertical, .customVertical: return child.origin.y + inner
                    }
                }
            }
            return nil
        }
    }

    /// The horizontal guide of `alignment` in a child: explicit, else the default.
    func horizontalGuide(_ alignment: ResolvedAlignment, of node: LayoutNode, proposal: ProposedSize,
                         size: Size) throws -> Double {
        let key: AlignmentGuideKey = alignment.customHorizontal.map { .customHorizontal($0) } ?? .horizontal(alignment.horizontal)
        if let explicit = try explicitGuide(key, of: node, proposal: proposal, size: size) { return explicit }
        return defaultHorizontalGuide(alignment, size: size)
    }

    /// The vertical guide of `alignment` in a child: explicit, else the default (baselines included).
    func verticalGuide(_ alignment: ResolvedAlignment, of node: LayoutNode, proposal: ProposedSize,
                       size: Size) throws -> Double {
        let key: AlignmentGuideKey = alignment.customVertical.map { .customVertical($0) } ?? .vertical(alignment.vertical)
        if let explicit = try explicitGuide(key, of: node, proposal: proposal, size: size) { return explicit }
        if let name = alignment.customVertical { return customDefault(name, size: size) }
        return try guide(alignment.vertical, of: node, proposal: proposal, size: size)
    }

    /// A horizontal guide's default value in a view (or container) of `size`.
    func defaultHorizontalGuide(_ alignment: ResolvedAlignment, size: Size) -> Double {
        if let name = alignment.customHorizontal { return customDefault(name, size: size) }
        return guide(alignment.horizontal, width: size.width)
    }

    /// A custom alignment's `defaultValue(in:)`; 0 (the leading or top edge) when a decoded tree
    /// has no code or the code answers a non-finite value.
    func customDefault(_ name: String, size: Size) -> Double {
        guard let code = deferred.customDefault(name) else { return 0 }
        let value = deferred.serialized { code.value(width: size.width, height: size.height) }
        return value.isFinite ? value : 0
    }
}
