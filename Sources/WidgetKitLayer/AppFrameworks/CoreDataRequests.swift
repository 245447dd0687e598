import Foundation

// What a context is asked to do with its store: fetch requests (which objects, filtered by a
// predicate, sorted, a page of them, as objects, identities, dictionaries or a count) and batch
// deletes, with Apple's names (contexts run them: CoreDataContext.swift).
//
// Glossary
// - Result type: what a fetch returns for each object found (`NSFetchRequestResultType`).
// - Batch request: a request run on the store directly, not through the context's pending changes.

/// A request a context runs, as Core Data's `NSPersistentStoreRequest`.
open class NSPersistentStoreRequest: NSObject, NSCopying {
    open var requestType: NSPersistentStoreRequestType { .fetchRequestType }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

public enum NSPersistentStoreRequestType: UInt, Sendable {
    case fetchRequestType = 1, saveRequestType, batchInsertRequestType = 5, batchUpdateRequestType, batchDeleteRequestType
}

/// What a fetch returns for each object it finds.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// Which objects of an entity to fetch, as Core Data's `NSFetchRequest`.
///
/// Apple constrains `ResultType` to `NSFetchRequestResult`, an Objective-C protocol, whose
/// existential conforms to it; a Swift protocol's existential does not conform to the protocol, so
/// with the constraint `NSFetchRequest<NSFetchRequestResult>` — the spelling batch deletes and
/// generic helpers use — would not compile. The parameter is unconstrained here; a fetch returns the
/// results that are `ResultType`.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entityName: String?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// 0 for no limit.
    open var fetchLimit = 0
    open var fetchOffset = 0
    /// Recorded: a fetch here returns every result at once.
    open var fetchBatchSize = 0
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    /// Whether the fetch sees the context's unsaved inserts and deletes (Core Data's default: yes).
    open var includesPendingChanges = true
    open var includesSubentities = true
    /// The attributes a dictionary result has (all of them when nil); names or `NSPropertyDescription`s.
    open var propertiesToFetch: [Any]?
    open var returnsDistinctResults = false
    /// Recorded: objects are never faults here (CoreDataObject.swift).
    open var returnsObjectsAsFaults = true
    open var includesPropertyValues = true
    open var shouldRefreshRefetchedObjects = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToGroupBy: [Any]?
    open var havingPredicate: NSPredicate?

    public override init() { super.init() }

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// The entity, once named (the model is open: every name has one).
    open var entity: NSEntityDescription? {
        get { entityName.map { NSEntityDescription(name: $0, objectClass: NSEntityDescription.registeredClass(named: $0)) } }
        set { entityName = newValue?.name }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSFetchRequest<ResultType>()
        copy.entityName = entityName
        copy.predicate = predicate
        copy.sortDescriptors = sortDescriptors
        copy.fetchLimit = fetchLimit
        copy.fetchOffset = fetchOffset
        copy.fetchBatchSize = fetchBatchSize
        copy.resultType = resultType
        copy.includesPendingChanges = includesPendingChanges
        copy.includesSubentities = includesSubentities
        copy.propertiesToFetch = propertiesToFetch
        copy.returnsDistinctResults = returnsDistinctResults
        copy.returnsObjectsAsFaults = returnsObjectsAsFaults
        copy.relationshipKeyPathsForPrefetching = relationshipKeyPathsForPrefetching
        return copy
    }

    /// The objects this request finds in `objects` (filtered, sorted, paged).
    func select(from objects: [NSManagedObject]) throws -> [NSManagedObject] {
        guard let entityName else {
            throw CoreDataErrors.error(NSCoreDataError, "NSFetchRequest has no entity: set entityName, or make it with NSFetchRequest(entityName:)")
        }
        var found = objects.filter { includesSubentities ? $0.entity.lineage.contains(entityName) : $0.entity.name == entityName }
        if let predicate { found = try found.filter { try predicate.evaluateReportingErrors($0) } }
        if let sortDescriptors, !sortDescriptors.isEmpty {
            // Stable: objects the descriptors call equal keep the order they were made in.
            found = found.enumerated().sorted { lhs, rhs in
                for descriptor in sortDescriptors {
                    switch descriptor.compare(lhs.element, to: rhs.element) {
                    case .orderedAscending: return true
                    case .orderedDescending: return false
                    case .orderedSame: continue
                    }
                }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
        let start = min(max(fetchOffset, 0), found.count)
        let end = fetchLimit > 0 ? min(start + fetchLimit, found.count) : found.count
        return Array(found[start..<end])
    }

    /// The results for the objects found, as `resultType` asks.
    func results(for objects: [NSManagedObject]) -> [ResultType] {
        switch resultType {
        case .countResultType:
            return [NSNumber(value: objects.count)].compactMap { $0 as? ResultType }
        case .managedObjectIDResultType:
            return objects.compactMap { $0.objectID as? ResultType }
        case .dictionaryResultType:
            let keys = propertiesToFetch?.compactMap { $0 as? String }
            var rows = objects.map { object -> [String: Any] in
                var row: [String: Any] = [:]
                for (key, value) in object.attributeValues() where keys?.contains(key) ?? true { if let value { row[key] = value } }
                return row
            }
            if returnsDistinctResults {
                var distinct: [[String: Any]] = []
                for row in rows where !distinct.contains(where: { ValueComparison.same($0, row) }) { distinct.append(row) }
                rows = distinct
            }
            return rows.compactMap { NSDictionary(dictionary: $0) as? ResultType }
        default:
            return objects.compactMap { $0 as? ResultType }
        }
    }
}

/// What running a request returned, as Core Data's `NSPersistentStoreResult`.
open class NSPersistentStoreResult: NSObject {}

/// Deletes the objects a fetch request finds, or the objects of some identities, straight from the
/// store, as Core Data's `NSBatchDeleteRequest`: contexts' pending changes are not involved.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    let objectIDs: [NSManagedObjectID]?
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
        fetchRequest = fetch
        objectIDs = nil
    }

    public init(objectIDs objects: [NSManagedObjectID]) {
        fetchRequest = NSFetchRequest()
        objectIDs = objects
    }

    open override var requestType: NSPersistentStoreRequestType { .batchDeleteRequestType }
}

public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount
}

/// What a batch delete did: true, the deleted identities, or their count, as the request's result type asks.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    public let result: Any?
    init(result: Any?) { self.result = result }
}
