import Foundation

// UserNotifications' values: what a local notification says (content, sound), when it fires
// (triggers) and the request that ties them to an identifier. Widget-extension files build them in
// code they share with the app (a "reminder manager"); `UNUserNotificationCenter`
// (UserNotifications.swift) keeps the requests. Nothing here is ever shown: a widget's picture
// has no notification in it.
//
// Glossary
// - Request: an identifier, content and an optional trigger. A second request with the same
//   identifier replaces the first, as on iOS.
// - Trigger: when the system would deliver a request: after an interval, or at dates matching
//   calendar components; none means at once.
// - Interruption level: how insistently a delivered notification would present itself.

/// What a notification says, as UserNotifications' `UNNotificationContent`. Read-only; build one
/// with `UNMutableNotificationContent`. A request keeps a copy, so later changes to the mutable
/// content do not reach a request already made (UserNotifications copies it too).
public class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The fields, copied as one value. Only `UNMutableNotificationContent` writes them: an
    /// instance of this class is immutable once made (what a request holds), which is why it may
    /// be `Sendable`. The mutable subclass inherits that, and, as on iOS, is not for changing from
    /// two threads at once.
    struct Fields {
        var title = "", subtitle = "", body = "", launchImageName = ""
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var categoryIdentifier = "", threadIdentifier = ""
        var targetContentIdentifier: String?
        var interruptionLevel = UNNotificationInterruptionLevel.active
        var relevanceScore = 0.0
        var filterCriteria: String?
    }
    var fields: Fields

    public override init() { fields = Fields() }
    init(fields: Fields) { self.fields = fields }

    public var title: String { fields.title }
    public var subtitle: String { fields.subtitle }
    public var body: String { fields.body }
    public var badge: NSNumber? { fields.badge }
    public var sound: UNNotificationSound? { fields.sound }
    public var launchImageName: String { fields.launchImageName }
    public var userInfo: [AnyHashable: Any] { fields.userInfo }
    public var categoryIdentifier: String { fields.categoryIdentifier }
    public var threadIdentifier: String { fields.threadIdentifier }
    public var targetContentIdentifier: String? { fields.targetContentIdentifier }
    public var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    /// How the system would rank this notification in a summary, 0 to 1.
    public var relevanceScore: Double { fields.relevanceScore }
    public var filterCriteria: String? { fields.filterCriteria }

    public func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(fields: fields) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { UNMutableNotificationContent(fields: fields) }
}

/// Content to fill in, as UserNotifications' `UNMutableNotificationContent`.
public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String { get { fields.title } set { fields.title = newValue } }
    public override var subtitle: String { get { fields.subtitle } set { fields.subtitle = newValue } }
    public override var body: String { get { fields.body } set { fields.body = newValue } }
    public override var badge: NSNumber? { get { fields.badge } set { fields.badge = newValue } }
    public override var sound: UNNotificationSound? { get { fields.sound } set { fields.sound = newValue } }
    public override var launchImageName: String { get { fields.launchImageName } set { fields.launchImageName = newValue } }
    public override var userInfo: [AnyHashable: Any] { get { fields.userInfo } set { fields.userInfo = newValue } }
    public override var categoryIdentifier: String { get { fields.categoryIdentifier } set { fields.categoryIdentifier = newValue } }
    public override var threadIdentifier: String { get { fields.threadIdentifier } set { fields.threadIdentifier = newValue } }
    public override var targetContentIdentifier: String? {
        get { fields.targetContentIdentifier } set { fields.targetContentIdentifier = newValue }
    }
    public override var interruptionLevel: UNNotificationInterruptionLevel {
        get { fields.interruptionLevel } set { fields.interruptionLevel = newValue }
    }
    public override var relevanceScore: Double { get { fields.relevanceScore } set { fields.relevanceScore = newValue } }
    public override var filterCriteria: String? { get { fields.filterCriteria } set { fields.filterCriteria = newValue } }
}

/// How insistently a notification presents itself, as UserNotifications' `UNNotificationInterruptionLevel`.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive, active, timeSensitive, critical
}

/// A sound file's name, as UserNotifications' `UNNotificationSoundName`.
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The sound a notification would play, as UserNotifications' `UNNotificationSound`. Recorded,
/// never played.
public final class UNNotificationSound: NSObject, Sendable {
    /// The file's name; nil for the system's sounds.
    public let name: UNNotificationSoundName?
    /// True for the critical-alert forms.
    public let isCritical: Bool
    /// The critical forms' volume, 0 to 1; nil when not given.
    public let audioVolume: Float?

    init(name: UNNotificationSoundName?, isCritical: Bool = false, audioVolume: Float? = nil) {
        self.name = name; self.isCritical = isCritical; self.audioVolume = audioVolume
    }
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name) }

    public static var `default`: UNNotificationSound { UNNotificationSound(name: nil) }
    public static var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, isCritical: true) }
    public static var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil) }
    public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: nil, isCritical: true, audioVolume: volume)
    }
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: true)
    }
    public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(name: name, isCritical: true, audioVolume: volume)
    }
}

/// When a request would be delivered, as UserNotifications' `UNNotificationTrigger`.
public class UNNotificationTrigger: NSObject, @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

/// Fires an interval after it is made, as UserNotifications' `UNTimeIntervalNotificationTrigger`.
public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    private let start: Date

    /// UserNotifications' own checks, with its messages: it raises an exception (a crash) for an
    /// interval that is not positive, or under a minute for a repeating trigger.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.timeInterval = timeInterval
        self.start = Date()
        super.init(repeats: repeats)
    }

    /// The creation date plus the interval; for a repeating trigger, the first such date after now.
    public func nextTriggerDate() -> Date? {
        let first = start.addingTimeInterval(timeInterval)
        let now = Date()
        guard repeats, first <= now else { return first }
        let periods = ((now.timeIntervalSince(first)) / timeInterval).rounded(.down) + 1
        return first.addingTimeInterval(periods * timeInterval)
    }
}

/// Fires at dates matching calendar components, as UserNotifications' `UNCalendarNotificationTrigger`.
public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }

    /// The first date after now whose components match, in the components' calendar (else the
    /// current one); nil when none does.
    public func nextTriggerDate() -> Date? {
        let calendar = dateComponents.calendar ?? Calendar.current
        var matching = dateComponents
        matching.calendar = nil
        return calendar.nextDate(after: Date(), matching: matching, matchingPolicy: .nextTime)
    }
}

/// A request to deliver content, as UserNotifications' `UNNotificationRequest`. Immutable: it keeps
/// its own copy of the content.
public final class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = UNNotificationContent(fields: content.fields)
        self.trigger = trigger
    }
}

/// A delivered notification, as UserNotifications' `UNNotification`. None is ever delivered here;
/// the type is what delegate methods receive.
public final class UNNotification: NSObject, @unchecked Sendable {
    public let date: Date
    public let request: UNNotificationRequest
    init(date: Date, request: UNNotificationRequest) { self.date = date; self.request = request }
}

/// The action a person chose on a notification, as UserNotifications' `UNNotificationResponse`.
public class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification; self.actionIdentifier = actionIdentifier
    }
}

/// The response's action when the person opened the app from the notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The response's action when the person dismissed the notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
