import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// Blend modes (W3C Compositing and Blending Level 1; Apple's `CGBlendMode` for the plus modes)
/// and the color filters (W3C Filter Effects matrices), hand-computed on one pixel.
/// Source S = (200, 100, 50), backdrop D = (100, 200, 250), both opaque unless stated.
final class BlendModeTests: XCTestCase {
    private func pixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) throws -> Pixmap {
        try Pixmap(width: 1, height: 1, premultipliedBytes: [r, g, b, a])
    }

    private func premultiplied(_ pixmap: Pixmap) -> [UInt8] {
        let p = pixmap.premultipliedPixel(x: 0, y: 0)
        return [p.r, p.g, p.b, p.a]
    }

    private func blend(_ mode: BlendModeValue, source: Pixmap? = nil, backdrop: Pixmap? = nil,
                       opacity: Double = 1) throws -> [UInt8] {
        var out = try backdrop ?? pixel(100, 200, 250)
        out.composite(try source ?? pixel(200, 100, 50), mode: mode, opacity: opacity)
        return premultiplied(out)
    }

    /// Opaque over opaque: the result is B(D, S) itself.
    func testSeparableModesOnOpaquePixels() throws {
        // multiply: 100·200/255 = 78.43 → 78, 200·100/255 = 78.43 → 78, 250·50/255 = 49.02 → 49.
        XCTAssertEqual(try blend(.multiply), [78, 78, 49, 255])
        // screen: D + S − D·S: 300 − 78.43 = 221.57 → 222, 222, 300 − 49.02 = 250.98 → 251.
        XCTAssertEqual(try blend(.screen), [222, 222, 251, 255])
        // darken / lighten: per channel min / max.
        XCTAssertEqual(try blend(.darken), [100, 100, 50, 255])
        XCTAssertEqual(try blend(.lighten), [200, 200, 250, 255])
        // difference |D − S|: 100, 100, 200; exclusion D + S − 2DS: 300 − 156.86 = 143.14 → 143,
        // 143, 300 − 98.04 = 201.96 → 202.
        XCTAssertEqual(try blend(.difference), [100, 100, 200, 255])
        XCTAssertEqual(try blend(.exclusion), [143, 143, 202, 255])
        // hardLight (on S): r: S > ½ → screen(D, 2S − 1): d = .39216, s' = .56863 →
        // .39216 + .56863 − .22299 = .73780 → 188.14 → 188; g: S ≤ ½ → D·2S = .78431·.78431 =
        // .61515 → 156.86 → 157; b: .98039·.39216 = .38447 → 98.04 → 98.
        XCTAssertEqual(try blend(.hardLight), [188, 157, 98, 255])
        // overlay = hardLight with the roles swapped: r: D ≤ ½ → S·2D = .78431·.78431 → 157;
        // g: D > ½ → screen(S, 2D − 1) = .39216 + .56863 − .22299 → 188; b: screen(.19608, .96078)
        // = .19608 + .96078 − .18839 = .96847 → 246.96 → 247.
        XCTAssertEqual(try blend(.overlay), [157, 188, 247, 255])
        // colorDodge: min(1, D / (1 − S)): r: .39216 / .21569 = 1.82 → 255; g: .78431 / .60784 → 255;
        // b: .98039 / .80392 → 255.
        XCTAssertEqual(try blend(.colorDodge), [255, 255, 255, 255])
        // colorBurn: 1 − min(1, (1 − D) / S): r: 1 − .60784 / .78431 = .22500 → 57.37 → 57;
        // g: 1 − .21569 / .39216 = .45 → 114.75 → 115; b: 1 − .01961 / .19608 = .9 → 229.5 → 230 (.49999…
        // in binary floating point rounds either way, so b is checked within 1).
        let burn = try blend(.colorBurn)
        XCTAssertEqual(Array(burn[0...1]), [57, 115])
        XCTAssertEqual(Double(burn[2]), 229.5, accuracy: 0.5)
    }

    /// Non-separable modes with Lum = 0.3 R + 0.59 G + 0.11 B.
    func testLuminosityAndColorModes() throws {
        // luminosity of gray 128 over red: SetLum(red, .50196): red + .20196 = (1.20196, .20196, .20196),
        // ClipColor (max > 1): l + (c − l)(1 − l)/(max − l): r = 1, g = b = .50196 − .3 × .49804/.7 =
        // .28851 → 73.57 → 74.
        XCTAssertEqual(try blend(.luminosity, source: pixel(128, 128, 128), backdrop: pixel(255, 0, 0)), [255, 74, 74, 255])
        // color of red over gray 128: SetLum(red, .50196) — the same arithmetic.
        XCTAssertEqual(try blend(.color, source: pixel(255, 0, 0), backdrop: pixel(128, 128, 128)), [255, 74, 74, 255])
        // saturation of a gray source: Sat 0 → the backdrop's luminance as gray: Lum(D) = .3·.39216 +
        // .59·.78431 + .11·.98039 = .11765 + .46274 + .10784 = .68823 → 175.5 (checked within ½).
        let gray = try blend(.saturation, source: pixel(90, 90, 90), backdrop: pixel(100, 200, 250))
        XCTAssertEqual(Double(gray[0]), 175.5, accuracy: 0.5)
        XCTAssertEqual(gray[0], gray[1]); XCTAssertEqual(gray[1], gray[2])
    }

    /// A half-transparent red over opaque blue with multiply: co = cb·(1 − αs) + αs·B, with
    /// B = 0 in every channel: blue 255 × (1 − 128/255) = 127.
    func testTranslucentSourceMultiply() throws {
        XCTAssertEqual(try blend(.multiply, source: pixel(128, 0, 0, 128), backdrop: pixel(0, 0, 255)), [0, 0, 127, 255])
    }

    func testPorterDuffAndPlusModes() throws {
        // destinationOut with αs = 128/255: D × (1 − .50196) = 100 × .49804 = 49.80 → 50, 99.61 → 100,
        // 124.51 → 125; alpha 127.
        XCTAssertEqual(try blend(.destinationOut, source: pixel(64, 32, 16, 128)), [50, 100, 125, 127])
        // sourceAtop over a transparent backdrop draws nothing; destinationOver under opaque shows D.
        XCTAssertEqual(try blend(.sourceAtop, backdrop: pixel(0, 0, 0, 0)), [0, 0, 0, 0])
        XCTAssertEqual(try blend(.destinationOver), [100, 200, 250, 255])
        // sourceAtop over a half-transparent backdrop (50, 100, 125, 128): S·αb = 200·.50196 = 100.39 → 100,
        // 50.20 → 50, 25.10 → 25; alpha stays 128.
        XCTAssertEqual(try blend(.sourceAtop, backdrop: pixel(50, 100, 125, 128)), [100, 50, 25, 128])
        // plusLighter: min(1, S + D): (100, 50, 20) + (100, 100, 100).
        XCTAssertEqual(try blend(.plusLighter, source: pixel(100, 50, 20), backdrop: pixel(100, 100, 100)), [200, 150, 120, 255])
        // plusDarker: max(0, 1 − ((1 − D) + (1 − S))) = S + D − 1: 300 − 255 = 45 in every channel.
        XCTAssertEqual(try blend(.plusDarker), [45, 45, 45, 255])
        // normal at opacity ½ (αs = .5): 200·.5 + 100·.5 = 150, 150, 150.
        XCTAssertEqual(try blend(.normal, opacity: 0.5), [150, 150, 150, 255])
    }

    func testColorFilters() throws {
        let s = try pixel(200, 100, 50)
        func filtered(_ effect: ColorEffect, _ p: Pixmap? = nil) -> [UInt8] { premultiplied((p ?? s).colorFiltered([effect])) }
        XCTAssertEqual(filtered(.colorInvert), [55, 155, 205, 255])
        // brightness 0.2 adds 0.2 × 255 = 51.
        XCTAssertEqual(filtered(.brightness(0.2)), [251, 151, 101, 255])
        // contrast 1.5: 1.5·c − 0.25 in 0…1, i.e. 1.5·c8 − 63.75: 236.25 → 236, 86.25 → 86, 11.25 → 11.
        XCTAssertEqual(filtered(.contrast(1.5)), [236, 86, 11, 255])
        // grayscale 1 (W3C weights .2126 .7152 .0722): 42.52 + 71.52 + 3.61 = 117.65 → 118.
        XCTAssertEqual(filtered(.grayscale(1)), [118, 118, 118, 255])
        // saturation 0 (W3C saturate weights .213 .715 .072): 42.6 + 71.5 + 3.6 = 117.7 → 118.
        XCTAssertEqual(filtered(.saturation(0)), [118, 118, 118, 255])
        // saturation 1 and hue rotation 0 leave the pixel as it is.
        XCTAssertEqual(filtered(.saturation(1)), [200, 100, 50, 255])
        XCTAssertEqual(filtered(.hueRotation(degrees: 0)), [200, 100, 50, 255])
        // A gray keeps its value under any hue rotation (each matrix row sums to 1).
        XCTAssertEqual(filtered(.hueRotation(degrees: 137), try pixel(120, 120, 120)), [120, 120, 120, 255])
        // luminanceToAlpha: black with alpha = L = .2125·200 + .7154·100 + .0721·50 = 117.645 → 118.
        XCTAssertEqual(filtered(.luminanceToAlpha), [0, 0, 0, 118])
        // colorMultiply by (½, 1, 1, ½): straight (100, 100, 50) at alpha 127.5 → 128; premultiplied
        // 100 × 128/255 = 50.2 → 50, 50, 25.1 → 25.
        XCTAssertEqual(filtered(.colorMultiply(RGBA(red: 0.5, green: 1, blue: 1, alpha: 0.5))), [50, 50, 25, 128])
        // Transparent pixels stay transparent.
        XCTAssertEqual(premultiplied(try pixel(0, 0, 0, 0).colorFiltered([.brightness(1)])), [0, 0, 0, 0])
    }

    func testOpaqueBlurKeepsColorsAndOpacity() throws {
        // A half-covered row blurred opaque: every pixel the blur reaches is opaque and pure red.
        var row = try Pixmap(width: 9, height: 1)
        row.withUnsafeMutablePixels { $0[4] = 0xFF00_00FF }
        let out = row.opaqueBlurred(radius: 1)
        for x in 3...5 { XCTAssertEqual(premultiplied2(out, x), [255, 0, 0, 255]) }
    }

    private func premultiplied2(_ pixmap: Pixmap, _ x: Int) -> [UInt8] {
        let p = pixmap.premultipliedPixel(x: x, y: 0)
        return [p.r, p.g, p.b, p.a]
    }

    func testMaskFromAlpha() throws {
        let pixmap = try Pixmap(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 0, 10, 20, 30, 200])
        let mask = Mask(alphaOf: pixmap)
        XCTAssertEqual(mask.value(x: 0, y: 0), 0)
        XCTAssertEqual(mask.value(x: 1, y: 0), 200)
    }

    func testMaterialBackdropIsReplacedWhereCovered() throws {
        // Cover alpha 77 (a 30 % tint) is the peak, so its coverage is 255: the pixel takes the blurred
        // backdrop fully. A single red pixel blurred with σ 1 spreads, so the covered pixel changes.
        var backdrop = try Pixmap(width: 9, height: 1)
        backdrop.withUnsafeMutablePixels { $0[4] = 0xFF00_00FF }
        var cover = try Pixmap(width: 9, height: 1)
        cover.withUnsafeMutablePixels { $0[4] = 0x4D4D_4D4D }
        let blurred = backdrop.blurred(radius: 1)
        backdrop.replaceWithBlurredBackdrop(radius: 1, coveredBy: cover)
        XCTAssertEqual(premultiplied2(backdrop, 4), premultiplied2(blurred, 4))
        XCTAssertEqual(premultiplied2(backdrop, 3), [0, 0, 0, 0])
    }
}
