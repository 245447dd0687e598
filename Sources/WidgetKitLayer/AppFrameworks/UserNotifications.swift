import Foundation

// UserNotifications' center, as a widget extension's shared code calls it: ask for permission,
// schedule reminders, cancel them, read what is pending. There is no notification system on a
// render machine and a widget's picture never shows a notification, so nothing is ever delivered;
// the center keeps the requests in memory, per process, so that code reading back what it
// scheduled sees it (docs/widgetkit.md, *App frameworks*).
//
// Glossary
// - Authorization: whether the person allowed the app's notifications. Ours: allowed. A widget
//   renders the state of an app that has been set up, the state its reminder code is written for.
// - Pending: requests scheduled and not yet delivered. Here every request with a trigger stays
//   pending (nothing fires); one without a trigger, which iOS delivers at once, is not kept.
// - Delivered: notifications shown in Notification Center. Always none here.

/// What the app asks permission for, as UserNotifications' `UNAuthorizationOptions`.
public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify, as UserNotifications' `UNAuthorizationStatus`.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// One notification setting's state, as UserNotifications' `UNNotificationSetting`.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported, disabled, enabled
}

/// How alerts present, as UserNotifications' `UNAlertStyle`.
public enum UNAlertStyle: Int, Sendable {
    case none, banner, alert
}

/// How a notification presents while the app is in front, as UserNotifications'
/// `UNNotificationPresentationOptions` (what `willPresent` returns).
public struct UNNotificationPresentationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings, as UserNotifications' `UNNotificationSettings`: authorized,
/// with alerts, sounds and badges on (see the file comment).
public final class UNNotificationSettings: NSObject, Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    override init() { authorizationStatus = .authorized }
    public var alertSetting: UNNotificationSetting { .enabled }
    public var soundSetting: UNNotificationSetting { .enabled }
    public var badgeSetting: UNNotificationSetting { .enabled }
    public var notificationCenterSetting: UNNotificationSetting { .enabled }
    public var lockScreenSetting: UNNotificationSetting { .enabled }
    public var carPlaySetting: UNNotificationSetting { .notSupported }
    public var criticalAlertSetting: UNNotificationSetting { .disabled }
    public var timeSensitiveSetting: UNNotificationSetting { .disabled }
    public var alertStyle: UNAlertStyle { .banner }
}

/// What the app is told about presented notifications and chosen actions, as UserNotifications'
/// `UNUserNotificationCenterDelegate`. Every method is optional, as in Objective-C: each has a
/// default that does what the system does without a delegate. A render never calls them (nothing
/// is presented or answered).
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// Without a delegate a notification is not presented while the app is in front.
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions { [] }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        completionHandler()
    }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// The app's notification center, as UserNotifications' `UNUserNotificationCenter`. One per
/// process (`current()`); safe to call from any thread. Completion handlers are called before the
/// method returns, on the caller's thread (UserNotifications calls them later, on a thread of its
/// own: code that waits for them works either way).
public final class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    private let lock = NSLock()
    private var pending: [UNNotificationRequest] = []
    private var badge = 0
    private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

    private override init() {}

    public static func current() -> UNUserNotificationCenter { shared }

    /// Kept (weakly, as UserNotifications keeps it) and never called: nothing is presented here.
    public var delegate: (any UNUserNotificationCenterDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// False: there is no notification content extension to run.
    public var supportsContentExtensions: Bool { false }

    // MARK: Authorization

    /// Granted, with no error (see the file comment).
    public func requestAuthorization(options: UNAuthorizationOptions = [],
                                     completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(true, nil)
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { true }

    public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }

    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

    // MARK: Scheduling

    /// Keeps a request with a trigger as pending (replacing a pending one of the same identifier,
    /// as on iOS); a request without one would be delivered at once, and nothing is delivered here.
    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        schedule(request)
        completionHandler?(nil)
    }

    public func add(_ request: UNNotificationRequest) async throws { schedule(request) }

    private func schedule(_ request: UNNotificationRequest) {
        lock.withLock {
            pending.removeAll { $0.identifier == request.identifier }
            guard request.trigger != nil else { return }
            pending.append(request)
        }
    }

    public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        completionHandler(pendingRequests())
    }

    public func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests() }

    /// In the order they were added.
    private func pendingRequests() -> [UNNotificationRequest] { lock.withLock { pending } }

    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        lock.withLock { pending.removeAll { removed.contains($0.identifier) } }
    }

    public func removeAllPendingNotificationRequests() {
        lock.withLock { pending.removeAll() }
    }

    // MARK: Delivered notifications (none)

    public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        completionHandler([])
    }

    public func deliveredNotifications() async -> [UNNotification] { [] }
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
    public func removeAllDeliveredNotifications() {}

    // MARK: Badge

    /// Recorded; there is no app icon to show it on.
    public func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock { badge = newBadgeCount }
        completionHandler?(nil)
    }

    public func setBadgeCount(_ newBadgeCount: Int) async throws {
        lock.withLock { badge = newBadgeCount }
    }

    /// The last badge count set (ours: UserNotifications has no getter).
    package var badgeCount: Int { lock.withLock { badge } }
}
