import Foundation

// UIKit's `UIDevice.current` and `UIScreen.main`, which widget code reads to adapt to iPad or to
// the screen's width. A render has a device preset instead of a device: the renderer puts the
// preset's idiom, screen and scale in the environment (`deviceScreen`), and these read the
// current environment (the render's, in `body` and in a provider a render calls). Outside a
// render they describe no device: `.unspecified`, a zero screen, scale 1.

/// What kind of device the render is for, as the renderer sets it.
package struct DeviceScreen: Hashable, Sendable {
    package var idiom: UIUserInterfaceIdiom
    /// The screen in points, portrait; `.zero` when the preset names none (Mac, watch, Vision Pro).
    package var size: CGSize
    package var systemName: String
    package init(idiom: UIUserInterfaceIdiom, size: CGSize, systemName: String) {
        self.idiom = idiom; self.size = size; self.systemName = systemName
    }
    static let none = DeviceScreen(idiom: .unspecified, size: .zero, systemName: "")
}

private struct DeviceScreenKey: EnvironmentKey { static let defaultValue = DeviceScreen.none }

extension EnvironmentValues {
    /// The render's device (package: the renderer sets it from its `Device` preset).
    package var deviceScreen: DeviceScreen {
        get { self[DeviceScreenKey.self] } set { self[DeviceScreenKey.self] = newValue }
    }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// The device the widget is rendered for, as UIKit's `UIDevice`.
public final class UIDevice: Sendable {
    public static var current: UIDevice { UIDevice() }
    private var screen: DeviceScreen { EnvironmentValues.current.deviceScreen }

    public var userInterfaceIdiom: UIUserInterfaceIdiom { screen.idiom }
    public var systemName: String { screen.systemName }
    /// Ours: the newest system the presets describe.
    public var systemVersion: String { "26.0" }
    public var model: String {
        switch screen.idiom {
        case .pad: return "iPad"
        case .phone: return "iPhone"
        default: return screen.systemName
        }
    }
    public var localizedModel: String { model }
    public var name: String { model }
}

/// The screen the widget is rendered for, as UIKit's `UIScreen.main`.
public final class UIScreen: Sendable {
    public static var main: UIScreen { UIScreen() }
    public var bounds: CGRect { CGRect(origin: .zero, size: EnvironmentValues.current.deviceScreen.size) }
    public var nativeBounds: CGRect {
        CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale))
    }
    public var scale: CGFloat { EnvironmentValues.current.displayScale }
    public var nativeScale: CGFloat { scale }
}

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

private struct SizeClassOverrideKey: EnvironmentKey {
    static let defaultValue: (horizontal: UserInterfaceSizeClass??, vertical: UserInterfaceSizeClass??) = (nil, nil)
}

extension EnvironmentValues {
    /// The render's device's size classes (HIG › Layout › Device size classes: iPhone in portrait is
    /// compact wide and regular tall, iPad regular both ways; **ours**: Mac and Vision Pro as iPad,
    /// Apple Watch compact both ways, no device nil); `.environment(\.horizontalSizeClass, …)` wins.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[SizeClassOverrideKey.self].horizontal ?? deviceSizeClasses.horizontal }
        set { self[SizeClassOverrideKey.self].horizontal = .some(newValue) }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[SizeClassOverrideKey.self].vertical ?? deviceSizeClasses.vertical }
        set { self[SizeClassOverrideKey.self].vertical = .some(newValue) }
    }

    private var deviceSizeClasses: (horizontal: UserInterfaceSizeClass?, vertical: UserInterfaceSizeClass?) {
        switch deviceScreen.idiom {
        case .phone: return (.compact, .regular)
        case .pad, .mac, .vision, .tv: return (.regular, .regular)
        case .carPlay: return (.compact, .compact)
        case .unspecified:
            return deviceScreen.systemName == "watchOS" ? (.compact, .compact) : (nil, nil)
        }
    }
}
