import Foundation
import WidgetGeometry
import WidgetResolved

// Liquid Glass (SwiftUI, iOS 26) as a still image: `glassEffect(_:in:isEnabled:)`, the `Glass`
// variants, `GlassEffectContainer` and the `.glass` / `.glassProminent` button styles. iOS draws
// glass live (refraction, specular light that follows the device, morphing between shapes); a
// snapshot shows its resting look. **Ours** (Apple publishes no numbers, docs/views.md): glass is a
// material — what lies beneath in the same group blurred, under a light (or, in dark mode, dark)
// veil — with a hairline highlight along its edge; a tint lies over the veil. Morphing,
// `glassEffectID`, `glassEffectUnion` and transitions change nothing in a still image.

/// A Liquid Glass variant, as SwiftUI's `Glass`.
public struct Glass: Hashable, Sendable {
    /// The veil's opacity and the backdrop's blur radius (points); nil for `identity`.
    let veil: Double?
    let blurRadius: Double
    var tint: Color?

    /// The standard glass: the backdrop blurred 12 pt under a 25 % veil (ours).
    public static let regular = Glass(veil: 0.25, blurRadius: 12)
    /// More transparent glass for content over media: blurred 4 pt under an 8 % veil (ours).
    public static let clear = Glass(veil: 0.08, blurRadius: 4)
    /// No glass at all.
    public static let identity = Glass(veil: nil, blurRadius: 0)

    /// The glass tinted with `color` (nil: untinted), laid over the veil at 50 % (ours).
    public func tint(_ color: Color?) -> Glass { var glass = self; glass.tint = color; return glass }
    /// Interactive glass reacts to touches; a snapshot shows it at rest, unchanged.
    public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

nonisolated extension View {
    /// Glass behind the view in `shape` (a capsule by default), as SwiftUI's `glassEffect`.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule(),
                            isEnabled: Bool = true) -> some View {
        background { if isEnabled { GlassBackground(glass: glass, shape: shape) } }
    }

    /// Identifies glass for morphing between states; a still image has no morph.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        inertModifier("glassEffectID")
    }
    /// Joins glass shapes into one when animated; drawn as the separate shapes here.
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        inertModifier("glassEffectUnion")
    }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        inertModifier("glassEffectTransition")
    }
}

/// How glass appears and disappears (animation only).
public struct GlassEffectTransition: Hashable, Sendable {
    public static let matchedGeometry = GlassEffectTransition()
    public static let materialize = GlassEffectTransition()
    public static let identity = GlassEffectTransition()
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame,
                                       anchor: UnitPoint = .center) -> GlassEffectTransition { .matchedGeometry }
}

/// Groups glass so that nearby shapes can blend while they move; its content is drawn as is.
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { content }
}

/// The glass itself: a veiled backdrop blur in the shape, the tint over it, a hairline highlight.
nonisolated struct GlassBackground<S: Shape>: View {
    let glass: Glass
    let shape: S
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        if let veil = glass.veil {
            ZStack {
                shape.fill(Material(opacity: veil, blurRadius: glass.blurRadius))
                if let tint = glass.tint { shape.fill(tint.opacity(0.5)) }
                // The rim catches the light: white at 40 % in light mode, 25 % in dark (ours).
                shape.stroke(Color.white.opacity(colorScheme == .dark ? 0.25 : 0.4), lineWidth: 0.5)
            }
        }
    }
}

/// A button on glass: the label in the tint on regular glass, as iOS 26's `.glass` style.
nonisolated public struct GlassButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, role: configuration.role, prominent: false)
    }
}

/// A prominent button on glass: the label in white on glass tinted with the tint (`.glassProminent`).
nonisolated public struct GlassProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, role: configuration.role, prominent: true)
    }
}

nonisolated extension ButtonStyle where Self == GlassButtonStyle { public static var glass: GlassButtonStyle { GlassButtonStyle() } }
nonisolated extension ButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// A glass button's capsule: the control size's font and padding, as a bordered button's.
nonisolated struct GlassButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let prominent: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.widgetRenderingMode) private var renderingMode

    var body: some View {
        let tint = ButtonTint.of(role)
        return label
            .controlLabel(ControlMetrics(controlSize), foreground: prominent ? AnyShapeStyle(Color.white) : tint)
            .background {
                ZStack {
                    GlassBackground(glass: .regular, shape: Capsule())
                    if prominent { Capsule().fill(ButtonTint.prominentFill(tint, renderingMode: renderingMode)) }
                }
            }
    }
}
