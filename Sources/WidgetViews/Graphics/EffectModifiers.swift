import Foundation
import WidgetGeometry
import WidgetResolved

// Drawing effects with SwiftUI's names: blend modes, color filters, blur, compositing groups,
// masks, zIndex, rotation3DEffect and contentShape (docs/views.md "Effects", docs/platform.md §10).

/// How a view's drawing combines with what is beneath it, as SwiftUI's `BlendMode`.
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    var resolved: BlendModeValue {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// `drawingGroup(colorMode:)`'s working space, as SwiftUI's. Accepted; ours always blends
/// sRGB-encoded values (docs/platform.md §10).
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}

/// The kinds of content shape, as SwiftUI's `ContentShapeKinds` (hit testing and previews: no
/// effect on a still image).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

nonisolated extension View {
    public func blendMode(_ blendMode: BlendMode) -> some View {
        effect("blendMode") { _ in .blendMode(blendMode.resolved) }
    }

    /// Flattens the view into one layer before the modifiers around it apply.
    public func compositingGroup() -> some View { effect("compositingGroup") { _ in .compositingGroup } }

    /// As `compositingGroup()`: the view is already drawn offscreen here. `opaque` and `colorMode`
    /// are accepted (ours blends sRGB-encoded values in every mode).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        effect("drawingGroup") { _ in .compositingGroup }
    }

    /// A Gaussian blur; `opaque` keeps the result opaque up to the view's frame instead of fading
    /// its edges to transparency.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        effect("blur") { _ in .blur(radius: try Check.nonNegative(Double(radius), "blur radius"), opaque: opaque) }
    }

    public func saturation(_ amount: Double) -> some View {
        effect("saturation") { _ in .colorFilter(.saturation(try Check.nonNegative(amount, "saturation"))) }
    }

    public func grayscale(_ amount: Double) -> some View {
        effect("grayscale") { _ in .colorFilter(.grayscale(try Check.finite(amount, "grayscale"))) }
    }

    public func brightness(_ amount: Double) -> some View {
        effect("brightness") { _ in .colorFilter(.brightness(try Check.finite(amount, "brightness"))) }
    }

    public func contrast(_ amount: Double) -> some View {
        effect("contrast") { _ in .colorFilter(.contrast(try Check.finite(amount, "contrast"))) }
    }

    public func colorMultiply(_ color: Color) -> some View {
        effect("colorMultiply") { context in .colorFilter(.colorMultiply(try color.resolve(in: context.environment))) }
    }

    public func colorInvert() -> some View { effect("colorInvert") { _ in .colorFilter(.colorInvert) } }

    public func hueRotation(_ angle: Angle) -> some View {
        effect("hueRotation") { _ in .colorFilter(.hueRotation(degrees: try Check.finite(angle.degrees, "hue rotation"))) }
    }

    public func luminanceToAlpha() -> some View { effect("luminanceToAlpha") { _ in .colorFilter(.luminanceToAlpha) } }

    /// The drawing order among the enclosing stack's children (higher on top; default 0).
    public func zIndex(_ value: Double) -> some View {
        effect("zIndex") { _ in .zIndex(try Check.finite(value, "zIndex")) }
    }

    /// Hit-testing shape: accepted, no effect on a still image.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        inertModifier("contentShape")
    }

    /// Hit-testing and preview shape: accepted, no effect on a still image.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        inertModifier("contentShape")
    }

    /// The view drawn only where `mask` (laid out in the view's frame, like an overlay) is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        maskModifier(mask(), alignment: alignment)
    }

    /// The iOS 13 form, centered.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View { maskModifier(mask, alignment: .center) }

    private func maskModifier<Mask: View>(_ mask: Mask, alignment: Alignment) -> ModifiedView<Self> {
        ModifiedView(content: self, name: "mask") { context, content in
            let maskNode = try resolve(mask, in: try context.descending(into: "mask"))
            return .modified(.mask(maskNode, alignment: alignment.resolved), try content(context))
        }
    }

    private func effect(_ name: String, _ make: @escaping (ResolveContext) throws -> ResolvedEffect) -> ModifiedView<Self> {
        wrappingModifier(name) { .effect(try make($0)) }
    }
}
