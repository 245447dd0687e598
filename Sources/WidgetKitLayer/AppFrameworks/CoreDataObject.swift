@_spi(Reflection) import Swift  // `_forEachField`, to write stored properties by name (see `StoredFields`)
import Foundation

// Core Data's objects, as a widget and the code it shares with its app use them: `NSManagedObject`
// subclasses (the classes Xcode generates from the app's `.xcdatamodeld`, or written by hand),
// their identities, and reading and writing their attributes by name (key-value coding).
//
// Glossary
// - Entity: what a class of objects is called in the model (`NSEntityDescription`); a subclass's
//   entity is named after the class unless a model says otherwise (CoreDataModel.swift).
// - Attribute value: a stored property of the subclass, or, for an attribute the class does not
//   declare (a plain `NSManagedObject` of an entity), a value the object keeps by name. Key-value
//   coding reads both: stored properties through `Mirror`, written through the runtime's field
//   offsets, as Swift on Linux has no Objective-C runtime to look properties up by name.
// - Committed values: an object's attribute values when it was last saved or fetched; an object
//   whose values differ from them is updated (`isUpdated`), and `rollback()` restores them.
// - `@NSManaged`: Apple's attribute properties, whose accessors the Objective-C runtime makes. On
//   Linux `@NSManaged var name: String?` compiles and fails to link: declare stored properties
//   instead (`#if os(Linux)` … `#else` `@NSManaged` … `#endif`) (docs/widgetkit.md, *App frameworks*).

/// Anything a fetch can return, as Core Data's `NSFetchRequestResult`: objects, their identities,
/// dictionaries of their values, counts.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// An object's identity, as Core Data's `NSManagedObjectID`: its entity and a number unique in
/// this process, in the order objects were made. Identities are never temporary here: the store is
/// in memory, so there is no permanent identity to wait for.
open class NSManagedObjectID: NSObject, NSCopying, NSFetchRequestResult, @unchecked Sendable {
    public let entity: NSEntityDescription
    let number: Int

    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    init(entity: NSEntityDescription) {
        self.entity = entity
        number = Self.lock.withLock { Self.last += 1; return Self.last }
    }

    open var isTemporaryID: Bool { false }
    /// `x-coredata://memory/<entity>/p<number>`: the form of Core Data's URIs, with an in-memory store.
    open func uriRepresentation() -> URL { URL(string: "x-coredata://memory/\(entity.name ?? "")/p\(number)")! }

    open func copy(with zone: NSZone? = nil) -> Any { self }
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSManagedObjectID)?.number == number }
    open override var hash: Int { number.hashValue }
    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}

/// An object of the model, as Core Data's `NSManagedObject`. A subclass keeps its attributes in
/// stored properties; a plain `NSManagedObject` of an entity keeps them by name.
///
/// `init(entity:insertInto:)` is `required` here (Apple's is a plain designated initializer) so
/// that `NSEntityDescription.insertNewObject(forEntityName:into:)` can make the entity's subclass
/// from its class; a subclass that declares its own designated initializer writes `required init`.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    private let storedObjectID: NSManagedObjectID
    private weak var owningContext: NSManagedObjectContext?
    /// Attribute values the class has no stored property for.
    private var keyedValues: [String: Any] = [:]
    /// Nil until the object is first saved or fetched: a new object has no committed values.
    private var committed: [String: Any?]?
    /// Why the last `setValue(_:forKey:)` could not be stored, reported by `save()` as Core Data
    /// reports a value of the wrong type (a validation error).
    var invalidValue: String?

    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        storedObjectID = NSManagedObjectID(entity: entity)
        super.init()
        context?.insert(self)
    }

    /// A new object of the subclass's entity, inserted into `context`.
    public convenience init(context moc: NSManagedObjectContext) {
        self.init(entity: Self.entity(in: moc), insertInto: moc)
    }

    /// The entity of this class: the one the context's model maps to it, else one named after it.
    open class func entity() -> NSEntityDescription { NSEntityDescription.entity(for: self, in: nil) }

    class func entity(in context: NSManagedObjectContext) -> NSEntityDescription {
        NSEntityDescription.entity(for: self, in: context.managedObjectModel)
    }

    /// A request for every object of this class's entity (generated classes declare a typed one).
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? "\(self)")
    }

    open var objectID: NSManagedObjectID { storedObjectID }
    open var managedObjectContext: NSManagedObjectContext? { owningContext }
    open var isInserted: Bool { owningContext?.isPendingInsert(self) ?? false }
    open var isDeleted: Bool { owningContext?.isPendingDelete(self) ?? false }
    open var isUpdated: Bool { committed != nil && !changedValues().isEmpty }
    open var hasChanges: Bool { isInserted || isDeleted || isUpdated }
    open var hasPersistentChangedValues: Bool { isUpdated }
    /// Objects are never faults: the store is memory, and every object is already there.
    open var isFault: Bool { false }
    open var faultingState: Int { 0 }

    // Life-cycle hooks a subclass overrides; called where Core Data calls them.
    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    // Change notifications for key-value observing, which has no observers on a render machine.
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}

    // MARK: Key-value coding

    /// The attribute's value: a stored property of that name, else a value set by name, else nil.
    open func value(forKey key: String) -> Any? {
        if let stored = StoredFields.read(key, of: self) { return stored }
        return keyedValues[key]
    }

    /// Sets a stored property of that name (a value of another type is kept out, and `save()`
    /// reports it as Core Data's validation does), else keeps the value by name.
    open func setValue(_ value: Any?, forKey key: String) {
        switch StoredFields.write(value, forKey: key, of: self) {
        case .written: break
        case .wrongType(let expected):
            invalidValue = "\(type(of: self)).\(key) is \(expected); \(value.map { "\(type(of: $0))" } ?? "nil") cannot be stored in it"
        case .noField: keyedValues[key] = value
        }
    }

    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

    open func value(forKeyPath keyPath: String) -> Any? { try? KeyValueReading.value(of: self, keyPath: keyPath) }

    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: keys.compactMap { key in value(forKey: key).map { (key, $0) } })
    }

    /// Every attribute's current value, by name.
    func attributeValues() -> [String: Any?] {
        var values = keyedValues.mapValues { Optional($0) }
        for (key, value) in StoredFields.all(of: self) { values[key] = value }
        return values
    }

    /// The attributes whose values differ from the committed ones (all of them for a new object).
    open func changedValues() -> [String: Any] {
        let current = attributeValues()
        var changed: [String: Any] = [:]
        for (key, value) in current where committed.map({ !ValueComparison.same($0[key] ?? nil, value) }) ?? true {
            changed[key] = value ?? NSNull()
        }
        return changed
    }

    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let committed else { return [:] }
        var values: [String: Any] = [:]
        for (key, value) in committed where keys?.contains(key) ?? true { values[key] = value ?? NSNull() }
        return values
    }

    open func changedValuesForCurrentEvent() -> [String: Any] { changedValues() }

    // MARK: Context bookkeeping

    func attach(to context: NSManagedObjectContext?) { owningContext = context }
    func commitValues() { committed = attributeValues(); invalidValue = nil }
    func commitValuesIfNew() { if committed == nil { commitValues() } }

    /// Puts back the committed values (a rollback).
    func restoreCommittedValues() {
        guard let committed else { return }
        for (key, value) in committed where !ValueComparison.same(value, attributeValues()[key] ?? nil) { setValue(value, forKey: key) }
        invalidValue = nil
    }
}

/// The stored properties of a subclass of `NSManagedObject`, by name. Reading goes through
/// `Mirror`; writing through the field offsets the Swift runtime records for each class, since
/// Swift has no key-value coding without the Objective-C runtime. The properties NSManagedObject
/// declares itself are not attributes.
enum StoredFields {
    enum Written { case written, wrongType(String), noField }

    private static let own: Set<String> = {
        var names = Set<String>()
        _ = _forEachField(of: NSManagedObject.self, options: .classType) { name, _, _, _ in
            names.insert(String(cString: name)); return true
        }
        return names
    }()

    /// The property's value, or nil when the class has no stored property of that name.
    static func read(_ key: String, of object: NSManagedObject) -> Any?? {
        guard !own.contains(key) else { return nil }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, current.subjectType != NSManagedObject.self {
            if let child = current.children.first(where: { $0.label == key }) { return .some(ValueComparison.unwrapped(child.value)) }
            mirror = current.superclassMirror
        }
        return nil
    }

    static func all(of object: NSManagedObject) -> [(String, Any?)] {
        var values: [(String, Any?)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror, current.subjectType != NSManagedObject.self {
            for child in current.children {
                if let label = child.label, !own.contains(label) { values.append((label, ValueComparison.unwrapped(child.value))) }
            }
            mirror = current.superclassMirror
        }
        return values
    }

    static func write(_ value: Any?, forKey key: String, of object: NSManagedObject) -> Written {
        guard !own.contains(key) else { return .noField }
        var field: (offset: Int, type: Any.Type)?
        _ = _forEachField(of: type(of: object), options: .classType) { name, offset, type, _ in
            if String(cString: name) == key { field = (offset, type); return false }
            return true
        }
        guard let field else { return .noField }
        func store<Value>(_: Value.Type) -> Written {
            guard let converted: Value = ValueConversion.convert(value) else { return .wrongType("\(Value.self)") }
            let address = Unmanaged.passUnretained(object).toOpaque() + field.offset
            address.assumingMemoryBound(to: Value.self).pointee = converted
            return .written
        }
        return _openExistential(field.type, do: store)
    }
}

/// A value given by name (key-value coding, committed values) made into a property's type, with
/// the numeric conversions NSNumber makes for Core Data (an `Int` into an `Int16` attribute).
enum ValueConversion {
    static func convert<Value>(_ value: Any?) -> Value? {
        guard let value = value.flatMap(ValueComparison.unwrapped), !(value is NSNull) else {
            // nil fits an optional property only: `Optional<Any>.none as? Value` succeeds exactly then.
            return Optional<Any>.none as? Value
        }
        if let exact = value as? Value { return exact }
        guard let number = ValueComparison.number(value) else { return nil }
        let converted: Any? = switch Value.self {
        case is Int.Type, is Int?.Type: Int(exactly: number)
        case is Int16.Type, is Int16?.Type: Int16(exactly: number)
        case is Int32.Type, is Int32?.Type: Int32(exactly: number)
        case is Int64.Type, is Int64?.Type: Int64(exactly: number)
        case is Double.Type, is Double?.Type: number
        case is Float.Type, is Float?.Type: Float(number)
        case is Bool.Type, is Bool?.Type: number != 0
        case is Decimal.Type, is Decimal?.Type: Decimal(number)
        case is NSNumber.Type, is NSNumber?.Type: NSNumber(value: number)
        default: nil
        }
        return converted as? Value
    }
}
