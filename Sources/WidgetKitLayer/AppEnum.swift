import Foundation

/// An enum an intent parameter can take, as AppIntents' `AppEnum`. A view shows a case by its
/// `caseDisplayRepresentations` title (`localizedStringResource`).
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The case's display title; its raw value when it has none.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(rawValue)")
    }

    /// The first declared case (our default for a parameter with no default).
    static var firstCase: Any? { allCases.first }
}

/// How an entity or enum type is named, as AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    public let name: LocalizedStringResource
    public let numericFormat: LocalizedStringResource?
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name; self.numericFormat = numericFormat
    }
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How one value is shown, as AppIntents' `DisplayRepresentation`: title, subtitle and image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title; self.subtitle = subtitle; self.image = image
    }
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// An image of a display representation, as `DisplayRepresentation.Image`. Not drawn by a widget render.
    public struct Image: Hashable, Sendable {
        public let systemName: String?
        public let name: String?
        public init(systemName: String) { self.systemName = systemName; name = nil }
        public init(named name: String) { self.name = name; systemName = nil }
    }
}
