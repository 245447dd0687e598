import Foundation

/// A value of the app's domain an intent parameter can take, as AppIntents' `AppEntity`.
public protocol AppEntity: Identifiable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

extension AppEntity {
    /// `@Property` inside an entity, as AppIntents' `AppEntity.Property`.
    public typealias Property<Value> = EntityProperty<Value>

    /// The query's `defaultResult()`: what a newly added widget's parameter holds.
    static func renderDefault() async -> Any? { await defaultQuery.defaultResult() }
}

/// Finds entities by id and suggests some, as AppIntents' `EntityQuery`. A render calls only
/// `defaultResult()` (for a parameter with no default). Suggestions are a plain array or, as
/// AppIntents allows, an `IntentItemCollection` with titled sections.
public protocol EntityQuery {
    associatedtype Entity: AppEntity
    associatedtype Result: ResultsCollection = [Entity] where Result.Element == Entity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    /// The first suggested entity, as AppIntents does when a query does not say.
    public func defaultResult() async -> Entity? { try? await suggestedEntities().suggestedElements.first }
}

/// A query that also finds entities by text, as AppIntents' `EntityStringQuery`.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity, as AppIntents' `EnumerableEntityQuery`.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}

extension EnumerableEntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { try await allEntities() }
}

/// A displayed property of an entity, as AppIntents' `@Property` (`EntityProperty`).
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    public let title: LocalizedStringResource
    private var value: Value?

    public init(title: LocalizedStringResource) { self.title = title }
    public init(wrappedValue: Value, title: LocalizedStringResource) { self.title = title; value = wrappedValue }

    public var wrappedValue: Value {
        get {
            guard let value else { fatalError("@Property(title: \"\(title.key)\") was read before it was set") }
            return value
        }
        set { value = newValue }
    }
}

/// Entities that declare `Hashable` compare their properties' values, as their other stored
/// properties (a property not yet set compares as absent).
extension EntityProperty: Equatable where Value: Equatable {
    public static func == (lhs: EntityProperty, rhs: EntityProperty) -> Bool { lhs.value == rhs.value && lhs.title == rhs.title }
}

extension EntityProperty: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
