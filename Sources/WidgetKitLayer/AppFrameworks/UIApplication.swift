import Foundation
import WidgetViews

// UIKit's application object, as widget-extension files name it: code shared with the app takes a
// `UIApplication`, extends it, or observes its lifecycle notifications. A widget extension has no
// app object (its process is the extension's), and on iOS `UIApplication.shared` is a compile error
// in it; the type is here so that the rest compiles and means what it means there.
//
// Glossary
// - Application extension API: what an extension target may call. Xcode builds a widget extension
//   with APPLICATION_EXTENSION_API_ONLY, so `UIApplication.shared` is unavailable there; Apple marks
//   it `@available(iOSApplicationExtension, unavailable)`.
// - Lifecycle notification: a `Notification.Name` UIKit posts when the app changes state. An
//   extension may name them (to observe its own process); a render never posts them.

/// The app object, as UIKit's `UIApplication`. A widget extension never has one: its process is
/// the extension's, and `shared` is unavailable there. The type exists so that shared code that
/// takes an application, names its notifications or extends it compiles as on iOS.
@MainActor
public final class UIApplication {
    /// Unavailable, as in an iOS application extension. Apple marks it
    /// `@available(iOSApplicationExtension, unavailable)`; Linux applies no iOS availability, so
    /// code under that attribute is not set apart here: guard app-only code with `#if os(iOS)`.
    @available(*, unavailable, message: "UIApplication.shared is unavailable in a widget extension (as on iOS, where extensions build with application-extension API only): open the app with Link or widgetURL(_:), and guard app-only code with #if os(iOS)")
    public static var shared: UIApplication { fatalError("unavailable") }

    private init() {}

    /// The app's execution state, as UIKit's `UIApplication.State`.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Options for `open(_:options:completionHandler:)`, as UIKit's `OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// There is no app, so nothing is active.
    public var applicationState: State { .background }

    /// Opens nothing: a render machine has no other app to hand a URL to. The completion receives
    /// false, UIKit's answer when no app opens the URL; it is called at once (we are on the main
    /// actor already), not on a later turn of a main run loop that a render does not run.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// The async form: false, as above.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// False: no app here handles any scheme.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// The URL that opens the app's page in Settings, as UIKit's.
    public nonisolated static let openSettingsURLString = "app-settings:"

    // Lifecycle notifications (nonisolated constants, as UIKit declares them). Their raw values are
    // UIKit's, so an app's observers match them; a render never posts them.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public nonisolated static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public nonisolated static let backgroundRefreshStatusDidChangeNotification =
        Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    public nonisolated static let protectedDataDidBecomeAvailableNotification =
        Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public nonisolated static let protectedDataWillBecomeUnavailableNotification =
        Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

extension UIKit {
    /// `UIKit.UIApplication`, as the other UIKit names (WidgetViews' QualifiedModuleNames.swift).
    public typealias UIApplication = WidgetKitLayer.UIApplication
}

extension UIScreen {
    /// Posted by UIKit when the screen's brightness changes; a render has no screen to change.
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
}
