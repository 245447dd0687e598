// `@Namespace` and `matchedGeometryEffect`: identities for animating a view from one place to
// another. A widget snapshot is one still frame, so they are accepted and change nothing drawn.

/// A namespace for matched-geometry and glass identities, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: Sendable {
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    public init() {}
    /// Every namespace compares equal here: nothing is matched in a still image.
    public var wrappedValue: ID { ID(value: 0) }
}

/// Which parts of the geometry `matchedGeometryEffect` shares.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        inertModifier("matchedGeometryEffect")
    }
}
