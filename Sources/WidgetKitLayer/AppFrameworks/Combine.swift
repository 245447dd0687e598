import Foundation

// A small Combine, as widget-extension files use it: shared models keep `AnyCancellable`s from
// `sink`, publish through subjects, and views hand `onReceive` a timer or a notification
// publisher (CombineFoundation.swift). Linux has no Combine; this is the subset that code calls,
// with Combine's semantics (values flow on demand, a cancelled subscription delivers nothing
// more). In a render nothing ever publishes to a view: `onReceive` never runs its closure.
//
// Glossary
// - Publisher / subscriber: a source of values and what receives them; subscribing gives the
//   subscriber a subscription, through which it asks for values (demand) or cancels.
// - Demand: how many more values a subscriber wants; a value with no demand is dropped, as a
//   `PassthroughSubject` drops it in Combine.
// - Cancellable: what ends a subscription; an `AnyCancellable` ends it when released.

/// Ends an activity or subscription, as Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// Cancels when released or cancelled, as Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = NSLock()
    private var action: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }
    deinit { cancel() }

    public func cancel() {
        let run = lock.withLock { () -> (() -> Void)? in defer { action = nil }; return action }
        run?()
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Cancellable {
    public func store(in set: inout Set<AnyCancellable>) { AnyCancellable(self).store(in: &set) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        AnyCancellable(self).store(in: &collection)
    }
}

/// Combine's subscriber types.
public enum Subscribers {
    /// How many values a subscriber asks for, as Combine's `Subscribers.Demand`.
    public struct Demand: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// nil: unlimited.
        let count: Int?
        public static let unlimited = Demand(count: nil)
        public static let none = Demand(count: 0)
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Subscribers.Demand.max: a demand cannot be negative")
            return Demand(count: value)
        }
        public var max: Int? { count }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.count, let b = rhs.count else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(count: sum)
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// One value delivered; unlimited stays unlimited.
        static func spendOne(_ demand: Demand) -> Demand { demand.count.map { Demand(count: Swift.max(0, $0 - 1)) } ?? demand }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (a?, b?): return a < b
            }
        }
        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }
    }

    /// How a publisher ended, as Combine's `Subscribers.Completion`.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    /// The subscriber `sink` makes, as Combine's `Subscribers.Sink`: unlimited demand.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var done = false

        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            let keep = lock.withLock { () -> Bool in
                guard !done, self.subscription == nil else { return false }
                self.subscription = subscription
                return true
            }
            if keep { subscription.request(.unlimited) } else { subscription.cancel() }
        }
        public func receive(_ input: Input) -> Demand {
            if !lock.withLock({ done }) { receiveValue(input) }
            return .none
        }
        public func receive(completion: Completion<Failure>) {
            let first = lock.withLock { () -> Bool in defer { done = true; subscription = nil }; return !done }
            if first { receiveCompletion(completion) }
        }
        public func cancel() {
            let current = lock.withLock { () -> (any Subscription)? in defer { done = true; subscription = nil }; return subscription }
            current?.cancel()
        }
    }
}

/// What a subscriber holds to ask for values or stop them, as Combine's `Subscription`.
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

/// Receives values from a publisher, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Publishes values over time, as Combine's `Publisher`.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

/// A publisher that values can be sent through, as Combine's `Subject`.
public protocol Subject: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

extension Publisher {
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// Combine's publisher types.
public enum Publishers {
    /// Transforms each value, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: MapSubscriber(downstream: subscriber, transform: transform))
        }
    }
}

/// Passes the subscription through and transforms the values on their way down.
private struct MapSubscriber<Downstream: Subscriber, Input>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let transform: (Input) -> Downstream.Input
    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(transform(input)) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// Any publisher of the same output and failure, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (AnySubscriber<Output, Failure>) -> Void
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.receive(subscriber: $0) }
    }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribe(AnySubscriber(subscriber))
    }
}

/// Any subscriber of the same input and failure, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let subscription: (any Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        subscription = subscriber.receive(subscription:)
        value = subscriber.receive(_:)
        completion = subscriber.receive(completion:)
    }
    public func receive(subscription: any Subscription) { self.subscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// One subscriber's subscription to a source that pushes values: values are delivered while the
/// subscriber has demand (and dropped otherwise); `start` runs at the first demand (a `Just`
/// sends its value then), `stop` when it ends.
final class DemandSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var start: ((DemandSubscription) -> Void)?
    private var stop: (() -> Void)?

    init(_ downstream: Downstream, start: ((DemandSubscription) -> Void)? = nil, stop: (() -> Void)? = nil) {
        self.downstream = downstream; self.start = start; self.stop = stop
    }

    var isActive: Bool { lock.withLock { downstream != nil } }

    func request(_ more: Subscribers.Demand) {
        let first = lock.withLock { () -> ((DemandSubscription) -> Void)? in
            guard downstream != nil else { return nil }
            demand += more
            defer { start = nil }
            return demand > .none ? start : nil
        }
        first?(self)
    }

    /// Delivers `value` if the subscriber wants one; false when it was dropped.
    @discardableResult
    func send(_ value: Downstream.Input) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard let downstream, demand > .none else { return false }
        demand = .spendOne(demand)
        demand += downstream.receive(value)
        return true
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (target, stopping) = lock.withLock { () -> (Downstream?, (() -> Void)?) in
            defer { downstream = nil; stop = nil; start = nil }
            return (downstream, stop)
        }
        target?.receive(completion: completion)
        stopping?()
    }

    func cancel() {
        let stopping = lock.withLock { () -> (() -> Void)? in
            defer { downstream = nil; stop = nil; start = nil }
            return stop
        }
        stopping?()
    }
}

/// Publishes one value and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let value = output
        subscriber.receive(subscription: DemandSubscription(subscriber, start: {
            $0.send(value)
            $0.finish(.finished)
        }))
    }
}

extension Just: Sendable where Output: Sendable {}

/// Sends each value to the subscribers present, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber, current: nil)
    }
}

/// Holds a value and sends it and each new one, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Output
    private let subscribers = SubjectSubscribers<Output, Failure>()
    public init(_ value: Output) { current = value }
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }
    public func send(_ value: Output) {
        lock.withLock { current = value }
        subscribers.send(value)
    }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber, current: value)
    }
}

/// A subject's subscribers, in the order they subscribed, and how it ended (a late subscriber
/// receives that completion).
private final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    private struct Entry {
        let id: ObjectIdentifier
        let send: (Output) -> Void
        let finish: (Subscribers.Completion<Failure>) -> Void
    }
    private let lock = NSLock()
    private var entries: [Entry] = []
    private var completion: Subscribers.Completion<Failure>?

    func add<S: Subscriber>(_ subscriber: S, current: Output?) where S.Input == Output, S.Failure == Failure {
        if let ended = lock.withLock({ completion }) {
            subscriber.receive(subscription: DemandSubscription(subscriber))
            subscriber.receive(completion: ended)
            return
        }
        let box = IdentifierBox()
        let subscription = DemandSubscription(subscriber, start: { subscription in
            if let current { subscription.send(current) }
        }, stop: { [weak self] in
            guard let self, let id = box.id else { return }
            self.lock.withLock { self.entries.removeAll { $0.id == id } }
        })
        box.id = ObjectIdentifier(subscription)
        lock.withLock {
            entries.append(Entry(id: ObjectIdentifier(subscription), send: { subscription.send($0) },
                                 finish: { subscription.finish($0) }))
        }
        subscriber.receive(subscription: subscription)
    }

    func send(_ value: Output) {
        let targets = lock.withLock { completion == nil ? entries : [] }
        for entry in targets { entry.send(value) }
    }

    func finish(_ ending: Subscribers.Completion<Failure>) {
        let targets = lock.withLock { () -> [Entry] in
            guard completion == nil else { return [] }
            completion = ending
            defer { entries = [] }
            return entries
        }
        for entry in targets { entry.finish(ending) }
    }
}

/// The identity of a subscription, known once the subscription exists (its stop closure needs it).
private final class IdentifierBox: @unchecked Sendable {
    var id: ObjectIdentifier?
}
