import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// Environment values that shape controls: size and border shape, with the metrics they select.

/// The size class of controls, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// The shape behind bordered buttons, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind

    /// A capsule from iOS 26 on; before, a rounded rectangle whose radius follows the control size
    /// (ours, see `ControlMetrics`).
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] } set { self[ControlSizeKey.self] = newValue }
    }
    /// Read by bordered buttons.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] } set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    public func controlSize(_ size: ControlSize) -> some View {
        environmentModifier("controlSize") { $0.controlSize = size }
    }

    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environmentModifier("buttonBorderShape") { $0.buttonBorderShape = shape }
    }
}

/// Label font, padding and corner radius of bordered buttons by control size. Ours, after
/// UIKit's `UIButton.Configuration` sizes (small: subheadline, 10 × 5 insets; medium: body,
/// 12 × 7; large: body, 20 × 14) and its "dynamic" corner style (6 / 8 / 12 pt).
struct ControlMetrics: Hashable {
    let font: Font
    let horizontalPadding: CGFloat
    let verticalPadding: CGFloat
    let cornerRadius: CGFloat

    init(_ size: ControlSize) {
        switch size {
        case .mini: (font, horizontalPadding, verticalPadding, cornerRadius) = (.footnote, 8, 3, 5)
        case .small: (font, horizontalPadding, verticalPadding, cornerRadius) = (.subheadline, 10, 5, 6)
        case .regular: (font, horizontalPadding, verticalPadding, cornerRadius) = (.body, 12, 7, 8)
        case .large, .extraLarge: (font, horizontalPadding, verticalPadding, cornerRadius) = (.body, 20, 14, 12)
        }
    }
}
