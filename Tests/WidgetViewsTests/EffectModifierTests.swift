import XCTest
import Foundation
import WidgetGeometry
@testable import WidgetViews
import WidgetText
import WidgetResolved

/// Effect modifiers and the shape styles added with them resolve to what docs/views.md "Effects"
/// and docs/platform.md §10 say.
final class EffectModifierTests: XCTestCase {
    private func modifier<V: View>(_ view: V) throws -> ResolvedModifier? {
        if case .modified(let modifier, _) = try resolved(view).content { return modifier }
        return nil
    }

    func testEffectModifiersResolveWithSwiftUIParameters() throws {
        XCTAssertEqual(try modifier(Text("a").blendMode(.colorBurn)), .effect(.blendMode(.colorBurn)))
        XCTAssertEqual(try modifier(Text("a").saturation(0.5)), .effect(.colorFilter(.saturation(0.5))))
        XCTAssertEqual(try modifier(Text("a").grayscale(1)), .effect(.colorFilter(.grayscale(1))))
        XCTAssertEqual(try modifier(Text("a").brightness(0.2)), .effect(.colorFilter(.brightness(0.2))))
        XCTAssertEqual(try modifier(Text("a").contrast(2)), .effect(.colorFilter(.contrast(2))))
        XCTAssertEqual(try modifier(Text("a").colorInvert()), .effect(.colorFilter(.colorInvert)))
        XCTAssertEqual(try modifier(Text("a").hueRotation(.degrees(90))), .effect(.colorFilter(.hueRotation(degrees: 90))))
        XCTAssertEqual(try modifier(Text("a").luminanceToAlpha()), .effect(.colorFilter(.luminanceToAlpha)))
        XCTAssertEqual(try modifier(Text("a").colorMultiply(.white)), .effect(.colorFilter(.colorMultiply(RGBA(red: 1, green: 1, blue: 1)))))
        XCTAssertEqual(try modifier(Text("a").blur(radius: 4)), .effect(.blur(radius: 4, opaque: false)))
        XCTAssertEqual(try modifier(Text("a").blur(radius: 4, opaque: true)), .effect(.blur(radius: 4, opaque: true)))
        XCTAssertEqual(try modifier(Text("a").compositingGroup()), .effect(.compositingGroup))
        XCTAssertEqual(try modifier(Text("a").drawingGroup()), .effect(.compositingGroup))
        XCTAssertEqual(try modifier(Text("a").zIndex(2)), .effect(.zIndex(2)))
    }

    func testBlendModeCoversEveryIOSMode() {
        let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                  .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color,
                                  .luminosity, .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter]
        XCTAssertEqual(Set(modes.map(\.resolved)), Set(BlendModeValue.allCases))
    }

    /// contentShape is accepted and leaves the tree as it was.
    func testContentShapeIsInert() throws {
        XCTAssertEqual(try resolved(Text("a").contentShape(Rectangle())).content, plainText("a"))
        XCTAssertEqual(try resolved(Text("a").contentShape(.interaction, Circle(), eoFill: true)).content, plainText("a"))
    }

    func testMaskResolvesTheMaskViewWithItsAlignment() throws {
        let mask = try modifier(Text("a").mask(alignment: .top) { Text("m") })
        XCTAssertEqual(mask, .mask(plainText("m"), alignment: ResolvedAlignment(horizontal: .center, vertical: .top)))
    }

    /// With perspective 0, Rodrigues' rotation projected orthographically (exact, any angle): about y
    /// by 60° → x scaled by cos 60° = 0.5; about z by 30° → rotationEffect's matrix; a half turn
    /// about y → a mirror image.
    func testRotation3DOrthographicProjection() throws {
        guard case .effect(.projection(let a, let b, let c, let d, _, _, _))? =
                try modifier(Text("a").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)) else {
            return XCTFail("projection expected")
        }
        XCTAssertEqual(a, 0.5, accuracy: 1e-12); XCTAssertEqual(b, 0, accuracy: 1e-12)
        XCTAssertEqual(c, 0, accuracy: 1e-12); XCTAssertEqual(d, 1, accuracy: 1e-12)
        guard case .effect(.projection(let za, let zb, let zc, let zd, _, _, _))? =
                try modifier(Text("a").rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1), perspective: 0)) else {
            return XCTFail("projection expected")
        }
        let turn = Transform.rotation(radians: .pi / 6)
        XCTAssertEqual(za, turn.a, accuracy: 1e-12); XCTAssertEqual(zb, turn.b, accuracy: 1e-12)
        XCTAssertEqual(zc, turn.c, accuracy: 1e-12); XCTAssertEqual(zd, turn.d, accuracy: 1e-12)
        guard case .effect(.projection(let ma, _, _, _, _, _, _))? =
                try modifier(Text("a").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0), perspective: 0)) else {
            return XCTFail("projection expected")
        }
        XCTAssertEqual(ma, -1, accuracy: 1e-12)
    }

    /// The default perspective (1) keeps the rotation's values for layout, which knows the size.
    func testRotation3DInPerspectiveIsResolvedForLayout() throws {
        guard case .effect(.perspectiveRotation(let degrees, 0, 1, 0, let anchor, 0, 1))? =
                try modifier(Text("a").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))) else {
            return XCTFail("a perspective rotation expected")
        }
        XCTAssertEqual(degrees, 60, accuracy: 1e-12)  // Angle keeps radians: 59.99999999999999
        XCTAssertEqual(anchor, ResolvedUnitPoint(x: 0.5, y: 0.5))
    }

    func testRotation3DErrorsAreOneClearLine() {
        XCTAssertTrue(resolveError(Text("a").rotation3DEffect(.degrees(10), axis: (x: 0, y: 0, z: 0)))
            .contains("rotation3DEffect axis (0, 0, 0) has no direction"))
        XCTAssertTrue(resolveError(Text("a").blur(radius: -1)).contains("blur radius"))
    }

    /// `.quinary` is the label hue at 10 % (ours, after UIKit's four label colors); `.separator` is
    /// UIKit's separator color.
    func testQuinarySeparatorAndBar() throws {
        let env = EnvironmentValues()
        XCTAssertEqual(try HierarchicalShapeStyle.quinary.resolvePaint(in: env), .color(RGBA(r8: 60, g8: 60, b8: 67).withAlpha(0.1)))
        XCTAssertEqual(try SeparatorShapeStyle().resolvePaint(in: env),
                       .color(RGBA(r8: 60, g8: 60, b8: 67).withAlpha(0.29)))
        XCTAssertEqual(try Material.bar.resolvePaint(in: env), .color(RGBA.white.withAlpha(0.7)))
        XCTAssertEqual(Material.ultraThinMaterial.blurRadius, 9, accuracy: 1e-12)
    }

    /// Under `foregroundStyle(_:_:_:)`, text at `.secondary` and `.tertiary` takes the second and
    /// third styles; deeper levels the last one given.
    func testHierarchicalLevelsFollowForegroundStyleLevels() throws {
        let view = VStack {
            Text("p").foregroundStyle(.primary)
            Text("s").foregroundStyle(.secondary)
            Text("t").foregroundStyle(.tertiary)
            Text("q").foregroundStyle(.quaternary)
        }
        .foregroundStyle(Color.red, Color.green, Color.blue)
        guard case .stack(let stack) = try resolved(view).content else { return XCTFail("stack expected") }
        let paints = stack.children.compactMap { node -> ResolvedPaint? in
            if case .text(let text) = node { return text.paints.first }
            return nil
        }
        let env = EnvironmentValues()
        XCTAssertEqual(paints, [.color(try Color.red.resolve(in: env)), .color(try Color.green.resolve(in: env)),
                                .color(try Color.blue.resolve(in: env)), .color(try Color.blue.resolve(in: env))])
    }

    /// A material fill blurs what lies beneath: the shape is wrapped in a backdrop blur of
    /// 30 × opacity pt (ours).
    func testMaterialFillWrapsTheShapeInABackdropBlur() throws {
        guard case .modified(.effect(.backdropBlur(let radius)), .shape) = try resolved(Rectangle().fill(.thinMaterial)).content else {
            return XCTFail("backdrop blur expected")
        }
        XCTAssertEqual(radius, 13.5, accuracy: 1e-12)
    }
}
