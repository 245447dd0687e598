import Foundation

// StoreKit 2 as widget-extension files use it: a widget that shows a "Pro" feature checks the
// person's entitlements (`StoreKit.Transaction.currentEntitlements`) or loads products to show a
// price. A render machine has no App Store account and no connection to the App Store, so it
// answers as the App Store does for an app with nothing configured and nothing bought: no products
// for any identifier, no transactions. Code written for that case (a free tier, a hidden price)
// takes it here (docs/widgetkit.md, *App frameworks*).
//
// Glossary
// - Product: an in-app purchase configured in App Store Connect, loaded by identifier.
// - Transaction: a purchase the person made; entitlements are the ones that still grant access.
// - Verification result: StoreKit's signed wrapper of a transaction (verified or not).
//
// `Transaction` is `StoreKit.Transaction` here, as in any iOS file that imports both StoreKit and
// SwiftUI (whose `Transaction` is an animation's): unqualified, the name means SwiftUI's.

/// StoreKit's names qualified by the module (`StoreKit.Transaction`, `StoreKit.Product`), which is
/// how Swift code spells them beside SwiftUI; a caseless enum, not a module (see docs/widgetkit.md,
/// *Apple's module names*).
public enum StoreKit {
    public typealias Product = WidgetKitLayer.Product
    public typealias VerificationResult = WidgetKitLayer.VerificationResult

    /// A purchase, as StoreKit's `Transaction`. None exists here (see the file comment); the
    /// sequences of them are empty.
    public struct Transaction: Identifiable, Hashable, Sendable {
        public let id: UInt64
        public let originalID: UInt64
        public let productID: String
        public let productType: Product.ProductType
        public let purchaseDate: Date
        public let originalPurchaseDate: Date
        public let expirationDate: Date?
        public let revocationDate: Date?
        public let isUpgraded: Bool
        public let appAccountToken: UUID?

        /// Tells the App Store the app delivered the purchase; there is none to tell.
        public func finish() async {}

        /// An asynchronous sequence of transactions, as StoreKit's `Transaction.Transactions`.
        public struct Transactions: AsyncSequence, Sendable {
            public typealias Element = VerificationResult<Transaction>
            public struct AsyncIterator: AsyncIteratorProtocol {
                public mutating func next() async -> VerificationResult<Transaction>? { nil }
            }
            public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        }

        /// The purchases that grant access now: none.
        public static var currentEntitlements: Transactions { Transactions() }
        /// New and changed purchases while the app runs: none arrive, and the sequence ends at once
        /// (StoreKit's never ends; a render must not wait on it).
        public static var updates: Transactions { Transactions() }
        public static var all: Transactions { Transactions() }
        public static var unfinished: Transactions { Transactions() }

        public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
        public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    }
}

/// An in-app purchase, as StoreKit's `Product`. None is ever loaded here (see the file comment).
public struct Product: Identifiable, Hashable, Sendable {
    public typealias ID = String
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool

    /// The kind of purchase, as StoreKit's `Product.ProductType`.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// No products: without an App Store connection there is nothing to load, and the App Store
    /// itself returns no product for an identifier it does not know (no error), which is the case
    /// purchase code already handles.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
        where Identifiers.Element == String {
        []
    }
}

/// A value StoreKit signed, as StoreKit's `VerificationResult`.
public enum VerificationResult<SignedType> {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// Why verification failed, as StoreKit's `VerificationResult.VerificationError`.
    public enum VerificationError: Error, Hashable, Sendable {
        case invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature,
             missingRequiredProperties, revokedCertificate
    }

    /// The value when verified; throws the error otherwise.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// The value whether or not it was verified.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): return value
        }
    }
}

extension VerificationResult: Sendable where SignedType: Sendable {}
