import Foundation
import WidgetKit

// Census kind `member`: properties and static members (`Color.clear`, `WidgetCenter.shared` …).
// A member written after a value (`.width`) is probed on the Apple type it most often belongs to in
// widget code (`GeometryProxy.size.width`); members of values we cannot make (a provider's context,
// an activity's view context) are probed as key paths.
extension Probes {
    static var members: [Probe] { [
        .compiles("WidgetCenter.shared") { WidgetCenter.shared.reloadAllTimelines() },
        .view(".width") { GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) } },
        .view("Color.clear") { ZStack { Color.red; Color.clear.frame(width: 20, height: 20) } },
        .view(".height") { GeometryReader { proxy in Color.red.frame(height: proxy.size.height / 2) } },
        .view("Color.black") { Color.black.frame(width: 40, height: 40) },
        .view("Color.white") { ZStack { Color.red; Color.white.frame(width: 20, height: 20) } },
        .compiles(".areActivitiesEnabled") { _ = ActivityAuthorizationInfo().areActivitiesEnabled },
        .view(".size") { GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 3, height: proxy.size.height / 3) } },
        .view("Color.red") { Color.red.frame(width: 40, height: 40) },
        .compiles(".isPreview") { _ = \TimelineProviderContext.isPreview },
        .compiles(".state") { _ = \ActivityViewContext<MembersAttributes>.state },
        .compiles("Activity.request(attributes:content:pushType:)") {
            let activity = try Activity<MembersAttributes>.request(attributes: MembersAttributes(name: "probe"),
                                                                    content: .init(state: .init(value: 1), staleDate: nil),
                                                                    pushType: nil)
            endMembersActivity(activity)
        },
        .view("Color.gray") { Color.gray.frame(width: 40, height: 40) },
        .compiles(".isStale") { _ = \ActivityViewContext<MembersAttributes>.isStale },
        .view("Color.cyan") { Color.cyan.frame(width: 40, height: 40) },
        .view("Color.secondary") { Color.secondary.frame(width: 40, height: 40) },
        .compiles(".activityState") { _ = \Activity<MembersAttributes>.activityState },
        .view(".midX") { GeometryReader { proxy in Color.red.frame(width: proxy.frame(in: .local).midX) } },
        .modifier("modifier(_:)") { $0.modifier(MembersBorder()) },
        .compiles("withAnimation(_:body:)") { withAnimation(.default) {} },
        .compiles(".attributes") { _ = \ActivityViewContext<MembersAttributes>.attributes },
        .compiles(".bounds") { _ = UIScreen.main.bounds },
        .view("UIColor.systemBackground") { ZStack { Color.red; Color(uiColor: UIColor.systemBackground).frame(width: 20, height: 20) } },
        .compiles("UIScreen.main") { _ = UIScreen.main.scale },
        .view(".midY") { GeometryReader { proxy in Color.red.frame(height: proxy.frame(in: .local).midY) } },
        .compiles(".family") { _ = \TimelineProviderContext.family },
        .view("Color.green") { Color.green.frame(width: 40, height: 40) },
        .compiles(".activityStateUpdates") { _ = \Activity<MembersAttributes>.activityStateUpdates },
        .view(".y") { GeometryReader { proxy in Color.red.frame(height: proxy.frame(in: .local).origin.y + 30) } },
        .view("Color.primary") { Color.primary.frame(width: 40, height: 40) },
        .compiles(".userInterfaceIdiom") { _ = UIDevice.current.userInterfaceIdiom },
        .view(".gradient") { Rectangle().fill(Color.blue.gradient).frame(width: 40, height: 40) },
        .view(".x") { GeometryReader { proxy in Color.red.frame(width: proxy.frame(in: .local).origin.x + 30) } },
        .view("Color.orange") { Color.orange.frame(width: 40, height: 40) },
        .compiles(".entries") { _ = Timeline(entries: [MembersEntry(date: membersDate)], policy: .never).entries },
        .compiles("RelevantContext.date(range:kind:)") {
            _ = RelevantContext.date(range: membersDate...membersDate.addingTimeInterval(3600), kind: .scheduled)
        },
        .view(".minX") { GeometryReader { proxy in Color.red.frame(width: proxy.frame(in: .local).minX + 30) } },
        .view(".minY") { GeometryReader { proxy in Color.red.frame(height: proxy.frame(in: .local).minY + 30) } },
        .compiles(".pushTokenUpdates") { _ = \Activity<MembersAttributes>.pushTokenUpdates },
        .compiles("Activity.request(attributes:content:)") {
            let activity = try Activity<MembersAttributes>.request(attributes: MembersAttributes(name: "probe"),
                                                                    content: .init(state: .init(value: 2), staleDate: nil))
            endMembersActivity(activity)
        },
        .modifier("Font.custom(_:size:)") { $0.font(Font.custom("Helvetica", size: 30)) },
        .compiles("UIDevice.current") { _ = UIDevice.current.systemName },
        .view("UIColor.secondaryLabel") { Color(uiColor: UIColor.secondaryLabel).frame(width: 40, height: 40) },
        .view("UIColor.systemGray3") { Color(uiColor: UIColor.systemGray3).frame(width: 40, height: 40) },
        .view(".maxX") { GeometryReader { proxy in Color.red.frame(width: proxy.frame(in: .local).maxX / 2) } },
        .compiles(".relevanceScore") {
            _ = ActivityContent(state: MembersAttributes.ContentState(value: 1), staleDate: nil, relevanceScore: 50).relevanceScore
        },
        .modifier("Font.system(size:)") { $0.font(Font.system(size: 30)) },
        .view("Color.blue") { Color.blue.frame(width: 40, height: 40) },
        .modifier("Font.system(size:weight:design:)") { $0.font(Font.system(size: 24, weight: .heavy, design: .serif)) },
        .compiles(".displaySize") { _ = \TimelineProviderContext.displaySize },
        .compiles(".isEnabled") { _ = EnvironmentValues().isEnabled },
        .modifier("Font.system(size:weight:)") { $0.font(Font.system(size: 24, weight: .black)) },
        .compiles("WidgetBundleBuilder.buildBlock(_:_:_:)") {
            _ = WidgetBundleBuilder.buildBlock(MembersWidget(), MembersWidget(), MembersWidget())
        },
        .compiles(".isPressed") { _ = \ButtonStyleConfiguration.isPressed },
        .compiles("Animation.easeInOut(duration:)") { _ = Animation.easeInOut(duration: 0.3) },
        .view("Color.indigo") { Color.indigo.frame(width: 40, height: 40) },
        .view("Color.purple") { Color.purple.frame(width: 40, height: 40) },
        .view("Color.yellow") { Color.yellow.frame(width: 40, height: 40) },
        .view("UIColor.systemFill") { Color(uiColor: UIColor.systemFill).frame(width: 40, height: 40) },
        .compiles("Binding.constant(_:)") { _ = Binding.constant(true).wrappedValue },
        .compiles(".ContentState") { let _: MembersAttributes.ContentState.Type = MembersAttributes.ContentState.self },
        .compiles(".activityEnablementUpdates") { _ = ActivityAuthorizationInfo().activityEnablementUpdates },
        .compiles(".disablesAnimations") { var transaction = Transaction(); transaction.disablesAnimations = true },
        .compiles(".frequentPushesEnabled") { _ = ActivityAuthorizationInfo().frequentPushesEnabled },
        .compiles(".id") { _ = \Activity<MembersAttributes>.id },
        .view(".maxY") { GeometryReader { proxy in Color.red.frame(height: proxy.frame(in: .local).maxY / 2) } },
        .compiles(".objectWillChange") { MembersModel().objectWillChange.send() },
        .view(".origin") { GeometryReader { proxy in Color.red.frame(width: proxy.frame(in: .local).origin.x + 30) } },
        .view(".safeAreaInsets") { GeometryReader { proxy in Color.red.padding(.top, proxy.safeAreaInsets.top + 20) } },
        .compiles(".staleDate") { _ = ActivityContent(state: MembersAttributes.ContentState(value: 1), staleDate: membersDate).staleDate },
        .compiles(".style") { _ = RoundedRectangle(cornerRadius: 8, style: .continuous).style },
        .compiles("Activity.request(attributes:contentState:pushType:)") {
            let request: (MembersAttributes, MembersAttributes.ContentState, PushType?) throws -> Activity<MembersAttributes>
                = Activity<MembersAttributes>.request(attributes:contentState:pushType:)
            _ = request
        },
        .view("BackgroundStyle.background") { ZStack { Color.red; Rectangle().fill(BackgroundStyle.background).frame(width: 20, height: 20) } },
        .compiles("WidgetBundleBuilder.buildBlock(_:_:)") { _ = WidgetBundleBuilder.buildBlock(MembersWidget(), MembersWidget()) },
        .compiles("WidgetBundleBuilder.buildBlock(_:_:_:_:)") {
            _ = WidgetBundleBuilder.buildBlock(MembersWidget(), MembersWidget(), MembersWidget(), MembersWidget())
        },
        .compiles("WidgetFamily.systemSmall") { _ = WidgetFamily.systemSmall },
        .compiles("CGFloat.pi") { _ = CGFloat.pi },
        // Used by one file.
        .compiles("AlertConfiguration.AlertSound.named(_:)") { _ = AlertConfiguration.AlertSound.named("chime.caf") },
        .modifier("Font.custom(_:fixedSize:)") { $0.font(Font.custom("Helvetica", fixedSize: 30)) },
        .modifier("Font.monospacedDigit(_:)") { $0.font(Font.monospacedDigit(Font.largeTitle)()) },
        .modifier("Font.system(_:design:)") { $0.font(Font.system(.largeTitle, design: .serif)) },
        .view("NSColor.windowBackgroundColor") { Color(nsColor: NSColor.windowBackgroundColor).frame(width: 40, height: 40) },
        .view("UIColor.black") { Color(uiColor: UIColor.black).frame(width: 40, height: 40) },
        .view("UIColor.gray") { Color(uiColor: UIColor.gray).frame(width: 40, height: 40) },
        .view("UIColor.lightGray") { Color(uiColor: UIColor.lightGray).frame(width: 40, height: 40) },
        .view("UIColor.systemGray5") { Color(uiColor: UIColor.systemGray5).frame(width: 40, height: 40) },
        .view("UIColor.systemGray6") { Color(uiColor: UIColor.systemGray6).frame(width: 40, height: 40) },
        .view("UIColor.systemGroupedBackground") { Color(uiColor: UIColor.systemGroupedBackground).frame(width: 40, height: 40) },
        .view("UIColor.tertiarySystemFill") { Color(uiColor: UIColor.tertiarySystemFill).frame(width: 40, height: 40) },
        .view("UIColor.white") { ZStack { Color.red; Color(uiColor: UIColor.white).frame(width: 20, height: 20) } },
        .compiles("Alert.Button.default(_:)") { _ = Alert.Button.default(Text("OK")) },
        .compiles("NavigationSplitViewVisibility.automatic") { _ = NavigationSplitViewVisibility.automatic },
        .compiles(".translation") { _ = DragGesture().onChanged { value in _ = value.translation } },
        .compiles("withTransaction(_:body:)") { withTransaction(Transaction()) {} },
        .view("Material.thin") { ZStack { Color.red; Rectangle().fill(Material.thin).frame(width: 40, height: 40) } },
        .compiles("UnitCurve.easeInOut") { precondition(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9) },
        .compiles(".cgColor") { precondition(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor.components == [1, 0.5, 0, 0.25]) },
        .compiles(".frame") { precondition(MainActor.assumeIsolated { UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds } == CGRect(x: 0, y: 0, width: 3, height: 4)) },
    ] }
}

private let membersDate = Date(timeIntervalSince1970: 1_750_000_000)

private struct MembersAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
    var name: String
}

/// Ends a probe's activity at once, so that no probe leaves one running.
private func endMembersActivity(_ activity: Activity<MembersAttributes>) {
    let done = DispatchSemaphore(value: 0)
    Task.detached { await activity.end(nil, dismissalPolicy: .immediate); done.signal() }
    done.wait()
}

private struct MembersEntry: TimelineEntry { let date: Date }

private struct MembersProvider: TimelineProvider {
    func placeholder(in context: Context) -> MembersEntry { MembersEntry(date: membersDate) }
    func getSnapshot(in context: Context, completion: @escaping (MembersEntry) -> Void) { completion(MembersEntry(date: membersDate)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MembersEntry>) -> Void) {
        completion(Timeline(entries: [MembersEntry(date: membersDate)], policy: .never))
    }
}

private struct MembersWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "members", provider: MembersProvider()) { _ in Text("Probe") }
    }
}

private struct MembersBorder: ViewModifier {
    func body(content: Content) -> some View { content.padding(6).border(Color.red, width: 3) }
}

private final class MembersModel: ObservableObject {}

#if API_GAPS
extension Probes {
    static var membersGaps: [Probe] { [
        .compiles("UIApplication.shared") { _ = UIApplication.shared },
        .compiles(".delegate") { _ = WCSession.default.delegate },
        .compiles("WCSession.default") { _ = WCSession.default },
        .compiles(".activationState") { _ = WCSession.default.activationState },
        .compiles(".rootViewController") { _ = UIWindow().rootViewController },
        .compiles(".applicationState") { _ = UIApplication.shared.applicationState },
        .compiles(".connectedScenes") { _ = UIApplication.shared.connectedScenes },
        .compiles(".role") { let session: UISceneSession? = nil; _ = session?.role },
        .compiles(".activityUpdates") { _ = Activity<MembersAttributes>.activityUpdates },
        .compiles(".alpha") { _ = UIView().alpha },
        .compiles(".layer") { _ = UIView().layer },
        .compiles(".presentedViewController") { _ = UIViewController().presentedViewController },
        .compiles(".isReachable") { _ = WCSession.default.isReachable },
        .compiles(".leftBarButtonItem") { _ = UIViewController().navigationItem.leftBarButtonItem },
        .compiles(".windows") { _ = UIApplication.shared.windows },
        .compiles(".rightBarButtonItem") { _ = UIViewController().navigationItem.rightBarButtonItem },
        .compiles(".delegateClass") { _ = UISceneConfiguration(name: nil, sessionRole: .windowApplication).delegateClass },
        .compiles(".navigationItem") { _ = UIViewController().navigationItem },
        .compiles(".bottomAnchor") { _ = UIView().bottomAnchor },
        .compiles(".dataSource") { _ = UITableView().dataSource },
        .compiles(".modalPresentationStyle") { _ = UIViewController().modalPresentationStyle },
        .compiles(".popoverPresentationController") { _ = UIViewController().popoverPresentationController },
        .compiles(".row") { _ = IndexPath(row: 0, section: 0).row },
        .compiles(".section") { _ = IndexPath(row: 0, section: 0).section },
        .compiles(".sourceView") { _ = UIViewController().popoverPresentationController?.sourceView },
        .compiles(".topAnchor") { _ = UIView().topAnchor },
        .compiles(".translatesAutoresizingMaskIntoConstraints") { UIView().translatesAutoresizingMaskIntoConstraints = false },
        .compiles("NSLayoutConstraint.activate(_:)") { NSLayoutConstraint.activate([]) },
        .compiles("performSegue(withIdentifier:sender:)") { UIViewController().performSegue(withIdentifier: "show", sender: nil) },
        .compiles(".accessibilityHint") { _ = UIView().accessibilityHint },
        .compiles(".accessibilityTraits") { _ = UIView().accessibilityTraits },
        .compiles(".alternateIconName") { _ = UIApplication.shared.alternateIconName },
        .compiles(".attributedText") { _ = UILabel().attributedText },
        .compiles(".autoresizingMask") { _ = UIView().autoresizingMask },
        .compiles(".intrinsicContentSize") { _ = UIView().intrinsicContentSize },
        .compiles(".mediaItems") { _ = INPlayMediaIntent().mediaItems },
        .compiles(".persistentModelID") { let item: (any PersistentModel)? = nil; _ = item?.persistentModelID },
        .compiles(".pushToStartTokenUpdates") { _ = Activity<MembersAttributes>.pushToStartTokenUpdates },
        .compiles(".tableHeaderView") { _ = UITableView().tableHeaderView },
        .compiles(".text") { _ = UILabel().text },
        .compiles(".toolbar") { _ = UINavigationController().toolbar },
        .compiles(".topViewController") { _ = UINavigationController().topViewController },
        .compiles(".urlContexts") { let options: UIScene.ConnectionOptions? = nil; _ = options?.urlContexts },
        .compiles(".viewControllers") { _ = UINavigationController().viewControllers },
        .compiles("HKQuery.predicateForSamples(withStart:end:options:)") {
            _ = HKQuery.predicateForSamples(withStart: membersDate, end: membersDate, options: .strictStartDate)
        },
        .compiles("SKStoreReviewController.requestReview(in:)") { if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene { SKStoreReviewController.requestReview(in: scene) } },
        .compiles("UIView.animate(withDuration:_:)") { UIView.animate(withDuration: 0.3) {} },
        .compiles("UIView.animate(withDuration:_:completion:)") { UIView.animate(withDuration: 0.3) {} completion: { _ in } },
        .compiles("UIView.animate(withDuration:animations:completion:)") { UIView.animate(withDuration: 0.3, animations: {}, completion: nil) },
        .compiles("WCSession.isSupported()") { _ = WCSession.isSupported() },
        .compiles("WKInterfaceDevice.current()") { _ = WKInterfaceDevice.current() },
        // Used by one file.
        .compiles(".authorizationStatus") { _ = CLLocationManager().authorizationStatus },
        .compiles(".brightness") { _ = UIScreen.main.brightness },
        .compiles("AVCaptureDevice.authorizationStatus(for:)") { _ = AVCaptureDevice.authorizationStatus(for: .video) },
        .compiles("AVCaptureDevice.requestAccess(for:)") { Task { _ = await AVCaptureDevice.requestAccess(for: .video) } },
        .compiles("Alarm.Schedule.relative(_:)") {
            _ = Alarm.Schedule.relative(.init(time: .init(hour: 7, minute: 0), repeats: .never))
        },
        .compiles("AlarmManager.shared") { _ = AlarmManager.shared },
        .compiles("AppStore.sync()") { Task { try await AppStore.sync() } },
        .compiles("EKEventStore.authorizationStatus(for:)") { _ = EKEventStore.authorizationStatus(for: .event) },
        .compiles("INPlayMediaMediaItemResolutionResult.successes(with:)") { _ = INPlayMediaMediaItemResolutionResult.successes(with: []) },
        .compiles("INPlayMediaMediaItemResolutionResult.unsupported(forReason:)") {
            _ = INPlayMediaMediaItemResolutionResult.unsupported(forReason: .unsupportedMediaType)
        },
        .compiles("NSFont.systemFont(ofSize:)") { _ = NSFont.systemFont(ofSize: 13) },
        .compiles("NSFont.systemFontSize") { _ = NSFont.systemFontSize },
        .compiles("NSStatusBar.system") { _ = NSStatusBar.system },
        .compiles("SHLibrary.default") { _ = SHLibrary.default },
        .compiles("UIPasteboard.general") { _ = UIPasteboard.general },
        .compiles("UITabBar.appearance()") { _ = UITabBar.appearance() },
        .compiles("UIView.performWithoutAnimation(_:)") { UIView.performWithoutAnimation {} },
    ] }
}
#endif
