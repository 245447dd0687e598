// Xcode's "Widget Extension" template (App Intent configuration): `import WidgetKit` / `import AppIntents` became `import WidgetRender`.
import WidgetRender


struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}
