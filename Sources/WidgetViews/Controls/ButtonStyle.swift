import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// Button styles. The built-in ones are composite views over shapes, padding and background, so
// they lay out and paint like any other content. Metrics are ours unless a comment cites a source:
// Apple publishes no point values for SwiftUI's bordered buttons; ours follow UIKit's
// `UIButton.Configuration` content insets (12 pt leading/trailing, 7 pt top/bottom at the medium size).

/// What a `ButtonStyle` receives, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view the style places.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }

    public let label: Label
    public let role: ButtonRole?
    /// Always false: a still image shows the resting state.
    public let isPressed: Bool
}

/// How buttons look, as SwiftUI's `ButtonStyle`; user styles draw through `makeBody(configuration:)`.
@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` receives; `trigger()` is accepted and does nothing.
public struct PrimitiveButtonStyleConfiguration {
    public let label: ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public func trigger() {}
}

/// A style that also owns the interaction, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The style a button reads from the environment, type-erased.
struct AnyButtonStyle {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyButtonStyle { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) }
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle { get { self[ButtonStyleKey.self] } set { self[ButtonStyleKey.self] = newValue } }
}

nonisolated extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environmentModifier("buttonStyle") {
            $0.buttonStyle = AnyButtonStyle { configuration in callingViewCode { AnyView(style.makeBody(configuration: configuration)) } }
        }
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentModifier("buttonStyle") {
            $0.buttonStyle = AnyButtonStyle { configuration in
                callingViewCode { AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(
                    label: configuration.label, role: configuration.role))) }
            }
        }
    }
}

/// The label as is, in the current foreground (a `.destructive` role tints it red).
nonisolated public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        RoleTinted(role: configuration.role, tintsLabel: false) { configuration.label }
    }
}

/// The label in the tint color, no background, as iOS draws a borderless button.
nonisolated public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        RoleTinted(role: configuration.role, tintsLabel: true) { configuration.label }
    }
}

/// The label in the tint on a translucent fill of the tint, inside the button border shape.
/// Ours: the fill is the tint at 15 % opacity when a tint is set, else the system gray fill
/// (`tertiarySystemFill`), as iOS's default bordered button is blue text on light gray.
nonisolated public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: false)
    }
}

/// The label in white on a solid fill of the tint, inside the button border shape.
nonisolated public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: true)
    }
}

/// The platform's default. In a widget, ours: bordered (interactive widget buttons on iOS 17 and
/// later draw on a tinted platter; a borderless default would read as plain text in a snapshot).
nonisolated public struct DefaultButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonStyle().makeBody(configuration: configuration)
    }
}

nonisolated extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
nonisolated extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
nonisolated extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
nonisolated extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
nonisolated extension ButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }

/// The label, tinted red for a destructive role or with the tint when `tintsLabel`; under
/// `disabled(true)` in the tertiary level of the foreground, the color Apple names for disabled
/// text (docs/views.md, "Disabled controls").
nonisolated struct RoleTinted<Content: View>: View {
    let role: ButtonRole?
    let tintsLabel: Bool
    let content: Content
    @Environment(\.isEnabled) private var isEnabled
    init(role: ButtonRole?, tintsLabel: Bool, @ViewBuilder content: () -> Content) {
        self.role = role; self.tintsLabel = tintsLabel; self.content = content()
    }

    var body: some View {
        if !isEnabled {
            content.foregroundStyle(.tertiary)
        } else if role == .destructive {
            content.foregroundStyle(Color.red)
        } else if tintsLabel {
            content.foregroundStyle(.tint)
        } else {
            content
        }
    }
}

/// The drawn bordered and bordered-prominent buttons.
nonisolated struct BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let prominent: Bool

    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.osRelease) private var release

    var body: some View {
        let metrics = ControlMetrics(controlSize)
        // iOS 26 draws the gray platter lighter: 233 over white where earlier releases draw 238,
        // `secondarySystemFill` against `tertiarySystemFill` (docs/platform.md §10b).
        let platter = release.hasLiquidGlassLook ? SystemFillStyle.secondary : SystemFillStyle.tertiary
        let tint = ButtonTint.of(role)
        let hasTint = role == .destructive || EnvironmentValues.current.tintStyle != nil
        let fill: AnyShapeStyle
        let foreground: AnyShapeStyle
        if !isEnabled {
            // Disabled: no tint; the gray platter of an untinted bordered button and the text in
            // the tertiary level (docs/views.md, "Disabled controls").
            fill = AnyShapeStyle(platter)
            foreground = AnyShapeStyle(.tertiary)
        } else if prominent {
            fill = ButtonTint.prominentFill(tint, renderingMode: renderingMode)
            foreground = AnyShapeStyle(Color.white)
        } else {
            fill = hasTint ? AnyShapeStyle(TintAtOpacity(base: tint, opacity: 0.15)) : AnyShapeStyle(platter)
            foreground = tint
        }
        return label
            .controlLabel(metrics, foreground: foreground)
            .background { ButtonBorder(shape: borderShape, radius: metrics.cornerRadius, release: release, fill: fill) }
    }
}

/// The styles a drawn button takes from its role and the tint (bordered and glass buttons).
enum ButtonTint {
    /// Red for a destructive role, else the tint.
    static func of(_ role: ButtonRole?) -> AnyShapeStyle {
        role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(.tint)
    }

    /// A prominent button's fill. Ours: in accented rendering every color becomes the group color,
    /// so a solid fill would swallow the white label; the fill is kept at 30 % so it stays legible.
    static func prominentFill(_ tint: AnyShapeStyle, renderingMode: WidgetRenderingMode) -> AnyShapeStyle {
        renderingMode == .accented ? AnyShapeStyle(TintAtOpacity(base: tint, opacity: 0.3)) : tint
    }
}

nonisolated extension View {
    /// A button label at the control size: its font and padding, one line, in `foreground`.
    func controlLabel(_ metrics: ControlMetrics, foreground: AnyShapeStyle) -> some View {
        font(metrics.font)
            .foregroundStyle(foreground)
            .lineLimit(1)
            .padding(.horizontal, metrics.horizontalPadding)
            .padding(.vertical, metrics.verticalPadding)
    }
}

/// A style at a fraction of its opacity (resolved where the button is).
struct TintAtOpacity: ShapeStyle, PaintResolvable {
    let base: AnyShapeStyle
    let opacity: Double
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try base.resolvePaint(in: environment).multiplyingOpacity(opacity)
    }
}

/// The filled border shape of a bordered button.
nonisolated struct ButtonBorder: View {
    let shape: ButtonBorderShape
    let radius: CGFloat
    let release: OSRelease
    let fill: AnyShapeStyle

    var body: some View {
        switch shape.kind {
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        case .roundedRectangle(let custom): RoundedRectangle(cornerRadius: custom ?? radius).fill(fill)
        // The automatic shape is a capsule from iOS 26 on, a rounded rectangle before
        // (docs/platform.md §10b).
        case .automatic where release.hasLiquidGlassLook: Capsule().fill(fill)
        case .automatic: RoundedRectangle(cornerRadius: radius).fill(fill)
        }
    }
}
