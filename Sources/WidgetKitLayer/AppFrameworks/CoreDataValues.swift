import Foundation

// How Core Data compares the values of attributes, shared by fetch predicates and sort
// descriptors: numbers by value whatever their type (an `Int16` attribute equals the `Int` 3),
// strings, dates, UUIDs and URLs by content, nil below everything, and values read from objects
// by key path (`value(forKey:)` on managed objects, dictionaries, else the stored properties a
// `Mirror` shows).
//
// Glossary
// - Key path: a string of keys joined by dots (`list.title`), each read from the value the one
//   before it gave; `@count` gives the number of elements of a collection.
// - String options: `[c]` ignores case, `[d]` diacritics, as in a predicate's operators.

enum ValueComparison {
    /// `value` without the optionals around it (`Mirror` and `Any` keep them), nil for none and `NSNull`.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value is NSNull ? nil : value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let bool as Bool: bool ? 1 : 0
        case let integer as any BinaryInteger: Double(integer)
        case let float as any BinaryFloatingPoint: Double(float)
        case let decimal as Decimal: NSDecimalNumber(decimal: decimal).doubleValue
        default: nil
        }
    }

    static func string(_ value: Any) -> String? {
        switch value {
        case let string as String: string
        case let string as NSString: string as String
        case let string as Substring: String(string)
        case let character as Character: String(character)
        default: nil
        }
    }

    static func date(_ value: Any) -> Date? {
        switch value {
        case let date as Date: date
        case let date as NSDate: Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        default: nil
        }
    }

    static func uuid(_ value: Any) -> UUID? {
        switch value {
        case let uuid as UUID: uuid
        case let uuid as NSUUID: UUID(uuidString: uuid.uuidString)
        default: nil
        }
    }

    /// The elements of an array, set or their Foundation classes; nil for a value that is not a collection.
    static func elements(_ value: Any) -> [Any]? {
        if value is String || value is NSString { return nil }
        switch value {
        case let array as NSArray: return array.map { $0 }
        case let set as NSSet: return set.map { $0 }
        default:
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
            return mirror.children.map(\.value)
        }
    }

    /// Equal as a predicate's `==` sees it.
    static func same(_ lhs: Any?, _ rhs: Any?, options: String.CompareOptions = []) -> Bool {
        let lhs = lhs.flatMap(unwrapped), rhs = rhs.flatMap(unwrapped)
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        if let order = compare(lhs, rhs, options: options) { return order == .orderedSame }
        if let left = uuid(lhs), let right = uuid(rhs) { return left == right }
        if let left = lhs as? URL, let right = rhs as? URL { return left == right }
        if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
        if let left = lhs as? [Any], let right = rhs as? [Any] {
            return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
        }
        return (lhs as AnyObject) === (rhs as AnyObject)
    }

    /// The order of two values of one kind (numbers, strings, dates); nil when they have none.
    static func compare(_ lhs: Any, _ rhs: Any, options: String.CompareOptions = []) -> ComparisonResult? {
        if let left = number(lhs), let right = number(rhs) {
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
        if let left = string(lhs), let right = string(rhs) { return left.compare(right, options: options) }
        if let left = date(lhs), let right = date(rhs) { return left.compare(right) }
        if let left = uuid(lhs), let right = uuid(rhs) { return left.uuidString.compare(right.uuidString) }
        if let left = lhs as? URL, let right = rhs as? URL { return left.absoluteString.compare(right.absoluteString) }
        return nil
    }

    /// The order a sort descriptor gives: nil first, then by value; values of no order are equal.
    static func sortOrder(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
        switch (lhs.flatMap(unwrapped), rhs.flatMap(unwrapped)) {
        case (nil, nil): .orderedSame
        case (nil, _): .orderedAscending
        case (_, nil): .orderedDescending
        case let (left?, right?): compare(left, right) ?? .orderedSame
        }
    }
}

/// A key path read from an object, a dictionary or a value.
enum KeyValueReading {
    static func value(of object: Any?, keyPath: String) throws -> Any? {
        var current = object
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let value = current.flatMap(ValueComparison.unwrapped) else { return nil }
            current = try self.value(of: value, key: key)
        }
        return current
    }

    private static func value(of value: Any, key: String) throws -> Any? {
        if key == "self" || key == "SELF" { return value }
        if key == "@count" {
            guard let elements = ValueComparison.elements(value) else { throw CoreDataErrors.unknownKey(key, in: value) }
            return elements.count
        }
        switch value {
        case let object as NSManagedObject:
            let found = object.value(forKey: key)
            // A subclass declares its attributes; a key it does not have is a mistake Core Data
            // reports, where a plain NSManagedObject of an entity may just not have the value yet.
            if found == nil, type(of: object) != NSManagedObject.self, StoredFields.read(key, of: object) == nil,
               !object.attributeValues().keys.contains(key) {
                throw CoreDataErrors.unknownKey(key, in: object)
            }
            return found
        case let dictionary as [String: Any]: return dictionary[key]
        case let dictionary as NSDictionary: return dictionary.object(forKey: key)
        default:
            var mirror: Mirror? = Mirror(reflecting: value)
            while let current = mirror {
                if let child = current.children.first(where: { $0.label == key }) { return child.value }
                mirror = current.superclassMirror
            }
            throw CoreDataErrors.unknownKey(key, in: value)
        }
    }
}

extension NSSortDescriptor {
    /// Sorts by the value of a key path, as Foundation's `NSSortDescriptor(key:ascending:)` (which
    /// swift-corelibs-foundation leaves unavailable, having no key-value coding): read as a fetch
    /// reads it, compared as predicates compare.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
            guard let key else { return .orderedSame }
            return ValueComparison.sortOrder(try? KeyValueReading.value(of: lhs, keyPath: key),
                                             try? KeyValueReading.value(of: rhs, keyPath: key))
        }
    }

    /// Sorts by an optional property (generated Core Data properties are optional): nil first.
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
            ValueComparison.sortOrder((lhs as? Root)?[keyPath: keyPath], (rhs as? Root)?[keyPath: keyPath])
        }
    }

    /// Foundation's `SortDescriptor` as a sort descriptor of a fetch request.
    public convenience init<Compared: NSObject>(_ sortDescriptor: SortDescriptor<Compared>) {
        self.init(keyPath: \NSObject.self, ascending: true) { lhs, rhs in
            guard let lhs = lhs as? Compared, let rhs = rhs as? Compared else { return .orderedSame }
            return sortDescriptor.compare(lhs, rhs)
        }
    }
}

// Predicate arguments as widget code passes them: `NSPredicate(format: "day >= %@", start as
// CVarArg)` needs these types to be `CVarArg`, which they are on Apple's platforms (through their
// Objective-C classes) and not in swift-corelibs-foundation. A C function given one receives its
// description as an `NSString` (what `%@` prints on Apple's platforms).
extension Date: @retroactive CVarArg, @retroactive _CVarArgObject {
    public var _cVarArgEncoding: [Int] { NSString(string: description)._cVarArgEncoding }
    public var _cVarArgObject: any CVarArg { NSString(string: description) }
}

extension UUID: @retroactive CVarArg, @retroactive _CVarArgObject {
    public var _cVarArgEncoding: [Int] { NSString(string: uuidString)._cVarArgEncoding }
    public var _cVarArgObject: any CVarArg { NSString(string: uuidString) }
}

/// Core Data's errors: `NSError`s of Cocoa's domain, with Core Data's codes and a description.
enum CoreDataErrors {
    static func error(_ code: Int, _ description: String) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: description])
    }

    static func unknownKey(_ key: String, in value: Any) -> NSError {
        error(NSCoreDataError, "\(type(of: value)) has no value for the key \"\(key)\" (not key value coding-compliant)")
    }
}

/// Core Data's general error code (`NSCoreDataError`).
public let NSCoreDataError = 134060
/// A value that does not fit its attribute (`NSManagedObjectValidationError`).
public let NSManagedObjectValidationError = 1550
