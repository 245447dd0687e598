import WidgetGeometry
import WidgetViews

/// Turns a `ResolvedNode` into `LayoutNode`s, refusing values layout cannot honour with an error
/// that names the path to the offending view (e.g. `content › stack[1] › frame`).
struct LayoutTreeBuilder {
    /// Deeper trees are refused: no real widget comes near it, and it keeps recursion bounded.
    static let maximumDepth = 256
    /// SwiftUI's default `Spacer` minimum length along its stack's axis (REFERENCE.md §6).
    static let defaultSpacerMinLength = 8.0

    private var path: [String]

    static func build(_ node: ResolvedNode, rootName: String) throws -> LayoutNode {
        var builder = LayoutTreeBuilder(path: [rootName])
        return try builder.build(node, enclosingAxis: nil)
    }

    private var location: String { path.joined(separator: " › ") }

    private mutating func build(_ node: ResolvedNode, enclosingAxis: LayoutAxis?) throws -> LayoutNode {
        guard path.count <= Self.maximumDepth else {
            throw LayoutError.tooDeep(path: "\(path[0]) › …", limit: Self.maximumDepth)
        }
        switch node {
        case .empty:
            return LayoutNode(kind: .empty)
        case .spacer(let minLength):
            let length = minLength ?? Self.defaultSpacerMinLength
            try require(length.isFinite && length >= 0, "spacer minLength \(length) must be finite and not negative")
            return LayoutNode(kind: .spacer(minLength: length, axis: enclosingAxis))
        case .text(let text):
            return LayoutNode(kind: .text(text))
        case .image(let image):
            try require(image.pixelWidth >= 0 && image.pixelHeight >= 0,
                        "image \"\(image.imageID)\" has a negative pixel size")
            try require(image.scale.isFinite && image.scale > 0,
                        "image \"\(image.imageID)\" scale \(image.scale) must be finite and positive")
            return LayoutNode(kind: .image(image))
        case .shape(let shape):
            if let stroke = shape.stroke {
                try require(stroke.lineWidth.isFinite && stroke.lineWidth >= 0,
                            "stroke lineWidth \(stroke.lineWidth) must be finite and not negative")
            }
            return LayoutNode(kind: .shape(shape))
        case .stack(let stack):
            if let spacing = stack.spacing {
                try require(spacing.isFinite, "stack spacing \(spacing) must be finite")
            }
            let axis: LayoutAxis? = switch stack.axis {
            case .horizontal: .horizontal
            case .vertical: .vertical
            case .depth: nil
            }
            let children = try buildChildren(stack.children, label: "stack", enclosingAxis: axis)
            return LayoutNode(kind: .stack(axis: stack.axis, alignment: stack.alignment, spacing: stack.spacing),
                              children: children)
        case .viewThatFits(let axes, let candidates):
            try require(!candidates.isEmpty, "ViewThatFits has no child")
            let children = try buildChildren(candidates, label: "viewThatFits", enclosingAxis: enclosingAxis)
            return LayoutNode(kind: .viewThatFits(axes), children: children)
        case .modified(let modifier, let child):
            path.append(Self.name(of: modifier))
            defer { path.removeLast() }
            try validate(modifier)
            var children = [try build(child, enclosingAxis: enclosingAxis)]
            switch modifier {
            case .background(let secondary, _), .overlay(let secondary, _):
                path.append("content")
                defer { path.removeLast() }
                children.append(try build(secondary, enclosingAxis: nil))
            default:
                break
            }
            return LayoutNode(kind: .modifier(modifier), children: children)
        }
    }

    private mutating func buildChildren(_ nodes: [ResolvedNode], label: String,
                                        enclosingAxis: LayoutAxis?) throws -> [LayoutNode] {
        var children: [LayoutNode] = []
        children.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            path.append("\(label)[\(index)]")
            defer { path.removeLast() }
            children.append(try build(node, enclosingAxis: enclosingAxis))
        }
        return children
    }

    private func require(_ condition: Bool, _ problem: @autoclosure () -> String) throws {
        if !condition { throw LayoutError.invalidValue(path: location, problem: problem()) }
    }

    private func validate(_ modifier: ResolvedModifier) throws {
        func finite(_ value: Double, _ what: String) throws {
            try require(value.isFinite, "\(what) \(value) must be finite")
        }
        func length(_ value: Double?, _ what: String, allowInfinity: Bool = false) throws {
            guard let value else { return }
            try require(value >= 0 && (value.isFinite || (allowInfinity && value == .infinity)),
                        "\(what) \(value) must be \(allowInfinity ? "not negative" : "finite and not negative")")
        }
        switch modifier {
        case .padding(let insets):
            for (value, edge) in [(insets.top, "top"), (insets.leading, "leading"),
                                  (insets.bottom, "bottom"), (insets.trailing, "trailing")] {
                try finite(value, "\(edge) padding")
            }
        case .frame(let width, let height, _):
            try length(width, "width")
            try length(height, "height")
        case .flexibleFrame(let frame):
            try length(frame.minWidth, "minWidth")
            try length(frame.idealWidth, "idealWidth")
            try length(frame.maxWidth, "maxWidth", allowInfinity: true)
            try length(frame.minHeight, "minHeight")
            try length(frame.idealHeight, "idealHeight")
            try length(frame.maxHeight, "maxHeight", allowInfinity: true)
            if let low = frame.minWidth, let high = frame.maxWidth {
                try require(low <= high, "minWidth \(low) is greater than maxWidth \(high)")
            }
            if let low = frame.minHeight, let high = frame.maxHeight {
                try require(low <= high, "minHeight \(low) is greater than maxHeight \(high)")
            }
        case .layoutPriority(let priority):
            try finite(priority, "layoutPriority")
        case .opacity(let opacity):
            try finite(opacity, "opacity")
        case .offset(let x, let y):
            try finite(x, "offset x"); try finite(y, "offset y")
        case .rotation(let degrees, let anchor):
            try finite(degrees, "rotation"); try finite(anchor.x, "anchor x"); try finite(anchor.y, "anchor y")
        case .scale(let x, let y, let anchor):
            try finite(x, "scale x"); try finite(y, "scale y")
            try finite(anchor.x, "anchor x"); try finite(anchor.y, "anchor y")
        case .shadow(_, let radius, let x, let y):
            try length(radius, "shadow radius"); try finite(x, "shadow x"); try finite(y, "shadow y")
        case .aspectRatio(let ratio, _):
            if let ratio {
                try require(ratio.isFinite && ratio > 0, "aspect ratio \(ratio) must be finite and positive")
            }
        case .widthFraction(let fraction):
            try length(fraction, "width fraction")
        case .fixedSize, .background, .overlay, .clip, .hidden:
            break
        }
    }

    private static func name(of modifier: ResolvedModifier) -> String {
        switch modifier {
        case .padding: "padding"
        case .frame: "frame"
        case .flexibleFrame: "flexibleFrame"
        case .fixedSize: "fixedSize"
        case .layoutPriority: "layoutPriority"
        case .background: "background"
        case .overlay: "overlay"
        case .opacity: "opacity"
        case .clip: "clip"
        case .offset: "offset"
        case .rotation: "rotation"
        case .scale: "scale"
        case .shadow: "shadow"
        case .hidden: "hidden"
        case .aspectRatio: "aspectRatio"
        case .widthFraction: "widthFraction"
        }
    }
}
