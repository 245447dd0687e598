import Foundation
import WidgetRender

// Live Activities in a spec file (`activities:`): the Lock Screen view, the Dynamic Island's views
// and the data states, lowered to WidgetKit's own `ActivityConfiguration` so that a spec activity
// renders through exactly the code a Swift `ActivityConfiguration` does (docs/spec.md, Live Activities).

/// The attributes every spec activity uses: the template values, split as ActivityKit splits
/// them into what stays (`attributes:`) and what changes (`states:`).
package struct SpecActivityAttributes: ActivityAttributes {
    package struct ContentState: Codable, Hashable {
        package var values: [String: String]
    }
    package var values: [String: String]
}

/// One content state of a spec activity: its template values and the date it renders at.
package struct SpecActivityState: Hashable, Sendable {
    package let name: String
    package let date: Date
    package let values: [String: String]
}

/// A Live Activity of a spec file.
package struct SpecActivity: @unchecked Sendable {
    static let fields = ["name", "title", "attributes", "states", "lockScreen", "small", "backgroundTint",
                         "systemActionForegroundColor", "dynamicIsland"]
    static let islandFields = ["expanded", "compactLeading", "compactTrailing", "minimal", "keylineTint"]
    static let regions: KeyValuePairs<String, DynamicIslandExpandedRegionPosition> = [
        "leading": .leading, "trailing": .trailing, "center": .center, "bottom": .bottom]

    package let name: String
    package let title: String
    package let attributes: [String: String]
    /// At least one; an activity without `states` has one named "default" at the spec's render date.
    package let states: [SpecActivityState]
    let lockScreen: ViewLowering
    /// The `.small` family's view (CarPlay, watch Smart Stack); its presence declares
    /// `.supplementalActivityFamilies([.small])`.
    let small: ViewLowering?
    let backgroundTint: Color?
    let actionForeground: Color?
    let expanded: [(DynamicIslandExpandedRegionPosition, ViewLowering)]
    let compactLeading: ViewLowering
    let compactTrailing: ViewLowering
    let minimal: ViewLowering
    let keylineTint: Color?

    init(_ value: SpecValue, file: String, defaultDate: Date, images: ImageProviding, files: SpecFiles,
         budget: SpecBudget, components: [String: SpecParser.ComponentSource]) throws {
        let fields = try value.fields(for: "activity", allowed: Self.fields)
        guard let nameValue = fields["name"] else { throw value.error("an activity needs 'name'") }
        name = try SpecDocument.pathSafeName(nameValue, for: "name")
        title = try fields["title"].map { try $0.text(for: "title") } ?? name
        var attributes: [String: String] = [:]
        for entry in try fields["attributes"]?.entries(for: "attributes") ?? [] {
            attributes[entry.key] = try entry.value.text(for: entry.key)
        }
        try budget.count(attributes.count, at: fields["attributes"] ?? value)
        self.attributes = attributes
        states = try fields["states"].map { try Self.states($0, attributes: attributes, defaultDate: defaultDate, budget: budget) }
            ?? [SpecActivityState(name: "default", date: defaultDate, values: [:])]

        var variableBytes: [String: Int] = attributes.mapValues(\.utf8.count)
        for state in states { for (key, text) in state.values { variableBytes[key] = max(variableBytes[key] ?? 0, text.utf8.count) } }
        let parser = SpecParser(file: file, images: images, files: files, budget: budget, components: components,
                                variableBytes: variableBytes)
        guard let lockScreenValue = fields["lockScreen"] else { throw value.error("activity '\(name)' needs 'lockScreen' (its view)") }
        lockScreen = try parser.parseView(lockScreenValue)
        small = try fields["small"].map(parser.parseView)
        backgroundTint = try fields["backgroundTint"].map { try StyleParsing.color($0, for: "backgroundTint") }
        actionForeground = try fields["systemActionForegroundColor"].map { try StyleParsing.color($0, for: "systemActionForegroundColor") }

        guard let islandValue = fields["dynamicIsland"] else {
            throw value.error("activity '\(name)' needs 'dynamicIsland' (compactLeading, compactTrailing, minimal, expanded)")
        }
        let island = try islandValue.fields(for: "dynamicIsland", allowed: Self.islandFields)
        func required(_ key: String) throws -> ViewLowering {
            guard let view = island[key] else { throw islandValue.error("'dynamicIsland' needs '\(key)' (a view)") }
            return try parser.parseView(view)
        }
        compactLeading = try required("compactLeading")
        compactTrailing = try required("compactTrailing")
        minimal = try required("minimal")
        keylineTint = try island["keylineTint"].map { try StyleParsing.color($0, for: "keylineTint") }
        var expanded: [(DynamicIslandExpandedRegionPosition, ViewLowering)] = []
        if let regionsValue = island["expanded"] {
            let regions = try regionsValue.fields(for: "expanded", allowed: Self.regions.map(\.key))
            for (key, position) in Self.regions {
                if let view = regions[key] { expanded.append((position, try parser.parseView(view))) }
            }
        }
        self.expanded = expanded
    }

    /// `states: [{name: preparing, values: {eta: "5 min"}, date: "+5m"}, …]`; every
    /// state defines the same values, none of them an attribute's name.
    private static func states(_ value: SpecValue, attributes: [String: String], defaultDate: Date,
                               budget: SpecBudget) throws -> [SpecActivityState] {
        guard value.isSequence else { throw value.typeError("a list of states", for: "states") }
        var result: [SpecActivityState] = []
        var names = Set<String>()
        for item in value.items() {
            let fields = try item.fields(for: "state", allowed: ["name", "date", "values"])
            try budget.count(1 + (fields["values"]?.mappingCount ?? 0), at: item)
            guard let nameValue = fields["name"] else { throw item.error("a state needs 'name'") }
            let name = try SpecDocument.pathSafeName(nameValue, for: "name")
            guard names.insert(name).inserted else { throw nameValue.error("two states are named '\(name)'") }
            let date = try fields["date"].map { try SpecDate($0, for: "date").date(relativeTo: defaultDate) } ?? defaultDate
            var values: [String: String] = [:]
            for entry in try fields["values"]?.entries(for: "values") ?? [] {
                guard attributes[entry.key] == nil else {
                    throw entry.keyValue.error("'\(entry.key)' is already an attribute; a state's values must have other names")
                }
                values[entry.key] = try entry.value.text(for: entry.key)
            }
            if let first = result.first, let missing = Set(first.values.keys).symmetricDifference(values.keys).sorted().first {
                throw item.error("state '\(name)' and state '\(first.name)' must define the same values; '\(missing)' differs")
            }
            result.append(SpecActivityState(name: name, date: date, values: values))
        }
        guard !result.isEmpty else { throw value.error("'states' is empty; list at least one state or leave 'states' out") }
        return result
    }

    /// The name a render of `state` goes by: the activity's name, plus the state's when there are several.
    package func outputName(for state: SpecActivityState) -> String {
        states.count == 1 ? name : "\(name).\(state.name)"
    }

    /// Every presentation of the activity in `state`, as the `.activityPresentations` render request
    /// draws a Swift `ActivityConfiguration` (light, dark and tinted unless `themes` is given).
    package func render(_ state: SpecActivityState, with renderer: WidgetRenderer, device: Device = .iPhone,
                        themes: [Theme]? = nil) throws -> [RenderedActivityPresentation] {
        var environment = EnvironmentValues()
        environment.renderDate = state.date
        let content = ActivityContent(state: SpecActivityAttributes.ContentState(values: state.values), staleDate: nil)
        return try renderer.renderActivityPresentations(
            configuration: configuration(), named: name, attributes: SpecActivityAttributes(values: attributes),
            content: content, device: device, themes: themes, environment: environment)
    }

    /// The activity as WidgetKit's `ActivityConfiguration`, written as a Swift author would.
    func configuration() -> some WidgetConfiguration {
        ActivityConfiguration(for: SpecActivityAttributes.self) { context in
            SpecActivityView(lockScreen: lockScreen, small: small, values: values(context))
                .activityBackgroundTint(backgroundTint)
                .activitySystemActionForegroundColor(actionForeground)
        } dynamicIsland: { context in
            let values = values(context)
            func region(_ position: DynamicIslandExpandedRegionPosition) -> SpecWidgetView? {
                expanded.first { $0.0 == position }.map { SpecWidgetView(lowering: $0.1, values: values) }
            }
            return DynamicIsland {
                if let view = region(.leading) { DynamicIslandExpandedRegion(.leading) { view } }
                if let view = region(.trailing) { DynamicIslandExpandedRegion(.trailing) { view } }
                if let view = region(.center) { DynamicIslandExpandedRegion(.center) { view } }
                if let view = region(.bottom) { DynamicIslandExpandedRegion(.bottom) { view } }
            } compactLeading: {
                SpecWidgetView(lowering: compactLeading, values: values)
            } compactTrailing: {
                SpecWidgetView(lowering: compactTrailing, values: values)
            } minimal: {
                SpecWidgetView(lowering: minimal, values: values)
            }
            .keylineTint(keylineTint)
        }
        .supplementalActivityFamilies(small == nil ? [] : [.small])
    }

    private func values(_ context: ActivityViewContext<SpecActivityAttributes>) -> [String: String] {
        context.attributes.values.merging(context.state.values) { _, state in state }
    }
}

/// The Lock Screen view, or the `.small` view where the system asks for that family.
private struct SpecActivityView: View {
    let lockScreen: ViewLowering
    let small: ViewLowering?
    let values: [String: String]
    @Environment(\.self) private var environment

    var body: some View {
        let context = LoweringContext(environment: environment, values: values)
        if environment.activityFamily == .small, let small { small(context) } else { lockScreen(context) }
    }
}
