import Foundation
import WidgetViews

// The publishers widget views hand `onReceive`, and the modifier itself: a clock's
// `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`, an app-state
// `NotificationCenter.default.publisher(for:)`, a `Just`. They work as in Combine outside a render
// (a timer fires while its run loop runs; a posted notification is delivered). A widget is drawn
// once per timeline entry and its views never subscribe to anything, so `onReceive` accepts the
// publisher and never runs its closure: a documented no-op (docs/widgetkit.md, *App frameworks*).
//
// Glossary
// - Connectable publisher: one that starts producing only when connected (a timer);
//   `autoconnect()` connects it at the first subscription and stops it after the last.

/// A publisher that produces values only once connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// Connects its upstream at the first subscription and cancels the connection when the last
    /// subscription ends, as Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        private let lock = NSLock()
        private var connection: (any Cancellable)?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.withLock { subscribers += 1 }
            // The subscription keeps this publisher (and so its connection) alive until it ends.
            upstream.receive(subscriber: CountedSubscriber(downstream: subscriber, ended: { self.subscriptionEnded() }))
            let connect = lock.withLock { connection == nil && subscribers > 0 }
            if connect {
                let made = upstream.connect()
                lock.withLock { connection = made }
            }
        }

        private func subscriptionEnded() {
            let ending = lock.withLock { () -> (any Cancellable)? in
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ending?.cancel()
        }
    }
}

/// Tells its owner when its subscription ends (cancelled or completed), once.
private struct CountedSubscriber<Downstream: Subscriber>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let once: EndOnce

    init(downstream: Downstream, ended: @escaping () -> Void) {
        self.downstream = downstream
        self.once = EndOnce(ended)
    }

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: EndingSubscription(inner: subscription, once: once))
    }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
        once.run()
    }
}

private final class EndOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?
    init(_ action: @escaping () -> Void) { self.action = action }
    func run() { lock.withLock { () -> (() -> Void)? in defer { action = nil }; return action }?() }
}

private struct EndingSubscription: Subscription {
    let inner: any Subscription
    let once: EndOnce
    func request(_ demand: Subscribers.Demand) { inner.request(demand) }
    func cancel() {
        inner.cancel()
        once.run()
    }
}

extension Timer {
    /// A publisher of the date at each firing, as Combine's `Timer.TimerPublisher`. Connecting
    /// schedules a repeating `Timer` on the run loop in the mode given; it fires while that run
    /// loop runs (a render runs none).
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        private let subject = PassthroughSubject<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval; self.tolerance = tolerance; self.runLoop = runLoop; self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            let subject = self.subject
            let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }

    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}

extension NotificationCenter {
    /// Publishes the notifications of a name posted to a center, as Combine's
    /// `NotificationCenter.Publisher`: an observer is added at subscription and removed when the
    /// subscription ends.
    public struct Publisher: WidgetKitLayer.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center; self.name = name; self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let center = self.center
            let token = ObserverToken()
            let subscription = DemandSubscription(subscriber, stop: { token.remove(from: center) })
            token.observer = center.addObserver(forName: name, object: object, queue: nil) { subscription.send($0) }
            subscriber.receive(subscription: subscription)
        }
    }

    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

/// The observer a notification publisher added, removed once its subscription ends.
private final class ObserverToken: @unchecked Sendable {
    private let lock = NSLock()
    var observer: (any NSObjectProtocol)? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    private var stored: (any NSObjectProtocol)?
    func remove(from center: NotificationCenter) {
        if let observer = lock.withLock({ () -> (any NSObjectProtocol)? in defer { stored = nil }; return stored }) {
            center.removeObserver(observer)
        }
    }
}

nonisolated extension View {
    /// Accepted; the closure never runs. WidgetKit draws the view once per timeline entry and the
    /// view never subscribes to anything, so no value reaches it (see the file comment).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never {
        inertModifier("onReceive")
    }
}
