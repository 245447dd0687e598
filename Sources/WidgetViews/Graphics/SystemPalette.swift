import WidgetGeometry

// The system colors SwiftUI's named colors draw in (`Color.red` is UIKit's `systemRed` …), per
// release and color scheme. Apple's Human Interface Guidelines tabulate them (Color →
// Specifications → System colors); the June 2025 revision changed most of them for the 26
// releases (docs/platform.md §10b). The label colors (`primary`, `secondary`) did not change.

/// Named colors with their light and dark values (the tint is system blue).
enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    case black, white, clear, primary, secondary, accentColor

    /// The color in `scheme` as `release` draws it.
    func rgba(for scheme: ColorScheme, release: OSRelease) -> RGBA {
        let (light, dark) = release.hasLiquidGlassLook ? (Self.palette26[self] ?? values) : values
        return scheme == .light ? light : dark
    }

    /// The values of every release before 26 (HIG, iOS 15–18).
    private var values: (light: RGBA, dark: RGBA) {
        switch self {
        case .red: return (c(255, 59, 48), c(255, 69, 58))
        case .orange: return (c(255, 149, 0), c(255, 159, 10))
        case .yellow: return (c(255, 204, 0), c(255, 214, 10))
        case .green: return (c(52, 199, 89), c(48, 209, 88))
        case .mint: return (c(0, 199, 190), c(99, 230, 226))
        case .teal: return (c(48, 176, 199), c(64, 200, 224))
        case .cyan: return (c(50, 173, 230), c(100, 210, 255))
        case .blue, .accentColor: return (c(0, 122, 255), c(10, 132, 255))
        case .indigo: return (c(88, 86, 214), c(94, 92, 230))
        case .purple: return (c(175, 82, 222), c(191, 90, 242))
        case .pink: return (c(255, 45, 85), c(255, 55, 95))
        case .brown: return (c(162, 132, 94), c(172, 142, 104))
        case .gray: return (c(142, 142, 147), c(142, 142, 147))
        case .black: return (c(0, 0, 0), c(0, 0, 0))
        case .white: return (c(255, 255, 255), c(255, 255, 255))
        case .clear: return (c(0, 0, 0, 0), c(0, 0, 0, 0))
        case .primary: return (LabelColors.rgba(level: 0, scheme: .light), LabelColors.rgba(level: 0, scheme: .dark))
        case .secondary: return (LabelColors.rgba(level: 1, scheme: .light), LabelColors.rgba(level: 1, scheme: .dark))
        }
    }

    /// The colors the 26 releases changed (HIG, June 2025); the others keep `values`.
    private static let palette26: [SystemColor: (light: RGBA, dark: RGBA)] = [
        .red: (c(255, 56, 60), c(255, 66, 69)),
        .orange: (c(255, 141, 40), c(255, 146, 48)),
        .yellow: (c(255, 204, 0), c(255, 214, 0)),
        .mint: (c(0, 200, 179), c(0, 218, 195)),
        .teal: (c(0, 195, 208), c(0, 210, 224)),
        .cyan: (c(0, 192, 232), c(60, 211, 254)),
        .blue: (c(0, 136, 255), c(0, 145, 255)),
        .accentColor: (c(0, 136, 255), c(0, 145, 255)),
        .indigo: (c(97, 85, 245), c(109, 124, 255)),
        .purple: (c(203, 48, 224), c(219, 52, 242)),
        .brown: (c(172, 127, 94), c(183, 138, 102)),
    ]
}

private func c(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> RGBA {
    RGBA(r8: r, g8: g, b8: b).withAlpha(a)
}
