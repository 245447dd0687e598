import Foundation

// ActivityKit's app side: starting, updating and ending a Live Activity. A widget extension's
// files often share a "live activity manager" with the app, so this code has to compile and mean
// something here too. There is no system on a render machine: an activity lives in this process
// only, from `request` to `end`, and `Activity<A>.activities` lists the ones not yet ended. What a
// render draws still comes from the attributes and content the caller passes to WidgetRender's
// `.activity` render request (docs/widgetkit.md, *Live Activities from app code*).
//
// Glossary: *request* — the app starting an activity (ActivityKit checks authorization; ours is
// always granted); *push type* — whether the activity is updated by remote push (we record it; no
// token ever arrives); *dismissal policy* — how long an ended activity stays on the Lock Screen.

/// Whether the app may start Live Activities, as ActivityKit's `ActivityAuthorizationInfo`.
/// On a render machine they are always enabled: nothing here can turn them off.
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    public var areActivitiesEnabled: Bool { true }
    public var frequentPushesEnabled: Bool { false }
    public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.yield(true); $0.finish() } }
}

/// How an activity receives remote updates, as ActivityKit's `PushType`.
public struct PushType: Hashable, Sendable {
    let name: String
    public static let token = PushType(name: "token")
    public static func channel(_ channelID: String) -> PushType { PushType(name: "channel:" + channelID) }
}

/// The life cycle of an activity, as ActivityKit's `ActivityState`.
public enum ActivityState: Hashable, Sendable {
    case active, ended, dismissed, stale, pending
}

/// How long an ended activity stays on the Lock Screen, as ActivityKit's `ActivityUIDismissalPolicy`.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let removal: Date?
    public static let `default` = ActivityUIDismissalPolicy(removal: nil)
    public static let immediate = ActivityUIDismissalPolicy(removal: .distantPast)
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(removal: date) }
}

/// An alert that accompanies an update, as ActivityKit's `AlertConfiguration`. A still image has
/// no sound or banner: it is accepted and recorded.
public struct AlertConfiguration: Hashable, Sendable {
    public struct AlertSound: Hashable, Sendable {
        let name: String?
        public static let `default` = AlertSound(name: nil)
        public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
    }
    public let title: String
    public let body: String
    public let sound: AlertSound
    public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {
        self.title = title.key; self.body = body.key; self.sound = sound
    }
}

/// Why a request was refused, as ActivityKit's `ActivityAuthorizationError`.
public enum ActivityAuthorizationError: Error, Hashable, Sendable, CustomStringConvertible {
    case attributesTooLarge, denied, globalMaximumExceeded, targetMaximumExceeded, missingProcessIdentifier,
         persistenceFailure, reconnectNotPermitted, unentitled, unsupported, unsupportedTarget, visibility
    public var description: String {
        switch self {
        case .targetMaximumExceeded: return "Activity.request: more than \(ActivityRegistry.maximumActive) Live Activities are active in this process"
        case .attributesTooLarge: return "Activity.request: the attributes or the content state encode to more than 4 KB"
        default: return "Activity.request: \(self)"
        }
    }
}

/// A running Live Activity, as ActivityKit's `Activity`. Its content changes with `update` and
/// `end`; each change is also delivered on `contentUpdates` and `activityStateUpdates`.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable, Identifiable {
    public let id: String
    public let attributes: Attributes
    public let pushType: PushType?
    private let lock = NSLock()
    private var currentContent: ActivityContent<Attributes.ContentState>
    private var state: ActivityState = .active
    private var contentContinuations: [AsyncStream<ActivityContent<Attributes.ContentState>>.Continuation] = []
    private var stateContinuations: [AsyncStream<ActivityState>.Continuation] = []

    private init(id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?) {
        self.id = id; self.attributes = attributes; self.currentContent = content; self.pushType = pushType
    }

    /// Starts an activity, as ActivityKit does after checking authorization: the attributes and the
    /// state must each encode (JSON) to at most 4 KB, and at most
    /// `ActivityRegistry.maximumActive` activities may be active at once (docs/widgetkit.md).
    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        try ActivityRegistry.shared.checkSize(attributes, content.state)
        let activity = Activity(id: ActivityRegistry.shared.nextID(), attributes: attributes, content: content,
                                pushType: pushType)
        try ActivityRegistry.shared.add(id: activity.id, activity)
        return activity
    }

    /// The iOS 16.1 spelling: a state without a stale date.
    @available(*, deprecated, message: "use request(attributes:content:pushType:)")
    public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        try request(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil), pushType: pushType)
    }

    /// The activities of this attributes type that have not ended, oldest first.
    public static var activities: [Activity<Attributes>] { ActivityRegistry.shared.active(Activity<Attributes>.self) }

    public var content: ActivityContent<Attributes.ContentState> { lock.withLock { currentContent } }
    /// The iOS 16.1 spelling of `content.state`.
    public var contentState: Attributes.ContentState { content.state }
    public var activityState: ActivityState { lock.withLock { state } }
    /// The remote push token: none arrives on a render machine.
    public var pushToken: Data? { nil }
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }

    public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> {
        AsyncStream { continuation in
            lock.withLock { state == .active ? contentContinuations.append(continuation) : continuation.finish() }
        }
    }
    public var activityStateUpdates: AsyncStream<ActivityState> {
        AsyncStream { continuation in
            lock.withLock { state == .active ? stateContinuations.append(continuation) : continuation.finish() }
        }
    }

    /// Replaces the content of an active activity. An ended one keeps its final content, and a
    /// state over 4 KB is refused with the previous content kept, as on iOS.
    public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration? = nil) async {
        let fits = ActivityRegistry.shared.fits(content.state)
        let listeners: [AsyncStream<ActivityContent<Attributes.ContentState>>.Continuation] = lock.withLock {
            guard state == .active, fits else { return [] }
            currentContent = content
            return contentContinuations
        }
        for listener in listeners { listener.yield(content) }
    }

    @available(*, deprecated, message: "use update(_:alertConfiguration:)")
    public func update(using contentState: Attributes.ContentState, alertConfiguration: AlertConfiguration? = nil) async {
        await update(ActivityContent(state: contentState, staleDate: nil), alertConfiguration: alertConfiguration)
    }

    /// Ends the activity with an optional final content. With `.immediate` it is dismissed at once.
    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        let (contentListeners, stateListeners, final): ([AsyncStream<ActivityContent<Attributes.ContentState>>.Continuation],
                                                        [AsyncStream<ActivityState>.Continuation], ActivityState?) = lock.withLock {
            guard state == .active else { return ([], [], nil) }
            if let content { currentContent = content }
            state = dismissalPolicy == .immediate ? .dismissed : .ended
            defer { contentContinuations = []; stateContinuations = [] }
            return (contentContinuations, stateContinuations, state)
        }
        guard let final else { return }
        ActivityRegistry.shared.remove(id)
        for listener in contentListeners {
            if let content { listener.yield(content) }
            listener.finish()
        }
        for listener in stateListeners { listener.yield(final); listener.finish() }
    }

    @available(*, deprecated, message: "use end(_:dismissalPolicy:)")
    public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        await end(contentState.map { ActivityContent(state: $0, staleDate: nil) }, dismissalPolicy: dismissalPolicy)
    }
}

/// The activities of this process (all attributes types), and the limits `request` checks.
package final class ActivityRegistry: @unchecked Sendable {
    package static let shared = ActivityRegistry()
    /// ActivityKit refuses more than a few concurrent activities per app; ours: 5 (our rule, see
    /// docs/widgetkit.md — Apple documents a limit but not its value).
    package static let maximumActive = 5
    /// ActivityKit: the attributes, and the encoded content state, can't exceed 4 KB each.
    static let maximumPayloadBytes = 4096
    private let lock = NSLock()
    private var counter = 0
    private var running: [(id: String, activity: AnyObject)] = []

    func nextID() -> String {
        lock.withLock { counter += 1; return String(format: "activity-%04d", counter) }
    }

    func checkSize<A: Encodable, S: Encodable>(_ attributes: A, _ state: S) throws {
        if !fits(attributes) || !fits(state) { throw ActivityAuthorizationError.attributesTooLarge }
    }

    /// Whether `value` encodes (JSON) to at most 4 KB, or does not encode at all.
    func fits<T: Encodable>(_ value: T) -> Bool {
        ((try? JSONEncoder().encode(value))?.count ?? 0) <= Self.maximumPayloadBytes
    }

    func add(id: String, _ activity: AnyObject) throws {
        try lock.withLock {
            guard running.count < Self.maximumActive else { throw ActivityAuthorizationError.targetMaximumExceeded }
            running.append((id, activity))
        }
    }

    func remove(_ id: String) { lock.withLock { running.removeAll { $0.id == id } } }

    func active<T>(_ type: T.Type) -> [T] { lock.withLock { running.compactMap { $0.activity as? T } } }

    /// Forgets every activity (tests start from none).
    package func removeAll() { lock.withLock { running = [] } }
}
