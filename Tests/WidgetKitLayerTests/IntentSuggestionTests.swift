import Foundation
import XCTest
@testable import WidgetKitLayer

/// Suggestions in sections (`IntentItemCollection`), numeric control styles and `@Dependency`:
/// AppIntents spellings a configuration intent uses (docs/widgetkit.md, App Intents).
final class IntentSuggestionTests: XCTestCase {
    struct Airport: AppEntity {
        let id: String
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Airport"
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
        static let defaultQuery = Query()

        /// Suggestions in two titled sections; no `defaultResult()`, so the first item is the default.
        struct Query: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Airport] { identifiers.map(Airport.init) }
            func suggestedEntities() async throws -> IntentItemCollection<Airport> {
                IntentItemCollection(promptLabel: "Pick one", sections: [
                    IntentItemSection("Nearby", items: [Airport(id: "TXL"), Airport(id: "BER")]),
                    IntentItemSection("Recent", items: [IntentItem(Airport(id: "HND"), title: "Tokyo")]),
                ])
            }
        }
    }

    struct Limits: DynamicOptionsProvider {
        func results() async throws -> IntentItemCollection<Int> { IntentItemCollection(items: [3, 5, 10]) }
        func defaultResult() async -> Int? { 5 }
    }

    struct TripIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Trip"
        @Parameter(title: "Airport") var airport: Airport?
        @Parameter(title: "Days", optionsProvider: Limits()) var days: Int?
        @Parameter(title: "Zoom", default: 0.5, controlStyle: .slider, inclusiveRange: (0, 1)) var zoom: Double
        @Parameter(title: "Stops", default: 2, controlStyle: .stepper, inclusiveRange: (0, 5)) var stops: Int
        init() {}
    }

    func testSectionedSuggestionsGiveTheDefaultInListOrder() async throws {
        let suggested = try await Airport.Query().suggestedEntities()
        XCTAssertEqual(suggested.suggestedElements.map(\.id), ["TXL", "BER", "HND"])
        XCTAssertEqual(suggested.sections.map { $0.title?.key }, ["Nearby", "Recent"])
        XCTAssertEqual(suggested.sections[1].items[0].title?.key, "Tokyo")
        let intent = try await TripIntent.withResolvedDefaults()
        XCTAssertEqual(intent.airport?.id, "TXL")
        XCTAssertEqual(intent.days, 5)
        let options = try await Limits().results()
        XCTAssertEqual(Array(options), [3, 5, 10])
    }

    func testControlStylesKeepTheDefault() {
        XCTAssertEqual(TripIntent().zoom, 0.5)
        XCTAssertEqual(TripIntent().stops, 2)
    }

    final class Store: Sendable { let name: String; init(name: String) { self.name = name } }

    struct SaveIntent: AppIntent {
        static let title: LocalizedStringResource = "Save"
        @Dependency var store: Store
        @Dependency(key: "backup") var backup: Store
        @Dependency(key: "remote") var remote: Store
        func perform() async throws -> some IntentResult { .result() }
    }

    /// `@Dependency` reads what the app added to `AppDependencyManager.shared`, by type or by key,
    /// made once on first read (AppIntents' documented behaviour).
    func testDependenciesComeFromTheManager() {
        nonisolated(unsafe) var made = 0
        AppDependencyManager.shared.add(dependency: { made += 1; return Store(name: "main") }())
        AppDependencyManager.shared.add(key: "backup", dependency: Store(name: "backup"))
        let intent = SaveIntent()
        XCTAssertEqual(intent.store.name, "main")
        XCTAssertEqual(intent.backup.name, "backup")
        XCTAssertEqual(intent.store.name, "main")
        XCTAssertEqual(made, 1)
        // An async dependency is awaited on first read.
        AppDependencyManager.shared.add(key: "remote", dependency: { @Sendable () async -> Store in Store(name: "remote") })
        XCTAssertEqual(intent.remote.name, "remote")
    }
}
