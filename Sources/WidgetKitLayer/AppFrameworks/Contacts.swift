import Foundation

// The Contacts framework, as widget-extension files use it: a "favorite people" widget keeps
// contact identifiers and fetches names and thumbnails from the address book. A render machine has
// no address book. Access is granted (as for notifications, the state of an app that has been set
// up) and the store is empty: fetches return no contacts, and fetching one identifier fails with
// `CNError.Code.recordDoesNotExist`, as for a contact deleted since the widget was configured.
//
// Glossary
// - Key: the name of a contact property a fetch asks for (`CNContactGivenNameKey`); a contact
//   holds only the keys it was fetched with.
// - Labeled value: a phone number or address with its label ("home", "mobile").

/// Names a contact property to fetch, as Contacts' `CNKeyDescriptor`. The key constants are
/// strings, as in Contacts, so `[CNContactGivenNameKey as CNKeyDescriptor]` compiles.
public protocol CNKeyDescriptor: Sendable {}
extension String: CNKeyDescriptor {}

public let CNContactIdentifierKey = "identifier"
public let CNContactGivenNameKey = "givenName"
public let CNContactFamilyNameKey = "familyName"
public let CNContactMiddleNameKey = "middleName"
public let CNContactNicknameKey = "nickname"
public let CNContactOrganizationNameKey = "organizationName"
public let CNContactPhoneNumbersKey = "phoneNumbers"
public let CNContactEmailAddressesKey = "emailAddresses"
public let CNContactBirthdayKey = "birthday"
public let CNContactImageDataKey = "imageData"
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
public let CNContactImageDataAvailableKey = "imageDataAvailable"

/// A value with a label, as Contacts' `CNLabeledValue`.
public final class CNLabeledValue<ValueType>: NSObject, @unchecked Sendable {
    public let identifier: String
    public let label: String?
    public let value: ValueType
    public init(label: String?, value: ValueType) {
        self.identifier = UUID().uuidString; self.label = label; self.value = value
    }
}

/// A phone number, as Contacts' `CNPhoneNumber`.
public final class CNPhoneNumber: NSObject, Sendable {
    public let stringValue: String
    public init(stringValue: String) { self.stringValue = stringValue }
}

/// Whether a contact is a person or an organization, as Contacts' `CNContactType`.
public enum CNContactType: Int, Sendable {
    case person, organization
}

/// A contact, as Contacts' `CNContact`. Immutable; build one with `CNMutableContact`.
public class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    struct Fields {
        var identifier = UUID().uuidString
        var contactType = CNContactType.person
        var givenName = "", familyName = "", middleName = "", nickname = "", organizationName = ""
        var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
        var emailAddresses: [CNLabeledValue<NSString>] = []
        var birthday: DateComponents?
        var imageData: Data?
        var thumbnailImageData: Data?
    }
    var fields: Fields

    public override init() { fields = Fields() }
    init(fields: Fields) { self.fields = fields }

    public var identifier: String { fields.identifier }
    public var contactType: CNContactType { fields.contactType }
    public var givenName: String { fields.givenName }
    public var familyName: String { fields.familyName }
    public var middleName: String { fields.middleName }
    public var nickname: String { fields.nickname }
    public var organizationName: String { fields.organizationName }
    public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { fields.phoneNumbers }
    public var emailAddresses: [CNLabeledValue<NSString>] { fields.emailAddresses }
    public var birthday: DateComponents? { fields.birthday }
    public var imageData: Data? { fields.imageData }
    public var thumbnailImageData: Data? { fields.thumbnailImageData }
    public var imageDataAvailable: Bool { fields.imageData != nil }

    /// A predicate for `unifiedContacts(matching:keysToFetch:)` that matches these identifiers.
    public static func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        let wanted = Set(identifiers)
        return NSPredicate { object, _ in (object as? CNContact).map { wanted.contains($0.identifier) } ?? false }
    }

    /// A predicate that matches contacts whose name contains `name` (case and diacritics ignored).
    public static func predicateForContacts(matchingName name: String) -> NSPredicate {
        NSPredicate { object, _ in
            guard let contact = object as? CNContact else { return false }
            let whole = [contact.givenName, contact.middleName, contact.familyName, contact.nickname].joined(separator: " ")
            return whole.range(of: name, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any { CNContact(fields: fields) }
    public func mutableCopy(with zone: NSZone? = nil) -> Any { CNMutableContact(fields: fields) }
}

/// A contact to fill in, as Contacts' `CNMutableContact`.
public final class CNMutableContact: CNContact, @unchecked Sendable {
    public override var contactType: CNContactType { get { fields.contactType } set { fields.contactType = newValue } }
    public override var givenName: String { get { fields.givenName } set { fields.givenName = newValue } }
    public override var familyName: String { get { fields.familyName } set { fields.familyName = newValue } }
    public override var middleName: String { get { fields.middleName } set { fields.middleName = newValue } }
    public override var nickname: String { get { fields.nickname } set { fields.nickname = newValue } }
    public override var organizationName: String { get { fields.organizationName } set { fields.organizationName = newValue } }
    public override var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { fields.phoneNumbers } set { fields.phoneNumbers = newValue }
    }
    public override var emailAddresses: [CNLabeledValue<NSString>] {
        get { fields.emailAddresses } set { fields.emailAddresses = newValue }
    }
    public override var birthday: DateComponents? { get { fields.birthday } set { fields.birthday = newValue } }
    public override var imageData: Data? { get { fields.imageData } set { fields.imageData = newValue } }
}

/// A Contacts failure, as Contacts' `CNError`.
public struct CNError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, noAccessableWritableContainers = 101,
             recordDoesNotExist = 200, insertedRecordAlreadyExists = 201, containmentCycle = 202, containmentScope = 203,
             parentRecordDoesNotExist = 204, recordIdentifierInvalid = 205, validationMultipleErrors = 300
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let recordDoesNotExist = Code.recordDoesNotExist
    public var description: String {
        code == .recordDoesNotExist ? "CNError.recordDoesNotExist: the address book on a render machine is empty" : "CNError \(code)"
    }
}

/// The address book, as Contacts' `CNContactStore`. Empty here, with access granted (see the
/// file comment). Completion handlers are called before the method returns.
public final class CNContactStore: NSObject, Sendable {
    public override init() {}

    public static func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .authorized }

    public func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        completionHandler(true, nil)
    }
    public func requestAccess(for entityType: CNEntityType) async throws -> Bool { true }

    /// No contacts: the store is empty.
    public func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] { [] }

    /// Fails with `recordDoesNotExist`: the store is empty.
    public func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.recordDoesNotExist)
    }
}

/// The kind of record access is asked for, as Contacts' `CNEntityType`.
public enum CNEntityType: Int, Sendable {
    case contacts
}

/// The app's access to contacts, as Contacts' `CNAuthorizationStatus`.
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized, limited
}

extension CNError.Code {
    /// `catch CNError.…` matches an error by its code, as with a bridged error's codes.
    public static func ~= (code: CNError.Code, error: any Error) -> Bool { (error as? CNError)?.code == code }
}
