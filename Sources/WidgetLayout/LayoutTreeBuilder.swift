import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

/// Turns a `ResolvedNode` into `LayoutNode`s. Resolve has validated every value and bounded the
/// depth (`ResolveContext.maximumDepth`), so this trusts its input.
struct LayoutTreeBuilder {
    /// SwiftUI's default `Spacer` minimum length along its stack's axis (docs/platform.md §6).
    static let defaultSpacerMinLength = 8.0

    private var path: [String]
    /// The code of GeometryReaders and user layouts (`Resolution.deferred`).
    private var deferred = DeferredViews()

    static func build(_ node: ResolvedNode, rootName: String, deferred: DeferredViews = DeferredViews()) throws -> LayoutNode {
        var builder = LayoutTreeBuilder(path: [rootName], deferred: deferred)
        return try builder.build(node, enclosingAxis: nil)
    }

    private var location: String { path.joined(separator: " › ") }

    private mutating func build(_ node: ResolvedNode, enclosingAxis: LayoutAxis?) throws -> LayoutNode {
        switch node {
        case .empty:
            return LayoutNode(kind: .empty)
        case .spacer(let minLength):
            return LayoutNode(kind: .spacer(minLength: minLength ?? Self.defaultSpacerMinLength, axis: enclosingAxis))
        case .text(let text):
            return LayoutNode(kind: .text(text))
        case .image(let image):
            return LayoutNode(kind: .image(image))
        case .shape(let shape):
            return LayoutNode(kind: .shape(shape))
        case .stack(let stack):
            let axis: LayoutAxis? = switch stack.axis {
            case .horizontal: .horizontal
            case .vertical: .vertical
            case .depth: nil
            }
            let children = try buildChildren(stack.children, label: "stack", enclosingAxis: axis)
            return LayoutNode(kind: .stack(axis: stack.axis, alignment: stack.alignment, spacing: stack.spacing),
                              children: children)
        case .viewThatFits(let axes, let candidates):
            let children = try buildChildren(candidates, label: "viewThatFits", enclosingAxis: enclosingAxis)
            return LayoutNode(kind: .viewThatFits(axes), children: children)
        case .modified(let modifier, let child):
            path.append(Self.name(of: modifier))
            defer { path.removeLast() }
            var children = [try build(child, enclosingAxis: enclosingAxis)]
            switch modifier {
            case .background(let secondary, _), .overlay(let secondary, _):
                path.append("content")
                defer { path.removeLast() }
                children.append(try build(secondary, enclosingAxis: nil))
            case .mask(let maskNode, _):
                path.append("mask")
                defer { path.removeLast() }
                children.append(try build(maskNode, enclosingAxis: nil))
            default:
                break
            }
            return LayoutNode(kind: .modifier(modifier), children: children)
        case .container(let container):
            return try buildContainer(container)
        }
    }

    private mutating func buildContainer(_ container: ResolvedContainer) throws -> LayoutNode {
        switch container {
        case .grid(let grid):
            let children = try buildChildren(grid.rows.flatMap(\.cells), label: "grid", enclosingAxis: nil)
            return LayoutNode(kind: .container(.grid(GridShape(grid))), children: children)
        case .lazyGrid(let grid):
            let children = try buildChildren(grid.children, label: "lazyGrid", enclosingAxis: nil)
            var shape = grid
            shape.children = []
            return LayoutNode(kind: .container(.lazyGrid(shape)), children: children)
        case .deferred(let view):
            switch view.kind {
            case .geometryReader:
                guard let code = deferred.content(view.id) else { throw LayoutError.missingCode(location, "GeometryReader") }
                return LayoutNode(kind: .container(.geometryReader(code, deferred)))
            case .layout(let name):
                guard let code = deferred.layout(view.id) else { throw LayoutError.missingCode(location, name) }
                let children = try buildChildren(view.children, label: name, enclosingAxis: nil)
                return LayoutNode(kind: .container(.layout(name: name, code: code)), children: children)
            }
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
        case .effect: "effect"
        case .mask: "mask"
        case .gridCell: "gridCell"
        case .position: "position"
        case .alignmentGuide: "alignmentGuide"
        case .containerShape: "containerShape"
        case .anchor: "anchorPreference"
        }
    }
}
