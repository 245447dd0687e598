import WidgetGeometry

/// Every color rule of the appearance stage, in one place (docs/platform.md §1–§3).
///
/// Colors here are straight (unpremultiplied) sRGB-encoded `RGBA` in 0…1. Luminance is
/// `RGBA.luminance`; the per-pixel forms of these rules (image treatments, the vibrant material)
/// are the display list's `ImageFilter` and `LayerBlend.material`, which the painter applies.
package enum AppearanceColorMath {
    /// Accented rendering: the group color, alpha = source alpha × group color alpha (× L when
    /// `byLuminance`, the `.desaturated` treatments).
    package static func accented(_ source: RGBA, groupColor: RGBA, byLuminance: Bool = false) -> RGBA {
        let factor = byLuminance ? source.luminance : 1
        return groupColor.withAlpha(source.alpha * groupColor.alpha * factor)
    }

    /// Vibrant rendering's input: gray of the source's luminance, alpha kept.
    package static func desaturated(_ source: RGBA) -> RGBA {
        let gray = source.luminance
        return RGBA(red: gray, green: gray, blue: gray, alpha: source.alpha)
    }

    /// `a` + (`b` − `a`) × `t`, per component (alpha included).
    package static func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
        RGBA(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
             blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// visionOS color themes: both groups a light tint of the theme color (**ours**: 70 % white,
    /// 30 % theme color; docs/platform.md §1).
    package static func visionGroupColor(_ themeColor: RGBA) -> RGBA {
        mix(.white, themeColor.withAlpha(1), 0.3)
    }

    /// visionOS color themes' solid backdrop, "a color complementing the theme" (**ours**: the
    /// theme color at 35 % brightness, so that the light content tint reads on it).
    package static func visionBackdropColor(_ themeColor: RGBA) -> RGBA {
        mix(.black, themeColor.withAlpha(1), 0.35)
    }

    /// Opacity of a container background that `containerBackgroundRemovable(false)` keeps in a theme
    /// that removes backgrounds, in accented and vibrant rendering (**ours**; docs/platform.md §3 says
    /// only "may be faded"). It is drawn as gray of its luminance, so content keeps its contrast.
    package static let keptBackgroundOpacity = 0.3

    /// `AccessoryWidgetBackground` in fullColor and accented rendering (**ours**, docs/platform.md §3).
    package static let accessoryBackgroundFill = RGBA(red: 1, green: 1, blue: 1, alpha: 0.14)
    /// `AccessoryWidgetBackground` in vibrant rendering: a dark veil over the blurred wallpaper
    /// (**ours**: black at 35 %, "low brightness, full blur"; drawn beneath the vibrant material).
    package static let vibrantAccessoryBackgroundFill = RGBA(red: 0, green: 0, blue: 0, alpha: 0.35)

    /// How much the vibrant material brightens the wallpaper beneath it (**ours**, docs/platform.md §1):
    /// opaque black content shows the backdrop × 1.08, so it reads as a lighter patch of material.
    static let vibrantBackdropGain = 1.08

    /// Always-on (`isLuminanceReduced`) content opacity (**ours**: 60 %).
    package static let reducedLuminanceOpacity = 0.6
}
