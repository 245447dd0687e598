import Foundation
import Observation

// SwiftData, as widget-extension files and the models they share with their app use it: `@Model`
// classes (the macro is declared in WidgetPreviews, the target that carries the package's compiler
// plug-in), a `ModelContainer` for them, `mainContext` or a `ModelContext`, and `FetchDescriptor`s
// with a `#Predicate` and sort descriptors. The store is in memory, one per container, and starts
// empty: nothing is read from or written to disk, so a widget that reads the app's store (a file in
// its app group, in Core Data's format) sees no models, and code that inserts models reads them
// back. Predicates and sorting are Foundation's, evaluated on the models (docs/widgetkit.md,
// *App frameworks*).
//
// Glossary
// - Model: an instance of a `@Model` class (`PersistentModel`), identified by its
//   `persistentModelID`.
// - Container: the store of one schema; its saved models are shared by every context made on it.
// - Context: a working set over a container: inserts and deletes are pending until `save()`;
//   fetches see the saved models with the pending changes applied (`includePendingChanges`).
//   Contexts share model instances (SwiftData gives each context its own; a still image cannot
//   tell).

/// A model's identity, as SwiftData's `PersistentIdentifier`: the entity (class) name and a number
/// unique in this process, in the order models were made.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    public let entityName: String
    let number: Int

    private static let counter = ModelCounter()

    /// A new identity for a model of `entityName` (what `@Model` gives each instance).
    public init(entityName: String) {
        self.entityName = entityName
        self.number = Self.counter.next()
    }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { lhs.number < rhs.number }
    public var description: String { "\(entityName)/p\(number)" }
}

private final class ModelCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0
    func next() -> Int { lock.withLock { last += 1; return last } }
}

/// A class whose instances SwiftData stores, as SwiftData's `PersistentModel`. `@Model` makes a
/// class conform; identity is the instance's (`==` and hashing by `persistentModelID`).
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    var persistentModelID: PersistentIdentifier { get }
}

extension PersistentModel {
    public var id: PersistentIdentifier { persistentModelID }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.persistentModelID == rhs.persistentModelID }
    public func hash(into hasher: inout Hasher) { hasher.combine(persistentModelID) }

    /// The context the model was inserted into, while it is there.
    public var modelContext: ModelContext? { ModelRegistry.shared.context(of: persistentModelID) }
    /// True while the model is inserted in a context and not deleted.
    public var isDeleted: Bool { ModelRegistry.shared.isDeleted(persistentModelID) }
}

/// Which context each model belongs to (a model knows its context in SwiftData).
final class ModelRegistry: @unchecked Sendable {
    static let shared = ModelRegistry()
    private struct Entry { weak var context: ModelContext?; var deleted = false }
    private let lock = NSLock()
    private var entries: [PersistentIdentifier: Entry] = [:]

    func register(_ id: PersistentIdentifier, in context: ModelContext) { lock.withLock { entries[id] = Entry(context: context) } }
    func markDeleted(_ id: PersistentIdentifier) { lock.withLock { entries[id]?.deleted = true } }
    func forget(_ id: PersistentIdentifier) { lock.withLock { entries[id] = nil } }
    func context(of id: PersistentIdentifier) -> ModelContext? { lock.withLock { entries[id]?.context } }
    func isDeleted(_ id: PersistentIdentifier) -> Bool { lock.withLock { entries[id]?.deleted ?? false } }
}

/// The model classes a container stores, as SwiftData's `Schema`.
public final class Schema: @unchecked Sendable {
    let types: [any PersistentModel.Type]
    public init() { types = [] }
    public init(_ types: [any PersistentModel.Type]) { self.types = types }
    public convenience init(_ types: any PersistentModel.Type...) { self.init(types) }

    /// Options of `@Attribute`, as SwiftData's `Schema.Attribute.Option`: accepted, and meaningless
    /// for an in-memory store (uniqueness is not enforced).
    public enum Attribute {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
        }
    }

    /// Options of `@Relationship`, as SwiftData's `Schema.Relationship`: accepted; an in-memory
    /// store keeps the objects the properties point at, so no rule is applied.
    public enum Relationship {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }
        public enum DeleteRule: Hashable, Sendable {
            case nullify, cascade, deny, noAction
        }
    }
}

/// How a container stores its models, as SwiftData's `ModelConfiguration`. Recorded: the store is
/// always in memory here (see the file comment).
public struct ModelConfiguration: Hashable, Sendable {
    /// Where SwiftData would put the store, as `ModelConfiguration.GroupContainer`.
    public struct GroupContainer: Hashable, Sendable {
        let identifier: String?
        public static let automatic = GroupContainer(identifier: nil)
        public static let none = GroupContainer(identifier: "")
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(identifier: groupName) }
    }
    /// Which iCloud database would mirror the store, as `ModelConfiguration.CloudKitDatabase`: none here.
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String?
        public static let automatic = CloudKitDatabase(name: nil)
        public static let none = CloudKitDatabase(name: "")
        public static func `private`(_ identifier: String) -> CloudKitDatabase { CloudKitDatabase(name: identifier) }
    }

    public let name: String
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase
    public let url: URL?

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
                groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
        self.url = nil
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
                cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.groupContainer = .automatic
        self.cloudKitDatabase = cloudKitDatabase
        self.url = url
    }

    public init(isStoredInMemoryOnly: Bool) { self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly) }
}

/// The saved models of a container, shared by its contexts.
final class ModelStore: @unchecked Sendable {
    let schema: Schema
    let configurations: [ModelConfiguration]
    private let lock = NSLock()
    private var saved: [PersistentIdentifier: any PersistentModel] = [:]

    init(schema: Schema, configurations: [ModelConfiguration]) { self.schema = schema; self.configurations = configurations }

    /// In the order the models were made.
    func savedModels() -> [any PersistentModel] {
        lock.withLock { saved.values.sorted { $0.persistentModelID < $1.persistentModelID } }
    }

    func contains(_ id: PersistentIdentifier) -> Bool { lock.withLock { saved[id] != nil } }

    func commit(inserted: [any PersistentModel], deleted: [PersistentIdentifier]) {
        lock.withLock {
            for model in inserted { saved[model.persistentModelID] = model }
            for id in deleted { saved[id] = nil }
        }
    }

    func removeAll() -> [PersistentIdentifier] {
        lock.withLock { defer { saved = [:] }; return Array(saved.keys) }
    }
}

/// The store of a schema's models, as SwiftData's `ModelContainer`: in memory, empty when made.
public final class ModelContainer: @unchecked Sendable {
    let store: ModelStore
    private var main: ModelContext!

    public var schema: Schema { store.schema }
    public var configurations: [ModelConfiguration] { store.configurations }

    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        store = ModelStore(schema: givenSchema, configurations: configurations)
        main = ModelContext(mainOf: self)
    }

    /// A container again around a main context that outlived its container (see `ModelContext.container`).
    init(store: ModelStore, main: ModelContext) { self.store = store; self.main = main }

    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    /// The context views use (`modelContainer(_:)` puts it in the environment); main-actor, as in
    /// SwiftData. The same context for the container's life.
    @MainActor public var mainContext: ModelContext { main }
    /// `mainContext` for the environment modifiers, which are not main-actor code.
    var environmentContext: ModelContext { main }

    /// Removes every saved model.
    public func deleteAllData() { store.removeAll().forEach(ModelRegistry.shared.forget) }
}

/// What to fetch, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Whether a fetch sees the context's unsaved inserts and deletes (SwiftData's default: yes).
    public var includePendingChanges = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// A working set of models over a container, as SwiftData's `ModelContext`. Not `Sendable`, as in
/// SwiftData: use it on one thread (or actor) at a time.
public final class ModelContext {
    let store: ModelStore
    /// A context made with `ModelContext(_:)` keeps its container. A container's main context does
    /// not (the container keeps it), so that neither keeps the other forever.
    private let ownedContainer: ModelContainer?
    private weak var mainContainer: ModelContainer?
    /// Whether changes are saved on their own; nothing here saves later, so it is recorded only.
    public var autosaveEnabled = true
    private var inserted: [any PersistentModel] = []
    private var deleted: [PersistentIdentifier: any PersistentModel] = [:]

    public init(_ container: ModelContainer) {
        store = container.store
        ownedContainer = container
    }

    init(mainOf container: ModelContainer) {
        store = container.store
        ownedContainer = nil
        mainContainer = container
    }

    /// The container; for a main context kept longer than its container (`ModelContainer(for:).mainContext`),
    /// a container around the same store.
    public var container: ModelContainer {
        if let container = ownedContainer ?? mainContainer { return container }
        let again = ModelContainer(store: store, main: self)
        mainContainer = again
        return again
    }

    /// True when there are unsaved inserts or deletes. (Changed properties are not tracked: an
    /// in-memory store shares its objects, so a change is already "saved".)
    public var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty }
    public var insertedModelsArray: [any PersistentModel] { inserted }
    public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }
    public var changedModelsArray: [any PersistentModel] { [] }

    public func insert<T: PersistentModel>(_ model: T) {
        let id = model.persistentModelID
        // Inserting a model deleted in this context since the last save undoes the delete.
        if deleted.removeValue(forKey: id) != nil {
            ModelRegistry.shared.register(id, in: self)
            return
        }
        guard !inserted.contains(where: { $0.persistentModelID == id }),
              !store.contains(id) else { return }
        inserted.append(model)
        ModelRegistry.shared.register(id, in: self)
    }

    public func delete<T: PersistentModel>(_ model: T) {
        let id = model.persistentModelID
        if let index = inserted.firstIndex(where: { $0.persistentModelID == id }) {
            inserted.remove(at: index)
            ModelRegistry.shared.forget(id)
        } else {
            deleted[id] = model
            ModelRegistry.shared.markDeleted(id)
        }
    }

    /// Deletes every model of the type that matches the predicate (all of them without one).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(found) }
    }

    public func save() throws {
        store.commit(inserted: inserted, deleted: Array(deleted.keys))
        deleted.keys.forEach(ModelRegistry.shared.forget)
        inserted = []
        deleted = [:]
    }

    /// Discards the unsaved inserts and deletes.
    public func rollback() {
        inserted.forEach { ModelRegistry.shared.forget($0.persistentModelID) }
        for id in deleted.keys { ModelRegistry.shared.register(id, in: self) }
        inserted = []
        deleted = [:]
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = store.savedModels().compactMap { $0 as? T }
        if descriptor.includePendingChanges {
            models.removeAll { deleted[$0.persistentModelID] != nil }
            models += inserted.compactMap { $0 as? T }
        }
        if let predicate = descriptor.predicate { models = try models.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        let end = descriptor.fetchLimit.map { min(offset + max($0, 0), models.count) } ?? models.count
        return Array(models[offset..<end])
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { try fetch(descriptor).count }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// The model with this identity, if this context or its container has it.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        (inserted + store.savedModels()).first { $0.persistentModelID == persistentModelID } as? T
    }
}
