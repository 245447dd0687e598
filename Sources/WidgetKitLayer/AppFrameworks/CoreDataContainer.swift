import Foundation

// Core Data's stack as a widget sets it up: a persistent container of a model name, its store
// descriptions, `loadPersistentStores`, the main-queue `viewContext` and background contexts. The
// rule is the SwiftData layer's (**our rule**): every container has an in-memory store that starts
// empty. Nothing is read from or written to disk — the descriptions' URLs and options are recorded
// only — so a widget that reads its app's store (a file in the app group) finds nothing, and code
// that inserts objects and saves reads them back. CloudKit mirroring is recorded and never syncs.
//
// Glossary
// - Store: the saved objects of a coordinator, shared by every context over it.
// - Description: where and how Core Data would open a store (URL, type, options); one per store.

/// The saved objects of a container, as Core Data's `NSPersistentStoreCoordinator`: an in-memory
/// store that starts empty.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    private let lock = NSLock()
    private var saved: [NSManagedObjectID: NSManagedObject] = [:]

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// In the order the objects were made.
    func savedObjects() -> [NSManagedObject] {
        lock.withLock { saved.values.sorted { $0.objectID.number < $1.objectID.number } }
    }

    func commit(inserted: [NSManagedObject], deleted: [NSManagedObjectID]) {
        lock.withLock {
            for object in inserted { saved[object.objectID] = object }
            for id in deleted { saved[id] = nil }
        }
    }
}

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"

/// Which iCloud container a store would mirror to, as Core Data's `NSPersistentCloudKitContainerOptions`.
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
    public let containerIdentifier: String
    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

/// Where and how a store would be opened, as Core Data's `NSPersistentStoreDescription`: recorded
/// (every store is in memory here, see the file comment).
open class NSPersistentStoreDescription: NSObject, NSCopying, @unchecked Sendable {
    open var url: URL?
    open var type = NSSQLiteStoreType
    open var configuration: String?
    open private(set) var options: [String: NSObject] = [:]
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    open var isReadOnly = false
    open var timeout: TimeInterval = 240
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true
    open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

    public override init() { super.init() }

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
    open func setValue(_ value: NSObject?, forPragmaNamed name: String) { sqlitePragmas[name] = value }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSPersistentStoreDescription()
        copy.url = url
        copy.type = type
        copy.configuration = configuration
        copy.options = options
        copy.sqlitePragmas = sqlitePragmas
        copy.isReadOnly = isReadOnly
        copy.timeout = timeout
        copy.shouldAddStoreAsynchronously = shouldAddStoreAsynchronously
        copy.shouldMigrateStoreAutomatically = shouldMigrateStoreAutomatically
        copy.shouldInferMappingModelAutomatically = shouldInferMappingModelAutomatically
        copy.cloudKitContainerOptions = cloudKitContainerOptions
        return copy
    }
}

/// A Core Data stack, as Core Data's `NSPersistentContainer`: a model, an in-memory store that
/// starts empty, and the contexts over it.
///
/// `viewContext` is not main-actor isolated, as in Apple's SDK (widget timeline providers read it
/// from nonisolated code).
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    public let viewContext: NSManagedObjectContext
    /// One description, of the default store's URL, until code sets its own.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// The container of the model of that name: open, as every model here (CoreDataModel.swift).
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        super.init()
    }

    /// Where Core Data puts stores by default (Application Support); nothing is written there.
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Calls the handler once per description, with no error, before returning: the in-memory store
    /// is there from the start (see the file comment).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs the block with a new background context before returning (CoreDataContext.swift says why).
    open func performBackgroundTask(_ block: @escaping @Sendable (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.performAndWait { block(context) }
    }

    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}

/// A container whose store would mirror to iCloud, as Core Data's `NSPersistentCloudKitContainer`:
/// nothing syncs here, and the store is the same in-memory one.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Nothing to initialize: there is no iCloud schema on a render machine.
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
}

public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = Self(rawValue: 1 << 1)
    public static let printSchema = Self(rawValue: 1 << 2)
}
