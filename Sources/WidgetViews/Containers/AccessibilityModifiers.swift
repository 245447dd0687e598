import Foundation

// Accessibility modifiers: VoiceOver's labels, values, hints, traits and element grouping. A
// rendered PNG has no accessibility tree, so each is accepted and changes nothing drawn (as
// `accessibilityLabel` in WidgetModifiers.swift); they exist so that widget code compiles unchanged.

/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility traits, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
}

nonisolated extension View {
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        inertModifier("accessibilityElement")
    }
    public func accessibilityValue(_ value: Text) -> some View { inertModifier("accessibilityValue") }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { inertModifier("accessibilityValue") }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { inertModifier("accessibilityValue") }
    public func accessibilityHint(_ hint: Text) -> some View { inertModifier("accessibilityHint") }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { inertModifier("accessibilityHint") }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { inertModifier("accessibilityHint") }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { inertModifier("accessibilityAddTraits") }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { inertModifier("accessibilityRemoveTraits") }
    public func accessibilityIdentifier(_ identifier: String) -> some View { inertModifier("accessibilityIdentifier") }
    public func accessibilitySortPriority(_ priority: Double) -> some View { inertModifier("accessibilitySortPriority") }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { inertModifier("accessibilityHeading") }
}

/// The deprecated `accessibility(…)` forms (iOS 13, still common in widget code), each the same
/// no-op as its `accessibility…` successor: a PNG has no accessibility tree.
nonisolated extension View {
    public func accessibility(label: Text) -> some View { inertModifier("accessibility(label:)") }
    public func accessibility(value: Text) -> some View { inertModifier("accessibility(value:)") }
    public func accessibility(hint: Text) -> some View { inertModifier("accessibility(hint:)") }
    public func accessibility(hidden: Bool) -> some View { inertModifier("accessibility(hidden:)") }
    public func accessibility(identifier: String) -> some View { inertModifier("accessibility(identifier:)") }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { inertModifier("accessibility(addTraits:)") }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        inertModifier("accessibility(removeTraits:)")
    }
    public func accessibility(sortPriority: Double) -> some View { inertModifier("accessibility(sortPriority:)") }
    public func accessibility(inputLabels: [Text]) -> some View { inertModifier("accessibility(inputLabels:)") }
    public func accessibility(selectionIdentifier: AnyHashable) -> some View {
        inertModifier("accessibility(selectionIdentifier:)")
    }
    public func accessibility(activationPoint: CGPoint) -> some View { inertModifier("accessibility(activationPoint:)") }
    public func accessibility(activationPoint: UnitPoint) -> some View { inertModifier("accessibility(activationPoint:)") }
}

/// Heading levels, as SwiftUI's `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: Hashable, Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

/// VoiceOver's speech settings on text (`speechAlwaysIncludesPunctuation` …): they keep a `Text`
/// so it can still be concatenated, and change nothing drawn.
extension Text {
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
    public func accessibilityLabel(_ label: Text) -> Text { self }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> Text { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
}

nonisolated extension View {
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        inertModifier("speechAlwaysIncludesPunctuation")
    }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { inertModifier("speechSpellsOutCharacters") }
    public func speechAdjustedPitch(_ value: Double) -> some View { inertModifier("speechAdjustedPitch") }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { inertModifier("speechAnnouncementsQueued") }
}
