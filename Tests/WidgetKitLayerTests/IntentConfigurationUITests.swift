import XCTest
import WidgetViews
@testable import WidgetKitLayer

// Parameter summaries and options providers (the configuration UI's declarations): summaries keep
// their text and parameters; an options provider's defaultResult() is what a render shows for a
// parameter with no value and no default (docs/widgetkit.md).

private struct Flavors: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Vanilla", "Mint"] }
    func defaultResult() async -> String? { "Mint" }
}

private struct NoDefault: DynamicOptionsProvider {
    func results() async throws -> [String] { ["A"] }
}

private enum Size: String, AppEnum {
    case cup, cone
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Size")
    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.cup: "Cup", .cone: "Cone"]
}

private struct IceCreamIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Ice cream"
    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$flavor) in a \(\.$size)") {
            \.$scoops
            \.$topping
        }
    }
    @Parameter(title: "Flavor", optionsProvider: Flavors()) var flavor: String?
    @Parameter(title: "Topping", optionsProvider: NoDefault()) var topping: String?
    @Parameter(title: "Named", default: "Lemon", optionsProvider: Flavors()) var named: String
    @Parameter(title: "Size", default: .cone) var size: Size
    @Parameter(title: "Scoops", default: 2, inclusiveRange: (1, 4)) var scoops: Int
}

private struct ChoosingIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Choosing"
    static var parameterSummary: some ParameterSummary {
        Switch(\.$size) {
            Case(.cup) { Summary("A cup") }
            DefaultCase { When(\.$sprinkles, .equalTo, true) { Summary("A cone with sprinkles") } otherwise: { Summary("A cone") } }
        }
    }
    @Parameter(title: "Size", default: .cone) var size: Size
    @Parameter(title: "Sprinkles", default: false) var sprinkles: Bool
}

final class IntentConfigurationUITests: XCTestCase {
    func testSummaryKeepsItsTextAndTable() {
        let summary = IceCreamIntent.parameterSummary
        XCTAssertEqual(summary.summaryText, "Order ${Flavor} in a ${Size}")
        XCTAssertEqual((summary as? IntentParameterSummary<IceCreamIntent>)?.listedParameters, ["Scoops", "Topping"])
    }

    func testSwitchAndWhenKeepEveryBranch() throws {
        let summary = try XCTUnwrap(ChoosingIntent.parameterSummary as? ParameterSummarySwitch<ChoosingIntent, Size>)
        XCTAssertEqual(summary.parameter, "Size")
        XCTAssertEqual(summary.cases.map(\.summaryText), ["A cup", "A cone with sprinkles"])
        let when = try XCTUnwrap((summary.cases[1] as? ParameterSummaryDefaultCase)?.summary as? ParameterSummaryWhen<ChoosingIntent>)
        XCTAssertEqual(when.otherwise?.summaryText, "A cone")
    }

    func testOptionsProviderDefaultFillsAnUnsetParameter() async throws {
        let intent = try await IceCreamIntent.withResolvedDefaults()
        XCTAssertEqual(intent.flavor, "Mint", "the provider's defaultResult()")
        XCTAssertNil(intent.topping, "a provider without defaultResult() leaves an optional parameter nil")
        XCTAssertEqual(intent.named, "Lemon", "a declared default wins over the provider")
        XCTAssertEqual(intent.scoops, 2)
    }

    func testASetValueIsKept() async throws {
        let intent = IceCreamIntent()
        intent.flavor = "Vanilla"
        let resolved = try await IceCreamIntent.withResolvedDefaults()
        XCTAssertEqual(resolved.flavor, "Mint")
        XCTAssertEqual(intent.flavor, "Vanilla", "resolution makes a fresh intent and leaves a configured one alone")
    }
}
