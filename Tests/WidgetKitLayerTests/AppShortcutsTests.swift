import Foundation
import XCTest
@testable import WidgetKitLayer
import WidgetViews

// Declarations that widget files share with their app: App Shortcuts, the system intent
// protocols, and a configurable control without a value provider (iOS 18).

private struct LogDrinkIntent: AppIntent, LiveActivityIntent {
    static let title: LocalizedStringResource = "Log Drink"
    @Parameter(title: "Cups", default: 1) var cups: Int
    init() {}
}

private struct DrinkEntity: AppEntity {
    var id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    static let defaultQuery = DrinkQuery()
}

private struct DrinkQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [DrinkEntity] { identifiers.map(DrinkEntity.init) }
}

private struct OpenDrinkIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Drink"
    @Parameter(title: "Drink") var target: DrinkEntity
    init() {}
}

private struct DrinkShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogDrinkIntent(), phrases: ["Log a drink in \(.applicationName)",
                                                        "Log \(\.$cups) cups in \(.applicationName)"],
                    shortTitle: "Log Drink", systemImageName: "cup.and.saucer")
        AppShortcut(intent: OpenDrinkIntent(), phrases: ["Open \(.applicationName)"], shortTitle: "Open",
                    systemImageName: "arrow.up.forward.app")
    }
    static let shortcutTileColor: ShortcutTileColor = .tangerine
}

private struct BrewConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Brew"
    @Parameter(title: "Name", default: "Espresso") var name: String
    init() {}
}

private struct BrewControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "brew", intent: BrewConfiguration.self) { configuration in
            ControlWidgetButton(action: LogDrinkIntent()) { Label(configuration.name, systemImage: "cup.and.saucer") }
        }
        .displayName("Brew")
    }
}

final class AppShortcutsTests: XCTestCase {
    func testShortcutsAreRecordedWithTheirPhrases() {
        let shortcuts = DrinkShortcuts.appShortcuts
        XCTAssertEqual(shortcuts.map(\.intentTitle), ["Log Drink", "Open Drink"])
        XCTAssertEqual(shortcuts[0].phrases, ["Log a drink in ${applicationName}", "Log ${Cups} cups in ${applicationName}"])
        XCTAssertEqual(shortcuts[1].systemImageName, "arrow.up.forward.app")
        XCTAssertEqual(DrinkShortcuts.shortcutTileColor, .tangerine)
    }

    /// Without a value provider the template is built for the intent's defaults.
    func testControlWithoutAProviderUsesTheIntentDefaults() throws {
        let control = try XCTUnwrap(BrewControl().configured())
        XCTAssertEqual(control.kind, "brew")
        XCTAssertEqual(control.displayName, "Brew")
        let button = try XCTUnwrap(control.previewTemplate() as? ControlWidgetButton)
        XCTAssertTrue(button.action is LogDrinkIntent)
    }
}
