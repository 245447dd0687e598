import WidgetGeometry

/// Every color rule of the appearance stage, in one place (REFERENCE.md §1–§3).
///
/// Colors here are straight (unpremultiplied) sRGB-encoded `RGBA` in 0…1 unless a function says
/// otherwise. The per-pixel functions on 8-bit values are the reference the painter's
/// `ImageFilter` and `.vibrant` blend must agree with; tests pin them with hand-computed numbers.
public enum AppearanceColorMath {
    /// Luminance weights (REFERENCE.md §2; the SVG `luminanceToAlpha` weights).
    public static let redWeight = 0.2125, greenWeight = 0.7154, blueWeight = 0.0721

    /// L = 0.2125 R + 0.7154 G + 0.0721 B of a straight sRGB-encoded color (alpha ignored).
    public static func luminance(_ color: RGBA) -> Double {
        redWeight * color.red + greenWeight * color.green + blueWeight * color.blue
    }

    /// Accented rendering: the group color, alpha = source alpha × group color alpha (× L when
    /// `byLuminance`, the `.desaturated` treatments).
    public static func accented(_ source: RGBA, groupColor: RGBA, byLuminance: Bool = false) -> RGBA {
        let factor = byLuminance ? luminance(source) : 1
        return groupColor.withAlpha(source.alpha * groupColor.alpha * factor)
    }

    /// Vibrant rendering's input: gray of the source's luminance, alpha kept.
    public static func desaturated(_ source: RGBA) -> RGBA {
        let gray = luminance(source)
        return RGBA(red: gray, green: gray, blue: gray, alpha: source.alpha)
    }

    /// `a` + (`b` − `a`) × `t`, per component (alpha included).
    public static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
             blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// visionOS color themes: both groups a light tint of the theme color (**ours**: 70 % white,
    /// 30 % theme color; REFERENCE.md §1).
    public static func visionGroupColor(_ themeColor: RGBA) -> RGBA {
        mix(.white, themeColor.withAlpha(1), 0.3)
    }

    /// visionOS color themes' solid backdrop, "a color complementing the theme" (**ours**: the
    /// theme color at 35 % brightness, so that the light content tint reads on it).
    public static func visionBackdropColor(_ themeColor: RGBA) -> RGBA {
        mix(.black, themeColor.withAlpha(1), 0.35)
    }

    /// Opacity of a container background that `containerBackgroundRemovable(false)` keeps in a theme
    /// that removes backgrounds, in accented and vibrant rendering (**ours**; REFERENCE.md §3 says
    /// only "may be faded"). It is drawn as gray of its luminance, so content keeps its contrast.
    public static let keptBackgroundOpacity = 0.3

    /// `AccessoryWidgetBackground` in fullColor and accented rendering (**ours**, REFERENCE.md §3).
    public static let accessoryBackgroundFill = RGBA(red: 1, green: 1, blue: 1, alpha: 0.14)
    /// `AccessoryWidgetBackground` in vibrant rendering: a dark veil over the blurred wallpaper
    /// (**ours**: black at 35 %, "low brightness, full blur"; drawn beneath the vibrant material).
    public static let vibrantAccessoryBackgroundFill = RGBA(red: 0, green: 0, blue: 0, alpha: 0.35)

    /// Always-on (`isLuminanceReduced`) content opacity (**ours**: 60 %).
    public static let reducedLuminanceOpacity = 0.6

    /// The vibrant material's brightening of the blurred wallpaper (REFERENCE.md §1, ours).
    public static let vibrantBackdropGain = 1.08

    /// Rounds a 0…1 value to an 8-bit channel (to nearest, clamped).
    public static func byte(_ value: Double) -> UInt8 {
        UInt8(min(max(value, 0), 1) * 255 + 0.5)
    }

    /// The painter's `ImageFilter.colorize` on one straight 8-bit pixel, the reference result:
    /// RGB = the color's, alpha = round(255 × a/255 × color alpha × (L if byLuminance)).
    public static func colorize(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), color: RGBA,
                                byLuminance: Bool) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let source = RGBA(r8: pixel.r, g8: pixel.g, b8: pixel.b, a8: pixel.a)
        let out = accented(source, groupColor: color, byLuminance: byLuminance)
        return (byte(out.red), byte(out.green), byte(out.blue), byte(out.alpha))
    }

    /// The painter's `ImageFilter.desaturate` on one straight 8-bit pixel: gray = round(255 × L).
    public static func desaturate(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let gray = byte(luminance(RGBA(r8: pixel.r, g8: pixel.g, b8: pixel.b)))
        return (gray, gray, gray, pixel.a)
    }

    /// The vibrant material on one opaque backdrop pixel (REFERENCE.md §1, ours):
    /// out = B + a × (mix(min(B × 1.08, 1), W, g) − B), with g the layer's gray level and a its alpha,
    /// each in 0…1; the result rounded to 8 bits. Transparent layer pixels leave B unchanged.
    public static func vibrant(backdrop: RGBA, gray: Double, alpha: Double, highlight: RGBA) -> (r: UInt8, g: UInt8, b: UInt8) {
        func channel(_ b: Double, _ w: Double) -> UInt8 {
            let brightened = min(b * vibrantBackdropGain, 1)
            return byte(b + alpha * (brightened + (w - brightened) * gray - b))
        }
        return (channel(backdrop.red, highlight.red), channel(backdrop.green, highlight.green),
                channel(backdrop.blue, highlight.blue))
    }
}
