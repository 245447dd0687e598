// Originally: import WidgetKit, import SwiftUI, import AppIntents
import WidgetRender

// A forecast widget with a richer App Intent configuration: an `AppEnum` with display
// representations, an `EntityStringQuery`, a `DynamicOptionsProvider`, a parameter summary with a
// table, ranges, an intent initializer used by recommendations, `context.isPreview`, relevance, and a
// refresh button whose intent returns a value.

enum Units: String, AppEnum {
    case metric, imperial
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Units")
    static let caseDisplayRepresentations: [Units: DisplayRepresentation] = [
        .metric: DisplayRepresentation(title: "Metric", subtitle: "°C, km", image: .init(systemName: "ruler")),
        .imperial: "Imperial",
    ]
}

struct CityEntity: AppEntity, Identifiable {
    let id: String
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
    static let defaultQuery = CityQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct CityQuery: EntityStringQuery {
    func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
        identifiers.map { CityEntity(id: $0, name: $0.capitalized) }
    }
    func entities(matching string: String) async throws -> [CityEntity] { [] }
    func suggestedEntities() async throws -> [CityEntity] { [CityEntity(id: "paris", name: "Paris")] }
    func defaultResult() async -> CityEntity? { CityEntity(id: "paris", name: "Paris") }
}

struct ColorOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Red", "Blue"] }
    func defaultResult() async -> String? { "Blue" }
}

struct ForecastIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Weather"
    static let description: IntentDescription = "Choose a city."
    static var parameterSummary: some ParameterSummary {
        Summary("Weather in \(\.$city)") {
            \.$units
            \.$showFeelsLike
        }
    }
    @Parameter(title: "City") var city: CityEntity?
    @Parameter(title: "Units", default: .metric) var units: Units
    @Parameter(title: "Feels like", default: true) var showFeelsLike: Bool
    @Parameter(title: "Accent", optionsProvider: ColorOptionsProvider()) var accent: String?
    @Parameter(title: "Days", default: 3, inclusiveRange: (1, 7)) var days: Int
    @Parameter(title: "Threshold", default: 0.5) var threshold: Double

    init() {}
    init(city: CityEntity, units: Units) {
        self.city = city
        self.units = units
    }
}

struct ForecastEntry: TimelineEntry {
    let date: Date
    let configuration: ForecastIntent
}

struct ForecastProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry { ForecastEntry(date: Date(timeIntervalSince1970: 0), configuration: ForecastIntent()) }
    func snapshot(for configuration: ForecastIntent, in context: Context) async -> ForecastEntry {
        ForecastEntry(date: Date(timeIntervalSince1970: 0), configuration: configuration)
    }
    func timeline(for configuration: ForecastIntent, in context: Context) async -> Timeline<ForecastEntry> {
        if context.isPreview { return Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never) }
        let size = context.displaySize
        _ = size
        return Timeline(entries: [ForecastEntry(date: Date(timeIntervalSince1970: 0), configuration: configuration)], policy: .after(Date(timeIntervalSince1970: 3600)))
    }
    func recommendations() -> [AppIntentRecommendation<ForecastIntent>] {
        [AppIntentRecommendation(intent: ForecastIntent(city: CityEntity(id: "rome", name: "Rome"), units: .metric), description: "Rome")]
    }
    func relevance() async -> WidgetRelevance<ForecastIntent> { WidgetRelevance([]) }
}

struct ForecastView: View {
    var entry: ForecastEntry
    private var accent: Color { entry.configuration.accent == "Red" ? .red : .blue }

    var body: some View {
        let metric = entry.configuration.units == .metric
        VStack(alignment: .leading, spacing: 2) {
            HStack {
                Text(entry.configuration.city?.name ?? "No city").font(.headline)
                Spacer()
                Button(intent: RefreshIntent()) { Image(systemName: "arrow.clockwise") }
                    .buttonStyle(.plain)
            }
            Text(metric ? "21°" : "70°").font(.system(size: 44, weight: .thin))
            if entry.configuration.showFeelsLike {
                Text(metric ? "Feels like 19°" : "Feels like 66°").font(.caption).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Text("\(entry.configuration.days)-day forecast").font(.caption2.bold())
        }
        .foregroundStyle(.white)
        .containerBackground(accent.gradient, for: .widget)
    }
}

struct RefreshIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh"
    static let isDiscoverable = false
    func perform() async throws -> some IntentResult & ReturnsValue<Bool> { .result(value: true) }
}

struct ForecastWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Forecast", intent: ForecastIntent.self, provider: ForecastProvider()) { ForecastView(entry: $0) }
            .supportedFamilies([.systemSmall])
    }
}
