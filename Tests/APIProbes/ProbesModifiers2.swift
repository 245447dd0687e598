import WidgetKit
import Charts

// Census kind `modifier`, the less used half (see ProbesModifiers.swift for the rest).
extension Probes {
    static var modifiers2: [Probe] { [
        // Lists, forms, pickers, tabs, inputs (List.swift, Picker.swift, TabView.swift, Inputs.swift).
        .compiles("move(fromOffsets:toOffset:)") { var items = [1, 2, 3]; items.move(fromOffsets: IndexSet(integer: 0), toOffset: 3) },
        .noOp("datePickerStyle(_:)", because: "compact is the default date picker style on iOS; every style draws the compact form here", base: { DatePicker("Date", selection: .constant(m2Date)) }) { $0.datePickerStyle(.compact) },
        .noOp("listRowSeparator(_:)", because: "outside a list row it changes nothing (in one it hides the separator: ListsAndControlsTests)") { $0.listRowSeparator(.hidden) },
        .modifier("scrollContentBackground(_:)", base: { List { Text("Row") } }) { $0.scrollContentBackground(.hidden) },
        .noOp("contextMenu(menuItems:)", because: "a context menu shows only on a long press") { $0.contextMenu { Button("Copy") {} } },
        .view("onMove(perform:)") { ForEach([1, 2], id: \.self) { Text("\($0)") }.onMove(perform: { _, _ in }) },
        .view("tabViewStyle(_:)") { TabView { Text("Probe 42") }.tabViewStyle(.page) },
        .view("onDelete(_:)") { ForEach([1, 2], id: \.self) { Text("\($0)") }.onDelete { _ in } },
        .noOp("swipeActions(content:)", because: "swipe actions show only while a row is swiped") { $0.swipeActions { Button("Delete") {} } },
        .noOp("disableAutocorrection(_:)", because: "autocorrection acts only while typing") { $0.disableAutocorrection(true) },
        .noOp("keyboardType(_:)", because: "the keyboard shows only while typing") { $0.keyboardType(.numberPad) },
        .view("onMove(_:)") { ForEach([1, 2], id: \.self) { Text("\($0)") }.onMove { _, _ in } },
        .modifier("textFieldStyle(_:)", base: { TextField("Name", text: .constant("")) }) { $0.textFieldStyle(.roundedBorder) },
        .modifier("width(_:)", base: { Text("Probe 42") }) { $0.font(.body.width(.expanded)) },
        .modifier("strokeBorder(style:)", base: { Circle() }) { $0.strokeBorder(style: StrokeStyle(lineWidth: 6, dash: [6, 3])) },
        .compiles("contentMargins(_:_:for:)") {
            _ = m2Island().contentMargins(.horizontal, 8, for: .expanded)
        },
        .modifier("controlSize(_:)", base: { Button("Go") {}.buttonStyle(.bordered) }) { $0.controlSize(.large) },
        .compiles("end(using:dismissalPolicy:)") {
            let end: (Activity<M2Attributes>) async -> Void = { await $0.end(using: nil, dismissalPolicy: .immediate) }
            _ = end
        },
        .view("frame(in:)") {
            GeometryReader { proxy in Color.blue.frame(width: proxy.frame(in: .local).width / 2, height: 20) }
        },
        .modifier("hidden()") { $0.hidden() },
        .modifier("accentColor(_:)", base: { Button("Go") {}.buttonStyle(.borderless) }) { $0.accentColor(.red) },
        .view("frame(minWidth:)") { Text("a").frame(minWidth: 100).background(Color.yellow) },
        .view("gridColumnAlignment(_:)") {
            Grid { GridRow { Text("a").gridColumnAlignment(.leading) }; GridRow { Text("Probe 42") } }
        },
        .view("lineStyle(_:)") {
            Chart {
                ForEach(m2Points) { point in
                    LineMark(x: .value("Day", point.day), y: .value("Value", point.value))
                        .lineStyle(StrokeStyle(lineWidth: 3, dash: [4, 2]))
                }
            }
        },
        .modifier("scaleEffect(x:y:)") { $0.scaleEffect(x: 1.5, y: 0.8) },
        .modifier("scaleEffect(x:y:anchor:)") { $0.scaleEffect(x: 1.5, y: 0.8, anchor: .topLeading) },
        .noOp("animation(_:)", because: "a still image has no animation") { $0.animation(.easeInOut) },
        .modifier("chartPlotStyle(content:)", base: { m2Chart() }) { $0.chartPlotStyle { plot in plot.background(Color.yellow) } },
        .modifier("colorScheme(_:)") { $0.colorScheme(.dark) },
        .compiles("disfavoredLocations(_:for:)") {
            _ = m2Configuration().disfavoredLocations([.lockScreen], for: [.systemSmall])
        },
        .view("addArc(center:radius:startAngle:endAngle:clockwise:)") {
            Path { path in
                path.addArc(center: CGPoint(x: 30, y: 30), radius: 20, startAngle: .degrees(0), endAngle: .degrees(270), clockwise: false)
            }
            .stroke(Color.blue, lineWidth: 4)
        },
        .modifier("dynamicTypeSize(_:)") { $0.dynamicTypeSize(.xxxLarge) },
        .noOp("edgesIgnoringSafeArea(_:)", because: "a widget has no safe-area insets") { $0.edgesIgnoringSafeArea(.all) },
        .compiles("end(dismissalPolicy:)") {
            let end: (Activity<M2Attributes>) async -> Void = { await $0.end(dismissalPolicy: .immediate) }
            _ = end
        },
        .view("fill()") { Circle().fill().frame(width: 40, height: 40) },
        .view("frame(minWidth:maxWidth:minHeight:maxHeight:)") {
            Color.blue.frame(minWidth: 20, maxWidth: 60, minHeight: 20, maxHeight: 40)
        },
        .modifier("kerning(_:)", base: { Text("Probe 42") }) { $0.kerning(4) },
        .modifier("labelsHidden()", base: { Toggle("Wi-Fi", isOn: .constant(true)) }) { $0.labelsHidden() },
        .compiles("request(attributes:contentState:pushType:)") {
            let activity = try Activity<M2Attributes>.request(attributes: M2Attributes(name: "probe"),
                                                               contentState: .init(value: 1), pushType: nil)
            m2EndActivity(activity)
        },
        .modifier("shadow(color:radius:y:)") { $0.shadow(color: .red, radius: 4, y: 4) },
        .modifier("strikethrough(_:color:)", base: { Text("Probe 42") }) { $0.strikethrough(true, color: .red) },
        .noOp("accessibility(hidden:)", because: "a PNG has no accessibility tree") { $0.accessibility(hidden: true) },
        .modifier("chartForegroundStyleScale(_:)", base: { m2SeriesChart() }) {
            $0.chartForegroundStyleScale(["A": Color.red, "B": Color.green])
        },
        .modifier("chartXAxis(_:)", base: { m2Chart() }) { $0.chartXAxis(.hidden) },
        .modifier("chartYScale(domain:)", base: { m2Chart() }) { $0.chartYScale(domain: 0...20) },
        .view("foregroundStyle(by:)") {
            Chart {
                ForEach(m2Points) { point in
                    BarMark(x: .value("Day", point.day), y: .value("Value", point.value))
                        .foregroundStyle(by: .value("Kind", point.kind))
                }
            }
        },
        .notDrawnYet("lineLimit(_:reservesSpace:)", expected: "the text keeps room for 3 lines, so the sample grows and its symbol moves up") {
            $0.lineLimit(3, reservesSpace: true)
        },
        .noOp("onChange(of:perform:)", because: "the view never changes in a still image; the closure never runs") {
            $0.onChange(of: 1) { _ in }
        },
        .compiles("repeatForever(autoreverses:)") { _ = Animation.linear(duration: 1).repeatForever(autoreverses: false) },
        .modifier("rotation3DEffect(_:axis:)") { $0.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)) },
        .modifier("smallCaps()", base: { Text("Probe 42") }) { $0.font(.body.smallCaps()) },
        .modifier("strokeBorder(_:)", base: { Circle() }) { $0.strokeBorder(Color.red) },
        .compiles("supportedMountingStyles(_:)") { _ = m2Configuration().supportedMountingStyles([.elevated]) },
        .view("symbolSize(_:)") {
            Chart { ForEach(m2Points) { PointMark(x: .value("Day", $0.day), y: .value("Value", $0.value)).symbolSize(200) } }
        },
        .modifier("toggleStyle(_:)", base: { Toggle("Wi-Fi", isOn: .constant(true)) }) { $0.toggleStyle(.button) },
        .modifier("tracking(_:)", base: { Text("Probe 42") }) { $0.tracking(4) },
        .view("frame(idealWidth:maxWidth:alignment:)") {
            Color.blue.frame(idealWidth: 40, maxWidth: 60, alignment: .leading).frame(height: 20)
        },
        .view("addCurve(to:control1:control2:)") {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 50))
                path.addCurve(to: CGPoint(x: 90, y: 50), control1: CGPoint(x: 30, y: 0), control2: CGPoint(x: 70, y: 100))
            }
            .stroke(Color.blue, lineWidth: 3)
        },
        .noOp("allowsHitTesting(_:)", because: "a still image has no hit testing") { $0.allowsHitTesting(false) },
        .view("compositingGroup()") {
            ZStack {
                Color.yellow.frame(width: 80, height: 80)
                ZStack {
                    Rectangle().fill(Color.red).frame(width: 30, height: 30)
                    Circle().fill(Color.blue).frame(width: 60, height: 60).blendMode(.difference)
                }
                .compositingGroup()
            }
        },
        .modifier("containerShape(_:)", base: { ContainerRelativeShape().fill(Color.blue).padding(8) }) {
            $0.containerShape(Circle())
        },
        .noOp("contentMargins(_:_:)", because: "sets a scroll view's content margins; a widget has no scroll view") {
            $0.contentMargins(.horizontal, 20)
        },
        .noOp("contentShape(_:_:)", because: "a still image has no hit testing") { $0.contentShape(.interaction, Circle()) },
        .noOp("dynamicIsland(verticalPlacement:)", because: "places content in the Dynamic Island's expanded region only") {
            $0.dynamicIsland(verticalPlacement: .belowIfTooWide)
        },
        .view("frame(minWidth:maxWidth:alignment:)") {
            Color.blue.frame(minWidth: 20, maxWidth: 60, alignment: .leading).frame(height: 20)
        },
        .noOp("ignoresSafeArea(_:)", because: "a widget has no safe-area insets") { $0.ignoresSafeArea(.container) },
        .noOp("ignoresSafeArea(edges:)", because: "a widget has no safe-area insets") { $0.ignoresSafeArea(edges: .bottom) },
        .modifier("inset(by:)", base: { Circle() }) { $0.inset(by: 12) },
        .compiles("invalidateConfigurationRecommendations()") { WidgetCenter.shared.invalidateConfigurationRecommendations() },
        .modifier("monospaced()", base: { Text("Probe 42") }) { $0.monospaced() },
        .modifier("overlay(_:alignment:)") {
            $0.overlay(Circle().fill(Color.red).frame(width: 10, height: 10), alignment: .topLeading)
        },
        .view("place(at:proposal:)") { M2Layout { Text("a"); Text("Probe 42") } },
        .compiles("promptsForUserConfiguration()") { _ = m2Configuration().promptsForUserConfiguration() },
        .compiles("reloadAllControls()") { ControlCenter.shared.reloadAllControls() },
        .compiles("reloadControls(ofKind:)") { ControlCenter.shared.reloadControls(ofKind: "probe") },
        .compiles("replacingUnspecifiedDimensions()") { _ = ProposedViewSize.unspecified.replacingUnspecifiedDimensions() },
        .view("scrollTo(_:)") { ScrollViewReader { proxy in Button("Top") { proxy.scrollTo(0) } } },
        .view("scrollTo(_:anchor:)") { ScrollViewReader { proxy in Button("Top") { proxy.scrollTo(0, anchor: .top) } } },
        .modifier("shadow(radius:)") { $0.shadow(radius: 4) },
        .view("sizeThatFits(_:)") { M2Layout { Text("a"); Text("Probe 42") } },
        .modifier("stroke(lineWidth:)", base: { Circle() }) { $0.stroke(lineWidth: 4) },
        .noOp("task(priority:_:)", because: "the view never appears in a still image; the closure never runs") {
            $0.task(priority: .background) {}
        },
        .compiles("update(_:alertConfiguration:)") {
            let update: (Activity<M2Attributes>) async -> Void = {
                await $0.update(ActivityContent(state: .init(value: 2), staleDate: nil),
                                alertConfiguration: AlertConfiguration(title: "Probe", body: "Updated", sound: .default))
            }
            _ = update
        },
        .compiles("widgetTexture(_:)") { _ = m2Configuration().widgetTexture(.paper) },
        .modifier("position(_:)") { $0.position(CGPoint(x: 30, y: 30)) },
        // Census rows used in one file (every second one).
        .noOp("accessibilityHint(_:)", because: "a PNG has no accessibility tree") { $0.accessibilityHint("Opens the app") },
        .view("frame(idealWidth:maxWidth:idealHeight:maxHeight:alignment:)") {
            Color.blue.frame(idealWidth: 40, maxWidth: 60, idealHeight: 20, maxHeight: 30, alignment: .leading)
        },
        .view("frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)") {
            Color.blue.frame(minWidth: 20, idealWidth: 40, maxWidth: 60, minHeight: 10, idealHeight: 20, maxHeight: 30, alignment: .topLeading)
        },
        .noOp("privacySensitive(_:)", because: "changes the view only when the system redacts for privacy (a locked device)") {
            $0.privacySensitive(true)
        },
        .modifier("scaleEffect(x:)") { $0.scaleEffect(x: 1.5) },
        .noOp("symbolEffect(_:options:)", because: "a still image shows the symbol at rest") { $0.symbolEffect(.pulse, options: .repeating) },
        .noOp("navigationBarTitle(_:)", because: "a widget has no navigation bar") { $0.navigationBarTitle("Title") },
        .noOp("presentationDetents(_:)", because: "a widget presents no sheet") { $0.presentationDetents([.medium]) },
        // The census labels this call's trailing closure `actions:`; Apple's form is `alert(isPresented:content:)`.
        .noOp("alert(isPresented:actions:)", because: "the app presents alerts; a widget does not") {
            $0.alert(isPresented: .constant(false)) { Alert(title: Text("OK")) }
        },
        .noOp("navigationDestination(for:destination:)", because: "a widget has no navigation stack") {
            $0.navigationDestination(for: Int.self) { Text("\($0)") }
        },
        .noOp("presentationDragIndicator(_:)", because: "a widget presents no sheet") { $0.presentationDragIndicator(.visible) },
        .noOp("sheet(item:content:)", because: "a widget presents no sheet") {
            $0.sheet(item: .constant(Optional<M2Point>.none)) { Text($0.day) }
        },
        .compiles("dismiss()") { EnvironmentValues().presentationMode.wrappedValue.dismiss() },
        .noOp("alert(_:isPresented:actions:)", because: "the app presents alerts; a widget does not") {
            $0.alert("Title", isPresented: .constant(false)) { Button("OK") {} }
        },
        .noOp("fullScreenCover(isPresented:content:)", because: "a widget presents nothing") {
            $0.fullScreenCover(isPresented: .constant(false)) { Text("Cover") }
        },
        .noOp("interactiveDismissDisabled()", because: "a widget presents no sheet") { $0.interactiveDismissDisabled() },
        .noOp("sheet(isPresented:onDismiss:content:)", because: "a widget presents no sheet") {
            $0.sheet(isPresented: .constant(false), onDismiss: {}) { Text("Sheet") }
        },
        .noOp("toolbar(_:)", because: "a widget has no toolbar") { $0.toolbar(.hidden) },
        .noOp("alert(_:isPresented:presenting:actions:)", because: "the app presents alerts; a widget does not") {
            $0.alert("Title", isPresented: .constant(false), presenting: 1) { _ in Button("OK") {} }
        },
        .noOp("navigationBarItems(leading:trailing:)", because: "a widget has no navigation bar") {
            $0.navigationBarItems(leading: Text("L"), trailing: Text("T"))
        },
        .noOp("sheet(item:onDismiss:content:)", because: "a widget presents no sheet") {
            $0.sheet(item: .constant(Optional<M2Point>.none), onDismiss: {}) { Text($0.day) }
        },
        .noOp("onChanged(_:)", because: "a still image has no gestures") { $0.gesture(DragGesture().onChanged { _ in }) },
        .compiles("defaultSize(width:height:)") { _ = WindowGroup { Text("Probe") }.defaultSize(width: 300, height: 200) },
        .noOp("gesture(_:)", because: "a still image has no gestures") { $0.gesture(TapGesture()) },
        .noOp("onEnded(_:)", because: "a still image has no gestures") { $0.gesture(TapGesture().onEnded {}) },
        .compiles("commands(_:)") { _ = WindowGroup { Text("Probe") }.commands { EmptyCommands() } },
        .noOp("defaultAppStorage(_:)", because: "a render reads every store's @AppStorage values from EnvironmentValues.appStorage") {
            $0.defaultAppStorage(UserDefaults.standard)
        },
        // UIColor.systemBlue in the light appearance of iOS 26, the release renders draw unless
        // told otherwise, is (0, 136, 255) (docs/platform.md §10b).
        .compiles("getRed(_:green:blue:alpha:)") {
            var red: CGFloat = 9, green: CGFloat = 9, blue: CGFloat = 9, alpha: CGFloat = 9
            precondition(UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
            precondition([red, green, blue, alpha].map { ($0 * 255).rounded() } == [0, 136, 255, 255])
        },
        .compiles("draw(in:)") { UIImage().draw(in: CGRect(x: 0, y: 0, width: 10, height: 10)) },
        .compiles("pngData()") { precondition(UIImage(data: ipPNG())?.pngData() != nil && UIImage().pngData() == nil) },
    ] }
}

private let m2Date = Date(timeIntervalSince1970: 1_750_000_000)

private struct M2Point: Identifiable {
    let day: String
    let value: Double
    let kind: String
    var id: String { day }
}

private let m2Points = [M2Point(day: "Mon", value: 3, kind: "A"), M2Point(day: "Tue", value: 7, kind: "B"),
                        M2Point(day: "Wed", value: 5, kind: "A")]

/// A bar chart: the base of Charts modifier probes.
private func m2Chart() -> some View {
    Chart { ForEach(m2Points) { BarMark(x: .value("Day", $0.day), y: .value("Value", $0.value)) } }
}

/// A bar chart with two series.
private func m2SeriesChart() -> some View {
    Chart {
        ForEach(m2Points) { BarMark(x: .value("Day", $0.day), y: .value("Value", $0.value)).foregroundStyle(by: .value("Kind", $0.kind)) }
    }
}

struct M2Attributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
    var name: String
}

/// Ends a probe's activity at once, so that no probe leaves one running.
private func m2EndActivity(_ activity: Activity<M2Attributes>) {
    let done = DispatchSemaphore(value: 0)
    Task.detached { await activity.end(nil, dismissalPolicy: .immediate); done.signal() }
    done.wait()
}

@MainActor private func m2Island() -> DynamicIsland {
    DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("Probe") }
    } compactLeading: {
        Text("L")
    } compactTrailing: {
        Text("T")
    } minimal: {
        Text("M")
    }
}

private struct M2Entry: TimelineEntry { let date: Date }

private struct M2Provider: TimelineProvider {
    func placeholder(in context: Context) -> M2Entry { M2Entry(date: m2Date) }
    func getSnapshot(in context: Context, completion: @escaping (M2Entry) -> Void) { completion(M2Entry(date: m2Date)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<M2Entry>) -> Void) {
        completion(Timeline(entries: [M2Entry(date: m2Date)], policy: .never))
    }
}

@MainActor private func m2Configuration() -> some WidgetConfiguration {
    StaticConfiguration(kind: "modifiers2", provider: M2Provider()) { _ in Text("Probe") }
}

/// A user layout that sizes each subview with `sizeThatFits(_:)` and places it with
/// `place(at:proposal:)`, one under the other from the top-leading corner.
private struct M2Layout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}

#if API_GAPS
extension Probes {
    static var modifiers2Gaps: [Probe] { [
        .compiles("debounce(for:scheduler:)") { _ = PassthroughSubject<Int, Never>().debounce(for: .seconds(1), scheduler: RunLoop.main) },
        .compiles("registerForRemoteNotifications()") { UIApplication.shared.registerForRemoteNotifications() },
        .compiles("sendMessage(_:replyHandler:errorHandler:)") { WCSession.default.sendMessage([:], replyHandler: nil, errorHandler: nil) },
        .compiles("addTarget(_:action:for:)") { UIButton().addTarget(nil, action: nil, for: .touchUpInside) },
        .compiles("cellForRow(at:)") { _ = UITableView().cellForRow(at: IndexPath(row: 0, section: 0)) },
        .compiles("dequeueReusableCell(withIdentifier:for:)") {
            _ = UITableView().dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
        },
        .compiles("instantiateViewController(withIdentifier:)") {
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "probe")
        },
        .compiles("removeFromSuperview()") { UIView().removeFromSuperview() },
        .compiles("addGestureRecognizer(_:)") { UIView().addGestureRecognizer(UITapGestureRecognizer()) },
        .compiles("beginBackgroundTask(withName:_:)") { _ = UIApplication.shared.beginBackgroundTask(withName: "probe") {} },
        .compiles("endBackgroundTask(_:)") { UIApplication.shared.endBackgroundTask(.invalid) },
        .compiles("pause()") { AVPlayer().pause() },
        .compiles("transferUserInfo(_:)") { _ = WCSession.default.transferUserInfo([:]) },
        .compiles("constraint(equalTo:)") { _ = UIView().widthAnchor.constraint(equalTo: UIView().heightAnchor) },
        .compiles("deselectRow(at:animated:)") { UITableView().deselectRow(at: IndexPath(row: 0, section: 0), animated: false) },
        .compiles("didMove(toParent:)") { UIViewController().didMove(toParent: nil) },
        .compiles("combineLatest(_:)") { _ = Just(1).combineLatest(Just(2)) },
        .compiles("deleteRows(at:with:)") { UITableView().deleteRows(at: [], with: .automatic) },
        .compiles("donate(_:)") { INInteraction(intent: INIntent(), response: nil).donate { _ in } },
        .compiles("indexPath(for:)") { _ = UITableView().indexPath(for: UITableViewCell()) },
        .compiles("instantiateViewController(identifier:)") {
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "probe")
        },
        .compiles("merge(with:)") { _ = Just(1).merge(with: Just(2)) },
        .compiles("notificationOccurred(_:)") { UINotificationFeedbackGenerator().notificationOccurred(.success) },
        .compiles("popViewController(animated:)") { _ = UINavigationController().popViewController(animated: false) },
        .compiles("present(_:animated:)") { UIViewController().present(UIViewController(), animated: false) },
        .compiles("present(_:animated:completion:)") { UIViewController().present(UIViewController(), animated: false, completion: nil) },
        .noOp("previewDevice(_:)", because: "chooses an Xcode preview's device; a render's device is its own") {
            $0.previewDevice(PreviewDevice(rawValue: "iPhone 15"))
        },
        .compiles("pushViewController(_:animated:)") { UINavigationController().pushViewController(UIViewController(), animated: false) },
        .compiles("reloadRows(at:with:)") { UITableView().reloadRows(at: [], with: .none) },
        .compiles("render(in:)") { CALayer().render(in: UIGraphicsGetCurrentContext()!) },
        .modifier("safeAreaInset(edge:content:)") { $0.safeAreaInset(edge: .bottom) { Text("Bar") } },
        .compiles("selectionChanged()") { UISelectionFeedbackGenerator().selectionChanged() },
        .compiles("sendMessage(_:replyHandler:_:)") { WCSession.default.sendMessage([:], replyHandler: nil) { _ in } },
        .compiles("setNavigationBarHidden(_:animated:)") { UINavigationController().setNavigationBarHidden(true, animated: false) },
        .compiles("setTaskCompletedWithSnapshot(_:)") { WKSnapshotRefreshBackgroundTask().setTaskCompletedWithSnapshot(false) },
        .compiles("setToolbarHidden(_:animated:)") { UINavigationController().setToolbarHidden(true, animated: false) },
        .noOp("textSelection(_:)", because: "a still image has no text selection") { $0.textSelection(.enabled) },
        .compiles("transferCurrentComplicationUserInfo(_:)") { _ = WCSession.default.transferCurrentComplicationUserInfo([:]) },
        // Census rows used in one file (every second one).
        .compiles("donate(completion:)") { INInteraction(intent: INIntent(), response: nil).donate(completion: nil) },
    ] }
}
#endif
