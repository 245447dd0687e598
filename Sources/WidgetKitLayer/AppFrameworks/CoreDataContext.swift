import Foundation

// Core Data's managed object context: a working set of objects over a store (or over a parent
// context), whose inserts, deletes and changed values are pending until `save()`. Fetches see the
// saved objects with the pending changes applied. As in the SwiftData layer, contexts share object
// instances (Core Data gives each context its own; a still image cannot tell), so a change made in
// one context is seen by the others at once; what is pending is which objects exist.
//
// `perform` and its kin run their closure before they return, on the calling thread: a render is
// synchronous, and the timeline provider that reads the store hands its entry back before the
// widget is drawn, so work queued for later would draw without its results. The closures are
// still `@Sendable`, as Apple declares them, so code keeps compiling the same on both sides.
//
// Glossary
// - Registered objects: the objects a context has inserted or fetched; it compares their values
//   with the committed ones (CoreDataObject.swift) to know which are updated.
// - Store: the saved objects of a coordinator (CoreDataStore.swift); a context made on its own,
//   with no coordinator and no parent, has a store of its own that starts empty.

public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0, privateQueueConcurrencyType, mainQueueConcurrencyType
}

/// A working set of objects, as Core Data's `NSManagedObjectContext` (see the file comment).
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// When `perform(schedule:_:)` runs its closure; both run it at once here (see the file comment).
    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    public let concurrencyType: NSManagedObjectContextConcurrencyType
    private let lock = NSRecursiveLock()
    private var coordinator: NSPersistentStoreCoordinator?
    private var parentContext: NSManagedObjectContext?
    private lazy var ownStore = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObjectID: NSManagedObject] = [:]
    private var registered: [NSManagedObjectID: NSManagedObject] = [:]
    /// Objects a child context saved changed values of: changes of this context until it saves.
    private var updatedByChild: [NSManagedObjectID: NSManagedObject] = [:]

    open var name: String?
    /// Recorded: contexts share objects, so a parent's saved changes are already in every child.
    open var automaticallyMergesChangesFromParent = false
    /// Recorded: contexts share objects, so saves never conflict and no policy is needed.
    open var mergePolicy: Any = NSErrorMergePolicy
    open var transactionAuthor: String?
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults = true
    open var retainsRegisteredObjects = false

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        super.init()
    }

    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { lock.withLock { coordinator ?? parentContext?.persistentStoreCoordinator } }
        set { lock.withLock { coordinator = newValue } }
    }

    open var parent: NSManagedObjectContext? {
        get { lock.withLock { parentContext } }
        set { lock.withLock { parentContext = newValue } }
    }

    var managedObjectModel: NSManagedObjectModel { store.managedObjectModel }

    private var store: NSPersistentStoreCoordinator { persistentStoreCoordinator ?? ownStore }

    // MARK: Changes

    open var hasChanges: Bool {
        lock.withLock { !inserted.isEmpty || !deleted.isEmpty || !updatedByChild.isEmpty || registered.values.contains(where: isChanged) }
    }

    open var insertedObjects: Set<NSManagedObject> { lock.withLock { Set(inserted) } }
    open var deletedObjects: Set<NSManagedObject> { lock.withLock { Set(deleted.values) } }
    open var updatedObjects: Set<NSManagedObject> {
        lock.withLock { Set(registered.values.filter(isChanged)).union(updatedByChild.values) }
    }
    open var registeredObjects: Set<NSManagedObject> { lock.withLock { Set(registered.values) } }

    private func isChanged(_ object: NSManagedObject) -> Bool { deleted[object.objectID] == nil && object.isUpdated }

    func isPendingInsert(_ object: NSManagedObject) -> Bool { lock.withLock { inserted.contains { $0 === object } } }
    func isPendingDelete(_ object: NSManagedObject) -> Bool { lock.withLock { deleted[object.objectID] != nil } }

    open func insert(_ object: NSManagedObject) {
        lock.withLock {
            let id = object.objectID
            object.attach(to: self)
            registered[id] = object
            // Inserting an object deleted since the last save undoes the delete.
            if deleted.removeValue(forKey: id) != nil { return }
            guard !inserted.contains(where: { $0 === object }), !isVisibleWithoutPending(object) else { return }
            inserted.append(object)
            object.awakeFromInsert()
        }
    }

    open func delete(_ object: NSManagedObject) {
        lock.withLock {
            object.prepareForDeletion()
            if let index = inserted.firstIndex(where: { $0 === object }) {
                inserted.remove(at: index)
                registered[object.objectID] = nil
                object.attach(to: nil)
            } else {
                deleted[object.objectID] = object
                registered[object.objectID] = object
            }
        }
    }

    open func save() throws {
        try lock.withLock {
            let changed = registered.values.filter(isChanged)
            guard !inserted.isEmpty || !deleted.isEmpty || !changed.isEmpty || !updatedByChild.isEmpty else { return }
            for object in inserted + changed {
                if let problem = object.invalidValue {
                    throw CoreDataErrors.error(NSManagedObjectValidationError, "The object cannot be saved: \(problem)")
                }
            }
            let saving = inserted + changed
            saving.forEach { $0.willSave() }
            if let parentContext {
                parentContext.absorb(inserted: inserted, deleted: Array(deleted.values), updated: changed + updatedByChild.values)
            } else {
                store.commit(inserted: inserted, deleted: Array(deleted.keys))
            }
            for object in deleted.values {
                registered[object.objectID] = nil
                object.attach(to: nil)
            }
            saving.forEach { $0.commitValues() }
            inserted = []
            deleted = [:]
            updatedByChild = [:]
            saving.forEach { $0.didSave() }
        }
    }

    /// A child context's save: its changes become this context's pending changes.
    private func absorb(inserted newObjects: [NSManagedObject], deleted gone: [NSManagedObject], updated: [NSManagedObject]) {
        lock.withLock {
            for object in newObjects where !inserted.contains(where: { $0 === object }) {
                inserted.append(object)
                registered[object.objectID] = object
            }
            for object in gone { delete(object) }
            for object in updated where !inserted.contains(where: { $0 === object }) { updatedByChild[object.objectID] = object }
        }
    }

    /// Discards the pending changes: inserts, deletes, and changed values (put back as they were saved).
    open func rollback() {
        lock.withLock {
            for object in registered.values where isChanged(object) { object.restoreCommittedValues() }
            for object in inserted {
                registered[object.objectID] = nil
                object.attach(to: nil)
            }
            inserted = []
            deleted = [:]
            updatedByChild = [:]
        }
    }

    /// Forgets every object: pending changes are dropped, and registered objects leave the context.
    open func reset() {
        lock.withLock {
            for object in registered.values { object.attach(to: nil) }
            registered = [:]
            inserted = []
            deleted = [:]
            updatedByChild = [:]
        }
    }

    /// Turning the object back into a fault without merging discards its changed values.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        if !flag { object.restoreCommittedValues() }
    }

    /// Nothing to refresh: objects are never faults, and contexts share them (see the file comment).
    open func refreshAllObjects() {}
    /// Pending changes are kept as they are made; there is nothing left to process.
    open func processPendingChanges() {}
    /// Contexts share objects: the saved changes of another context are already here.
    open func mergeChanges(fromContextDidSave notification: Notification) {}

    // MARK: Fetching

    /// The objects of the request's entity that match it, in the order they were made unless sorted.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        try lock.withLock {
            let found = try request.select(from: visibleObjects(includingPending: request.includesPendingChanges))
            for object in found { register(object) }
            return request.results(for: found)
        }
    }

    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try lock.withLock { try request.select(from: visibleObjects(includingPending: request.includesPendingChanges)).count }
    }

    /// Runs a batch delete on the store (the context's pending changes are not involved).
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let delete = request as? NSBatchDeleteRequest else {
            throw CoreDataErrors.error(NSCoreDataError, "execute(_:) runs NSBatchDeleteRequest here; \(type(of: request)) is not supported")
        }
        return try lock.withLock {
            let saved = store.savedObjects()
            let doomed = try delete.objectIDs.map { ids in saved.filter { ids.contains($0.objectID) } }
                ?? delete.fetchRequest.select(from: saved)
            store.commit(inserted: [], deleted: doomed.map(\.objectID))
            switch delete.resultType {
            case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
            case .resultTypeObjectIDs: return NSBatchDeleteResult(result: doomed.map(\.objectID))
            case .resultTypeCount: return NSBatchDeleteResult(result: doomed.count)
            }
        }
    }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        registeredObject(for: objectID)
            ?? visibleObjects(includingPending: true).first { $0.objectID == objectID }
            ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let found = registeredObject(for: objectID) ?? visibleObjects(includingPending: true).first(where: { $0.objectID == objectID }) else {
            throw CoreDataErrors.error(NSCoreDataError, "No object with the identity \(objectID) in this context or its store")
        }
        return found
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { lock.withLock { registered[objectID] } }

    private func register(_ object: NSManagedObject) {
        if object.managedObjectContext == nil { object.attach(to: self) }
        if registered.updateValue(object, forKey: object.objectID) == nil { object.awakeFromFetch() }
        object.commitValuesIfNew()
    }

    /// The objects this context sees: its parent's (or its store's saved ones), with its own pending
    /// inserts and deletes when asked, in the order they were made.
    func visibleObjects(includingPending: Bool) -> [NSManagedObject] {
        lock.withLock {
            var objects = parentContext?.visibleObjects(includingPending: true) ?? store.savedObjects()
            guard includingPending else { return objects }
            objects.removeAll { deleted[$0.objectID] != nil }
            for object in inserted where !objects.contains(where: { $0 === object }) { objects.append(object) }
            return objects.sorted { $0.objectID.number < $1.objectID.number }
        }
    }

    private func isVisibleWithoutPending(_ object: NSManagedObject) -> Bool {
        (parentContext?.visibleObjects(includingPending: true) ?? store.savedObjects()).contains { $0 === object }
    }

    // MARK: Performing

    open func perform(_ block: @escaping @Sendable () -> Void) { lock.withLock(block) }

    open func performAndWait(_ block: @Sendable () -> Void) { lock.withLock(block) }

    @preconcurrency
    public func performAndWait<T>(_ block: @Sendable () throws -> T) rethrows -> T { try lock.withLock(block) }

    @preconcurrency
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T) async rethrows -> T {
        try lock.withLock(block)
    }
}

/// How a save resolves conflicts between contexts, as Core Data's `NSMergePolicy`: recorded, as
/// contexts share objects here and saves never conflict.
open class NSMergePolicy: NSObject, @unchecked Sendable {
    public let mergeType: NSMergePolicyType
    public init(merge ty: NSMergePolicyType) { mergeType = ty }

    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType = 0, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType
    case overwriteMergePolicyType, rollbackMergePolicyType
}

public var NSErrorMergePolicy: Any { NSMergePolicy.error }
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyStoreTrump }
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { NSMergePolicy.mergeByPropertyObjectTrump }
public var NSOverwriteMergePolicy: Any { NSMergePolicy.overwrite }
public var NSRollbackMergePolicy: Any { NSMergePolicy.rollback }
