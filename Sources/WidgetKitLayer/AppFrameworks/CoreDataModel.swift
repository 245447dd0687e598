import Foundation

// Core Data's model: the entities a store keeps and the classes of their objects. An app's model
// is compiled from its `.xcdatamodeld` into a `.momd` in its bundle, which a render machine does
// not have; so a model here is open (**our rule**): it has every entity a widget names, made when
// first named, of class `NSManagedObject` or of the subclass that names it (a subclass's entity is
// named after the class, as Xcode's generated classes are).
//
// Glossary
// - Entity: a name, the class of its objects, and its place among other entities (a subclass's
//   entity is a subentity of its superclass's).

/// The entities of a store, as Core Data's `NSManagedObjectModel`: open, see the file comment.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var byName: [String: NSEntityDescription] = [:]

    public override init() { super.init() }

    /// A compiled model file is not read (see the file comment): the model is open, as every model here.
    public convenience init?(contentsOf url: URL) { self.init() }

    /// The model of the bundles' model files: open, as every model here.
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }

    /// The entities named so far.
    open var entities: [NSEntityDescription] {
        get { lock.withLock { byName.values.sorted { ($0.name ?? "") < ($1.name ?? "") } } }
        set { lock.withLock { for entity in newValue { if let name = entity.name { byName[name] = entity } } } }
    }

    open var entitiesByName: [String: NSEntityDescription] { lock.withLock { byName } }

    /// The entity of this name, made on first use with the registered class of that name, if any.
    func entity(named name: String) -> NSEntityDescription {
        lock.withLock {
            if let found = byName[name] { return found }
            let made = NSEntityDescription(name: name, objectClass: NSEntityDescription.registeredClass(named: name))
            byName[name] = made
            return made
        }
    }

    func entity(for objectClass: NSManagedObject.Type) -> NSEntityDescription {
        let name = NSEntityDescription.entityName(of: objectClass)
        let entity = entity(named: name)
        if entity.objectClass == NSManagedObject.self, objectClass != NSManagedObject.self {
            lock.withLock { entity.objectClass = objectClass }
        }
        return entity
    }
}

/// An entity, as Core Data's `NSEntityDescription`.
open class NSEntityDescription: NSObject, NSCopying, @unchecked Sendable {
    open var name: String?
    var objectClass: NSManagedObject.Type
    open var isAbstract = false
    open var userInfo: [AnyHashable: Any]?

    public override init() {
        objectClass = NSManagedObject.self
        super.init()
    }

    init(name: String, objectClass: NSManagedObject.Type?) {
        self.name = name
        self.objectClass = objectClass ?? NSManagedObject.self
        super.init()
    }

    open var managedObjectClassName: String! {
        get { "\(objectClass)" }
        set { if let name = newValue, let found = Self.registeredClass(named: name) { objectClass = found } }
    }

    /// The entity of the superclass's entity, for a subclass of another entity's class.
    open var superentity: NSEntityDescription? {
        guard let superclass = _getSuperclass(objectClass) as? NSManagedObject.Type, superclass != NSManagedObject.self else { return nil }
        return NSEntityDescription.entity(for: superclass, in: nil)
    }

    /// The names of this entity and the entities above it: a fetch of any of them finds its objects.
    var lineage: [String] { [name ?? ""] + (superentity?.lineage ?? []) }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override var description: String { "(<NSEntityDescription>) name \(name ?? "nil"), managedObjectClassName \(objectClass)" }

    /// The entity of that name in the context's model (every name has one: the model is open).
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.managedObjectModel.entity(named: entityName)
    }

    /// A new object of the entity, of its class, inserted into the context.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        let entity = context.managedObjectModel.entity(named: entityName)
        return entity.objectClass.init(entity: entity, insertInto: context)
    }

    // MARK: Classes by entity name

    private static let lock = NSLock()
    nonisolated(unsafe) private static var classes: [String: NSManagedObject.Type] = [:]
    /// Entities of classes used outside a context's model (`Item.entity()`, `Item.fetchRequest()`).
    private static let looseModel = NSManagedObjectModel()

    /// Registers a subclass as the class of the entity of that name (a class is registered when
    /// first used: `Item(context:)`, `Item.entity()`, `Item.fetchRequest()`).
    static func register(_ objectClass: NSManagedObject.Type, forEntityName name: String) {
        lock.withLock { classes[name] = objectClass }
    }

    static func registeredClass(named name: String) -> NSManagedObject.Type? {
        lock.withLock { classes[name] ?? classes[name.split(separator: ".").last.map(String.init) ?? name] }
    }

    static func entityName(of objectClass: NSManagedObject.Type) -> String {
        let name = lock.withLock { classes.first { $0.value == objectClass }?.key }
        return name ?? "\(objectClass)"
    }

    static func entity(for objectClass: NSManagedObject.Type, in model: NSManagedObjectModel?) -> NSEntityDescription {
        if objectClass != NSManagedObject.self {
            let name = entityName(of: objectClass)
            lock.withLock { if classes[name] == nil { classes[name] = objectClass } }
        }
        return (model ?? looseModel).entity(for: objectClass)
    }
}
