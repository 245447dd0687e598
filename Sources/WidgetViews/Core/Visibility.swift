/// SwiftUI's `Visibility`: whether a part of a view is shown (`listRowSeparator(_:)`,
/// `scrollContentBackground(_:)`, the Charts axis modifiers).
public enum Visibility: Hashable, CaseIterable, Sendable { case automatic, visible, hidden }

/// SwiftUI's `VerticalEdge` and its set (`listRowSeparator(_:edges:)`).
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    case top, bottom
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
        public init(_ edge: VerticalEdge) { self = edge == .top ? .top : .bottom }
    }
}

/// SwiftUI's `HorizontalEdge` and its set (`swipeActions(edge:allowsFullSwipe:content:)`).
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    case leading, trailing
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let leading = Set(rawValue: 1)
        public static let trailing = Set(rawValue: 2)
        public static let all: Set = [.leading, .trailing]
        public init(_ edge: HorizontalEdge) { self = edge == .leading ? .leading : .trailing }
    }
}
