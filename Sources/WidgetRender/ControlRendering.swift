import Foundation
import WidgetGeometry
import WidgetViews
import WidgetKitLayer

// Controls drawn as the system draws them (docs/platform.md §8, Controls): the symbol, and at the
// larger sizes the title and value, on a platter. Off: a translucent white platter (white at
// 16 %) and a white symbol; on: an opaque white platter and the symbol in the tint (default
// blue), dark text. Ours, after HIG-Controls › Best practices ("a toggle's symbol takes the tint
// when on"). Buttons have no state and draw as off. The Action button's island is always black.

/// One control presentation and state as a `.controlPresentations` render request draws it.
public struct RenderedControlPresentation: Sendable {
    public let presentation: ControlPresentation
    public let device: Device
    public let isOn: Bool
    /// The Home Screen appearance it was drawn under (nil: the default, untinted).
    public let theme: Theme?
    public let pixmap: Pixmap
}

extension WidgetRenderer {
    /// The pixels of `control` in `presentation` on `device`, the toggle `isOn` (nil: the
    /// provider's preview value). Throws when the control's body is empty or the device does not
    /// show the presentation.
    /// `theme`: an accented (tinted) appearance gives an on control the theme's accent color in
    /// place of its own tint (docs/platform.md §8, Controls, as rendered).
    func renderControl<C: ControlWidget>(_ control: C, presentation: ControlPresentation, device: Device = .iPhone,
                                         isOn: Bool? = nil, theme: Theme? = nil,
                                         environment: EnvironmentValues = EnvironmentValues()) throws -> Pixmap {
        try renderControl(control.configured(), named: String(describing: C.self), presentation: presentation,
                          device: device, isOn: isOn, theme: theme, environment: environment)
    }

    /// `renderControl` for a control configuration that no `ControlWidget` type holds (a spec's
    /// control); `name` stands for the type in error messages.
    package func renderControl<C: ControlWidgetConfiguration>(configuration: C, named name: String,
                                                              presentation: ControlPresentation, device: Device,
                                                              isOn: Bool?, theme: Theme? = nil,
                                                              environment: EnvironmentValues) throws -> Pixmap {
        try renderControl(configuredControl(configuration), named: name, presentation: presentation, device: device,
                          isOn: isOn, theme: theme, environment: environment)
    }

    private func renderControl(_ configured: ConfiguredControl?, named type: String, presentation: ControlPresentation,
                               device: Device, isOn: Bool?, theme: Theme?, environment: EnvironmentValues) throws -> Pixmap {
        guard let configured, let face = configured.face(isOn: isOn) else {
            throw WidgetRunError(kind: type, widgetType: type, family: nil, reason: .noConfiguration)
        }
        let geometry = try presentation.geometry(on: device)
        var environment = environment
        environment.colorScheme = .dark
        environment.platform = device.widgetPlatform
        environment.displayScale = CGFloat(device.scale)
        // A tinted appearance of the control's platform replaces the control's own tint (ours, §8).
        let tinted = theme.flatMap { $0.renderingMode == .accented && $0.platform == device.widgetPlatform ? $0 : nil }
        let tint = tinted.map { let c = $0.accentGroupColor; return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha) }
            ?? face.tint ?? .blue
        return try renderCanvas(controlView(face, tint: tint, presentation, geometry), size: geometry.size,
                                cornerRadius: geometry.cornerRadius, margins: geometry.margins, scale: device.scale,
                                environment: environment, theme: nil)
    }

    /// Every presentation of `control` on each device (iPhone, Mac, watch by default), off then on;
    /// then on again under each of `themes` of the device's platform (nil: the default appearance).
    func renderControlPresentations<C: ControlWidget>(
        _ control: C, devices: [Device] = [.iPhone, Device.default(for: .macos), Device.default(for: .watchos)],
        themes: [Theme?] = [nil], environment: EnvironmentValues = EnvironmentValues()) throws -> [RenderedControlPresentation] {
        try renderControlPresentations(control.configured(), named: String(describing: C.self), devices: devices,
                                       themes: themes, environment: environment)
    }

    /// `renderControlPresentations` for a control configuration that no `ControlWidget` type holds.
    package func renderControlPresentations<C: ControlWidgetConfiguration>(
        configuration: C, named name: String,
        devices: [Device] = [.iPhone, Device.default(for: .macos), Device.default(for: .watchos)],
        themes: [Theme?] = [nil], environment: EnvironmentValues = EnvironmentValues()) throws -> [RenderedControlPresentation] {
        try renderControlPresentations(configuredControl(configuration), named: name, devices: devices, themes: themes,
                                       environment: environment)
    }

    private func renderControlPresentations(_ configured: ConfiguredControl?, named name: String, devices: [Device],
                                            themes: [Theme?], environment: EnvironmentValues) throws -> [RenderedControlPresentation] {
        try devices.flatMap { device in
            try ControlPresentation.offered(on: device).flatMap { presentation in
                // A tinted appearance changes only an on control, and only on its own platform.
                try themes.filter { $0 == nil || $0?.platform == device.widgetPlatform }.flatMap { theme in
                    try (theme == nil ? [false, true] : [true]).map { isOn in
                        RenderedControlPresentation(
                            presentation: presentation, device: device, isOn: isOn, theme: theme,
                            pixmap: try renderControl(configured, named: name, presentation: presentation, device: device,
                                                      isOn: isOn, theme: theme, environment: environment))
                    }
                }
            }
        }
    }
}

private func controlView(_ face: ControlFace, tint: Color, _ presentation: ControlPresentation,
                         _ geometry: ControlGeometry) -> AnyView {
    let on = face.isOn
    let symbolColor: Color = on ? tint : .white
    let platter: Color = on ? .white : Color(white: 1, opacity: 0.16)
    let ink: Color = on ? .black : .white
    func symbolView(_ color: Color) -> AnyView {
        AnyView((face.symbol ?? AnyView(EmptyView())).font(.system(size: geometry.symbolSize, weight: .semibold))
            .foregroundStyle(color))
    }
    let symbol = symbolView(symbolColor)
    let title = face.title.font(.system(size: 13, weight: .semibold)).lineLimit(1)
    let value = (face.value ?? AnyView(EmptyView())).font(.system(size: 13)).lineLimit(1)

    switch presentation {
    case .controlCenterSmall, .lockScreen, .watchControlCenter:
        // Lock Screen buttons sit on a dark platter (ours: black at 35 %); the watch's on a gray one when off.
        let back: Color = presentation == .lockScreen ? (on ? .white : Color(white: 0, opacity: 0.35))
            : presentation == .watchControlCenter ? (on ? .white : Color(red: 0x3A / 255, green: 0x3A / 255, blue: 0x3C / 255))
            : platter
        return AnyView(symbol.containerBackground(back, for: .widget))
    case .macMenuBar:
        // The menu bar draws the symbol alone, white on the dark bar; on: the symbol in the tint.
        return AnyView(symbol.containerBackground(Color.clear, for: .widget))
    case .controlCenterMedium:
        return AnyView(HStack(spacing: 8) {
            ZStack { Circle().fill(on ? tint.opacity(0.15) : Color(white: 1, opacity: 0.12)); symbol }
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 1) { title.foregroundStyle(ink); value.foregroundStyle(ink.opacity(0.6)) }
            Spacer(minLength: 0)
        }.containerBackground(platter, for: .widget))
    case .controlCenterLarge:
        return AnyView(VStack(alignment: .leading, spacing: 0) {
            symbol
            Spacer(minLength: 0)
            title.foregroundStyle(ink)
            value.foregroundStyle(ink.opacity(0.6))
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading).containerBackground(platter, for: .widget))
    case .watchSmartStack:
        // Symbol, title and current value (WWDC25-278) on the Smart Stack platter (#242426, §8).
        return AnyView(HStack(spacing: 8) {
            ZStack { Circle().fill(on ? tint : Color(white: 1, opacity: 0.16)); symbolView(.white) }
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 1) { title.foregroundStyle(Color.white); value.foregroundStyle(Color(white: 1, opacity: 0.6)) }
            Spacer(minLength: 0)
        }.containerBackground(Color(red: 0x24 / 255, green: 0x24 / 255, blue: 0x26 / 255), for: .widget))
    case .actionButton:
        // The island is black whatever the control says (as for Live Activities, HIG-Live-Activities ›
        // Choosing colors); the value, or the title when there is none, right of the sensor housing.
        let said = face.value.map { AnyView($0.font(.system(size: 13, weight: .semibold)).lineLimit(1)) } ?? AnyView(title)
        return AnyView(HStack(spacing: 0) {
            symbol.frame(maxWidth: .infinity, alignment: .leading)
            Color.clear.frame(width: geometry.sensorWidth)
            said.foregroundStyle(Color.white).frame(maxWidth: .infinity, alignment: .trailing)
        }.containerBackground(Color.black, for: .widget))
    }
}
