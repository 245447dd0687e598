import Foundation
import XCTest
import WidgetViews

// Widget views written as in an Xcode widget extension (iOS 17 interactive widgets, the Xcode
// template, a watch complication), unchanged but for the import, to prove they compile; the tests
// check what they resolve to.

struct ToggleTaskIntent { var id: String; init() { id = "" }; init(id: String) { self.id = id } }
struct AddWaterIntent { init() {} }

struct TaskItem: Identifiable { let id: String; let title: String; let isDone: Bool }

final class WidgetModel: ObservableObject {
    @Published var glasses = 5
}

struct TodoWidgetEntryView: View {
    var tasks: [TaskItem]
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetContentMargins) private var margins
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @AppStorage("accentName", store: UserDefaults(suiteName: "group.com.example.todo")) private var accentName = "Brand"
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("Today").font(.headline)
                Spacer()
                Button(intent: AddWaterIntent()) {
                    Image(systemName: "plus")
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.circle)
                .tint(Color(accentName))
            }
            ForEach(tasks) { task in
                Toggle(isOn: task.isDone, intent: ToggleTaskIntent(id: task.id)) {
                    Text(task.title)
                        .strikethroughIfDone(task.isDone)
                }
                .toggleStyle(.button)
                .invalidatableContent()
            }
            Link(destination: URL(string: "todo://all")!) {
                Text("Show all").font(.footnote).foregroundStyle(.secondary)
            }
        }
        .contentTransition(.opacity)
        .animation(.smooth, value: tasks.count)
        .padding(showsBackground ? 0 : margins.leading)
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(URL(string: "todo://today"))
    }
}

extension View {
    @ViewBuilder func strikethroughIfDone(_ done: Bool) -> some View {
        if done { self.opacity(0.5) } else { self }
    }
}

struct WaterComplicationView: View {
    @ObservedObject var model: WidgetModel
    var body: some View {
        Gauge(value: Double(model.glasses), in: 0...8) {
            Image(systemName: "drop.fill")
        } currentValueLabel: {
            Text("\(model.glasses)")
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .widgetLabel {
            Text("\(model.glasses) of 8 glasses")
        }
        .widgetCurvesContent()
    }
}

struct CounterControls: View {
    @Binding var count: Int
    var body: some View {
        HStack {
            Button("Reset", role: .destructive) { withAnimation { count = 0 } }
            Button(action: { count += 1 }, label: { Label("Add", systemImage: "plus") })
                .buttonStyle(.bordered)
                .controlSize(.small)
        }
    }
}

final class InteractiveWidgetSourceTests: XCTestCase {
    let tasks = [TaskItem(id: "1", title: "Water plants", isDone: true), TaskItem(id: "2", title: "Call Sam", isDone: false)]

    func testTodoWidgetResolves() throws {
        let colors = NamedColorTable(["Brand": .white, "Sunset": .black])
        var environment = EnvironmentValues()
        environment.namedColors = colors
        let widget = try resolveWidget(TodoWidgetEntryView(tasks: tasks), environment: environment, images: MemoryImages())
        XCTAssertEqual(strings(in: widget.content), ["Today", "Water plants", "Call Sam", "Show all"])
        XCTAssertNotNil(widget.containerBackground)
        // A different accent from app storage is looked up by name; one the catalog lacks is a warning.
        environment.appStorage = ["accentName": "Nope"]
        let missing = try resolveWidget(TodoWidgetEntryView(tasks: tasks), environment: environment, images: MemoryImages())
        XCTAssertTrue(missing.warnings.contains { $0.hasPrefix("no color named \"Nope\"") }, "\(missing.warnings)")
    }

    func testComplicationAndControlsResolve() throws {
        let model = WidgetModel()
        var environment = EnvironmentValues()
        environment.platform = .watchos
        environment.widgetFamily = .accessoryCircular
        let complication = try resolveWidget(WaterComplicationView(model: model), environment: environment, images: MemoryImages())
        XCTAssertEqual(strings(in: complication.content), ["5", "5 of 8 glasses"])
        let controls = try resolveWidget(CounterControls(count: .constant(3)), environment: EnvironmentValues(), images: MemoryImages())
        XCTAssertEqual(strings(in: controls.content), ["Reset", "Add"])
    }
}
