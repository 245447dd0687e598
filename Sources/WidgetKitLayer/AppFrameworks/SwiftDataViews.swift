import Foundation
import WidgetViews

// SwiftData in views: `.modelContainer(…)` puts a container's main context in the environment,
// `@Environment(\.modelContext)` reads it, and `@Query` fetches from it each time the view's body
// reads the property. A widget's view is drawn from what the fetch returns when it is drawn; the
// store is in memory and starts empty (SwiftData.swift), so a `@Query` shows what code inserted
// into that container, and nothing otherwise. The modifiers themselves draw nothing.
//
// Glossary
// - Environment context: the `ModelContext` views read, set by the nearest `modelContainer` or
//   `modelContext` modifier. Without one it is the main context of a shared empty container.

private struct ModelContextKey: EnvironmentKey {
    /// The context views see without a `modelContainer` modifier: an empty store of no schema, so a
    /// `@Query` finds nothing (SwiftUI's default context is not connected to a store either).
    nonisolated(unsafe) static let defaultValue: ModelContext = {
        // A schema with no types cannot fail to load.
        (try? ModelContainer(for: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))!.environmentContext
    }()
}

extension EnvironmentValues {
    /// The context `@Query` fetches from, as SwiftUI's `\.modelContext`.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] } set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Puts the container's main context in the environment of the view (draws nothing).
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.environmentContext)
    }

    /// A new in-memory container for these model types (`inMemory` is what every store is here).
    /// `onSetup` is not called: SwiftUI calls it when the view appears, and a widget's view never
    /// appears for itself.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
                       onSetup: onSetup)
    }

    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        // Making a container of an in-memory store cannot fail.
        let container = try! ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        return environment(\.modelContext, container.environmentContext)
    }

    /// Puts a context in the environment of the view (draws nothing).
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

/// The models a view shows, fetched from the environment's context when the body reads them, as
/// SwiftData's `@Query`. An error while fetching gives no models and is kept in `fetchError`
/// (SwiftData's behaviour). `Result` is always `[Element]`; saying that its elements are `Element`
/// is what lets Swift infer `Element` from `@Query var items: [Item]` with no arguments.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: Sequence> where Result.Element == Element {
    private let context = Environment(\.modelContext)
    private let fetch: (ModelContext) throws -> Result
    private let empty: Result

    /// All the models of the type, unsorted. Declared here, not with the other initializers, so that
    /// Swift sees `Query` can be made with no arguments and leaves it out of a view's memberwise
    /// initializer, as SwiftUI views with `@Query` are made: `ContentView()`.
    public init() where Result == [Element] {
        fetch = { try $0.fetch(FetchDescriptor<Element>()) }
        empty = []
    }

    public var wrappedValue: Result { (try? fetch(context.wrappedValue)) ?? empty }
    /// The context the query fetches from.
    public var modelContext: ModelContext { context.wrappedValue }
    /// Why the last read fetched nothing, if it failed.
    public var fetchError: (any Error)? {
        do { _ = try fetch(context.wrappedValue); return nil } catch { return error }
    }
}

extension Query where Result == [Element] {
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        fetch = { try $0.fetch(descriptor) }
        empty = []
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}
