import XCTest
import Foundation
import WidgetViews
@testable import WidgetKitLayer

// App Intents spellings found by compiling intent files written as teams write them: a numeric
// format with a placeholder, entities that declare Hashable over `@Property`, text parameters with
// input options, `authenticationPolicy`, and iOS 17's `relevances()` (docs/widgetkit.md).

private struct Book: AppEntity, Hashable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Book", numericFormat: "\(placeholder: .int) books")
    }
    static var defaultQuery = BookQuery()
    var id: String
    @Property(title: "Title") var title: String
    var displayRepresentation: DisplayRepresentation { "\(title)" }
    init(id: String, title: String) { self.id = id; self.title = title }
}

private struct BookQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Book] { identifiers.map { Book(id: $0, title: $0) } }
}

private struct NoteIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Note"
    static var authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
    @Parameter(title: "Text", default: "Hello", inputOptions: String.IntentInputOptions(capitalizationType: .words, multiline: true))
    var text: String
    @Parameter(title: "Subtitle", inputOptions: String.IntentInputOptions(keyboardType: .URL)) var subtitle: String?
}

private struct NoteEntry: TimelineEntry { let date: Date }

private struct NoteProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: .distantPast) }
    func snapshot(for configuration: NoteIntent, in context: Context) async -> NoteEntry { placeholder(in: context) }
    func timeline(for configuration: NoteIntent, in context: Context) async -> Timeline<NoteEntry> {
        Timeline(entries: [placeholder(in: context)], policy: .never)
    }
}

final class AppIntentsIdiomTests: XCTestCase {
    /// A placeholder stays a format specifier, as `String.LocalizationValue.Placeholder` does.
    func testNumericFormatKeepsItsPlaceholder() {
        XCTAssertEqual(Book.typeDisplayRepresentation.numericFormat?.key, "%lld books")
    }

    /// Entities that declare Hashable compare their `@Property` values.
    func testEntitiesWithPropertiesCompareTheirValues() {
        XCTAssertEqual(Book(id: "1", title: "Dune"), Book(id: "1", title: "Dune"))
        XCTAssertNotEqual(Book(id: "1", title: "Dune"), Book(id: "1", title: "Emma"))
        XCTAssertEqual(Set([Book(id: "1", title: "Dune"), Book(id: "1", title: "Dune")]).count, 1)
    }

    /// Input options change nothing drawn: the default is the value, no default is nil.
    func testTextParametersWithInputOptionsKeepTheirDefaults() {
        let intent = NoteIntent()
        XCTAssertEqual(intent.text, "Hello")
        XCTAssertNil(intent.subtitle)
        XCTAssertEqual(NoteIntent.authenticationPolicy, .requiresAuthentication)
        XCTAssertEqual(AddOne.authenticationPolicy, .alwaysAllowed)
    }

    /// No relevances unless the provider lists them (WidgetKit's default); a range clue starts at its lower bound.
    func testRelevancesDefaultToNoneAndRangesStartAtTheirLowerBound() async {
        let relevances = await NoteProvider().relevances()
        XCTAssertTrue(relevances.attributes.isEmpty)
        let start = Date(timeIntervalSince1970: 1_000)
        XCTAssertEqual(RelevantContext.date(range: start...start.addingTimeInterval(60), kind: .scheduled).start, start)
    }
}

private struct AddOne: AppIntent {
    static var title: LocalizedStringResource = "Add one"
    func perform() async throws -> some IntentResult { .result() }
}
