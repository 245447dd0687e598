import WidgetKit
import Charts
import AppIntents

// Census kind `modifier`: `.name(labels:)` calls on a view or a value.
extension Probes {
    static var modifiers: [Probe] { [
        // Lists, forms, pickers, tabs, inputs (List.swift, Picker.swift, TabView.swift, Inputs.swift).
        .noOp("tag(_:)", because: "a selection value for a picker or tab view: nothing to draw") { $0.tag(1) },
        .noOp("refreshable(action:)", because: "the action runs on pull to refresh; a widget does not scroll") { $0.refreshable {} },
        .noOp("tabItem(_:)", because: "outside a TabView a tab item is not drawn (in one it is the tab bar item: ListsAndControlsTests)") { $0.tabItem { Text("Tab") } },
        .view("listRowBackground(_:)") { List { Text("Row").listRowBackground(Color.yellow) } },
        .view("listStyle(_:)") { List { Text("Row") }.listStyle(.plain) },
        .view("pickerStyle(_:)") { Picker("Pick", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.segmented) },
        .view("onDelete(perform:)") { List { ForEach([1, 2], id: \.self) { Text("\($0)") }.onDelete { _ in } } },
        .view("listRowInsets(_:)") { List { Text("Row").listRowInsets(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)) } },
        .modifier("font(_:)") { $0.font(.title) },
        .modifier("foregroundStyle(_:)") { $0.foregroundStyle(.red) },
        .compiles("description(_:)") { _ = modProbeConfiguration().description("What the probe widget shows") },
        .compiles("configurationDisplayName(_:)") { _ = modProbeConfiguration().configurationDisplayName("Probe") },
        .compiles("supportedFamilies(_:)") { _ = modProbeConfiguration().supportedFamilies([.systemSmall, .accessoryCircular]) },
        .modifier("padding(_:_:)") { $0.padding(.horizontal, 30) },
        .modifier("padding(_:)", base: { Color.yellow }) { $0.padding(30) },
        .modifier("opacity(_:)") { $0.opacity(0.3) },
        .modifier("lineLimit(_:)", base: { Text(modProbeLongText) }) { $0.lineLimit(1) },
        .modifier("foregroundColor(_:)") { $0.foregroundColor(.red) },
        .modifier("padding()", base: { Color.yellow }) { $0.padding() },
        .modifier("frame(width:height:)", base: { Color.yellow }) { $0.frame(width: 50, height: 30) },
        .modifier("resizable()", base: { Image(systemName: "star.fill") }) { $0.resizable() },
        .modifier("background(_:)") { $0.background(Color.yellow) },
        .noOp("previewContext(_:)", because: "a preview setting: the render chooses the family") {
            $0.previewContext(WidgetPreviewContext(family: .systemMedium))
        },
        .compiles("reloadAllTimelines()") { WidgetCenter.shared.reloadAllTimelines() },
        .modifier("containerBackground(_:for:)") { $0.containerBackground(Color.yellow, for: .widget) },
        .modifier("minimumScaleFactor(_:)", base: { Text(modProbeLongText).lineLimit(1) }) { $0.minimumScaleFactor(0.5) },
        .modifier("multilineTextAlignment(_:)", base: { Text(modProbeLongText) }) { $0.multilineTextAlignment(.center) },
        .noOp("widgetURL(_:)", because: "where a tap opens the app: nothing to draw") { $0.widgetURL(URL(string: "probe://widget")) },
        .modifier("fill(_:)", base: { Circle() }) { $0.fill(.red) },
        .modifier("fontWeight(_:)") { $0.fontWeight(.black) },
        .modifier("buttonStyle(_:)", base: { Button("Tap") {} }) { $0.buttonStyle(.borderedProminent) },
        .modifier("bold()", base: { Text("Probe 42") }) { $0.bold() },
        .modifier("frame(maxWidth:maxHeight:)", base: { Color.yellow }) { $0.frame(maxWidth: 50, maxHeight: 50) },
        .modifier("frame(height:)", base: { Color.yellow }) { $0.frame(height: 30) },
        .modifier("frame(maxWidth:alignment:)", base: { Text("Probe") }) { $0.frame(maxWidth: .infinity, alignment: .leading) },
        .modifier("clipShape(_:)", base: { Color.yellow }) { $0.clipShape(Circle()) },
        .modifier("frame(maxWidth:)", base: { Color.yellow }) { $0.frame(maxWidth: 50) },
        .modifier("environment(_:_:)") { $0.environment(\.colorScheme, .dark) },
        .modifier("scaledToFit()", base: { Image(systemName: "star.fill").resizable() }) { $0.scaledToFit() },
        .modifier("cornerRadius(_:)", base: { Color.yellow }) { $0.cornerRadius(30) },
        .modifier("frame(width:)", base: { Color.yellow }) { $0.frame(width: 40) },
        .modifier("containerBackground(for:content:)") { $0.containerBackground(for: .widget) { Color.yellow } },
        .noOp("onChange(of:_:)", because: "closures never run: a snapshot never changes") { $0.onChange(of: 1) { _, _ in } },
        .noOp("onAppear(perform:)", because: "closures never run: the view never appears for itself") { $0.onAppear {} },
        .noOp("navigationTitle(_:)", because: "a widget has no navigation bar") { $0.navigationTitle("Title") },
        .compiles("reloadTimelines(ofKind:)") { WidgetCenter.shared.reloadTimelines(ofKind: "probe") },
        .modifier("widgetAccentable()", family: .accessoryCircular, theme: "watchos.accented(orange)") { $0.widgetAccentable() },
        .modifier("tint(_:)", base: { Button("Tap") {} }) { $0.tint(.red) },
        .modifier("aspectRatio(contentMode:)", base: { Image(systemName: "star.fill").resizable() }) { $0.aspectRatio(contentMode: .fit) },
        .modifier("monospacedDigit()", base: { Text("1111 1111") }) { $0.monospacedDigit() },
        .modifier("weight(_:)", base: { Text("Probe 42") }) { $0.font(.body.weight(.black)) },
        .compiles("contentMarginsDisabled()") { _ = modProbeConfiguration().contentMarginsDisabled() },
        .modifier("overlay(_:)") { $0.overlay(Color.red.opacity(0.5)) },
        .modifier("frame(maxWidth:maxHeight:alignment:)", base: { Text("Probe") }) {
            $0.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        },
        .modifier("overlay(content:)") { $0.overlay { Circle().fill(.red).frame(width: 12, height: 12) } },
        .modifier("frame(maxHeight:)", base: { Color.yellow }) { $0.frame(maxHeight: 40) },
        .view("environmentObject(_:)") { ModProbeModelReader().environmentObject(ModProbeModel()) },
        .modifier("fixedSize(horizontal:vertical:)", base: { Text(modProbeLongText) }) { $0.fixedSize(horizontal: true, vertical: false) },
        .modifier("activityBackgroundTint(_:)") { $0.activityBackgroundTint(.yellow) },
        .modifier("frame(width:height:alignment:)", base: { Text("Probe") }) { $0.frame(width: 140, height: 140, alignment: .topLeading) },
        .modifier("stroke(_:lineWidth:)", base: { Circle() }) { $0.stroke(.red, lineWidth: 4) },
        .noOp("previewDisplayName(_:)", because: "names a preview: nothing to draw") { $0.previewDisplayName("Probe") },
        .noOp("contentTransition(_:)", because: "animates between entries: a snapshot is one entry") { $0.contentTransition(.numericText()) },
        .modifier("fontDesign(_:)") { $0.fontDesign(.rounded) },
        .noOp("activitySystemActionForegroundColor(_:)", because: "the system's action button is not part of the activity's picture") {
            $0.activitySystemActionForegroundColor(.red)
        },
        .compiles("end(_:dismissalPolicy:)") {
            let end: (Activity<ModProbeAttributes>) async -> Void = { await $0.end(nil, dismissalPolicy: .immediate) }
            _ = end
        },
        .modifier("gaugeStyle(_:)", base: { Gauge(value: 0.5) { Text("G") } }) { $0.gaugeStyle(.accessoryCircular) },
        .compiles("keylineTint(_:)") { _ = modProbeIsland().keylineTint(.red) },
        .noOp("widgetLabel(_:)", because: "Apple: the Lock Screen on iPhone ignores widget labels (watchOS only)", family: .accessoryCircular) {
            $0.widgetLabel("Label")
        },
        .modifier("imageScale(_:)", base: { Image(systemName: "star.fill") }) { $0.imageScale(.large) },
        .modifier("rotationEffect(_:)") { $0.rotationEffect(.degrees(30)) },
        .modifier("background(content:)") { $0.background { Color.yellow } },
        .noOp("task(_:)", because: "closures never run: the view never appears for itself") { $0.task {} },
        .modifier("mask(_:)", base: { Color.yellow }) { $0.mask { Circle() } },
        .modProbePair("unredacted()", base: { ProbeSample().redacted(reason: .placeholder) },
                      probed: { ProbeSample().unredacted().redacted(reason: .placeholder) }),
        .modifier("overlay(alignment:content:)") {
            $0.overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 12, height: 12) }
        },
        .modifier("scaleEffect(_:)") { $0.scaleEffect(1.5) },
        .modifier("background(_:in:)") { $0.background(Color.yellow, in: Capsule()) },
        .modifier("clipped()", base: { Color.yellow.frame(width: 60, height: 60).frame(width: 20, height: 20) }) { $0.clipped() },
        .modifier("offset(x:y:)") { $0.offset(x: 20, y: 20) },
        .modifier("redacted(reason:)") { $0.redacted(reason: .placeholder) },
        .modifier("offset(x:)") { $0.offset(x: 20) },
        .compiles("displayName(_:)") { _ = modProbeControlConfiguration().displayName("Probe") },
        .modifier("disabled(_:)", base: { Button("Tap") {} }) { $0.disabled(true) },
        .noOp("animation(_:value:)", because: "animates between states: a snapshot is one state") { $0.animation(.default, value: 1) },
        .modProbePair("scaledToFill()", base: { Image(systemName: "star.fill").resizable().frame(width: 100, height: 40) },
                      probed: { Image(systemName: "star.fill").resizable().scaledToFill().frame(width: 100, height: 40) }),
        .modifier("shadow(color:radius:x:y:)") { $0.shadow(color: .red, radius: 4, x: 4, y: 4) },
        .modifier("offset(y:)") { $0.offset(y: 20) },
        .modProbePair("background()", base: { ZStack { Color.red; Text("Probe") } },
                      probed: { ZStack { Color.red; Text("Probe").background() } }),
        .modifier("preferredColorScheme(_:)") { $0.preferredColorScheme(.dark) },
        .noOp("ignoresSafeArea()", because: "a widget has no safe-area insets") { $0.ignoresSafeArea() },
        .modProbeNotDrawnYet("symbolRenderingMode(_:)", expected: "the symbol's multicolor artwork (cloud.sun.fill: a white cloud, a yellow sun)",
                             base: { Image(systemName: "cloud.sun.fill") }) { $0.symbolRenderingMode(.multicolor) },
        .modProbeNotDrawnYet("renderingMode(_:)", expected: "the symbol's multicolor artwork (cloud.sun.fill: a white cloud, a yellow sun)",
                             base: { Image(systemName: "cloud.sun.fill") }) { $0.renderingMode(.original) },
        .modifier("fixedSize()", base: { Text(modProbeLongText) }) { $0.fixedSize() },
        .modifier("fontWidth(_:)") { $0.fontWidth(.compressed) },
        .modifier("aspectRatio(_:contentMode:)", base: { Color.yellow }) { $0.aspectRatio(2, contentMode: .fit) },
        .noOp("accessibilityLabel(_:)", because: "a PNG has no accessibility tree") { $0.accessibilityLabel("Probe") },
        .modifier("symbolVariant(_:)", base: { Image(systemName: "star") }) { $0.symbolVariant(.fill) },
        .modProbePair("blendMode(_:)", base: { ZStack { Color.yellow; ProbeSample() } },
                      probed: { ZStack { Color.yellow; ProbeSample().blendMode(.difference) } }),
        .noOp("onTapGesture(perform:)", because: "closures never run: a widget view is not tapped for itself") { $0.onTapGesture {} },
        .modifier("textCase(_:)", base: { Text("Probe") }) { $0.textCase(.uppercase) },
        .noOp("contentShape(_:)", because: "a hit-testing shape: nothing to draw") { $0.contentShape(Rectangle()) },
        .modProbePair("layoutPriority(_:)", base: { HStack { Text(modProbeLongText); Text(modProbeLongText) } },
                      probed: { HStack { Text(modProbeLongText).layoutPriority(1); Text(modProbeLongText) } }),
        .modifier("strokeBorder(_:lineWidth:)", base: { Circle() }) { $0.strokeBorder(.red, lineWidth: 6) },
        .modifier("buttonBorderShape(_:)", base: { Button("Tap") {}.buttonStyle(.bordered) }) { $0.buttonBorderShape(.roundedRectangle) },
        .compiles("getCurrentConfigurations(_:)") { WidgetCenter.shared.getCurrentConfigurations { _ in } },
        .modifier("labelStyle(_:)", base: { Label("Probe", systemImage: "star.fill") }) { $0.labelStyle(.iconOnly) },
        .noOp("accessibilityHidden(_:)", because: "a PNG has no accessibility tree") { $0.accessibilityHidden(true) },
        .modifier("frame(width:alignment:)", base: { Text("Probe") }) { $0.frame(width: 140, alignment: .leading) },
        .modifier("allowsTightening(_:)", base: { Text("Tightening text.").font(.title).lineLimit(1).frame(width: 140) }) {
            $0.allowsTightening(true)
        },
        .compiles("debug(_:)") { Logger(subsystem: "probe", category: "probe").debug("probe") },
        .modifier("position(x:y:)") { $0.position(x: 30, y: 30) },
        .modifier("truncationMode(_:)", base: { Text(modProbeLongText).lineLimit(1) }) { $0.truncationMode(.head) },
        .modifier("chartLegend(_:)", base: { modProbeChart() }) { $0.chartLegend(.hidden) },
        .modifier("frame(minWidth:maxWidth:minHeight:maxHeight:alignment:)", base: { Text("Probe") }) {
            $0.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .bottomTrailing)
        },
        .modifier("widgetAccentable(_:)", family: .accessoryCircular, theme: "watchos.accented(orange)") { $0.widgetAccentable(true) },
        .compiles("update(_:)") {
            let update: (Activity<ModProbeAttributes>) async -> Void = {
                await $0.update(ActivityContent(state: ModProbeAttributes.ContentState(value: 2), staleDate: nil))
            }
            _ = update
        },
        .modifier("frame(maxHeight:alignment:)", base: { Text("Probe") }) { $0.frame(maxHeight: .infinity, alignment: .top) },
        .modifier("progressViewStyle(_:)", base: { ProgressView(value: 0.5) }) { $0.progressViewStyle(.circular) },
        .noOp("transition(_:)", because: "animates a view in or out: a snapshot is one state") { $0.transition(.opacity) },
        .noOp("invalidatableContent()", because: "marks content a tap may invalidate: nothing to draw") { $0.invalidatableContent() },
        .modProbePair("privacySensitive()", base: { ProbeSample().redacted(reason: .privacy) },
                      probed: { ProbeSample().privacySensitive().redacted(reason: .privacy) }),
        .modifier("brightness(_:)") { $0.brightness(0.4) },
        .noOp("widgetCurvesContent()", because: "curves content only in a watchOS corner complication") { $0.widgetCurvesContent() },
        .noOp("id(_:)", because: "a view's identity for animations and lists: nothing to draw") { $0.id(1) },
        .view("addLine(to:)") {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 90, y: 70))
            }.stroke(.red, lineWidth: 3)
        },
        .view("move(to:)") {
            Path { path in
                path.move(to: CGPoint(x: 20, y: 20))
                path.addLine(to: CGPoint(x: 20, y: 80))
            }.stroke(.red, lineWidth: 3)
        },
        .noOp("onDisappear(perform:)", because: "closures never run: the view never disappears for itself") { $0.onDisappear {} },
        .modifier("strikethrough(_:pattern:color:)", base: { Text("Probe 42") }) { $0.strikethrough(true, pattern: .dash, color: .red) },
        .compiles("previewContext(_:viewKind:)") {
            // A preview listing (a PreviewProvider's), not a view drawn in a widget.
            _ = ModProbeAttributes(name: "Probe").previewContext(ModProbeAttributes.ContentState(value: 1), viewKind: .dynamicIsland(.compact))
        },
        .modifier("trim(from:to:)", base: { Circle() }) { $0.trim(from: 0, to: 0.5) },
        .modifier("stroke(_:style:)", base: { Circle() }) { $0.stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [6, 3])) },
        .modifier("widgetAccentedRenderingMode(_:)", family: .accessoryCircular, theme: "watchos.accented(orange)", base: { Image(systemName: "star.fill") }) {
            $0.widgetAccentedRenderingMode(.accented)
        },
        .modifier("blur(radius:)") { $0.blur(radius: 4) },
        .compiles("containerBackgroundRemovable()") { _ = modProbeConfiguration().containerBackgroundRemovable() },
        .modifier("frame(height:alignment:)", base: { Text("Probe") }) { $0.frame(height: 140, alignment: .top) },
        .compiles("supplementalActivityFamilies(_:)") { _ = modProbeActivityConfiguration().supplementalActivityFamilies([.small]) },
        .compiles("update(using:)") {
            let update: (Activity<ModProbeAttributes>) async -> Void = { await $0.update(using: ModProbeAttributes.ContentState(value: 2)) }
            _ = update
        },
        .noOp("accessibilityElement(children:)", because: "a PNG has no accessibility tree") { $0.accessibilityElement(children: .combine) },
        .modifier("frame(minHeight:maxHeight:)", base: { Color.yellow }) { $0.frame(minHeight: 10, maxHeight: 40) },
        .noOp("combined(with:)", because: "animates a view in or out: a snapshot is one state") {
            $0.transition(.opacity.combined(with: .slide))
        },
        .modifier("frame(minHeight:)", base: { Color.yellow }) { $0.frame(minHeight: 400) },
        .compiles("request(attributes:content:pushType:)") {
            let activity = try Activity.request(attributes: ModProbeAttributes(name: "Probe"),
                                                content: ActivityContent(state: ModProbeAttributes.ContentState(value: 1), staleDate: nil),
                                                pushType: nil)
            Task { await activity.end(nil, dismissalPolicy: .immediate) }
        },
        .noOp("accessibilityValue(_:)", because: "a PNG has no accessibility tree") { $0.accessibilityValue("42") },
        .modifier("saturation(_:)") { $0.saturation(0) },
        .modifier("shadow(radius:x:y:)") { $0.shadow(radius: 4, x: 4, y: 4) },
        .modifier("frame(minWidth:maxWidth:)", base: { Color.yellow }) { $0.frame(minWidth: 400, maxWidth: 500) },
        .modifier("chartXAxis(content:)", base: { modProbeChart() }) { $0.chartXAxis { AxisMarks(values: ["A"]) } },
        .modifier("chartXScale(domain:)", base: { modProbeChart() }) { $0.chartXScale(domain: ["A", "B", "C"]) },
        .modifier("chartYAxis(content:)", base: { modProbeChart() }) { $0.chartYAxis { AxisMarks(position: .leading) } },
        .view("closeSubpath()") {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 90, y: 10))
                path.addLine(to: CGPoint(x: 50, y: 70))
                path.closeSubpath()
            }.stroke(.red, lineWidth: 3)
        },
        .modifier("lineSpacing(_:)", base: { Text(modProbeLongText) }) { $0.lineSpacing(12) },
        .modifier("shadow(color:radius:)") { $0.shadow(color: .red, radius: 6) },
        .modifier("stroke(style:)", base: { Circle() }) { $0.stroke(style: StrokeStyle(lineWidth: 6, dash: [4])) },
        .modProbePair("zIndex(_:)", base: { ZStack { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 30, height: 30) } },
                      probed: { ZStack { Color.red.frame(width: 40, height: 40).zIndex(1); Color.blue.frame(width: 30, height: 30) } }),
        .modifier("chartYAxis(_:)", base: { modProbeChart() }) { $0.chartYAxis(.hidden) },
        .noOp("task(id:_:)", because: "closures never run: the view never appears for itself") { $0.task(id: 1) {} },
        .compiles("containerBackgroundRemovable(_:)") { _ = modProbeConfiguration().containerBackgroundRemovable(false) },
        // Rows used in one file (the odd lines of that list).
        .noOp("accessibility(addTraits:)", because: "a PNG has no accessibility tree") { $0.accessibility(addTraits: .isHeader) },
        .view("draw(_:in:)") {
            Canvas { context, _ in context.draw(Image(systemName: "star.fill"), in: CGRect(x: 10, y: 10, width: 50, height: 50)) }
        },
        .view("fill(_:with:)") {
            Canvas { context, _ in context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60)), with: .color(.red)) }
        },
        .modifier("frame(maxWidth:idealHeight:)", base: { Color.yellow }) { $0.frame(maxWidth: 50, idealHeight: 20) },
        .modifier("frame(minWidth:maxWidth:idealHeight:maxHeight:alignment:)", base: { Color.yellow }) {
            $0.frame(minWidth: 10, maxWidth: 50, idealHeight: 20, maxHeight: 40, alignment: .top)
        },
        .compiles("request(attributes:contentState:)") {
            let activity = try Activity.request(attributes: ModProbeAttributes(name: "Probe"),
                                                contentState: ModProbeAttributes.ContentState(value: 1))
            Task { await activity.end(nil, dismissalPolicy: .immediate) }
        },
        .compiles("result()") { let perform: () async throws -> IntentResultContainer<Never> = modProbePerform; _ = perform },
        .modifier("rotationEffect(_:anchor:)") { $0.rotationEffect(.degrees(30), anchor: .topLeading) },
        .view("stroke(_:with:style:)") {
            Canvas { context, _ in
                context.stroke(Path(ellipseIn: CGRect(x: 10, y: 10, width: 60, height: 60)), with: .color(.red), style: StrokeStyle(lineWidth: 4))
            }
        },
        .noOp("symbolEffect(_:value:)", because: "animates when the value changes: a snapshot is one state") { $0.symbolEffect(.bounce, value: 1) },
        .noOp("toolbar(content:)", because: "a widget has no toolbar: its items are not drawn") { $0.toolbar { ToolbarItem(placement: .primaryAction) { Text("Item") } } },
        .noOp("sheet(isPresented:content:)", because: "a widget presents no sheets") { $0.sheet(isPresented: .constant(false)) { Text("Sheet") } },
        .noOp("navigationBarTitleDisplayMode(_:)", because: "a widget has no navigation bar") { $0.navigationBarTitleDisplayMode(.inline) },
        .noOp("navigationViewStyle(_:)", because: "a widget has no navigation view") { $0.navigationViewStyle(.stack) },
        .noOp("alert(_:isPresented:actions:message:)", because: "a widget presents no alerts") {
            $0.alert("Alert", isPresented: .constant(false)) { Button("OK") {} } message: { Text("Message") }
        },
        .noOp("confirmationDialog(_:isPresented:titleVisibility:actions:)", because: "a widget presents no dialogs") {
            $0.confirmationDialog("Dialog", isPresented: .constant(false), titleVisibility: .visible) { Button("OK") {} }
        },
        .noOp("alert(item:content:)", because: "a widget presents no alerts") { $0.alert(item: .constant(nil as ModProbeAlertItem?)) { _ in Alert(title: Text("A")) } },
        .noOp("navigationBarItems(trailing:)", because: "a widget has no navigation bar") { $0.navigationBarItems(trailing: Text("Edit")) },
        .view("environment(_:)") { ModProbeObservableReader().environment(ModProbeObservable()) },
        .noOp("onOpenURL(perform:)", because: "closures never run") { $0.onOpenURL { _ in } },
        .noOp("updating(_:_:)", because: "a widget view is not touched") {
            $0.gesture(DragGesture().updating(GestureState(wrappedValue: CGSize.zero)) { value, state, _ in state = value.translation })
        },
        .compiles("jpegData(compressionQuality:)") { precondition(UIImage(data: ipPNG())?.jpegData(compressionQuality: 0.8)?.first == 0xFF) },
    ] }
}

// MARK: - Helpers (this file only)

private let modProbeDate = Date(timeIntervalSince1970: 1_750_000_000)
private let modProbeLongText = "The quick brown fox jumps over the lazy dog again and again"

extension Probe {
    /// A probe whose base is not the probed view minus one modifier call: the modifier is applied
    /// inside (under `redacted`, in a stack), so base and probed are written out in full.
    /// A render gap on a base other than `ProbeSample`: compiles, changes nothing yet, though iOS draws `expected`.
    fileprivate static func modProbeNotDrawnYet<B: View, V: View>(_ signature: String, expected: String, family: WidgetFamily = .systemSmall,
                                                                 base: @escaping () -> B, _ apply: @escaping (B) -> V) -> Probe {
        Probe(signature: signature, expectation: .notDrawnYet(expected: expected), theme: nil, family: family,
              base: { AnyView(base()) }, probed: { AnyView(apply(base())) }, run: {})
    }

    fileprivate static func modProbePair<B: View, V: View>(_ signature: String, family: WidgetFamily = .systemSmall, theme: String? = nil,
                                                          base: @escaping () -> B, probed: @escaping () -> V) -> Probe {
        Probe(signature: signature, expectation: .draws, theme: theme, family: family,
              base: { AnyView(base()) }, probed: { AnyView(probed()) }, run: {})
    }
}

private struct ModProbeEntry: TimelineEntry {
    let date: Date
}

private struct ModProbeProvider: TimelineProvider {
    func placeholder(in context: Context) -> ModProbeEntry { ModProbeEntry(date: modProbeDate) }
    func getSnapshot(in context: Context, completion: @escaping (ModProbeEntry) -> Void) { completion(ModProbeEntry(date: modProbeDate)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ModProbeEntry>) -> Void) {
        completion(Timeline(entries: [ModProbeEntry(date: modProbeDate)], policy: .never))
    }
}

@MainActor private func modProbeConfiguration() -> some WidgetConfiguration {
    StaticConfiguration(kind: "probe", provider: ModProbeProvider()) { _ in Text("Probe") }
}

private struct ModProbeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
    var name: String
}

@MainActor private func modProbeIsland() -> DynamicIsland {
    DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text("L") }
    } compactLeading: {
        Text("L")
    } compactTrailing: {
        Text("T")
    } minimal: {
        Text("M")
    }
}

@MainActor private func modProbeActivityConfiguration() -> some WidgetConfiguration {
    ActivityConfiguration(for: ModProbeAttributes.self) { context in
        Text(context.attributes.name)
    } dynamicIsland: { _ in
        modProbeIsland()
    }
}

private func modProbePerform() async throws -> IntentResultContainer<Never> { .result() }

private struct ModProbeIntent: AppIntent {
    static let title: LocalizedStringResource = "Probe"
    func perform() async throws -> some IntentResult { .result() }
}

@MainActor private func modProbeControlConfiguration() -> some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "probe") {
        ControlWidgetButton(action: ModProbeIntent()) { Text("Probe") }
    }
}

@MainActor private func modProbeChart() -> some View {
    Chart {
        BarMark(x: .value("Day", "A"), y: .value("Count", 3)).foregroundStyle(by: .value("Kind", "One"))
        BarMark(x: .value("Day", "B"), y: .value("Count", 5)).foregroundStyle(by: .value("Kind", "Two"))
    }
}

@MainActor private final class ModProbeModel: ObservableObject {
    @Published var title = "Model"
}

private struct ModProbeModelReader: View {
    @EnvironmentObject var model: ModProbeModel
    var body: some View { Text(model.title) }
}

#if API_GAPS
extension Probes {
    static var modifiersGaps: [Probe] { [
        .compiles("open(_:)") { UIApplication.shared.open(URL(string: "probe://x")!) },
        .compiles("addAction(_:)") { UIAlertController(title: "a", message: nil, preferredStyle: .alert).addAction(UIAlertAction(title: "OK", style: .default)) },
        .compiles("dismiss(animated:completion:)") { UIViewController().dismiss(animated: false, completion: nil) },
        .compiles("impactOccurred()") { UIImpactFeedbackGenerator(style: .light).impactOccurred() },
        .compiles("makeKeyAndVisible()") { UIWindow().makeKeyAndVisible() },
        .compiles("activate()") { WCSession.default.activate() },
        .compiles("addSubview(_:)") { UIView().addSubview(UIView()) },
        .compiles("requestAuthorization(for:)") { Task { try await AuthorizationCenter.shared.requestAuthorization(for: .individual) } },
    ] }
}
#endif

private struct ModProbeAlertItem: Identifiable { let id: Int }

@Observable private final class ModProbeObservable {
    var title = "Observed"
}

private struct ModProbeObservableReader: View {
    @Environment(ModProbeObservable.self) private var model
    var body: some View { Text(model.title) }
}
