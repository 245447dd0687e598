import Foundation

// Gestures, as SwiftUI declares them: `Gesture`, `TapGesture`, `LongPressGesture`, `DragGesture`,
// their callbacks (`onChanged`, `onEnded`, `updating`), `@GestureState`, and the `gesture(_:)`
// modifiers. A widget is an archived snapshot: WidgetKit never delivers touches to its views (a tap
// opens the app or runs a button's intent), so in a still image no gesture starts, its callbacks
// never run, and a `@GestureState` keeps its initial value — exactly the picture iOS shows of the
// view at rest. Documented no-ops; APIProbes checks that they leave the picture unchanged.

/// An interaction with a value it reports, as SwiftUI's `Gesture`.
@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Self.Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

nonisolated extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A tap (or `count` taps), as SwiftUI's `TapGesture`; its value is `Void`.
nonisolated public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A press held for `minimumDuration`, as SwiftUI's `LongPressGesture`; its value is `Bool`.
nonisolated public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }
}

/// A drag, as SwiftUI's `DragGesture`: it reports where the touch started and is.
nonisolated public struct DragGesture: Gesture {
    public typealias Body = Never

    /// A drag's state, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        /// How far the touch moved from where it started: `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if it stopped accelerating, relative to the start.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        public init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize = .zero,
                    predictedEndLocation: CGPoint? = nil) {
            self.time = time; self.location = location; self.startLocation = startLocation
            self.velocity = velocity; self.predictedEndLocation = predictedEndLocation ?? location
        }
    }

    /// The distance the touch must move before the drag starts (10 points by default, as on iOS).
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }
}

/// A gesture with an `onChanged(_:)` action.
nonisolated public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture with an `onEnded(_:)` action.
nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture that updates a `@GestureState` while it runs, as SwiftUI's `GestureStateGesture`.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    /// The update the gesture would run (Apple names it `body`, which here is the primitive's `Never`).
    let update: (Base.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>,
                body: @escaping (Base.Value, inout State, inout Transaction) -> Void) {
        self.base = base; self.state = state; self.update = body
    }
}

nonisolated extension Gesture where Value: Equatable {
    /// Runs `action` as the gesture's value changes; in a still image no gesture runs.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

nonisolated extension Gesture {
    /// Runs `action` when the gesture ends; in a still image no gesture runs.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` while the gesture runs; in a still image it keeps its initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// Which gestures of a view and its subviews are enabled, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

/// A property a gesture updates while it runs, as SwiftUI's `@GestureState`: it is reset to its
/// initial value when the gesture ends. No gesture runs in a still image, so it reads its initial
/// value; it cannot be set from the view (`wrappedValue` is get-only, as Apple declares it).
@propertyWrapper
public struct GestureState<Value> {
    private let initial: Value

    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    public var wrappedValue: Value { initial }
    /// `$state`, passed to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil) }
}

nonisolated extension View {
    /// Attaches a gesture. A widget's views receive no touches: nothing changes in the picture.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        inertModifier("gesture")
    }

    /// Attaches a gesture that runs alongside the view's others; no touches reach a widget.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        inertModifier("simultaneousGesture")
    }

    /// Attaches a gesture that takes precedence over the view's others; no touches reach a widget.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        inertModifier("highPriorityGesture")
    }
}
