import WidgetKit

// Census kinds `protocol`: conformances written in real code; `wrapper`: property wrappers;
// `macro`: macros.
extension Probes {
    static var protocols: [Probe] { [
        .view("View") { ProbeSample() },
        .compiles("Widget") { let widget: any Widget = PRWidget(); _ = (PRWidget().body, widget) },
        .compiles("TimelineEntry") { let entry: any TimelineEntry = PREntry(date: prDate, value: 3); _ = (entry.date, entry.relevance) },
        .view("PreviewProvider") { PRWidget_Previews.previews },
        .compiles("TimelineProvider") {
            let provider = PRProvider(), existential: any TimelineProvider = provider
            _ = (StaticConfiguration(kind: "probe", provider: provider) { PRWidgetView(entry: $0) }, existential)
        },
        .compiles("WidgetBundle") { let bundle: any WidgetBundle = PRBundle(); _ = (PRBundle().body, bundle) },
        .compiles("AppIntentTimelineProvider") { _ = PRIntentWidget().body },
        .compiles("WidgetConfigurationIntent") { let intent = PRConfigIntent(); _ = intent.name },
        .compiles("IntentTimelineProvider") { _ = PRSiriWidget().body },
        .compiles("ActivityAttributes") { let attributes = PRAttributes(name: "Probe"); _ = (attributes, PRLiveActivity().body) },
        .view("AppIntent") { Button(intent: PRIntent()) { Text("Go") } },
        .compiles("ControlWidget") { _ = PRControl().body },
        .view("ViewModifier") { Text("Probe").modifier(PRBadge()) },
        .compiles("AppIntentControlValueProvider") { _ = PRTimerControl().body },
        .compiles("ControlConfigurationIntent") { let intent = PRControlIntent(); _ = intent.minutes },
        .compiles("EntityQuery") { _ = PREntity.defaultQuery },
        .compiles("SetValueIntent") { let intent = PRSetIntent(); _ = intent },
        .compiles("AppEntity") { let entity = PREntity(id: "a", name: "Probe"); _ = entity.displayRepresentation },
        .compiles("AppEnum") { _ = PRMood.caseDisplayRepresentations[.happy] },
        .view("Shape") { PRTriangle().fill(.red).frame(width: 60, height: 60) },
        .view("EnvironmentKey") { PRAccentSwatch().environment(\.prAccent, .blue) },
        .compiles("ControlValueProvider") { let provider: any ControlValueProvider = PRLightProvider(); _ = (PRLightControl().body, provider) },
        .compiles("LiveActivityIntent") { let intent = PRPauseIntent(); _ = intent },
        .view("ButtonStyle") { Button("Go") {}.buttonStyle(PRPillStyle()) },
        .compiles("AudioPlaybackIntent") { let intent = PRPlayIntent(); _ = intent },
        .compiles("EntityStringQuery") { let query = PRStringQuery(); _ = query },
        .compiles("ForegroundContinuableIntent") { let intent = PRContinueIntent(); _ = intent },
        .view("LabelStyle") { Label("Probe", systemImage: "star.fill").labelStyle(PRStackedLabelStyle()) },
        .view("Layout") { PRRow { Text("A"); Text("B") } },
        // Used by one file.
        .compiles("AppShortcutsProvider") { _ = PRShortcuts.appShortcuts },
        .view("PreferenceKey") { Text("Probe").preference(key: PRWidthKey.self, value: 42) },
        .view("ProgressViewStyle") { ProgressView(value: 0.6).progressViewStyle(PRBarStyle()) },
        .view("GaugeStyle") {
            Gauge(value: 0.4) { Text("Level") } currentValueLabel: { Text("40") }
                .gaugeStyle(PRRingGaugeStyle())
        },
        .view("ToggleStyle") { Toggle("Probe", isOn: .constant(true)).toggleStyle(PRCheckStyle()) },
        .compiles("App") { _ = PRSceneApp().body },
    ] }

    static var wrappers: [Probe] { [
        .view("@Environment(_:)") { ColorSchemeName() },
        .view("@ViewBuilder") { PRTitled(showsBadge: true) { Text("Probe") } },
        .view("@State") { PRCounter() },
        .compiles("@Parameter(title:)") { let intent = PRIntent(); intent.note = "Probe"; _ = intent.note },
        .compiles("@Parameter(title:default:)") { let intent = PRConfigIntent(); _ = intent.count },
        .view("@EnvironmentObject") { PRModelName().environmentObject(PRModel()) },
        .view("@StateObject") { PROwnModel() },
        .view("@ObservedObject") { PRModelBadge(model: PRModel()) },
        .view("@AppStorage(_:store:)") { PRSharedName() },
        .compiles("@WidgetBundleBuilder") { _ = PRBundle().body },
        .view("@Binding") { PRSwitchLabel(isOn: .constant(true)) },
        .view("@AppStorage(_:)") { PRStoredCount() },
        .compiles("@Parameter(title:default:controlStyle:inclusiveRange:)") { let intent = PRControlIntent(); _ = intent.minutes },
        .compiles("@Parameter(title:description:)") { let intent = PRPlayIntent(); _ = intent.track },
        // Used by one file.
        .compiles("@ControlWidgetTemplateBuilder") { _ = PRTemplateControl().body },
        .compiles("@Parameter(title:description:default:requestValueDialog:)") { let intent = PRCityIntent(); _ = intent.city },
        .compiles("@Parameter(title:description:requestValueDialog:)") { let intent = PRCityIntent(); _ = intent.district },
        .compiles("@Property(title:)") { let entity = PREntity(id: "a", name: "Probe"); _ = entity.label },
        .view("@ScaledMetric") { PRScaledDot() },
        .view("@FocusState") { PRFocusField() },
        .view("@Bindable") { PRBindableName(item: PRItem()) },
        .view("@GestureState") { PRDragLabel() },
    ] }

    static var macros: [Probe] { [
        .compiles("#Preview(as:widget:timeline:)"),
        .compiles("#Preview(body:)"),
        .compiles("#Preview(_:as:using:widget:contentStates:)"),
        .compiles("#Preview(_:as:widget:timeline:)"),
        .compiles("#Preview(_:body:)"),
        .compiles("#Predicate(_:)") {
            let isLarge = #Predicate<Int> { value in value > 3 }
            _ = try isLarge.evaluate(5)
        },
        .compiles("#Preview(_:as:using:widget:timelineProvider:)"),
        .compiles("#Predicate") {
            let isLarge = #Predicate<Int> { $0 > 3 }
            _ = try isLarge.evaluate(5)
        },
        .compiles("#Preview(as:using:widget:contentStates:)"),
        .view("#colorLiteral(red:green:blue:alpha:)") {
            let color: Color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
            color.frame(width: 40, height: 20)
        },
        .compiles("@Observable") { _ = PRItem().name },
        .compiles("#Preview(_:traits:body:)"),
        .compiles("@ObservationIgnored") { _ = PRItem().cache },
        .compiles("@DynamicIslandExpandedContentBuilder") { precondition(PRExpanded().content.erasedRegions.count == 1) },
    ] }
}

private struct ColorSchemeName: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

// Helpers, written as a widget extension writes them.
private let prDate = Date(timeIntervalSince1970: 1_750_000_000)

private struct PREntry: TimelineEntry {
    let date: Date
    let value: Int
}

private struct PRProvider: TimelineProvider {
    func placeholder(in context: Context) -> PREntry { PREntry(date: prDate, value: 0) }

    func getSnapshot(in context: Context, completion: @escaping (PREntry) -> Void) {
        completion(PREntry(date: prDate, value: 1))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PREntry>) -> Void) {
        let entries = (0..<3).map { PREntry(date: prDate.addingTimeInterval(Double($0) * 3600), value: $0) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

private struct PRWidgetView: View {
    let entry: PREntry
    var body: some View {
        VStack {
            Text("Value")
            Text("\(entry.value)").font(.largeTitle)
        }
    }
}

private struct PRWidget: Widget {
    let kind = "PRWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: PRProvider()) { entry in
            PRWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Probe")
        .description("A probe widget.")
        .supportedFamilies([.systemSmall])
    }
}

private struct PRWidget_Previews: PreviewProvider {
    static var previews: some View {
        PRWidgetView(entry: PREntry(date: prDate, value: 7))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

private struct PRConfigIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "Chooses what the widget shows." }

    @Parameter(title: "Name", default: "Probe")
    var name: String

    @Parameter(title: "Count", default: 3)
    var count: Int
}

private struct PRIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> PREntry { PREntry(date: prDate, value: 0) }

    func snapshot(for configuration: PRConfigIntent, in context: Context) async -> PREntry {
        PREntry(date: prDate, value: configuration.count)
    }

    func timeline(for configuration: PRConfigIntent, in context: Context) async -> Timeline<PREntry> {
        Timeline(entries: [PREntry(date: prDate, value: configuration.count)], policy: .never)
    }
}

private struct PRIntentWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "PRIntentWidget", intent: PRConfigIntent.self, provider: PRIntentProvider()) { entry in
            PRWidgetView(entry: entry)
        }
    }
}

private final class PRSiriIntent: INIntent {}

private struct PRSiriProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> PREntry { PREntry(date: prDate, value: 0) }

    func getSnapshot(for configuration: PRSiriIntent, in context: Context, completion: @escaping (PREntry) -> Void) {
        completion(PREntry(date: prDate, value: 1))
    }

    func getTimeline(for configuration: PRSiriIntent, in context: Context, completion: @escaping (Timeline<PREntry>) -> Void) {
        completion(Timeline(entries: [PREntry(date: prDate, value: 1)], policy: .atEnd))
    }
}

private struct PRSiriWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "PRSiriWidget", intent: PRSiriIntent.self, provider: PRSiriProvider()) { entry in
            PRWidgetView(entry: entry)
        }
    }
}

private struct PRAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var progress: Double
    }
    var name: String
}

private extension PRAttributes {
    static var preview: PRAttributes { PRAttributes(name: "Delivery") }
}

private extension PRAttributes.ContentState {
    static var started: PRAttributes.ContentState { PRAttributes.ContentState(progress: 0.2) }
    static var almostDone: PRAttributes.ContentState { PRAttributes.ContentState(progress: 0.9) }
}

private struct PRLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PRAttributes.self) { context in
            ProgressView(value: context.state.progress) { Text(context.attributes.name) }
                .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { ProgressView(value: context.state.progress) }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
            } compactTrailing: {
                Text("\(Int(context.state.progress * 100))%")
            } minimal: {
                Image(systemName: "shippingbox.fill")
            }
        }
    }
}

private struct PRBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        PRWidget()
        PRIntentWidget()
        PRLiveActivity()
        PRControl()
    }
}

private struct PRIntent: AppIntent {
    static var title: LocalizedStringResource { "Refresh" }

    @Parameter(title: "Note")
    var note: String?

    func perform() async throws -> some IntentResult { .result() }
}

private struct PRControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "PRControl") {
            ControlWidgetButton(action: PRIntent()) {
                Label("Refresh", systemImage: "arrow.clockwise")
            }
        }
        .displayName("Refresh")
    }
}

private struct PRControlIntent: ControlConfigurationIntent {
    static var title: LocalizedStringResource { "Timer" }

    @Parameter(title: "Minutes", default: 5, controlStyle: .stepper, inclusiveRange: (1, 60))
    var minutes: Int
}

private struct PRSetIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Toggle" }

    @Parameter(title: "On")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}

private struct PRTimerProvider: AppIntentControlValueProvider {
    func previewValue(configuration: PRControlIntent) -> Bool { false }
    func currentValue(configuration: PRControlIntent) async throws -> Bool { true }
}

private struct PRTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "PRTimerControl", provider: PRTimerProvider()) { isRunning in
            ControlWidgetToggle("Timer", isOn: isRunning, action: PRSetIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "timer")
            }
        }
    }
}

private struct PRLightProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

private struct PRLightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "PRLightControl", provider: PRLightProvider()) { isOn in
            ControlWidgetToggle("Light", isOn: isOn, action: PRSetIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "lightbulb")
            }
        }
    }
}

private struct PREntity: AppEntity {
    let id: String
    let name: String

    @Property(title: "Label")
    var label: String

    init(id: String, name: String) {
        self.id = id
        self.name = name
        self.label = name
    }

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Place" }
    static var defaultQuery: PRQuery { PRQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

private struct PRQuery: EntityQuery {
    func entities(for identifiers: [PREntity.ID]) async throws -> [PREntity] {
        identifiers.map { PREntity(id: $0, name: $0) }
    }

    func suggestedEntities() async throws -> [PREntity] { [PREntity(id: "home", name: "Home")] }
}

private struct PRStringQuery: EntityStringQuery {
    func entities(matching string: String) async throws -> [PREntity] { [PREntity(id: string, name: string)] }
    func entities(for identifiers: [PREntity.ID]) async throws -> [PREntity] {
        identifiers.map { PREntity(id: $0, name: $0) }
    }
}

private enum PRMood: String, AppEnum {
    case happy, calm

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Mood" }
    static var caseDisplayRepresentations: [PRMood: DisplayRepresentation] { [.happy: "Happy", .calm: "Calm"] }
}

private struct PRPauseIntent: LiveActivityIntent {
    static var title: LocalizedStringResource { "Pause" }
    func perform() async throws -> some IntentResult { .result() }
}

private struct PRPlayIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource { "Play" }

    @Parameter(title: "Track", description: "The track to play")
    var track: String?

    func perform() async throws -> some IntentResult { .result() }
}

private struct PRContinueIntent: ForegroundContinuableIntent {
    static var title: LocalizedStringResource { "Continue" }
    func perform() async throws -> some IntentResult { .result() }
}

private struct PRBadge: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(6).background(Capsule().fill(.yellow))
    }
}

private struct PRTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

private struct PRAccentKey: EnvironmentKey {
    static let defaultValue: Color = .red
}

private extension EnvironmentValues {
    var prAccent: Color {
        get { self[PRAccentKey.self] }
        set { self[PRAccentKey.self] = newValue }
    }
}

private struct PRAccentSwatch: View {
    @Environment(\.prAccent) private var accent
    var body: some View { accent.frame(width: 40, height: 20) }
}

private struct PRPillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(Capsule().fill(.blue))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

private struct PRStackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.icon
            configuration.title
        }
    }
}

private struct PRRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width + 4 }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width + 4
        }
    }
}

private struct PRTitled<Content: View>: View {
    let showsBadge: Bool
    let content: Content

    init(showsBadge: Bool, @ViewBuilder content: () -> Content) {
        self.showsBadge = showsBadge
        self.content = content()
    }

    var body: some View {
        VStack {
            content
            badge
        }
    }

    @ViewBuilder
    private var badge: some View {
        if showsBadge {
            Image(systemName: "star.fill")
        } else {
            EmptyView()
        }
    }
}

private struct PRCounter: View {
    @State private var count = 3
    var body: some View { Text("Count \(count)") }
}

@MainActor
private final class PRModel: ObservableObject {
    @Published var name = "Probe"
}

private struct PRModelName: View {
    @EnvironmentObject private var model: PRModel
    var body: some View { Text(model.name) }
}

private struct PROwnModel: View {
    @StateObject private var model = PRModel()
    var body: some View { Text(model.name) }
}

private struct PRModelBadge: View {
    @ObservedObject var model: PRModel
    var body: some View { Text(model.name).padding(4).background(Color.yellow) }
}

private struct PRSharedName: View {
    @AppStorage("prName", store: UserDefaults(suiteName: "group.com.example.probe")) private var name = "Probe"
    var body: some View { Text(name) }
}

private struct PRStoredCount: View {
    @AppStorage("prCount") private var count = 3
    var body: some View { Text("Count \(count)") }
}

private struct PRSwitchLabel: View {
    @Binding var isOn: Bool
    var body: some View { Text(isOn ? "On" : "Off") }
}

// Macros: each preview registers itself (the compile is the check).
#Preview(as: .systemSmall) {
    PRWidget()
} timeline: {
    PREntry(date: prDate, value: 1)
    PREntry(date: prDate.addingTimeInterval(3600), value: 2)
}

// PRCounter's init is main-actor isolated (a View with an initialized @State). Apple's body closure is
// `@MainActor () -> any View`; ours is not, so these two previews warn in Swift 6 mode ("call to main
// actor-isolated initializer in a synchronous nonisolated context") where Xcode compiles them cleanly.
#Preview {
    PRCounter()
}

#Preview("Delivery", as: .content, using: PRAttributes.preview) {
    PRLiveActivity()
} contentStates: {
    PRAttributes.ContentState.started
    PRAttributes.ContentState.almostDone
}

#Preview("Small", as: .systemSmall) {
    PRWidget()
} timeline: {
    PREntry(date: prDate, value: 5)
}

#Preview("Counter") {
    PRCounter()
}

#Preview("Configured", as: .systemSmall, using: PRConfigIntent()) {
    PRIntentWidget()
} timelineProvider: {
    PRIntentProvider()
}

#Preview(as: .dynamicIsland(.compact), using: PRAttributes.preview) {
    PRLiveActivity()
} contentStates: {
    PRAttributes.ContentState.started
}

private struct PRScaledDot: View {
    @ScaledMetric private var size: CGFloat = 20
    var body: some View { Circle().fill(.red).frame(width: size, height: size) }
}

private struct PRShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PRIntent(), phrases: ["Refresh \(.applicationName)"],
                    shortTitle: "Refresh", systemImageName: "arrow.clockwise")
    }
}

private struct PRWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct PRBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsule().fill(.blue).frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 8)
    }
}

private struct PRCheckStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
            configuration.label
        }
    }
}

private struct PRTemplateControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "PRTemplateControl", provider: PRLightProvider()) { isOn in
            template(isOn: isOn)
        }
    }

    @ControlWidgetTemplateBuilder
    func template(isOn: Bool) -> some ControlWidgetTemplate {
        ControlWidgetToggle("Light", isOn: isOn, action: PRSetIntent()) { isOn in
            Label(isOn ? "On" : "Off", systemImage: "lightbulb")
        }
    }
}

private struct PRCityIntent: AppIntent {
    static var title: LocalizedStringResource { "City" }

    @Parameter(title: "City", description: "The city shown", default: "Paris", requestValueDialog: "Which city?")
    var city: String

    @Parameter(title: "District", description: "A district of the city", requestValueDialog: "Which district?")
    var district: String?

    func perform() async throws -> some IntentResult { .result() }
}

private struct PRExpanded {
    @DynamicIslandExpandedContentBuilder
    var content: DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) { Text("Probe") }
    }
}

private struct PRRingGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(.gray.opacity(0.3), lineWidth: 6)
            Circle().trim(from: 0, to: configuration.value).stroke(.blue, lineWidth: 6)
            configuration.currentValueLabel
        }
        .frame(width: 60, height: 60)
    }
}

#if API_GAPS
extension Probes {
    static var protocolsGaps: [Probe] { [
        .compiles("UIApplicationDelegate") { _ = PRAppDelegate() },
        .compiles("UIResponder") { _ = PRAppDelegate() },
        .compiles("UIViewController") { _ = PRViewController() },
        .compiles("WCSessionDelegate") { _ = PRSessionDelegate() },
        .compiles("UIWindowSceneDelegate") { _ = PRSceneDelegate() },
        .compiles("NSApplicationDelegate") { _ = PRMacAppDelegate() },
        .compiles("UITableViewDelegate") { _ = PRTableController() },
        .compiles("CLLocationManagerDelegate") { _ = PRLocationDelegate() },
        .compiles("CustomIntentMigratedAppIntent") { _ = PRMigratedIntent() },
        .compiles("CustomLocalizedStringResourceConvertible") { _ = PRUnit.minutes.localizedStringResource },
        .compiles("UITableViewCell") { _ = PRCell() },
        .compiles("UIViewControllerRepresentable") { _ = PRControllerView() },
        .compiles("WKApplicationDelegate") { _ = PRWatchDelegate() },
        // Used by one file.
        .compiles("AlarmMetadata") { _ = PRAlarmData() },
        .compiles("CPInterfaceControllerDelegate") { _ = PRCarPlayDelegate() },
        .compiles("CPTemplateApplicationSceneDelegate") { _ = PRCarPlayDelegate() },
        .compiles("CaseDisplayRepresentable") { _ = PRLevel.caseDisplayRepresentations },
        .compiles("INPlayMediaIntentHandling") { _ = PRMediaHandler() },
        .compiles("NSCoreDataCoreSpotlightDelegate") { let _: NSCoreDataCoreSpotlightDelegate.Type = PRSpotlightDelegate.self },
        .compiles("Tip") { _ = PRTip().title },
        .compiles("TransientAppEntity") { _ = PRSummary() },
        .compiles("UIViewControllerRestoration") { let _: UIViewControllerRestoration.Type = PRRestorer.self },
    ] }

    static var wrappersGaps: [Probe] { [
        .compiles("@UIApplicationDelegateAdaptor(_:)") { _ = PRApp() },
        .compiles("@NSApplicationDelegateAdaptor(_:)") { _ = PRMacApp() },
        // Used by one file.
        .compiles("@Parameter(title:size:)") { let intent = PRFavoritesIntent(); _ = intent.items },
    ] }

    static var macrosGaps: [Probe] { [
        // Used by one file. Not provided: a top-level `Entry` makes Swift 6.3 on Linux fail `Timeline<Entry>`
        // inference in the widget template (docs/platform.md, "@Entry").
        .view("@Entry") { Text("Probe").foregroundStyle(.primary).environment(\.prTint, .blue) },
    ] }
}

private struct PRApp: App {
    @UIApplicationDelegateAdaptor(PRAppDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup { Text("Probe") }
    }
}

private struct PRMacApp: App {
    @NSApplicationDelegateAdaptor(PRMacAppDelegate.self) var appDelegate
    var body: some Scene {
        WindowGroup { Text("Probe") }
    }
}

private final class PRAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
}

private final class PRMacAppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {}
}

private final class PRWatchDelegate: NSObject, WKApplicationDelegate {
    func applicationDidFinishLaunching() {}
}

private final class PRViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
}

private final class PRSessionDelegate: NSObject, WCSessionDelegate {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {}
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) {}
}

private final class PRSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

private final class PRTableController: UIViewController, UITableViewDelegate {}

private final class PRCell: UITableViewCell {}

private final class PRLocationDelegate: NSObject, CLLocationManagerDelegate {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
}

private struct PRMigratedIntent: AppIntent, CustomIntentMigratedAppIntent {
    static var intentClassName: String { "ConfigurationIntent" }
    static var title: LocalizedStringResource { "Configuration" }
    func perform() async throws -> some IntentResult { .result() }
}

private enum PRUnit: CustomLocalizedStringResourceConvertible {
    case minutes
    var localizedStringResource: LocalizedStringResource { "Minutes" }
}

private struct PRControllerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}


private struct PRAlarmData: AlarmMetadata {
    var label: String = "Wake up"
}

private final class PRCarPlayDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPInterfaceControllerDelegate {
    func templateApplicationScene(_ scene: CPTemplateApplicationScene, didConnect controller: CPInterfaceController) {}
}

private enum PRLevel: String, CaseDisplayRepresentable {
    case low, high
    static var caseDisplayRepresentations: [PRLevel: DisplayRepresentation] { [.low: "Low", .high: "High"] }
}

private final class PRMediaHandler: NSObject, INPlayMediaIntentHandling {
    func handle(intent: INPlayMediaIntent) async -> INPlayMediaIntentResponse {
        INPlayMediaIntentResponse(code: .success, userActivity: nil)
    }
}

private final class PRSpotlightDelegate: NSCoreDataCoreSpotlightDelegate {}

private struct PRTip: Tip {
    var title: Text { Text("Add the widget") }
}

private struct PRSummary: TransientAppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Summary" }
    var displayRepresentation: DisplayRepresentation { "Summary" }
    @Property(title: "Total") var total: Int
    init() {}
}

private final class PRRestorer: NSObject, UIViewControllerRestoration {
    static func viewController(withRestorationIdentifierPath path: [String], coder: NSCoder) -> UIViewController? { nil }
}

private struct PRFavoritesIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Favorites" }

    @Parameter(title: "Places", size: 3)
    var items: [PREntity]?
}

extension EnvironmentValues {
    @Entry fileprivate var prTint: Color = .red
}

#endif

// App, scenes, observation, gestures (AppScene.swift, ObservationSupport.swift, Gestures.swift).
private struct PRSceneApp: App {
    var body: some Scene {
        WindowGroup { Text("Probe") }
    }
}

private struct PRFocusField: View {
    @FocusState private var isFocused: Bool
    var body: some View { Text(isFocused ? "Focused" : "Idle") }
}

@Observable
private final class PRItem {
    var name = "Probe"
    @ObservationIgnored var cache = 0
}

private struct PRBindableName: View {
    @Bindable var item: PRItem
    var body: some View { Text(item.name) }
}

private struct PRDragLabel: View {
    @GestureState private var offset: CGFloat = 0
    var body: some View { Text("Probe").offset(x: offset) }
}

#Preview("Sized", traits: .sizeThatFitsLayout) {
    PRCounter()
}
