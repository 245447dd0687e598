import WidgetKit
import Charts
import AppIntents

// Census kind `implicit`: implicit members (`.systemSmall`, `.leading`, `.title2` …), each in the
// place it is most often written.
extension Probes {
    static var implicitMembers: [Probe] { [
        // Lists, forms, pickers, tabs, inputs (List.swift, Picker.swift, TabView.swift, Inputs.swift).
        .compiles(".segmented") { let _: SegmentedPickerStyle = .segmented },
        .compiles(".page") { let _: PageTabViewStyle = .page },
        .compiles(".page(indexDisplayMode:)") { let _: PageTabViewStyle = .page(indexDisplayMode: .never) },
        .compiles(".systemSmall") { let _: WidgetFamily = .systemSmall },
        .modifier(".leading") { $0.frame(maxWidth: .infinity, alignment: .leading) },
        .compiles(".systemMedium") { let _: WidgetFamily = .systemMedium },
        .modifier(".infinity") { $0.frame(maxWidth: .infinity).background(.yellow) },
        .modifier(".widget") { $0.containerBackground(.orange, for: .widget) },
        .modifier(".center", base: { Text("Probe\nlonger line") }) { $0.multilineTextAlignment(.center) },
        .modifier(".secondary") { $0.foregroundStyle(.secondary) },
        .compiles(".systemLarge") { let _: WidgetFamily = .systemLarge },
        .modifier(".semibold") { $0.fontWeight(.semibold) },
        .modifier(".top") { $0.frame(maxHeight: .infinity, alignment: .top) },
        .compiles(".accessoryCircular") { let _: WidgetFamily = .accessoryCircular },
        .modifier(".bottom") { $0.frame(maxHeight: .infinity, alignment: .bottom) },
        .compiles(".atEnd") { let _: TimelineReloadPolicy = .atEnd },
        .modifier(".caption") { $0.font(.caption) },
        .modifier(".horizontal") { $0.padding(.horizontal, 30).background(.yellow) },
        .compiles(".accessoryRectangular") { let _: WidgetFamily = .accessoryRectangular },
        .modifier(".system(size:)") { $0.font(.system(size: 30)) },
        .modifier(".trailing") { $0.frame(maxWidth: .infinity, alignment: .trailing) },
        .view(".fill") { Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fill).frame(width: 80, height: 40).clipped() },
        .modifier(".white") { $0.foregroundStyle(.white) },
        .modifier(".headline") { $0.font(.headline) },
        .modifier(".footnote") { $0.font(.footnote) },
        .modifier(".bold") { $0.fontWeight(.bold) },
        .compiles(".after(_:)") { let _: TimelineReloadPolicy = .after(Date(timeIntervalSince1970: 1_750_000_000)) },
        .modifier(".rounded") { $0.fontDesign(.rounded) },
        .modifier(".vertical") { $0.padding(.vertical, 30).background(.yellow) },
        .compiles(".accessoryInline") { let _: WidgetFamily = .accessoryInline },
        .modifier(".subheadline") { $0.font(.subheadline) },
        .compiles(".systemExtraLarge") { let _: WidgetFamily = .systemExtraLarge },
        .modifier(".fill.tertiary") { $0.containerBackground(.fill.tertiary, for: .widget) },
        .modifier(".caption2") { $0.font(.caption2) },
        .compiles(".never") { let _: TimelineReloadPolicy = .never },
        .modifier(".black") { $0.background(.black) },
        .view(".primary") { Capsule().fill(.primary).frame(width: 60, height: 20) },
        .modifier(".gray") { $0.foregroundStyle(.gray) },
        .modifier(".plain", base: { Button("Tap") {} }) { $0.buttonStyle(.plain) },
        .compiles(".accessoryCorner") { let _: WidgetFamily = .accessoryCorner },
        .modifier(".clear") { $0.foregroundStyle(.clear) },
        .modifier(".medium") { $0.fontWeight(.medium) },
        .modifier(".title3") { $0.font(.title3) },
        .modifier(".dark") { $0.environment(\.colorScheme, .dark) },
        .modifier(".system(size:weight:)") { $0.font(.system(size: 30, weight: .bold)) },
        .modifier(".title2") { $0.font(.title2) },
        .modifier(".red") { $0.foregroundStyle(.red) },
        .view(".body") { Text("Probe 42").font(.body) },
        .modifier(".background") { $0.foregroundStyle(.background) },
        .modifier(".system(size:weight:design:)") { $0.font(.system(size: 30, weight: .bold, design: .rounded)) },
        .modifier(".topLeading") { $0.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) },
        .view(".fit") { Image(systemName: "star.fill").resizable().aspectRatio(contentMode: .fit).frame(width: 80, height: 40) },
        .compiles(".result()") {
            func perform() -> some IntentResult { .result() }
            _ = perform()
        },
        .compiles(".fullColor") { let _: WidgetRenderingMode = .fullColor },
        .modifier(".largeTitle") { $0.font(.largeTitle) },
        .modifier(".green") { $0.foregroundStyle(.green) },
        .compiles(".init(entries:policy:)") {
            let _: Timeline<ImplicitProbeEntry> = .init(entries: [ImplicitProbeEntry(date: Date(timeIntervalSince1970: 1_750_000_000))], policy: .atEnd)
        },
        .compiles(".immediate") { let _: ActivityUIDismissalPolicy = .immediate },
        .modifier(".blue") { $0.foregroundStyle(.blue) },
        .modifier(".default") { $0.font(.system(size: 30, design: .default)) },
        .modifier(".system(_:design:)") { $0.font(.system(.title, design: .serif)) },
        .modifier(".regular") { $0.font(.system(size: 30, weight: .regular)) },
        .modifier(".orange") { $0.foregroundStyle(.orange) },
        .compiles(".zero") { let _: CGSize = .zero },
        .view(".time") { Text(Date(timeIntervalSince1970: 1_750_000_000), style: .time) },
        .modifier(".degrees(_:)") { $0.rotationEffect(.degrees(45)) },
        .modifier(".bottomTrailing") { $0.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing) },
        .compiles(".hidden") { let _: Visibility = .hidden },
        .modifier(".callout") { $0.font(.callout) },
        .compiles(".content") { let _: ActivityPreviewViewKind = .content },
        .modifier(".yellow") { $0.foregroundStyle(.yellow) },
        .modifier(".small") { $0.imageScale(.small) },
        .view(".continuous") { RoundedRectangle(cornerRadius: 16, style: .continuous).fill(.orange).frame(width: 80, height: 60) },
        .modifier(".light") { $0.fontWeight(.light) },
        .modifier(".topTrailing") { $0.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing) },
        .modifier(".tertiary") { $0.foregroundStyle(.tertiary) },
        .modifier(".heavy") { $0.fontWeight(.heavy) },
        .view(".firstTextBaseline") {
            HStack(alignment: .firstTextBaseline) { Text("42").font(.largeTitle); Text("kg").font(.caption) }
        },
        .compiles(".init(stringLiteral:)") { let _: LocalizedStringKey = .init(stringLiteral: "Probe") },
        .modifier(".bottomLeading") { $0.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading) },
        .compiles(".systemBackground") { let _: UIColor = .systemBackground },
        .noOp(".numericText()", because: "a content transition animates a change; a still image shows the content") {
            $0.contentTransition(.numericText())
        },
        .modifier(".borderedProminent", base: { Button("Tap") {} }) { $0.buttonStyle(.borderedProminent) },
        .compiles(".compact") { let _: ActivityPreviewViewKind = .dynamicIsland(.compact) },
        .modifier(".large") { $0.imageScale(.large) },
        .modifier(".title") { $0.font(.title) },
        .modifier(".purple") { $0.foregroundStyle(.purple) },
        .view(".timer") { Text(Date(timeIntervalSince1970: 1_750_000_000), style: .timer) },
        .modifier(".monospaced") { $0.fontDesign(.monospaced) },
        .view(".lastTextBaseline") {
            HStack(alignment: .lastTextBaseline) { Text("42").font(.largeTitle); Text("kg").font(.caption) }
        },
        .modifier(".condensed") { $0.fontWidth(.condensed) },
        .modifier(".init(width:height:)") { $0.offset(.init(width: 20, height: 10)) },
        .compiles(".dismissed") { let _: ActivityState = .dismissed },
        .compiles(".ended") { let _: ActivityState = .ended },
        .modifier(".ultraThinMaterial") { $0.padding().background(.ultraThinMaterial) },
        .compiles(".constant(_:)") { let _: Binding<Bool> = .constant(true) },
        .compiles(".automatic") { let _: Visibility = .automatic },
        .compiles(".label") { let _: UIColor = .label },
        .compiles(".expanded") { let _: ActivityPreviewViewKind = .dynamicIsland(.expanded) },
        .modifier(".placeholder") { $0.redacted(reason: .placeholder) },
        .compiles(".destructive") { let _: ButtonRole = .destructive },
        .view(".relative") { Text(Date(timeIntervalSince1970: 1_750_000_000), style: .relative) },
        .compiles(".hierarchical") { let _: SymbolRenderingMode = .hierarchical },
        .view(".bordered") { Button("Tap") {}.buttonStyle(.bordered) },
        .compiles(".dynamicIsland(_:)") { let _: ActivityPreviewViewKind = .dynamicIsland(.minimal) },
        .modifier(".accessoryCircularCapacity", base: { Gauge(value: 0.4) { Text("a") } }) { $0.gaugeStyle(.accessoryCircularCapacity) },
        .modifier(".uppercase") { $0.textCase(.uppercase) },
        .noOp(".opacity", because: "a transition animates insertion and removal; a still image shows the view") {
            $0.transition(.opacity)
        },
        .modifier(".system(size:design:)") { $0.font(.system(size: 30, design: .serif)) },
        .noOp(".tail", because: "tail is the default truncation mode", base: { Text("A long line of probe text that is truncated").lineLimit(1) }) {
            $0.truncationMode(.tail)
        },
        .modifier(".rect(cornerRadius:)", base: { Color.orange.frame(width: 80, height: 80) }) { $0.clipShape(.rect(cornerRadius: 20)) },
        .compiles(".init(state:staleDate:)") {
            let _: ActivityContent<ImplicitProbeAttributes.ContentState> = .init(state: .init(value: 1), staleDate: nil)
        },
        .compiles(".minimal") { let _: ActivityPreviewViewKind = .dynamicIsland(.minimal) },
        .compiles(".systemGroupedBackground") { let _: UIColor = .systemGroupedBackground },
        .modifier(".compressed") { $0.fontWidth(.compressed) },
        .modifier(".regularMaterial") { $0.padding().background(.regularMaterial) },
        .compiles(".token") { let _: PushType = .token },
        .modifier(".cyan") { $0.foregroundStyle(.cyan) },
        .compiles(".systemExtraLargePortrait") { let _: WidgetFamily = .systemExtraLargePortrait },
        .compiles(".flexible()") { let _: GridItem.Size = .flexible() },
        .compiles(".template") { let _: Image.TemplateRenderingMode = .template },
        .modifier(".all") { $0.padding(.all, 20).background(.yellow) },
        .modifier(".capsule", base: { Color.orange.frame(width: 80, height: 40) }) { $0.clipShape(.capsule) },
        .view(".round") {
            Circle().trim(from: 0, to: 0.6).stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round)).frame(width: 60, height: 60)
        },
        .modifier(".circle", base: { Color.orange.frame(width: 80, height: 80) }) { $0.clipShape(.circle) },
        .compiles(".pad") { let _: UIUserInterfaceIdiom = .pad },
        .modifier(".iconOnly", base: { Label("Probe", systemImage: "star.fill") }) { $0.labelStyle(.iconOnly) },
        .modifier(".thinMaterial") { $0.padding().background(.thinMaterial) },
        .view(".date") { Text(Date(timeIntervalSince1970: 1_750_000_000), style: .date) },
        .modifier(".tint") { $0.foregroundStyle(.tint) },
        .compiles(".visible") { let _: Visibility = .visible },
        .modifier(".circular", base: { ProgressView(value: 0.4) }) { $0.progressViewStyle(.circular) },
        .modifier(".pink") { $0.foregroundStyle(.pink) },
        .modifier(".rect", base: { Circle().fill(.orange).frame(width: 80, height: 80).frame(width: 40, height: 40) }) { $0.clipShape(.rect) },
        .compiles(".original") { let _: Image.TemplateRenderingMode = .original },
        .view(".value(_:_:)") {
            Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4)); BarMark(x: .value("Day", "Tue"), y: .value("Steps", 7)) }
        },
        .noOp(".numericText(countsDown:)", because: "a content transition animates a change; a still image shows the content") {
            $0.contentTransition(.numericText(countsDown: true))
        },
        .compiles(".accented") { let _: WidgetRenderingMode = .accented },
        .view(".resizable()") { Image(systemName: "star.fill").resizable().frame(width: 60, height: 60) },
        .modifier(".indigo") { $0.foregroundStyle(.indigo) },
        .modifier(".init(red:green:blue:)") { $0.foregroundColor(.init(red: 0.9, green: 0.2, blue: 0.1)) },
        .modifier(".init(top:leading:bottom:trailing:)") { $0.padding(.init(top: 40, leading: 30, bottom: 0, trailing: 0)) },
        .compiles(".pending") { let _: ActivityState = .pending },
        .modifier(".quaternary") { $0.foregroundStyle(.quaternary) },
        .compiles(".result(value:)") {
            func perform() -> some IntentResult & ReturnsValue<Int> { .result(value: 1) }
            _ = perform()
        },
        .modifier(".system(_:design:weight:)") { $0.font(.system(.title, design: .rounded, weight: .bold)) },
        .noOp(".identity", because: "a transition animates insertion and removal; a still image shows the view") {
            $0.transition(.identity)
        },
        .compiles(".compactLeading") { let _: DynamicIslandMode = .compactLeading },
        .modifier(".containerRelative", base: { Color.orange.frame(width: 120, height: 120) }) { $0.clipShape(.containerRelative) },
        .noOp(".ignore", because: "accessibility grouping changes what VoiceOver reads, not the picture") {
            $0.accessibilityElement(children: .ignore)
        },
        .view(".init(color:location:)") {
            LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], startPoint: .top, endPoint: .bottom)
        },
        .compiles(".rigid") { let _: SensoryFeedback = .impact(flexibility: .rigid) },
        .view(".sRGB") { Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1).frame(width: 60, height: 60) },
        .compiles(".stale") { let _: ActivityState = .stale },
        .modifier(".teal") { $0.foregroundStyle(.teal) },
        .compiles(".multicolor") { let _: SymbolRenderingMode = .multicolor },
        .compiles(".systemOrange") { let _: UIColor = .systemOrange },
        .modifier(".brown") { $0.foregroundStyle(.brown) },
        .compiles(".init(intent:description:)") {
            let _: AppIntentRecommendation<ImplicitProbeIntent> = .init(intent: ImplicitProbeIntent(), description: "Probe")
        },
        .compiles(".secondaryLabel") { let _: UIColor = .secondaryLabel },
        .noOp(".asymmetric(insertion:removal:)", because: "a transition animates insertion and removal; a still image shows the view") {
            $0.transition(.asymmetric(insertion: .opacity, removal: .scale))
        },
        .compiles(".compactTrailing") { let _: DynamicIslandMode = .compactTrailing },
        .noOp(".easeInOut(duration:)", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.easeInOut(duration: 1), value: 1)
        },
        .compiles(".init()") { let _: EdgeInsets = .init() },
        .compiles(".local") { let _: CoordinateSpace = .local },
        .modifier(".mint") { $0.foregroundStyle(.mint) },
        .noOp(".move(edge:)", because: "a transition animates insertion and removal; a still image shows the view") {
            $0.transition(.move(edge: .bottom))
        },
        .compiles(".named(_:)") { let _: CoordinateSpace = .named("probe") },
        .modifier(".roundedRectangle(radius:)", base: { Button("Tap") {}.buttonStyle(.borderedProminent) }) {
            $0.buttonBorderShape(.roundedRectangle(radius: 2))
        },
        .compiles(".secondarySystemBackground") { let _: UIColor = .secondarySystemBackground },
        .compiles(".secondarySystemGroupedBackground") { let _: UIColor = .secondarySystemGroupedBackground },
        .notDrawnYet(".softLight", expected: "soft light over the white background turns the sample white") { $0.blendMode(.softLight) },
        .compiles(".systemFont(ofSize:weight:)") { let _: UIFont = .systemFont(ofSize: 17, weight: .bold) },
        .compiles(".systemRed") { let _: UIColor = .systemRed },
        .compiles(".vibrant") { let _: WidgetRenderingMode = .vibrant },
        .compiles(".accentedDesaturated") { let _: WidgetAccentedRenderingMode = .accentedDesaturated },
        .compiles(".alwaysAllowed") { let _: IntentAuthenticationPolicy = .alwaysAllowed },
        .modifier(".borderless", base: { Button("Tap") {} }) { $0.buttonStyle(.borderless) },
        .compiles(".container") { let _: SafeAreaRegions = .container },
        .compiles(".elevated") { let _: WidgetMountingStyle = .elevated },
        .modifier(".glassProminent", base: { Button("Tap") {} }) { $0.buttonStyle(.glassProminent) },
        .compiles(".lockScreen") { let _: WidgetLocation = .lockScreen },
        .noOp(".normal", because: "normal is the default blend mode") { $0.blendMode(.normal) },
        .compiles(".recessed") { let _: WidgetMountingStyle = .recessed },
        .compiles(".requiresAuthentication") { let _: IntentAuthenticationPolicy = .requiresAuthentication },
        .modifier(".modifier(_:)") { $0.modifier(ImplicitProbeRed()) },
        .modifier(".accessibility5") { $0.dynamicTypeSize(.accessibility5) },
        .modifier(".accessoryLinear", base: { Gauge(value: 0.4) { Text("a") } }) { $0.gaugeStyle(.accessoryLinear) },
        .modifier(".accessoryLinearCapacity", base: { Gauge(value: 0.4) { Text("a") } }) { $0.gaugeStyle(.accessoryLinearCapacity) },
        .compiles(".belowIfTooWide") { let _: DynamicIslandExpandedRegionVerticalPlacement = .belowIfTooWide },
        .noOp(".combine", because: "accessibility grouping changes what VoiceOver reads, not the picture") {
            $0.accessibilityElement(children: .combine)
        },
        .modifier(".destinationOut") { $0.blendMode(.destinationOut) },
        .noOp(".easeOut(duration:)", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.easeOut(duration: 1), value: 1)
        },
        .compiles(".empty") { let _: AsyncImagePhase = .empty },
        .view(".foreground") { Capsule().fill(.foreground).frame(width: 60, height: 20) },
        .modifier(".gray.gradient") { $0.padding().background(.gray.gradient) },
        .compiles(".init(score:)") { let _: TimelineEntryRelevance = .init(score: 1) },
        .noOp(".linear(duration:)", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.linear(duration: 1), value: 1)
        },
        .view(".linearCapacity") { Gauge(value: 0.4) { Text("a") }.gaugeStyle(.linearCapacity) },
        .modifier(".middle", base: { Text("A long line of probe text that is truncated").lineLimit(1) }) { $0.truncationMode(.middle) },
        .compiles(".multiply") { let _: BlendMode = .multiply },
        .compiles(".paper") { let _: WidgetTexture = .paper },
        .notDrawnYet(".plusLighter", expected: "plus lighter over the white background turns the sample white") { $0.blendMode(.plusLighter) },
        .compiles(".result(dialog:)") {
            func perform() -> some IntentResult { .result(dialog: "Done") }
            _ = perform()
        },
        .notDrawnYet(".serif", expected: "the text in the serif design (New York)") { $0.fontDesign(.serif) },
        .noOp(".smooth(duration:)", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.smooth(duration: 1), value: 1)
        },
        .noOp(".snappy", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.snappy, value: 1)
        },
        .noOp(".spring(response:dampingFraction:)", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.spring(response: 0.4, dampingFraction: 0.8), value: 1)
        },
        .view(".stride(by:count:)") {
            Chart { BarMark(x: .value("Day", Date(timeIntervalSince1970: 1_750_000_000), unit: .day), y: .value("Steps", 4)) }
                .chartXAxis { AxisMarks(values: .stride(by: .day, count: 1)) }
        },
        .compiles(".systemGray") { let _: UIColor = .systemGray },
        .compiles(".tertiaryLabel") { let _: UIColor = .tertiaryLabel },
        .modifier(".ultraThickMaterial") { $0.padding().background(.ultraThickMaterial) },
        .compiles(".unspecified") { let _: UIUserInterfaceIdiom = .unspecified },
        .noOp(".easeInOut", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.easeInOut, value: 1)
        },
        .modifier(".indigo.gradient") { $0.padding().background(.indigo.gradient) },
        .view(".init(lineWidth:dash:)") {
            Circle().stroke(.blue, style: .init(lineWidth: 4, dash: [6, 4])).frame(width: 60, height: 60)
        },
        .noOp(".scale", because: "a transition animates insertion and removal; a still image shows the view") {
            $0.transition(.scale)
        },
        // Census rows used in one file.
        .compiles(".activities") { let _: [Activity<ImplicitProbeAttributes>] = Activity<ImplicitProbeAttributes>.activities },
        .compiles(".cancel") { let _: ButtonRole = .cancel },
        .modifier(".custom(_:size:relativeTo:)") { $0.font(.custom("Georgia", size: 30, relativeTo: .title)) },
        .modifier(".fill.quaternary") { $0.containerBackground(.fill.quaternary, for: .widget) },
        .modifier(".fill.secondary") { $0.containerBackground(.fill.secondary, for: .widget) },
        .compiles(".flexible(minimum:)") { let _: GridItem.Size = .flexible(minimum: 40) },
        .modifier(".font(_:)") { $0.font(.title) },
        .modifier(".green.gradient") { $0.padding().background(.green.gradient) },
        .compiles(".init(get:set:)") { let _: Binding<Int> = .init(get: { 1 }, set: { _ in }) },
        .view(".init(gradient:startPoint:endPoint:)") {
            let gradient: LinearGradient = .init(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom)
            gradient.frame(width: 80, height: 80)
        },
        .compiles(".init(identifier:display:)") { let _: INObject = .init(identifier: "probe", display: "Probe") },
        .view(".init(lineWidth:lineCap:dash:dashPhase:)") {
            Circle().stroke(.blue, style: .init(lineWidth: 4, lineCap: .round, dash: [6, 4], dashPhase: 2)).frame(width: 60, height: 60)
        },
        .compiles(".init(score:duration:)") { let _: TimelineEntryRelevance = .init(score: 1, duration: 3600) },
        .compiles(".init(state:staleDate:relevanceScore:)") {
            let _: ActivityContent<ImplicitProbeAttributes.ContentState> = .init(state: .init(value: 1), staleDate: nil, relevanceScore: 50)
        },
        .view(".init(stops:)") {
            LinearGradient(gradient: .init(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]), startPoint: .top, endPoint: .bottom)
        },
        .view(".init(systemName:)") {
            let image: Image = .init(systemName: "star.fill")
            image.font(.largeTitle)
        },
        .compiles(".init(title:)") { let _: DisplayRepresentation = .init(title: "Probe") },
        .modifier(".init(white:)") { $0.foregroundColor(.init(white: 0.6)) },
        .compiles(".init(wrappedValue:)") { let _: State<Int> = .init(wrappedValue: 1) },
        .noOp(".linear", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.linear, value: 1)
        },
        .noOp(".numericText(value:)", because: "a content transition animates a change; a still image shows the content") {
            $0.contentTransition(.numericText(value: 42))
        },
        .noOp(".offset(x:)", because: "a transition animates insertion and removal; a still image shows the view") {
            $0.transition(.offset(x: 20))
        },
        .noOp(".offset(y:)", because: "a transition animates insertion and removal; a still image shows the view") {
            $0.transition(.offset(y: 20))
        },
        .notDrawnYet(".overlay", expected: "overlay over the white background turns the sample white") { $0.blendMode(.overlay) },
        .modifier(".rect(cornerRadius:style:)", base: { Color.orange.frame(width: 80, height: 80) }) {
            $0.clipShape(.rect(cornerRadius: 20, style: .continuous))
        },
        .compiles(".result(value:dialog:)") {
            func perform() -> some IntentResult & ReturnsValue<Int> & ProvidesDialog { .result(value: 1, dialog: "Done") }
            _ = perform()
        },
        .view(".roundedRectangle") { Button("Tap") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle) },
        .noOp(".scale(scale:)", because: "a transition animates insertion and removal; a still image shows the view") {
            $0.transition(.scale(scale: 0.5))
        },
        .compiles(".sizeThatFits") { let _: PreviewLayout = .sizeThatFits },
        .noOp(".smooth", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.smooth, value: 1)
        },
        .noOp(".snappy(duration:)", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.snappy(duration: 1), value: 1)
        },
        .noOp(".spring", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.spring, value: 1)
        },
        .noOp(".spring(response:dampingFraction:blendDuration:)", because: "an animation changes how a change moves; a still image shows the end state") {
            $0.animation(.spring(response: 0.4, dampingFraction: 0.8, blendDuration: 0), value: 1)
        },
        .view(".stride(by:)") {
            Chart { BarMark(x: .value("Day", Date(timeIntervalSince1970: 1_750_000_000), unit: .day), y: .value("Steps", 4)) }
                .chartXAxis { AxisMarks(values: .stride(by: .day)) }
        },
        .modifier(".system(_:)") { $0.font(.system(.largeTitle)) },
        .compiles(".systemFont(ofSize:)") { let _: UIFont = .systemFont(ofSize: 17) },
        .compiles(".systemGray6") { let _: UIColor = .systemGray6 },
        .compiles(".tertiarySystemFill") { let _: UIColor = .tertiarySystemFill },
        .modifier(".thin") { $0.fontWeight(.thin) },
        .modifier(".ultraThinMaterial.quaternary") { $0.padding().background(.ultraThinMaterial.quaternary) },
        .view(".value(_:_:unit:)") {
            Chart { BarMark(x: .value("Day", Date(timeIntervalSince1970: 1_750_000_000), unit: .day), y: .value("Steps", 4)) }
        },
        .compiles(".inline") { let _: ToolbarTitleDisplayMode = .inline },
        .compiles(".topBarTrailing") { let _: ToolbarItemPlacement = .topBarTrailing },
        .compiles(".navigationBarLeading") { let _: ToolbarItemPlacement = .navigationBarLeading },
        .compiles(".primaryAction") { let _: ToolbarItemPlacement = .primaryAction },
        .compiles(".topBarLeading") { let _: ToolbarItemPlacement = .topBarLeading },
        .compiles(".navigationBarTrailing") { let _: ToolbarItemPlacement = .navigationBarTrailing },
        .compiles(".stack") { let _: StackNavigationViewStyle = .stack },
        .compiles(".bottomBar") { let _: ToolbarItemPlacement = .bottomBar },
        .compiles(".cancellationAction") { let _: ToolbarItemPlacement = .cancellationAction },
        .compiles(".default(_:)") { let _: Alert.Button = .default(Text("OK")) },
        .compiles(".destructive(_:_:)") { let _: Alert.Button = .destructive(Text("Delete")) {} },
        .compiles(".keyboard") { let _: ToolbarItemPlacement = .keyboard },
        .compiles(".principal") { let _: ToolbarItemPlacement = .principal },
        .compiles(".cancel()") { let _: Alert.Button = .cancel() },
        .compiles(".cancel(_:)") { let _: Alert.Button = .cancel(Text("Cancel")) },
        .compiles(".default(_:_:)") { let _: Alert.Button = .default(Text("OK")) {} },
        .compiles(".active") { let _: ScenePhase = .active },
        .compiles(".inactive") { let _: ScenePhase = .inactive },
    ] }
}

struct ImplicitProbeEntry: TimelineEntry {
    let date: Date
}

struct ImplicitProbeIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Probe"
}

private struct ImplicitProbeRed: ViewModifier {
    func body(content: Content) -> some View { content.foregroundStyle(.red) }
}

struct ImplicitProbeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
}

#if API_GAPS
extension Probes {
    static var implicitMembersGaps: [Probe] { [
        .compiles(".result(value:dialog:view:)") {
            func perform() -> some IntentResult & ReturnsValue<Int> & ProvidesDialog & ShowsSnippetView {
                .result(value: 1, dialog: "Done", view: Text("Probe"))
            }
            _ = perform()
        },
        .compiles(".touchUpInside") { let _: UIControl.Event = .touchUpInside },
        .compiles(".actionSheet") { let _: UIAlertController.Style = .actionSheet },
        .compiles(".displayInline") { let _: UIMenu.Options = .displayInline },
        .compiles(".overFullScreen") { let _: UIModalPresentationStyle = .overFullScreen },
        .compiles(".scaleAspectFit") { let _: UIView.ContentMode = .scaleAspectFit },
        .compiles(".emailAddress") { let _: UIKeyboardType = .emailAddress },
        .compiles(".flexibleHeight") { let _: UIView.AutoresizingMask = .flexibleHeight },
        .compiles(".flexibleWidth") { let _: UIView.AutoresizingMask = .flexibleWidth },
        .compiles(".foregroundActive") { let _: UIScene.ActivationState = .foregroundActive },
        .compiles(".newData") { let _: UIBackgroundFetchResult = .newData },
        .compiles(".portrait") { let _: InterfaceOrientation = .portrait },
        .compiles(".remoteNotification") { let _: UIApplication.LaunchOptionsKey = .remoteNotification },
        .compiles(".init(code:userActivity:)") { let _: INStartWorkoutIntentResponse = .init(code: .success, userActivity: nil) },
        .compiles(".init(pointSize:weight:scale:)") { let _: UIImage.SymbolConfiguration = .init(pointSize: 20, weight: .bold, scale: .large) },
        .compiles(".large()") { let _: UISheetPresentationController.Detent = .large() },
        .compiles(".medium()") { let _: UISheetPresentationController.Detent = .medium() },
        .compiles(".shortcutItem") { let _: UIApplication.LaunchOptionsKey = .shortcutItem },
        .noOp(".symbolEffect(_:)", because: "a content transition animates a change; a still image shows the content") {
            $0.contentTransition(.symbolEffect(.replace))
        },
        .compiles(".system") { let _: UIButton.ButtonType = .system },
    ] }
}
#endif
