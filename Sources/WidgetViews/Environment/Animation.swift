import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// Animation API, accepted so that widget code compiles: a still image shows the end state of
// every change, so animations, transitions and `withAnimation` have no effect on the picture.

/// How a change animates, as SwiftUI's `Animation`. Accepted; no effect on a still image.
public struct Animation: Hashable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")

    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation { .interactiveSpring }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once and returns its result, as SwiftUI's `withAnimation`; nothing animates in a still image.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. Accepted; a still image shows the view in place.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
    /// Accepted; no effect on a still image.
    public func transition(_ transition: AnyTransition) -> some View { inertModifier("transition") }

    /// Accepted; no effect on a still image.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inertModifier("animation") }

    /// Accepted; no effect on a still image.
    public func animation(_ animation: Animation?) -> some View { inertModifier("animation") }

    /// Accepted; no effect on a still image.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { inertModifier("transaction") }
}
