import XCTest
import Foundation
@testable import WidgetViews

/// `@State`, `@Binding`, `@AppStorage` and the observable-object wrappers: widget views that use them
/// compile unchanged and read the values a still render should show.
final class PropertyWrapperTests: XCTestCase {
    enum Unit: String { case metric, imperial }
    enum Level: Int { case low = 1, high = 3 }

    struct Counter: View {
        @State private var count = 2
        @State private var note: String?
        var body: some View {
            Stepperish(value: $count)
            Text(note ?? "none")
        }
    }

    struct Stepperish: View {
        @Binding var value: Int
        var body: some View { Text("\(value)") }
    }

    struct Settings: View {
        @AppStorage("showsSeconds") var showsSeconds = false
        @AppStorage("count", store: UserDefaults(suiteName: "group.example")) var count = 1
        @AppStorage("goal") var goal = 400.0
        @AppStorage("name") var name = "Coffee"
        @AppStorage("unit") var unit = Unit.metric
        @AppStorage("level") var level = Level.low
        @AppStorage("site") var site = URL(string: "https://example.com")!
        @AppStorage("blob") var blob = Data([1])
        @AppStorage("nickname") var nickname: String?
        var body: some View {
            Text("\(showsSeconds ? "s" : "-") \(count) \(Int(goal)) \(name) \(unit.rawValue) \(level.rawValue)")
            Text("\(site.host ?? "") \(blob.count) \(nickname ?? "nil")")
        }
    }

    func testStateIsTheInitialValueAndProjectsABinding() throws {
        XCTAssertEqual(strings(in: try resolved(Counter()).content), ["2", "none"])
    }

    func testBindingGetSetConstantAndMembers() {
        struct Box { var amount = 1 }
        var store = Box()
        let binding = Binding(get: { store }, set: { store = $0 })
        binding.amount.wrappedValue = 5
        XCTAssertEqual(store.amount, 5)
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        XCTAssertEqual(constant.wrappedValue, 3)
        let state = State(initialValue: 1)
        state.projectedValue.wrappedValue = 9
        XCTAssertEqual(state.wrappedValue, 9)
        XCTAssertNil(Binding<Int>(Binding<Int?>.constant(nil)))
    }

    func testAppStorageReadsDefaultsWithoutValues() throws {
        XCTAssertEqual(strings(in: try resolved(Settings()).content),
                       ["- 1 400 Coffee metric 1", "example.com 1 nil"])
    }

    func testAppStorageReadsSuppliedValues() throws {
        let values: AppStorageValues = [
            "showsSeconds": true, "count": 7, "goal": 250, "name": "Tea", "unit": "imperial", "level": 3,
            "site": "https://apple.com", "blob": Data([1, 2, 3]), "nickname": "Bo",
        ]
        XCTAssertEqual(strings(in: try resolved(Settings()) { $0.appStorage = values }.content),
                       ["s 7 250 Tea imperial 3", "apple.com 3 Bo"])
        // A value of the wrong type falls back to the default.
        XCTAssertEqual(strings(in: try resolved(Settings()) { $0.appStorage = ["count": "seven"] }.content).first,
                       "- 1 400 Coffee metric 1")
    }

    final class Model: ObservableObject {
        @Published var drinks = 3
        let objectWillChange = ObservableObjectPublisher()
    }
    final class Session: ObservableObject {
        @Published var user = "Ana"
    }

    struct ObjectView: View {
        @ObservedObject var model: Model
        @StateObject private var session = Session()
        @EnvironmentObject var shared: Session
        var body: some View {
            Text("\(model.drinks) \(session.user) \(shared.user)")
            Stepperish(value: $model.drinks)
        }
    }

    func testObservableObjectsAreReadable() throws {
        let shared = Session()
        shared.user = "Li"
        let model = Model()
        model.objectWillChange.send()
        XCTAssertEqual(strings(in: try resolved(ObjectView(model: model).environmentObject(shared)).content),
                       ["3 Ana Li", "3"])
        XCTAssertEqual(model.$drinks.output, 3)
    }
}
