import WidgetGeometry
import WidgetViews

// The built-in themes, as data (docs/platform.md §1–§4). Each has a name `Theme(named:)` parses back;
// four take a color argument. Values marked ours are not published by Apple.

extension Theme {
    static let homeScreenFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    static let watchFamilies: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner]
    static let lockScreenFamilies: [WidgetFamily] = [.accessoryCircular, .accessoryRectangular, .accessoryInline]
    static let visionFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge,
                                                 .systemExtraLargePortrait]

    /// Liquid-Glass-style backdrop of the clear themes (ours: 12 % white veil, rim white at 55 %).
    static let clearGlass = Backdrop.glass(tint: RGBA(red: 1, green: 1, blue: 1, alpha: 0.12),
                                           rim: RGBA(red: 1, green: 1, blue: 1, alpha: 0.55))
    /// visionOS glass: darker than the Home Screen's, as visionOS glass reads over bright rooms
    /// (ours: 30 % near-black veil, rim white at 45 %).
    static let visionGlass = Backdrop.glass(tint: RGBA(red: 0.08, green: 0.08, blue: 0.1, alpha: 0.3),
                                            rim: RGBA(red: 1, green: 1, blue: 1, alpha: 0.45))
    /// The watch Smart Stack's dark material behind rectangular widgets (ours: #242426).
    static let smartStackPlatter = RGBA(r8: 0x24, g8: 0x24, b8: 0x26)
    /// StandBy at night: red content (ours: the system red, dimmed to 85 %).
    static let nightRed = RGBA(red: 0.85, green: 0.2, blue: 0.16)
    /// StandBy shows a small widget at about 1.5× (ours); CarPlay at 1.25× (ours).
    static let standByScale = 1.5, carPlayScale = 1.25

    /// The widget's own platter on a full-color Home Screen, beneath its container background:
    /// the system background of the color scheme (**our rule**, docs/platform.md §3), so that a
    /// translucent background such as the Xcode template's `.fill.tertiary` reads as a light (or
    /// dark) gray card, as Xcode's previews show it, and never as the wallpaper.
    static let lightPlatter = RGBA.white, darkPlatter = RGBA.black

    public static let iosLight = Theme(
        name: "ios.light", renderingMode: .fullColor, platform: .ios, backdrop: .wallpaper, wallpaper: .iosLight,
        containerBackgroundFamilies: Set(homeScreenFamilies), backgroundPlatter: lightPlatter, colorScheme: .light,
        families: homeScreenFamilies)

    public static let iosDark = Theme(
        name: "ios.dark", renderingMode: .fullColor, platform: .ios, backdrop: .wallpaper, wallpaper: .iosDark,
        containerBackgroundFamilies: Set(homeScreenFamilies), backgroundPlatter: darkPlatter, colorScheme: .dark,
        families: homeScreenFamilies)

    /// iOS 26 clear Home Screen: accented white over glass.
    public static let iosClear = Theme(
        name: "ios.clear", renderingMode: .accented, platform: .ios, backdrop: clearGlass, wallpaper: .iosDark,
        containerBackgroundFamilies: [], colorScheme: .dark, families: homeScreenFamilies)

    /// iOS 26 tinted Home Screen: accented white over the tint.
    public static func iosTinted(_ tint: ThemeColor) -> Theme {
        Theme(name: "ios.tinted(\(tint))", renderingMode: .accented, platform: .ios, backdrop: .tint(tint.color),
              wallpaper: .iosDark, containerBackgroundFamilies: [], colorScheme: .dark, families: homeScreenFamilies)
    }

    public static let macosClear: Theme = {
        var theme = iosClear
        theme.name = "macos.clear"; theme.platform = .macos
        return theme
    }()

    public static func macosTinted(_ tint: ThemeColor) -> Theme {
        var theme = iosTinted(tint)
        theme.name = "macos.tinted(\(tint))"; theme.platform = .macos
        return theme
    }

    /// Multicolor watch faces: content as authored on black; complications lose their background,
    /// Smart Stack (rectangular) widgets keep theirs.
    public static let watchosFullColor = Theme(
        name: "watchos.fullColor", renderingMode: .fullColor, platform: .watchos, backdrop: .black,
        wallpaper: .watchBlack, honorsFullColorImages: false, containerBackgroundFamilies: [.accessoryRectangular],
        backgroundPlatter: smartStackPlatter, colorScheme: .dark, families: watchFamilies)

    /// Tinted watch faces: default group white, accent group the face color; fullColor images ignored.
    public static func watchosAccented(_ face: ThemeColor) -> Theme {
        Theme(name: "watchos.accented(\(face))", renderingMode: .accented, platform: .watchos,
              defaultGroupColor: .white, accentGroupColor: face.color, backdrop: .black, wallpaper: .watchBlack,
              honorsFullColorImages: false, containerBackgroundFamilies: [.accessoryRectangular],
              backgroundPlatter: smartStackPlatter, colorScheme: .dark, families: watchFamilies)
    }

    /// iPhone Lock Screen: vibrant material over the blurred wallpaper, no container background.
    public static let iosLockScreen = Theme(
        name: "ios.lockscreen", renderingMode: .vibrant, platform: .ios, backdrop: .blurredWallpaper, wallpaper: .iosDark,
        containerBackgroundFamilies: [], colorScheme: .dark, families: lockScreenFamilies)

    /// StandBy: full color, the background removed, the small widget scaled up on black.
    public static let iosStandBy = Theme(
        name: "ios.standby", renderingMode: .fullColor, platform: .ios, backdrop: .black, wallpaper: .watchBlack,
        containerBackgroundFamilies: [], colorScheme: .dark, contentScale: standByScale, families: [.systemSmall])

    /// StandBy at night: vibrant with a red highlight over black.
    public static let iosStandByNight: Theme = {
        var theme = iosStandBy
        theme.name = "ios.standby.night"; theme.renderingMode = .vibrant; theme.vibrantHighlight = nightRed
        return theme
    }()

    /// CarPlay: StandBy style, systemSmall only.
    public static let carPlay: Theme = {
        var theme = iosStandBy
        theme.name = "carplay"; theme.contentScale = carPlayScale
        return theme
    }()

    /// visionOS glass texture: the widget as authored (its own container background kept), coated
    /// with glass, over glass on the environment (which shows where the background is translucent).
    public static let visionosGlass: Theme = {
        var theme = Theme(
            name: "visionos.glass", renderingMode: .fullColor, platform: .visionos, backdrop: visionGlass,
            wallpaper: .visionEnvironment, containerBackgroundFamilies: Set(visionFamilies), colorScheme: .dark,
            families: visionFamilies)
        theme.coating = .glass
        return theme
    }()

    /// visionOS paper texture: the widget as authored (its own container background kept), coated
    /// with our procedural paper, on paper.
    public static let visionosPaper: Theme = {
        var theme = Theme(
            name: "visionos.paper", renderingMode: .fullColor, platform: .visionos, backdrop: .wallpaper,
            wallpaper: .paper, containerBackgroundFamilies: Set(visionFamilies), colorScheme: .light,
            families: visionFamilies)
        theme.coating = .paper
        return theme
    }()

    /// visionOS color themes: accented, both groups a light tint of the color, on a solid deep shade of it.
    public static func visionosColor(_ color: ThemeColor) -> Theme {
        let group = AppearanceColorMath.visionGroupColor(color.color)
        return Theme(name: "visionos.color(\(color))", renderingMode: .accented, platform: .visionos,
                     defaultGroupColor: group, accentGroupColor: group,
                     backdrop: .solid(AppearanceColorMath.visionBackdropColor(color.color)),
                     wallpaper: .visionEnvironment, containerBackgroundFamilies: [], colorScheme: .dark,
                     families: visionFamilies)
    }
}
