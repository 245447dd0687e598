import WidgetKit

// Census kind `type`: types named in declarations (`some View`, `Color`, `Context` …).
extension Probes {
    static var types: [Probe] { [
        .view("some View") { ProbeSample() },
        .compiles("some WidgetConfiguration") { _ = TYWidget().body },
        .compiles("Color") { let _: Color = .red },
        .compiles("Context") { let _: TYProvider.Context? = nil },
        .compiles("WidgetCenter") { let center: WidgetCenter = .shared; center.reloadTimelines(ofKind: "probe") },
        .view("CGFloat") { let side: CGFloat = 40; Rectangle().fill(.red).frame(width: side, height: side / 2) },
        .compiles("some Widget") { _ = TYBundle().body },
        .view("WidgetFamily") { TYFamilyName() },
        .compiles("Timeline") {
            let timeline: Timeline<TYEntry> = Timeline(entries: [TYEntry(date: tyDate)], policy: .never)
            _ = timeline.entries.count
        },
        .compiles("some IntentResult") { _ = TYIntent() },
        .view("UIColor") { let color: UIColor = .systemRed; Color(uiColor: color).frame(width: 40, height: 20) },
        .compiles("Activity") { let _: Activity<TYAttributes>? = nil },
        .view("UIImage") {
            let image: UIImage? = UIImage(systemName: "star.fill")
            if let image { Image(uiImage: image) }
        },
        .view("Image") { let image: Image = Image(systemName: "star.fill"); image },
        .view("Font") { let font: Font = .headline; Text("Probe").font(font) },
        .compiles("ActivityViewContext") { _ = TYLiveActivity().body },
        .compiles("some ControlWidgetConfiguration") { _ = TYControl().body },
        .view("Text") { let text: Text = Text("Probe") + Text(" 42").bold(); text },
        .view("CGSize") { let size = CGSize(width: 40, height: 20); Rectangle().fill(.red).frame(width: size.width, height: size.height) },
        .compiles("IntentDescription") { let description: IntentDescription = TYIntent.description; _ = description },
        .compiles("DisplayRepresentation") { _ = TYEntity(id: "a").displayRepresentation },
        .compiles("AppIntentRecommendation") {
            let recommendation = AppIntentRecommendation(intent: TYConfigIntent(), description: "Probe")
            _ = recommendation
        },
        .compiles("some ParameterSummary") { _ = TYConfigIntent.parameterSummary },
        .view("ColorScheme") { TYSchemeName() },
        .view("Binding") { TYSwitchRow(isOn: .constant(true)) },
        .view("LocalizedStringKey") { let key: LocalizedStringKey = "Probe"; Text(key) },
        .compiles("UIScreen") { let screen: UIScreen = .main; _ = screen.bounds.width },
        .view("ZStack") { let stack: ZStack<Text> = ZStack { Text("Probe") }; stack },
        .view("VStack") { let stack: VStack<Text> = VStack { Text("Probe") }; stack },
        .view("CGRect") { Path(CGRect(x: 10, y: 10, width: 40, height: 20)).fill(.red) },
        .compiles("UIDevice") { let device: UIDevice = .current; _ = device.userInterfaceIdiom == .phone },
        .view("AnyView") { let view: AnyView = AnyView(Text("Probe")); view },
        .compiles("TypeDisplayRepresentation") { let type: TypeDisplayRepresentation = TYEntity.typeDisplayRepresentation; _ = type },
        .view("NSColor") { let color: NSColor = .systemRed; Color(nsColor: color).frame(width: 40, height: 20) },
        .compiles("EnvironmentValues") {
            var environment = EnvironmentValues()
            environment.colorScheme = .dark
            _ = environment.colorScheme
        },
        .view("Gradient") {
            let gradient = Gradient(colors: [.red, .blue])
            LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
        },
        .view("HStack") { let stack: HStack<Text> = HStack { Text("Probe") }; stack },
        .compiles("WidgetConfiguration") { _ = TYWidget().body.tyProbeFamilies() },
        .view("Path") {
            let path: Path = Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 60, y: 60))
            }
            path.stroke(.red, lineWidth: 4)
        },
        .view("Configuration") { Button("Go") {}.buttonStyle(TYPillStyle()) },
        .view("Content") { Text("Probe").modifier(TYCardModifier()) },
        .compiles("TimelineEntryRelevance") { let relevance = TimelineEntryRelevance(score: 10); _ = relevance.score },
        .view("HorizontalAlignment") {
            let alignment: HorizontalAlignment = .leading
            VStack(alignment: alignment) { Text("Probe"); Text("42") }
        },
        .compiles("Animation") { let animation: Animation = .easeInOut(duration: 0.3); _ = animation },
        .view("GeometryProxy") { GeometryReader { (proxy: GeometryProxy) in Text("\(Int(proxy.size.width))") } },
        .view("LinearGradient") {
            let gradient: LinearGradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            gradient
        },
        .compiles("ControlCenter") { let center: ControlCenter = .shared; center.reloadAllControls() },
        .compiles("TimelineProviderContext") { let _: TimelineProviderContext? = nil },
        .compiles("WidgetBundleBuilder") { _ = TYBundle().body },
        .view("AnyShapeStyle") { let style = AnyShapeStyle(Color.red); Rectangle().fill(style).frame(width: 40, height: 20) },
        .compiles("IntentAuthenticationPolicy") { let policy: IntentAuthenticationPolicy = TYIntent.authenticationPolicy; _ = policy },
        .compiles("ReturnsValue") { _ = TYValueIntent() },
        .compiles("ActivityState") { let state: ActivityState = .active; _ = state },
        .view("Alignment") {
            let alignment: Alignment = .topLeading
            ZStack(alignment: alignment) { Color.clear; Text("Probe") }
        },
        .compiles("DynamicIsland") { _ = TYLiveActivity().body },
        .view("EdgeInsets") { Text("Probe").padding(EdgeInsets(top: 20, leading: 8, bottom: 0, trailing: 0)) },
        .compiles("INIntent") { let intent: INIntent = INIntent(); _ = intent },
        .compiles("ProvidesDialog") { _ = TYDialogIntent() },
        .view("UIFont") { let font: UIFont = .systemFont(ofSize: 20); Text("Probe").font(Font(font)) },
        .view("some Shape") { tyBadgeShape().fill(.red).frame(width: 40, height: 40) },
        .view("CGPoint") {
            Path { path in
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 60, y: 60))
            }
            .stroke(.red, lineWidth: 4)
        },
        .view("Label") { let label: Label<Text, Image> = Label("Probe", systemImage: "star.fill"); label },
        .compiles("ActivityContent") {
            let content = ActivityContent(state: TYAttributes.ContentState(value: 1), staleDate: nil)
            _ = content.state
        },
        .compiles("ActivityUIDismissalPolicy") { let policy: ActivityUIDismissalPolicy = .immediate; _ = policy },
        .view("AngularGradient") {
            let gradient: AngularGradient = AngularGradient(colors: [.red, .blue, .red], center: .center)
            gradient
        },
        .view("BackgroundStyle") {
            Text("Probe").foregroundStyle(BackgroundStyle()).padding().background(Color.blue)
        },
        .view("Button") { let button: Button<Text> = Button(action: {}) { Text("Go") }; button },
        .view("ContentMode") {
            let mode: ContentMode = .fit
            Image(systemName: "star.fill").resizable().aspectRatio(contentMode: mode)
        },
        .view("DynamicTypeSize") { let size: DynamicTypeSize = .xxxLarge; Text("Probe").dynamicTypeSize(size) },
        .compiles("Entry") { let entry: TYProvider.Entry = TYEntry(date: tyDate); _ = entry.date },
        .view("Font.Weight") { let weight: Font.Weight = .bold; Text("Probe").fontWeight(weight) },
        .view("GeometryReader") {
            let reader: GeometryReader<Text> = GeometryReader { proxy in Text("\(Int(proxy.size.width))") }
            reader
        },
        .view("GridItem") {
            let columns: [GridItem] = [GridItem(.flexible()), GridItem(.flexible())]
            LazyVGrid(columns: columns) { Text("A"); Text("B"); Text("C") }
        },
        .compiles("OpensIntent") { _ = TYOpenerIntent() },
        .compiles("ProposedViewSize") {
            let proposal = ProposedViewSize(width: 10, height: nil)
            _ = proposal.replacingUnspecifiedDimensions()
        },
        .view("ScrollViewProxy") { ScrollViewReader { (proxy: ScrollViewProxy) in Text("Probe") } },
        .view("Subviews") { TYRowLayout { Text("A"); Text("B") } },
        .compiles("TimelineReloadPolicy") {
            let policy: TimelineReloadPolicy = .after(tyDate.addingTimeInterval(900))
            _ = Timeline(entries: [TYEntry(date: tyDate)], policy: policy)
        },
        .compiles("Transaction") { var transaction = Transaction(animation: .default); transaction.disablesAnimations = true },
        .view("UITraitCollection") {
            let color = UIColor { (traits: UITraitCollection) in traits.userInterfaceStyle == .dark ? .white : .systemRed }
            Color(uiColor: color).frame(width: 40, height: 20)
        },
        .view("WidgetRenderingMode") { TYRenderingModeName() },
        .compiles("any AppIntent") { let intent: any AppIntent = TYIntent(); _ = intent },
        .compiles("some ReturnsValue") { _ = TYCountIntent() },
        .view("some ShapeStyle") { Rectangle().fill(tyAccentStyle()).frame(width: 40, height: 20) },
        // Used by one file.
        .compiles("NSSize") { let size = NSSize(width: 40, height: 20); _ = size.width },
        .compiles("Provider.Entry") { let entry: TYProvider.Entry = TYEntry(date: tyDate); _ = entry },
        .compiles("StaticControlConfiguration") { _ = TYLightControl().body },
        .view("ViewThatFits") {
            let fitting: ViewThatFits<Text> = ViewThatFits { Text("Probe") }
            fitting
        },
        .compiles("Alert") { let _: Alert = Alert(title: Text("Probe")) },
        .compiles("some ToolbarContent") { _ = TYToolbarView().toolbarItems },
        .compiles("Alert.Button") { let _: Alert.Button = .default(Text("OK")) },
        .compiles("some Scene") { _ = TYApp().body },
        .compiles("ScenePhase") { let phase: ScenePhase = .active; precondition(phase > .inactive && ScenePhase.inactive > .background) },
        .compiles("DynamicIslandExpandedContent") {
            let island = DynamicIsland { TYExpandedRegions().content } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            precondition(island.regions(at: .leading).count == 1)
        },
        .compiles("IntentRecommendation") { let _: [IntentRecommendation<INIntent>] = [] },
        .compiles("CGColor") { let color: CGColor = .white; precondition(color.components == [1, 1]) },
        .compiles("UIView") { let _: UIView? = nil },
        .compiles("CGPath") { let _: CGPath = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath },
    ] }
}

// Helpers: a widget with its entry, provider and configuration intent, a bundle, a Live Activity, a
// control, and the small views and styles the probes above name.
private let tyDate = Date(timeIntervalSince1970: 1_750_000_000)

private struct TYEntry: TimelineEntry {
    let date: Date
}

private struct TYProvider: TimelineProvider {
    func placeholder(in context: Context) -> TYEntry { TYEntry(date: tyDate) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(TYEntry(date: tyDate)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [TYEntry(date: tyDate)], policy: .atEnd))
    }
}

private struct TYWidget: Widget {
    let kind = "TYWidget"
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TYProvider()) { entry in
            Text(entry.date, style: .time)
        }
        .configurationDisplayName("Probe")
    }
}

private extension WidgetConfiguration {
    func tyProbeFamilies() -> some WidgetConfiguration { supportedFamilies([.systemSmall, .systemMedium]) }
}

private struct TYBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        TYWidget()
        TYLiveActivity()
    }
}

private struct TYAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var value: Int
    }
    var name: String
}

private struct TYLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TYAttributes.self) { context in
            TYActivityView(context: context)
        } dynamicIsland: { context in
            island(context)
        }
    }

    func island(_ context: ActivityViewContext<TYAttributes>) -> DynamicIsland {
        DynamicIsland {
            DynamicIslandExpandedRegion(.center) { Text(context.attributes.name) }
        } compactLeading: {
            Text("\(context.state.value)")
        } compactTrailing: {
            Image(systemName: "star.fill")
        } minimal: {
            Text("\(context.state.value)")
        }
    }
}

private struct TYActivityView: View {
    let context: ActivityViewContext<TYAttributes>
    var body: some View { Text("\(context.attributes.name): \(context.state.value)") }
}

private struct TYIntent: AppIntent {
    static var title: LocalizedStringResource { "Probe" }
    static var description: IntentDescription { "Runs the probe." }
    static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    func perform() async throws -> some IntentResult { .result() }
}

private struct TYValueIntent: AppIntent {
    static var title: LocalizedStringResource { "Count" }
    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: 42) }
}

private struct TYCountIntent: AppIntent {
    static var title: LocalizedStringResource { "Count" }
    func perform() async throws -> some ReturnsValue<Int> { .result(value: 42) }
}

private struct TYDialogIntent: AppIntent {
    static var title: LocalizedStringResource { "Greet" }
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Hello") }
}

private struct TYOpenerIntent: AppIntent {
    static var title: LocalizedStringResource { "Open" }
    func perform() async throws -> some IntentResult & OpensIntent { .result(opensIntent: TYIntent()) }
}

private struct TYConfigIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }

    @Parameter(title: "Name", default: "Probe")
    var name: String

    static var parameterSummary: some ParameterSummary {
        Summary("Show \(\.$name)")
    }
}

private struct TYEntity: AppEntity {
    let id: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Probe" }
    static var defaultQuery: TYEntityQuery { TYEntityQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct TYEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [TYEntity] { identifiers.map { TYEntity(id: $0) } }
}

private struct TYControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "TYControl") {
            ControlWidgetButton(action: TYIntent()) {
                Label("Go", systemImage: "star.fill")
            }
        }
    }
}

private struct TYFamilyName: View {
    @Environment(\.widgetFamily) private var family: WidgetFamily
    var body: some View { Text(family == .systemSmall ? "small" : "other") }
}

private struct TYSchemeName: View {
    @Environment(\.colorScheme) private var scheme: ColorScheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

private struct TYRenderingModeName: View {
    @Environment(\.widgetRenderingMode) private var mode: WidgetRenderingMode
    var body: some View { Text(mode == .fullColor ? "full color" : "other") }
}

private struct TYSwitchRow: View {
    let isOn: Binding<Bool>
    var body: some View { Text(isOn.wrappedValue ? "On" : "Off") }
}

private struct TYPillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background(Capsule().fill(.blue))
    }
}

private struct TYCardModifier: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(8).background(Color.yellow)
    }
}

private struct TYRowLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

private struct TYLightProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

private struct TYToggleIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Light" }

    @Parameter(title: "On")
    var value: Bool

    func perform() async throws -> some IntentResult { .result() }
}

private struct TYLightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "TYLightControl", provider: TYLightProvider()) { isOn in
            ControlWidgetToggle("Light", isOn: isOn, action: TYToggleIntent()) { isOn in
                Label(isOn ? "On" : "Off", systemImage: "lightbulb")
            }
        }
    }
}

private func tyBadgeShape() -> some Shape { Circle() }

private func tyAccentStyle() -> some ShapeStyle { Color.red }

private struct TYExpandedRegions {
    @DynamicIslandExpandedContentBuilder
    var content: DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading) { Text("Probe") }
    }
}

#if API_GAPS
extension Probes {
    static var typesGaps: [Probe] { [
        .compiles("UIApplication.LaunchOptionsKey") { let _: UIApplication.LaunchOptionsKey? = nil },
        .compiles("WCSession") { let _: WCSession? = nil },
        .compiles("UIWindowScene") { let _: UIWindowScene? = nil },
        .compiles("UIScene.ConnectionOptions") { let _: UIScene.ConnectionOptions? = nil },
        .compiles("UISceneSession") { let _: UISceneSession? = nil },
        .compiles("UIWindow") { let _: UIWindow? = nil },
        .compiles("WCSessionActivationState") { let _: WCSessionActivationState? = nil },
        .compiles("UITableView") { let _: UITableView? = nil },
        .compiles("UISceneConfiguration") { let _: UISceneConfiguration? = nil },
        .compiles("UIScene") { let _: UIScene? = nil },
        .compiles("UIBackgroundTaskIdentifier") { let _: UIBackgroundTaskIdentifier = .invalid },
        .compiles("UINavigationController") { let _: UINavigationController? = nil },
        .compiles("UIAlertController") { let _: UIAlertController? = nil },
        .compiles("UIApplicationShortcutItem") { let _: UIApplicationShortcutItem? = nil },
        .compiles("NSLayoutConstraint") { let _: NSLayoutConstraint? = nil },
        .compiles("UIAction") { let _: UIAction? = nil },
        .compiles("UIMenu") { let _: UIMenu? = nil },
        .compiles("UIOpenURLContext") { let _: UIOpenURLContext? = nil },
        .compiles("UIStoryboardSegue") { let _: UIStoryboardSegue? = nil },
        .compiles("CLLocationManager") { let _: CLLocationManager? = nil },
        .compiles("HKObjectQueryNoLimit") { let _: Int = HKObjectQueryNoLimit },
        .compiles("HKQuery") { let _: HKQuery? = nil },
        .compiles("HKSampleSortIdentifierStartDate") { let _: String = HKSampleSortIdentifierStartDate },
        .compiles("NEProviderStopReason") { let _: NEProviderStopReason? = nil },
        .compiles("NSApplication") { let _: NSApplication? = nil },
        .compiles("SKStoreReviewController") { let _: SKStoreReviewController.Type = SKStoreReviewController.self },
        .compiles("UIBackgroundFetchResult") { let _: UIBackgroundFetchResult = .newData },
        .compiles("UIBarButtonItem") { let _: UIBarButtonItem? = nil },
        .compiles("UIButton") { let _: UIButton? = nil },
        .compiles("UIGestureRecognizer") { let _: UIGestureRecognizer? = nil },
        .compiles("UIImageView") { let _: UIImageView? = nil },
        .compiles("UIInterfaceOrientationMask") { let _: UIInterfaceOrientationMask = .portrait },
        .compiles("UILabel") { let _: UILabel? = nil },
        .compiles("UILongPressGestureRecognizer") { let _: UILongPressGestureRecognizer? = nil },
        .compiles("UIMenuBuilder") { let _: (any UIMenuBuilder)? = nil },
        .compiles("UIPasteboard") { let _: UIPasteboard? = nil },
        .compiles("UISwipeActionsConfiguration") { let _: UISwipeActionsConfiguration? = nil },
        .compiles("UISwitch") { let _: UISwitch? = nil },
        .compiles("UIViewControllerTransitionCoordinator") { let _: (any UIViewControllerTransitionCoordinator)? = nil },
        .compiles("UTType") { let _: UTType = .png },
        .compiles("WKApplicationRefreshBackgroundTask") { let _: WKApplicationRefreshBackgroundTask? = nil },
        .compiles("WKRefreshBackgroundTask") { let _: WKRefreshBackgroundTask? = nil },
        .compiles("WKInterfaceDevice") { let _: WKInterfaceDevice? = nil },
        // Used by one file.
        .compiles("AVCaptureDevice") { let _: AVCaptureDevice? = nil },
        .compiles("CKShare.Metadata") { let _: CKShare.Metadata? = nil },
        .compiles("EKCalendar") { let _: EKCalendar? = nil },
        .compiles("EKEventStore") { let _: EKEventStore? = nil },
        .compiles("HKCategorySample") { let _: HKCategorySample? = nil },
        .compiles("HKSampleSortIdentifierEndDate") { let _: String = HKSampleSortIdentifierEndDate },
        .compiles("INFile") { let _: INFile? = nil },
        .compiles("INPlayMediaIntent") { let _: INPlayMediaIntent? = nil },
        .compiles("INPlayMediaIntentResponse") { let _: INPlayMediaIntentResponse? = nil },
        .compiles("INPlayMediaMediaItemResolutionResult") { let _: INPlayMediaMediaItemResolutionResult? = nil },
        .compiles("INSendMessageIntent") { let _: INSendMessageIntent? = nil },
        .compiles("ManagedSettingsStore.Name") { let _: ManagedSettingsStore.Name? = nil },
        .compiles("NSColorPanel") { let _: NSColorPanel? = nil },
        .compiles("NSFont") { let _: NSFont = .systemFont(ofSize: 13) },
        .compiles("NSMenu") { let _: NSMenu? = nil },
        .compiles("NSMenuItem") { let _: NSMenuItem? = nil },
        .compiles("NSStatusBar") { let _: NSStatusBar? = nil },
        .compiles("NSStatusItem") { let _: NSStatusItem? = nil },
        .compiles("NWConnection") { let _: NWConnection? = nil },
        .compiles("NWEndpoint") { let _: NWEndpoint? = nil },
        .compiles("NWProtocolFramer.Message") { let _: NWProtocolFramer.Message? = nil },
        .compiles("UIBlurEffect.Style") { let _: UIBlurEffect.Style = .systemMaterial },
        .compiles("UIScrollView") { let _: UIScrollView? = nil },
        .compiles("UITabBar") { let _: UITabBar? = nil },
        .compiles("UITableViewCell.AccessoryType") { let _: UITableViewCell.AccessoryType = .disclosureIndicator },
        .compiles("UIVisualEffectView") { let _: UIVisualEffectView? = nil },
    ] }
}


#endif

private struct TYToolbarView: View {
    var body: some View { Text("Probe").toolbar { toolbarItems } }

    @ToolbarContentBuilder
    var toolbarItems: some ToolbarContent {
        ToolbarItem(placement: .automatic) { Button("Go") {} }
    }
}

private struct TYApp: App {
    var body: some Scene {
        WindowGroup { Text("Probe") }
    }
}

