import Foundation
import WidgetViews

// What a query or an options provider suggests: a plain array, or items in titled sections with a
// prompt, as AppIntents' `ResultsCollection`, `IntentItemCollection`, `IntentItemSection` and
// `IntentItem`. The configuration UI shows the sections; a render has no UI and reads only the
// items in order (the first is what a newly added widget holds when the query says no more).

/// Suggested values, as AppIntents' `ResultsCollection`.
public protocol ResultsCollection {
    associatedtype Element
    /// Every suggested value, in the order the configuration UI lists them.
    var suggestedElements: [Element] { get }
}

extension Array: ResultsCollection {
    public var suggestedElements: [Element] { self }
}

/// One value with how the configuration UI lists it, as AppIntents' `IntentItem`.
public struct IntentItem<Value> {
    public let value: Value
    public let title: LocalizedStringResource?
    public let subtitle: LocalizedStringResource?
    public let image: DisplayRepresentation.Image?

    public init(_ value: Value, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil,
                image: DisplayRepresentation.Image? = nil) {
        self.value = value; self.title = title; self.subtitle = subtitle; self.image = image
    }
}

/// A titled group of suggestions, as AppIntents' `IntentItemSection`.
public struct IntentItemSection<Value> {
    public let title: LocalizedStringResource?
    public let items: [IntentItem<Value>]

    public init(_ title: LocalizedStringResource? = nil, items: [IntentItem<Value>]) {
        self.title = title; self.items = items
    }
    public init(_ title: LocalizedStringResource? = nil, items: [Value]) {
        self.init(title, items: items.map { IntentItem($0) })
    }
}

/// Suggestions in sections with an optional prompt, as AppIntents' `IntentItemCollection`; a
/// sequence of its values too, so a `DynamicOptionsProvider` may return one.
public struct IntentItemCollection<Value>: ResultsCollection, Sequence {
    public let promptLabel: LocalizedStringResource?
    public let usesIndexedCollation: Bool
    public let sections: [IntentItemSection<Value>]

    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                sections: [IntentItemSection<Value>]) {
        self.promptLabel = promptLabel; self.usesIndexedCollation = usesIndexedCollation; self.sections = sections
    }
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                items: [IntentItem<Value>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
                  sections: [IntentItemSection(items: items)])
    }
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Value]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, items: items.map { IntentItem($0) })
    }

    public var suggestedElements: [Value] { sections.flatMap { $0.items.map(\.value) } }
    public func makeIterator() -> IndexingIterator<[Value]> { suggestedElements.makeIterator() }
}
