import Foundation
import WidgetResolved

// `ConcentricRectangle` (SwiftUI, iOS 26): a rectangle whose corners are square, fixed-radius, or
// concentric with the container shape's corners — the widget's own corners, or the nearest
// `containerShape(_:)`. Layout turns it into an uneven rounded rectangle once it knows the frame
// (WidgetLayout/LeafDrawing.swift, docs/views.md).

extension Edge {
    /// A corner of a rectangle, as SwiftUI's `Edge.Corner`.
    public enum Corner: Hashable, Sendable, CaseIterable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner is rounded: a fixed radius (0 for square), or concentric with the container
        /// shape's corner (its radius less the distance between the corners, never below a minimum).
        public struct Style: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            let value: ConcentricCorners.Style

            public static func fixed(_ radius: CGFloat) -> Style { Style(value: .fixed(Double(radius))) }
            public static var concentric: Style { concentric(minimum: nil) }
            /// A minimum that is itself concentric means none.
            public static func concentric(minimum: Style? = nil) -> Style {
                if case .fixed(let radius)? = minimum?.value { return Style(value: .concentric(minimum: radius)) }
                return Style(value: .concentric(minimum: 0))
            }
            public init(integerLiteral value: Int) { self.value = .fixed(Double(value)) }
            public init(floatLiteral value: Double) { self.value = .fixed(value) }
            init(value: ConcentricCorners.Style) { self.value = value }
        }
    }
}

/// A rectangle with square, fixed or concentric corners (SwiftUI, iOS 26). `isUniform` and the
/// `uniform…Corners` initializers give each group of corners the largest radius among them.
nonisolated public struct ConcentricRectangle: InsettableShape, DerivedShapeKind {
    let corners: ConcentricCorners

    /// Every corner concentric, each on its own.
    public init() { self.init(corners: .concentric) }

    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(corners, corners, corners, corners, uniform: isUniform ? [.all] : [])
    }

    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner, uniform: [])
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners, uniform: [.top, .bottom])
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric,
                uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners,
                  uniform: [.leading, .trailing])
    }

    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner, uniform: [.top])
    }

    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners, uniform: [.bottom])
    }

    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner, uniform: [.leading])
    }

    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric,
                topLeadingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners, uniform: [.trailing])
    }

    private init(_ topLeading: Edge.Corner.Style, _ topTrailing: Edge.Corner.Style, _ bottomLeading: Edge.Corner.Style,
                 _ bottomTrailing: Edge.Corner.Style, uniform: [ConcentricCorners.Group]) {
        corners = ConcentricCorners(topLeading: topLeading.value, topTrailing: topTrailing.value,
                                    bottomLeading: bottomLeading.value, bottomTrailing: bottomTrailing.value,
                                    uniform: uniform)
    }

    func derivedKind() throws -> ShapeKind {
        for style in [corners.topLeading, corners.topTrailing, corners.bottomLeading, corners.bottomTrailing] {
            switch style {
            case .fixed(let radius): _ = try Check.nonNegative(radius, "ConcentricRectangle corner radius")
            case .concentric(let minimum): _ = try Check.nonNegative(minimum, "ConcentricRectangle minimum radius")
            }
        }
        return .concentric(corners)
    }

    /// Outside a layout the container is unknown: the rectangle itself (as `ContainerRelativeShape`).
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

nonisolated extension Shape where Self == ConcentricRectangle {
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }
}
