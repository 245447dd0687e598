import Foundation

// App Shortcuts, as AppIntents declares them: the phrases Siri and Spotlight offer for an app's
// intents. A widget extension often shares the file that declares them with its app. Nothing is
// drawn from them; they are recorded, so the declarations compile and can be inspected.

/// An app's shortcuts, as AppIntents' `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    static var shortcutTileColor: ShortcutTileColor { get }
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }
    /// Asks the system to refresh parameter values in phrases: nothing to refresh here.
    public static func updateAppShortcutParameters() {}
}

/// One shortcut: an intent, its phrases, and how Shortcuts shows it.
public struct AppShortcut: Sendable {
    public let intentTitle: String
    /// The phrases with their tokens written out ("Log ${Cups} in ${applicationName}"), parameters by
    /// title as `ParameterSummaryString` writes them.
    public let phrases: [String]
    public let shortTitle: String
    public let systemImageName: String

    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>],
                                   shortTitle: LocalizedStringResource, systemImageName: String) {
        intentTitle = Intent.title.key
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle.key
        self.systemImageName = systemImageName
    }
}

/// A phrase that runs a shortcut, as AppIntents' `AppShortcutPhrase`: text with the app's name and
/// the intent's parameters interpolated.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${\(IntentParameterNaming.title(of: parameter))}"
        }
    }
}

/// A placeholder in a phrase, as AppIntents' `AppShortcutPhraseToken`.
public struct AppShortcutPhraseToken: Sendable {
    let name: String
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

/// Builds `appShortcuts` from a list of `AppShortcut` expressions, as AppIntents' `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildLimitedAvailability(_ part: [AppShortcut]) -> [AppShortcut] { part }
}

/// The color of an app's tile in Shortcuts, as AppIntents' `ShortcutTileColor`.
public enum ShortcutTileColor: String, Sendable, CaseIterable {
    case red, orange, yellow, lime, green, teal, lightBlue, blue, navy, purple, grape, pink, tangerine,
         grayBlue, grayGreen, grayBrown
}
