import XCTest
import Foundation
import WidgetRender
import WidgetSnapshotTesting

/// Whole-pipeline goldens of the drawing effects and shape styles (docs/views.md "Effects"), each in
/// full color (ios.light), accented (ios.tinted(blue)) and vibrant (ios.standby.night) rendering,
/// under `Golden/Effects/<name>/iphone-11/systemSmall__<theme>.png`. What each mode should show is
/// docs/platform.md §10.
final class EffectGoldenTests: XCTestCase {
    var modeThemes: [Theme] { get throws { [.iosLight, try Theme(named: "ios.tinted(blue)"), .iosStandByNight] } }

    func assertGolden<V: View>(_ name: String, _ view: V, themes: [Theme]? = nil,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        assertWidgetSnapshot(of: view, families: [.systemSmall], themes: try themes ?? modeThemes,
                             device: try Device(named: "iphone-11"), named: name, suite: "Effects",
                             filePath: file, line: line)
    }

    /// Every blend mode, in BlendMode's declaration order, row by row: an orange disc blended over
    /// a blue-to-yellow square, each cell its own compositing group.
    func testBlendModes() throws {
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge,
                                  .colorBurn, .softLight, .hardLight, .difference, .exclusion, .hue, .saturation,
                                  .color, .luminosity, .sourceAtop, .destinationOver, .destinationOut,
                                  .plusDarker, .plusLighter]
        try assertGolden("blend-modes", VStack(spacing: 4) {
            ForEach(0..<4, id: \.self) { row in
                HStack(spacing: 4) {
                    ForEach(0..<6, id: \.self) { column in
                        let index = row * 6 + column
                        if index < modes.count {
                            ZStack {
                                LinearGradient(colors: [.blue, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
                                Circle().fill(Color.orange).padding(3).blendMode(modes[index])
                            }
                            .frame(width: 20, height: 20)
                            .compositingGroup()
                        } else {
                            Color.clear.frame(width: 20, height: 20)
                        }
                    }
                }
            }
        }
        .containerBackground(for: .widget) { Color.white })
    }

    /// Color filters on the same swatch (a rainbow disc on a gray square), labeled.
    func testColorFilters() throws {
        func swatch() -> some View {
            ZStack {
                Color(white: 0.5)
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center))
                    .padding(4)
            }
            .frame(width: 36, height: 36)
        }
        func cell<V: View>(_ label: String, _ view: V) -> some View {
            VStack(spacing: 1) { view; Text(label).font(.system(size: 8)) }
        }
        try assertGolden("color-filters", VStack(spacing: 4) {
            HStack(spacing: 4) {
                cell("none", swatch())
                cell("saturation .3", swatch().saturation(0.3))
                cell("grayscale 1", swatch().grayscale(1))
            }
            HStack(spacing: 4) {
                cell("brightness .3", swatch().brightness(0.3))
                cell("contrast 2", swatch().contrast(2))
                cell("multiply", swatch().colorMultiply(.orange))
            }
            HStack(spacing: 4) {
                cell("invert", swatch().colorInvert())
                cell("hue 90°", swatch().hueRotation(.degrees(90)))
                cell("lum→alpha", swatch().luminanceToAlpha())
            }
        }
        .containerBackground(for: .widget) { Color.white })
    }

    /// Blur (transparent and opaque), a text mask, shadows on a shape and on text, an even-odd clip,
    /// zIndex in an overlapping HStack, and a card tilted with rotation3DEffect.
    func testBlurMaskShadowClipZIndexRotation() throws {
        try assertGolden("blur-mask-shadow", VStack(spacing: 6) {
            HStack(spacing: 6) {
                Text("Blur").font(.system(size: 14, weight: .bold)).fixedSize().blur(radius: 2)
                LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 30, height: 22).blur(radius: 6, opaque: true)
                LinearGradient(colors: [.pink, .orange, .yellow], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 52, height: 24)
                    .mask { Text("MASK").font(.system(size: 15, weight: .black)).fixedSize() }
            }
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 6).fill(.teal).frame(width: 28, height: 22)
                    .shadow(color: .black.opacity(0.5), radius: 4, x: 2, y: 3)
                Text("Shadow").font(.system(size: 14, weight: .bold)).fixedSize().foregroundStyle(.indigo)
                    .shadow(color: .indigo.opacity(0.6), radius: 2, x: 1, y: 2)
                Rectangle().fill(.purple).frame(width: 26, height: 26)
                    .clipShape(Ring(), style: FillStyle(eoFill: true))
            }
            HStack(spacing: -10) {
                Circle().fill(.red).frame(width: 26, height: 26)
                Circle().fill(.green).frame(width: 26, height: 26).zIndex(1)
                Circle().fill(.blue).frame(width: 26, height: 26)
            }
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 40, height: 26)
                    .overlay { Text("Y 40°").font(.system(size: 9, weight: .bold)).foregroundStyle(.white) }
                    .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
                RoundedRectangle(cornerRadius: 4).fill(.mint).frame(width: 40, height: 26)
                    .overlay { Text("X 35°").font(.system(size: 9, weight: .bold)).foregroundStyle(.white) }
                    .rotation3DEffect(.degrees(35), axis: (x: 1, y: 0, z: 0))
                RoundedRectangle(cornerRadius: 4).fill(.pink).frame(width: 40, height: 26)
                    .overlay { Text("Z 20°").font(.system(size: 9, weight: .bold)).foregroundStyle(.white) }
                    .rotation3DEffect(.degrees(20), axis: (x: 0, y: 0, z: 1))
                    .contentShape(Rectangle())
            }
        }
        .containerBackground(for: .widget) { Color.white })
    }

    /// rotation3DEffect in perspective (docs/platform.md §10): a card turned 60° about y (its left
    /// edge nearer, as Apple's example describes), one turned −50° about x on its bottom edge (its
    /// top comes nearer and grows), a strong perspective (2) at 30°, and the same 30° with
    /// perspective 0 (orthographic: narrower, no taper) for contrast.
    func testRotation3DInPerspective() throws {
        func card(_ label: String, _ color: Color) -> some View {
            RoundedRectangle(cornerRadius: 6).fill(color).frame(width: 56, height: 40)
                .overlay { Text(label).font(.system(size: 10, weight: .bold)).foregroundStyle(.white) }
        }
        try assertGolden("rotation3d-perspective", VStack(spacing: 14) {
            HStack(spacing: 14) {
                card("Y 60°", .orange).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
                card("X −50°", .teal).rotation3DEffect(.degrees(-50), axis: (x: 1, y: 0, z: 0), anchor: .bottom)
            }
            HStack(spacing: 14) {
                card("p 2", .purple).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: 2)
                card("p 0", .purple).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0), perspective: 0)
            }
        }
        .containerBackground(for: .widget) { Color.white })
    }

    /// Hierarchical levels of text, fill levels, the separator, materials over a photo-like
    /// background, Color.gradient, and foregroundStyle's three levels on text and a palette symbol.
    func testShapeStyles() throws {
        try assertGolden("shape-styles", VStack(alignment: .leading, spacing: 3) {
            HStack(spacing: 3) {
                Text("1").foregroundStyle(.primary)
                Text("2").foregroundStyle(.secondary)
                Text("3").foregroundStyle(.tertiary)
                Text("4").foregroundStyle(.quaternary)
                Text("5").foregroundStyle(.quinary)
                Capsule().fill(.fill).frame(width: 12, height: 10)
                Capsule().fill(.fill.secondary).frame(width: 12, height: 10)
                Capsule().fill(.fill.tertiary).frame(width: 12, height: 10)
                Capsule().fill(.fill.quaternary).frame(width: 12, height: 10)
            }
            .font(.system(size: 13, weight: .bold))
            Rectangle().fill(.separator).frame(height: 1)
            HStack(spacing: 3) {
                ForEach(0..<6, id: \.self) { level in
                    RoundedRectangle(cornerRadius: 4).fill(Self.materials[level]).frame(width: 18, height: 24)
                }
            }
            .padding(4)
            .background(LinearGradient(colors: [.purple, .orange, .yellow, .green], startPoint: .leading, endPoint: .trailing)
                .overlay { Text("backdrop").font(.system(size: 14, weight: .black)).foregroundStyle(.white) })
            HStack(spacing: 4) {
                RoundedRectangle(cornerRadius: 4).fill(Color.blue.gradient).frame(width: 30, height: 24)
                RoundedRectangle(cornerRadius: 4).fill(Color.red.gradient).frame(width: 30, height: 24)
                RoundedRectangle(cornerRadius: 4).fill(.tint).frame(width: 20, height: 24)
                RoundedRectangle(cornerRadius: 4).fill(.background).frame(width: 20, height: 24)
                    .overlay(RoundedRectangle(cornerRadius: 4).stroke(.separator))
            }
            HStack(spacing: 4) {
                Text("One").foregroundStyle(.primary)
                Text("Two").foregroundStyle(.secondary)
                Text("Three").foregroundStyle(.tertiary)
                Image(systemName: "person.crop.circle.badge.plus")
            }
            .font(.system(size: 13, weight: .semibold))
            .foregroundStyle(.blue, .orange, .pink)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { Rectangle().fill(.background.secondary) }, themes: try modeThemes + [.iosDark])
    }

    /// A 3 × 3 `MeshGradient` with its middle vertex pulled up and right, smooth and bilinear; a row of
    /// `Color.mix` swatches from red to blue in Oklab (the default) over the same row in the device
    /// space; a `border` around the whole (docs/views.md "MeshGradient", "Color.mix").
    func testMeshGradientAndColorMix() throws {
        let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.35], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]
        let colors: [Color] = [.blue, .purple, .indigo, .teal, .pink, .purple, .indigo, .blue, .mint]
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        try assertGolden("mesh-gradient-mix", VStack(spacing: 6) {
            HStack(spacing: 6) {
                RoundedRectangle(cornerRadius: 12).fill(MeshGradient(width: 3, height: 3, points: points, colors: colors))
                MeshGradient(width: 3, height: 3, points: points, colors: colors, smoothsColors: false)
                    .clipShape(RoundedRectangle(cornerRadius: 12))
            }
            .frame(height: 64)
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    ForEach(0..<6) { i in red.mix(with: blue, by: Double(i) / 5) }
                }
                HStack(spacing: 0) {
                    ForEach(0..<6) { i in red.mix(with: blue, by: Double(i) / 5, in: .device) }
                }
            }
            .frame(height: 28)
            .border(.primary, width: 1)
        })
    }

    static let materials: [Material] = [.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial,
                                        .ultraThickMaterial, .bar]

    /// Liquid Glass (iOS 26) over a colorful background: a regular glass capsule with a title, a
    /// clear glass card in a rounded rectangle, an orange-tinted glass circle, and `.glass` /
    /// `.glassProminent` buttons. Each shows the backdrop blurred under a light veil with a hairline
    /// rim (ours, docs/views.md); in dark mode the veil is dark; accented, every part takes its
    /// group's color at its own opacity; vibrant, the glass is a luminance material.
    func testLiquidGlass() throws {
        let view = VStack(spacing: 8) {
            Text("Glass").font(.headline).padding(.horizontal, 14).padding(.vertical, 6).glassEffect()
            HStack(spacing: 8) {
                Text("Clear").font(.caption).padding(10)
                    .glassEffect(.clear, in: .rect(cornerRadius: 12))
                Image(systemName: "sun.max.fill").padding(10)
                    .glassEffect(.regular.tint(.orange).interactive(), in: .circle)
            }
            GlassEffectContainer(spacing: 8) {
                HStack(spacing: 6) {
                    Button("Skip") {}.buttonStyle(.glass)
                    Button("Play") {}.buttonStyle(.glassProminent)
                }
            }
        }
        .tint(.purple)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [.pink, .orange, .teal], startPoint: .topLeading, endPoint: .bottomTrailing)
        }
        try assertGolden("liquid-glass", view, themes: try modeThemes + [.iosDark])
    }
}

/// A square with a square hole: even-odd filling leaves a frame.
struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }

}
