import WidgetKit
import Charts
import AppIntents

// Census kind `initializer` (and the views they make).
extension Probes {
    static var initializers: [Probe] { [
        // Lists, forms, pickers, tabs, inputs (List.swift, Picker.swift, TabView.swift, Inputs.swift).
        .view("List(content:)") { List { Text("a"); Text("b") } },
        .view("Section(content:)") { Section { Text("a") } },
        .view("Form(content:)") { Form { Text("a") } },
        .view("Section(_:content:)") { Section("Header") { Text("a") } },
        .view("Section(header:content:)") { Section(header: Text("Header")) { Text("a") } },
        .view("Picker(_:selection:content:)") { Picker("Pick", selection: .constant(1)) { Text("One").tag(1) } },
        .view("Section(content:header:)") { Section { Text("a") } header: { Text("Header") } },
        .view("TabView(selection:content:)") { TabView(selection: .constant(0)) { Text("a").tag(0) } },
        .view("Section(content:header:footer:)") { Section { Text("a") } header: { Text("H") } footer: { Text("F") } },
        .view("TextField(_:text:)") { TextField("Name", text: .constant("probe")) },
        .view("TabView(content:)") { TabView { Text("a") } },
        .view("Section(content:footer:)") { Section { Text("a") } footer: { Text("F") } },
        .view("DatePicker(_:selection:displayedComponents:)") { DatePicker("Date", selection: .constant(ipDate), displayedComponents: .date) },
        .view("GroupBox(content:)") { GroupBox { Text("boxed") } },
        .view("List(selection:content:)") { List(selection: .constant(Set<Int>())) { Text("a") } },
        .view("Menu(content:label:)") { Menu { Text("item") } label: { Text("Menu") } },
        .view("Section(header:footer:content:)") { Section(header: Text("H"), footer: Text("F")) { Text("a") } },
        .view("Picker(selection:label:content:)") { Picker(selection: .constant(1), label: Text("Pick")) { Text("One").tag(1) } },
        .view("EditButton()") { EditButton() },
        .compiles("InsetGroupedListStyle()") { _ = InsetGroupedListStyle() },
        .view("Picker(selection:content:label:)") { Picker(selection: .constant(1)) { Text("One").tag(1) } label: { Text("Pick") } },
        .view("Section(footer:content:)") { Section(footer: Text("F")) { Text("a") } },
        .view("ColorPicker(_:selection:)") { ColorPicker("Color", selection: .constant(Color.red)) },
        .view("ColorPicker(_:selection:supportsOpacity:)") { ColorPicker("Color", selection: .constant(Color.red), supportsOpacity: false) },
        .view("ColorPicker(selection:supportsOpacity:label:)") { ColorPicker(selection: .constant(Color.red), supportsOpacity: false) { Text("Color") } },
        .view("List(_:content:)") { List(["a", "b"], id: \.self) { Text($0) } },
        .view("Text(_:)") { Text("Hello") },
        .view("Spacer()") { HStack { Spacer(); Text("right") } },
        .view("HStack(content:)") { HStack { Text("a"); Text("b") } },
        .view("Image(systemName:)") { Image(systemName: "star.fill") },
        .compiles("Timeline(entries:policy:)") {
            let timeline = Timeline(entries: [IPEntry(date: ipDate)], policy: .atEnd)
            precondition(timeline.entries.count == 1)
        },
        .view("VStack(content:)") { VStack { Text("a"); Text("b") } },
        .view("VStack(alignment:spacing:content:)") { VStack(alignment: .leading, spacing: 2) { Text("a"); Text("bbb") } },
        .view("Group(content:)") { Group { Text("grouped") } },
        .view("ZStack(content:)") { ZStack { Circle().fill(.blue); Text("z") } },
        .view("VStack(spacing:content:)") { VStack(spacing: 10) { Text("a"); Text("b") } },
        .compiles("WidgetPreviewContext(family:)") { _ = WidgetPreviewContext(family: .systemMedium) },
        .compiles("StaticConfiguration(kind:provider:content:)") {
            _ = StaticConfiguration(kind: "probe", provider: IPProvider()) { entry in Text(entry.date, style: .time) }
        },
        .view("VStack(alignment:content:)") { VStack(alignment: .trailing) { Text("a"); Text("bbb") } },
        .view("HStack(spacing:content:)") { HStack(spacing: 12) { Text("a"); Text("b") } },
        .view("Color(_:)") {
            Color("ProbeGreen").environment(\.namedColors, NamedColorTable(["ProbeGreen": RGBA(red: 0, green: 0.6, blue: 0.2)]))
        },
        .view("ForEach(_:id:content:)") { VStack { ForEach(["a", "b"], id: \.self) { Text($0) } } },
        .view("Text(verbatim:)") { Text(verbatim: "**not bold**") },
        .view("ForEach(_:content:)") { VStack { ForEach(0..<3) { Text("row \($0)") } } },
        .view("GeometryReader(content:)") { GeometryReader { proxy in Rectangle().fill(.blue).frame(width: proxy.size.width / 2) } },
        .view("Image(_:)") { Image("leaf") },
        .view("HStack(alignment:spacing:content:)") { HStack(alignment: .top, spacing: 4) { Text("a"); Text("b").font(.title) } },
        .view("Button(action:label:)") { Button(action: {}) { Text("Tap") } },
        .view("HStack(alignment:content:)") { HStack(alignment: .bottom) { Text("a"); Text("b").font(.title) } },
        .compiles("AppIntentConfiguration(kind:intent:provider:content:)") {
            _ = AppIntentConfiguration(kind: "probe", intent: IPConfigIntent.self, provider: IPIntentProvider()) { entry in Text(entry.date, style: .time) }
        },
        .view("Circle()") { Circle() },
        .view("RoundedRectangle(cornerRadius:)") { RoundedRectangle(cornerRadius: 12).fill(.orange) },
        .view("Label(_:systemImage:)") { Label("Rain", systemImage: "cloud.rain") },
        .noOp("EmptyView()", because: "an empty view draws nothing and takes no room, as on iOS") { sample in VStack { sample; EmptyView() } },
        .view("Spacer(minLength:)") { HStack { Spacer(minLength: 10); Text("right") } },
        .view("Image(uiImage:)") { Image(uiImage: UIImage(named: "leaf")!) },
        .view("Rectangle()") { Rectangle() },
        .view("Text(_:style:)") { Text(ipDate, style: .date) },
        .compiles("IntentConfiguration(kind:intent:provider:content:)") {
            _ = IntentConfiguration(kind: "probe", intent: IPINIntent.self, provider: IPINProvider()) { entry in Text(entry.date, style: .time) }
        },
        .view("ZStack(alignment:content:)") { ZStack(alignment: .topLeading) { Color.yellow; Text("corner") } },
        .view("Divider()") { Divider() },
        .view("Link(destination:label:)") { Link(destination: URL(string: "https://example.com")!) { Text("Open") } },
        .view("Button(intent:label:)") { Button(intent: IPActionIntent()) { Text("Run") } },
        .compiles("CGFloat(_:)") { precondition(CGFloat(2) == 2.0) },
        .compiles("IntentDescription(_:)") { _ = IntentDescription("Shows the probe.") },
        .compiles("ActivityConfiguration(for:content:dynamicIsland:)") {
            _ = ActivityConfiguration(for: IPAttributes.self) { context in
                Text("\(context.state.value)")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("\(context.state.value)") }
                } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            }
        },
        .compiles("DynamicIsland(expanded:compactLeading:compactTrailing:minimal:)") {
            _ = DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("lead") }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        },
        .compiles("DynamicIslandExpandedRegion(_:content:)") { _ = DynamicIslandExpandedRegion(.bottom) { Text("bottom") } },
        .view("Button(_:action:)") { Button("Tap", action: {}) },
        .view("Gradient(colors:)") { Rectangle().fill(Gradient(colors: [.red, .blue])) },
        .view("AccessoryWidgetBackground()", family: .accessoryCircular, theme: "ios.lockscreen") { AccessoryWidgetBackground() },
        .compiles("ActivityAuthorizationInfo()") { _ = ActivityAuthorizationInfo().areActivitiesEnabled },
        .view("LinearGradient(colors:startPoint:endPoint:)") { LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) },
        .view("UIImage(data:)") { Image(uiImage: UIImage(data: ipPNG())!) },
        .view("LinearGradient(gradient:startPoint:endPoint:)") {
            LinearGradient(gradient: Gradient(colors: [.green, .yellow]), startPoint: .leading, endPoint: .trailing)
        },
        .view("AnyView(_:)") { AnyView(Text("erased")) },
        .compiles("CGSize(width:height:)") { precondition(CGSize(width: 3, height: 4).width == 3) },
        .compiles("AppIntentControlConfiguration(kind:provider:content:)") {
            _ = AppIntentControlConfiguration(kind: "probe", provider: IPControlProvider()) { isOn in
                ControlWidgetToggle("Light", isOn: isOn, action: IPSetIntent()) { on in Text(on ? "On" : "Off") }
            }
        },
        .compiles("ActivityContent(state:staleDate:)") {
            _ = ActivityContent(state: IPAttributes.ContentState(value: 3), staleDate: ipDate)
        },
        .view("ContainerRelativeShape()") { ContainerRelativeShape().fill(.blue) },
        .view("Capsule()") { Capsule().fill(.green).frame(width: 80, height: 30) },
        .view("UIImage(named:)") { Image(uiImage: UIImage(named: "latte")!) },
        .compiles("CGPoint(x:y:)") { precondition(CGPoint(x: 1, y: 2).y == 2) },
        .view("Text(_:format:)") { Text(0.25, format: .percent) },
        .view("RoundedRectangle(cornerRadius:style:)") { RoundedRectangle(cornerRadius: 12, style: .circular).fill(.orange) },
        .modifier("EdgeInsets(top:leading:bottom:trailing:)") { $0.padding(EdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 10)) },
        .view("ScrollView(content:)") { ScrollView { Text("scrolled") } },
        .compiles("Summary(_:)") { precondition(!IPConfigIntent.parameterSummary.summaryText.isEmpty) },
        .compiles("ControlWidgetButton(action:label:)") {
            _ = ControlWidgetButton(action: IPActionIntent()) { Label("Run", systemImage: "play") }
        },
        .compiles("AppIntentRecommendation(intent:description:)") {
            _ = AppIntentRecommendation(intent: IPConfigIntent(), description: "Probe")
        },
        .view("Text(_:comment:)") { Text("Hello", comment: "a greeting") },
        .view("Color(red:green:blue:)") { Color(red: 1, green: 0.5, blue: 0) },
        .compiles("ControlWidgetToggle(_:isOn:action:valueLabel:)") {
            _ = ControlWidgetToggle("Light", isOn: true, action: IPSetIntent()) { on in Label(on ? "On" : "Off", systemImage: "lightbulb") }
        },
        .view("Text(timerInterval:countsDown:)") { Text(timerInterval: ipDate...ipDate.addingTimeInterval(600), countsDown: true) },
        .view("UIImage(systemName:)") { Image(uiImage: UIImage(systemName: "star.fill")!) },
        .view("GridRow(content:)") { Grid { GridRow { Text("a"); Text("b") } } },
        .view("StrokeStyle(lineWidth:dash:)") { Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, dash: [6, 3])) },
        .view("Binding(get:set:)") { Toggle("On", isOn: Binding(get: { true }, set: { _ in })) },
        .view("Color(uiColor:)") { Color(uiColor: .systemRed) },
        .view("Toggle(_:isOn:)") { Toggle("Wi-Fi", isOn: .constant(true)) },
        .compiles("TypeDisplayRepresentation(name:)") { _ = TypeDisplayRepresentation(name: "Probe") },
        .view("Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)") {
            Gauge(value: 30, in: 0...100) { Text("Temp") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
        },
        .view("GridItem(_:)") { LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { Text("a"); Text("b") } },
        .view("LazyVGrid(columns:spacing:content:)") { LazyVGrid(columns: [GridItem(), GridItem()], spacing: 4) { Text("a"); Text("b"); Text("c") } },
        .view("ProgressView()") { ProgressView() },
        .view("Gauge(value:label:currentValueLabel:)") { Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40") } },
        .compiles("AppIntentConfiguration(kind:provider:content:)") {
            _ = AppIntentConfiguration(kind: "probe", provider: IPIntentProvider()) { entry in Text(entry.date, style: .time) }
        },
        .view("LinearGradient(stops:startPoint:endPoint:)") {
            LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], startPoint: .top, endPoint: .bottom)
        },
        .compiles("DisplayRepresentation(title:)") { _ = DisplayRepresentation(title: "Probe") },
        .view("Label(title:icon:)") { Label { Text("Title") } icon: { Image(systemName: "star") } },
        .modifier("Angle(degrees:)") { $0.rotationEffect(Angle(degrees: 30)) },
        .compiles("CGRect(x:y:width:height:)") { precondition(CGRect(x: 1, y: 2, width: 3, height: 4).maxX == 4) },
        .view("Path()") {
            {
                var path = Path()
                path.move(to: CGPoint(x: 10, y: 10)); path.addLine(to: CGPoint(x: 80, y: 10)); path.addLine(to: CGPoint(x: 10, y: 80))
                path.closeSubpath()
                return path
            }()
        },
        .view("Chart(content:)") { Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)); BarMark(x: .value("Day", "Tue"), y: .value("Steps", 5)) } },
        .compiles("CGRect(origin:size:)") { precondition(CGRect(origin: .zero, size: CGSize(width: 2, height: 2)).width == 2) },
        .compiles("EmptyWidgetConfiguration()") { _ = EmptyWidgetConfiguration() },
        .view("Button(_:role:action:)") { Button("Delete", role: .destructive, action: {}) },
        .view("Gauge(value:in:label:currentValueLabel:)") { Gauge(value: 7, in: 0...10) { Text("Level") } currentValueLabel: { Text("7") } },
        .view("Gauge(value:label:)") { Gauge(value: 0.5) { Text("Half") } },
        .view("Link(_:destination:)") { Link("Open", destination: URL(string: "https://example.com")!) },
        .noOp("UIImage()", because: "an empty image draws nothing and takes no room") { sample in VStack(spacing: 0) { sample; Image(uiImage: UIImage()) } },
        .view("Gradient.Stop(color:location:)") {
            LinearGradient(stops: [Gradient.Stop(color: .purple, location: 0), Gradient.Stop(color: .pink, location: 1)], startPoint: .top, endPoint: .bottom)
        },
        .view("ViewThatFits(in:content:)") { ViewThatFits(in: .horizontal) { Text("a long line that does not fit in a small widget at all"); Text("short") } },
        .view("GridItem(_:spacing:)") { LazyVGrid(columns: [GridItem(.fixed(40), spacing: 20), GridItem(.fixed(40))]) { Text("a"); Text("b") } },
        .view("Toggle(isOn:label:)") { Toggle(isOn: .constant(false)) { Text("Alarm") } },
        .view("UnitPoint(x:y:)") { LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(x: 0.2, y: 0), endPoint: UnitPoint(x: 0.8, y: 1)) },
        .view("AnyShapeStyle(_:)") { Rectangle().fill(AnyShapeStyle(Color.green)) },
        .view("Grid(alignment:content:)") { Grid(alignment: .leading) { GridRow { Text("a"); Text("b") }; GridRow { Text("ccc") } } },
        .view("Label(_:image:)") { Label("Leaf", image: "leaf") },
        .view("Color(white:)") { Color(white: 0.3) },
        .compiles("StaticControlConfiguration(kind:content:)") {
            _ = StaticControlConfiguration(kind: "probe") { ControlWidgetButton(action: IPActionIntent()) { Label("Run", systemImage: "play") } }
        },
        .compiles("StaticControlConfiguration(kind:provider:content:)") {
            _ = StaticControlConfiguration(kind: "probe", provider: IPValueProvider()) { isOn in
                ControlWidgetToggle("Light", isOn: isOn, action: IPSetIntent()) { on in Text(on ? "On" : "Off") }
            }
        },
        .compiles("When(_:_:_:_:otherwise:)") { precondition(IPWhenIntent.parameterSummary.summaryText == "Shown") },
        .view("Gauge(value:in:label:)") { Gauge(value: 3, in: 0...10) { Text("Level") } },
        .view("ProgressView(timerInterval:countsDown:label:currentValueLabel:)") {
            ProgressView(timerInterval: ipDate...ipDate.addingTimeInterval(600), countsDown: false) { Text("Timer") } currentValueLabel: { Text("10:00") }
        },
        .view("ScrollViewReader(content:)") { ScrollViewReader { _ in Text("reader") } },
        .compiles("StateObject(wrappedValue:)") { _ = StateObject(wrappedValue: IPModel()) },
        .view("StrokeStyle(lineWidth:)") { Circle().stroke(.blue, style: StrokeStyle(lineWidth: 6)) },
        .view("StrokeStyle(lineWidth:lineCap:)") { Circle().trim(from: 0, to: 0.6).stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round)) },
        .view("LocalizedStringKey(_:)") { Text(LocalizedStringKey("Hello")) },
        .compiles("State(initialValue:)") { precondition(State(initialValue: 3).wrappedValue == 3) },
        .compiles("ActivityContent(state:staleDate:relevanceScore:)") {
            _ = ActivityContent(state: IPAttributes.ContentState(value: 3), staleDate: nil, relevanceScore: 50)
        },
        .compiles("AlertConfiguration(title:body:sound:)") { _ = AlertConfiguration(title: "Done", body: "The probe finished.", sound: .default) },
        .view("Button(role:action:label:)") { Button(role: .destructive, action: {}) { Text("Delete") } },
        .view("Capsule(style:)") { Capsule(style: .circular).fill(.green).frame(width: 80, height: 30) },
        .compiles("DisplayRepresentation(title:subtitle:)") { _ = DisplayRepresentation(title: "Probe", subtitle: "A subtitle") },
        .compiles("DynamicIslandExpandedRegion(_:priority:content:)") { _ = DynamicIslandExpandedRegion(.leading, priority: 1) { Text("lead") } },
        .view("Grid(alignment:horizontalSpacing:verticalSpacing:content:)") {
            Grid(alignment: .center, horizontalSpacing: 4, verticalSpacing: 2) { GridRow { Text("a"); Text("b") } }
        },
        .view("Grid(content:)") { Grid { GridRow { Text("a"); Text("b") } } },
        .view("Image(nsImage:)") { Image(nsImage: NSImage(data: ipPNG())!) },
        .view("LazyVGrid(columns:alignment:spacing:content:)") {
            LazyVGrid(columns: [GridItem(), GridItem()], alignment: .leading, spacing: 4) { Text("a"); Text("b") }
        },
        .view("Path(_:)") { Path { path in path.addEllipse(in: CGRect(x: 10, y: 10, width: 60, height: 40)) } },
        .view("ProgressView(value:total:)") { ProgressView(value: 3, total: 10) },
        .view("UIColor(_:)") { Color(uiColor: UIColor(Color.orange)) },
        .view("ViewThatFits(content:)") { ViewThatFits { Text("a long line that does not fit in a small widget at all"); Text("short") } },
        .modifier("AxisMarks(position:content:)", base: { ipChart() }) { $0.chartYAxis { AxisMarks(position: .leading) { _ in AxisGridLine(); AxisValueLabel() } } },
        .modifier("AxisValueLabel()", base: { ipChart() }) { $0.chartYAxis { AxisMarks { _ in AxisValueLabel() } } },
        .view("ContentUnavailableView(_:systemImage:description:)") {
            ContentUnavailableView("No Items", systemImage: "tray", description: Text("Add one."))
        },
        .compiles("EdgeInsets()") { precondition(EdgeInsets().top == 0 && EdgeInsets().trailing == 0) },
        .view("Gauge(value:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)") {
            Gauge(value: 0.3) { Text("Temp") } currentValueLabel: { Text("30") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        },
        .view("LineMark(x:y:)") { Chart { LineMark(x: .value("x", 1), y: .value("y", 2)); LineMark(x: .value("x", 2), y: .value("y", 5)) } },
        .view("PointMark(x:y:)") { Chart { PointMark(x: .value("x", 1), y: .value("y", 2)) } },
        .view("ProgressView(value:)") { ProgressView(value: 0.6) },
        .modifier("AxisGridLine()", base: { ipChart() }) { $0.chartYAxis { AxisMarks { _ in AxisGridLine() } } },
        .modifier("AxisMarks(values:content:)", base: { ipChart() }) { $0.chartYAxis { AxisMarks(values: [0, 5]) { _ in AxisGridLine(); AxisValueLabel() } } },
        .modifier("AxisValueLabel(format:)", base: { ipChart() }) {
            $0.chartYAxis { AxisMarks { _ in AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent()) } }
        },
        .view("BarMark(x:y:)") { Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)) } },
        .view("Button(_:systemImage:action:)") { Button("Add", systemImage: "plus", action: {}) },
        .modifier("CGAffineTransform(translationX:y:)") { $0.transformEffect(CGAffineTransform(translationX: 20, y: 0)) },
        .view("Color(_:red:green:blue:opacity:)") { Color(.sRGB, red: 0.2, green: 0.4, blue: 0.9, opacity: 1) },
        .view("ContentUnavailableView(label:description:)") {
            ContentUnavailableView { Label("Empty", systemImage: "tray") } description: { Text("Nothing here.") }
        },
        .view("Gradient(stops:)") { Rectangle().fill(Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)])) },
        .view("LabeledContent(_:value:)") { LabeledContent("Steps", value: "4,200") },
        .view("LazyVGrid(columns:content:)") { LazyVGrid(columns: [GridItem(), GridItem()]) { Text("a"); Text("b") } },
        .view("ProgressView(timerInterval:label:currentValueLabel:)") {
            ProgressView(timerInterval: ipDate...ipDate.addingTimeInterval(600)) { Text("Timer") } currentValueLabel: { Text("10:00") }
        },
        .view("ProgressView(value:label:currentValueLabel:)") { ProgressView(value: 0.5) { Text("Upload") } currentValueLabel: { Text("50 %") } },
        .view("ScrollView(_:content:)") { ScrollView(.horizontal) { HStack { Text("one"); Text("two") } } },
        .view("StrokeStyle(lineWidth:lineCap:lineJoin:)") {
            Path { path in path.move(to: CGPoint(x: 10, y: 60)); path.addLine(to: CGPoint(x: 40, y: 10)); path.addLine(to: CGPoint(x: 70, y: 60)) }
                .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round))
        },
        .compiles("TimelineEntryRelevance(score:duration:)") { _ = TimelineEntryRelevance(score: 10, duration: 3600) },
        .view("TimelineView(_:content:)") { TimelineView(.everyMinute) { context in Text(context.date, style: .time) } },
        .compiles("Transaction()") { _ = Transaction() },
        .modifier("AxisGridLine(stroke:)", base: { ipChart() }) {
            $0.chartYAxis { AxisMarks { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 3, dash: [2, 2])) } }
        },
        .view("BarMark(x:y:width:)") { Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3), width: 10) } },
        .view("ScrollView(showsIndicators:content:)") { ScrollView(showsIndicators: false) { Text("scrolled") } },
        .view("Toggle(isOn:intent:label:)") { Toggle(isOn: true, intent: IPSetIntent()) { Text("Light") } },
        // Census rows used by one file.
        .view("AngularGradient(gradient:center:)") { Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .red]), center: .center)) },
        .view("AngularGradient(gradient:center:angle:)") {
            Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(90)))
        },
        .view("AngularGradient(stops:center:startAngle:endAngle:)") {
            Circle().fill(AngularGradient(stops: [.init(color: .green, location: 0), .init(color: .blue, location: 1)], center: .center,
                                          startAngle: .degrees(0), endAngle: .degrees(270)))
        },
        .compiles("AppIntentControlConfiguration(kind:intent:content:)") {
            _ = AppIntentControlConfiguration(kind: "probe", intent: IPControlIntent.self) { _ in
                ControlWidgetButton(action: IPActionIntent()) { Label("Run", systemImage: "play") }
            }
        },
        .modifier("AxisMarks(position:values:content:)", base: { ipChart() }) {
            $0.chartYAxis { AxisMarks(position: .leading, values: [0, 4, 8]) { _ in AxisGridLine(); AxisValueLabel() } }
        },
        .view("BarMark(x:yStart:yEnd:)") { Chart { BarMark(x: .value("Day", "Mon"), yStart: .value("Low", 2), yEnd: .value("High", 6)) } },
        .view("Button(_:systemImage:intent:)") { Button("Run", systemImage: "play", intent: IPActionIntent()) },
        .view("Color(hue:saturation:brightness:)") { Color(hue: 0.6, saturation: 0.8, brightness: 0.9) },
        .view("Color(white:opacity:)") { Color(white: 0.2, opacity: 0.8) },
        .view("ContentUnavailableView(_:image:description:)") { ContentUnavailableView("No Tea", image: "latte", description: Text("Brew some.")) },
        .view("ContentUnavailableView(_:systemImage:)") { ContentUnavailableView("No Items", systemImage: "tray") },
        .compiles("EnvironmentValues()") { precondition(EnvironmentValues().widgetFamily == .systemSmall) },
        .view("Grid(horizontalSpacing:content:)") { Grid(horizontalSpacing: 20) { GridRow { Text("a"); Text("b") } } },
        .compiles("IntentDescription(_:categoryName:)") { _ = IntentDescription("Shows the probe.", categoryName: "Probes") },
        .view("NSImage(data:)") { Image(nsImage: NSImage(data: ipPNG())!) },
        .view("Path(ellipseIn:)") { Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 50)) },
        .view("ProgressView(_:)") { ProgressView("Loading") },
        .view("ProgressView(timerInterval:countsDown:)") { ProgressView(timerInterval: ipDate...ipDate.addingTimeInterval(600), countsDown: true) },
        .view("ProgressView(timerInterval:countsDown:label:)") {
            ProgressView(timerInterval: ipDate...ipDate.addingTimeInterval(600), countsDown: true) { Text("Timer") }
        },
        .view("ProgressView(value:label:)") { ProgressView(value: 0.5) { Text("Upload") } },
        .view("RuleMark(x:)") { Chart { RuleMark(x: .value("x", 3)) } },
        .view("RuleMark(xStart:xEnd:y:)") { Chart { RuleMark(xStart: .value("start", 1), xEnd: .value("end", 4), y: .value("y", 2)) } },
        .view("RuleMark(y:)") { Chart { RuleMark(y: .value("Goal", 5)) } },
        .view("Text(timerInterval:pauseTime:countsDown:)") {
            Text(timerInterval: ipDate...ipDate.addingTimeInterval(600), pauseTime: ipDate.addingTimeInterval(120), countsDown: true)
        },
        .view("NavigationStack(root:)") { NavigationStack { Text("root") } },
        .view("NavigationView(content:)") { NavigationView { Text("root") } },
        .compiles("ToolbarItem(placement:content:)") { _ = ToolbarItem(placement: .primaryAction) { Text("Edit") } },
        .view("NavigationLink(destination:label:)") { NavigationLink(destination: Text("detail")) { Text("Go") } },
        .view("NavigationLink(_:destination:)") { NavigationLink("Go", destination: Text("detail")) },
        .compiles("StackNavigationViewStyle()") { _ = StackNavigationViewStyle() },
        .compiles("Alert(title:message:dismissButton:)") { _ = Alert(title: Text("T"), message: Text("M"), dismissButton: .default(Text("OK"))) },
        .view("NavigationLink(value:destination:)") { NavigationLink(value: 1) { Text("Go") } },
        .compiles("ToolbarItemGroup(placement:content:)") { _ = ToolbarItemGroup(placement: .bottomBar) { Text("a") } },
        .view("NavigationStack(path:root:)") { NavigationStack(path: .constant(NavigationPath())) { Text("root") } },
        .compiles("Alert(title:message:primaryButton:secondaryButton:)") {
            _ = Alert(title: Text("T"), message: Text("M"), primaryButton: .default(Text("OK")), secondaryButton: .cancel())
        },
        .view("NavigationSplitView(_:detail:)") { NavigationSplitView { Text("sidebar") } detail: { Text("detail") } },
        .view("NavigationSplitView(columnVisibility:_:detail:)") {
            NavigationSplitView(columnVisibility: .constant(.all)) { Text("sidebar") } detail: { Text("detail") }
        },
        .compiles("WindowGroup(content:)") { _ = WindowGroup { Text("app") } },
        .compiles("WindowGroup(id:content:)") { _ = WindowGroup(id: "main") { Text("app") } },
        .compiles("CommandGroup(replacing:_:)") { _ = CommandGroup(replacing: .newItem) { EmptyView() } },
        .compiles("DragGesture()") { _ = DragGesture() },
        .compiles("DragGesture(minimumDistance:coordinateSpace:)") { _ = DragGesture(minimumDistance: 0, coordinateSpace: .local) },
        // Apple's raw values (docs/platform.md §17): 4 is systemExtraLargePortrait, 5 accessoryCircular.
        .compiles("WidgetFamily(rawValue:)") { precondition(WidgetFamily(rawValue: 4) == .systemExtraLargePortrait && WidgetFamily(rawValue: 5) == .accessoryCircular) },
        .compiles("IntentRecommendation(intent:description:)") {
            precondition(IntentRecommendation(intent: IPINIntent(), description: "Probe").description == "Probe")
            precondition(IPINProvider().recommendations().isEmpty)
        },
        .compiles("Summary()") { precondition(IPConfigIntent.Summary().summaryText.isEmpty) },
        .compiles("CGColor(red:green:blue:alpha:)") { precondition(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).components == [1, 0.5, 0, 1]) },
        .view("Color(cgColor:)") { Color(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)) },
        .compiles("CGColor(gray:alpha:)") { precondition(CGColor(gray: 0.5, alpha: 1).components == [0.5, 1]) },
        .compiles("ImageRenderer(content:)") {
            let size = MainActor.assumeIsolated { ImageRenderer(content: Color.red.frame(width: 2, height: 1)).cgImage.map { [$0.width, $0.height] } }
            precondition(size == [2, 1])
        },
        .compiles("UIGraphicsImageRenderer(size:)") {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in context.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
            precondition(image.cgImage != nil)
        },
        .compiles("UIGraphicsImageRenderer(size:format:)") {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: UIGraphicsImageRendererFormat())
        },
        .compiles("UIImage(cgImage:)") { precondition(UIImage(cgImage: UIImage(data: ipPNG())!.cgImage!).cgImage?.width == 4) },
        .compiles("UIGraphicsImageRenderer(bounds:)") { _ = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)) },
        .compiles("UIHostingController(rootView:)") {
            let size = MainActor.assumeIsolated { UIHostingController(rootView: Color.red.frame(width: 30, height: 20)).sizeThatFits(in: CGSize(width: CGFloat.infinity, height: .infinity)) }
            precondition(size == CGSize(width: 30, height: 20))
        },
        .modifier("AxisValueLabel(format:horizontalSpacing:)", base: { ipChart() }) {
            $0.chartYAxis { AxisMarks { _ in AxisValueLabel(format: FloatingPointFormatStyle<Double>(), horizontalSpacing: 8) } }
        },
        .view("Button(_:systemImage:role:intent:)") { Button("Stop", systemImage: "stop", role: .destructive, intent: IPActionIntent()) },
        .view("CGMutablePath()") {
            let path = CGMutablePath()
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 50, y: 0))
            return Path(path).fill(.blue).frame(width: 60, height: 40)
        },
        .compiles("CGMutablePath(ellipseIn:transform:)") {
            precondition(CGMutablePath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil).boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 10))
        },
        .view("CGPath(ellipseIn:transform:)") { Path(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)).fill(.red).frame(width: 40, height: 40) },
        .view("Label(_:)") { Label("Rain", systemImage: "cloud.rain").labelStyle(IPLabelStyle()) },
    ] }
}

// MARK: - Helpers (our own types, as a widget file declares them)

private let ipDate = Date(timeIntervalSince1970: 1_750_000_000)

/// A 4 × 4 red PNG.
func ipPNG() -> Data {
    let bytes = [UInt8]((0..<16).flatMap { _ in [UInt8(255), 0, 0, 255] })
    return try! Pixmap(width: 4, height: 4, premultipliedBytes: bytes).pngData()
}

@MainActor private func ipChart() -> some View {
    Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3))
        BarMark(x: .value("Day", "Tue"), y: .value("Steps", 8))
    }
}

private struct IPEntry: TimelineEntry { let date: Date }

private struct IPProvider: TimelineProvider {
    func placeholder(in context: Context) -> IPEntry { IPEntry(date: ipDate) }
    func getSnapshot(in context: Context, completion: @escaping (IPEntry) -> Void) { completion(IPEntry(date: ipDate)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<IPEntry>) -> Void) {
        completion(Timeline(entries: [IPEntry(date: ipDate)], policy: .never))
    }
}

private struct IPConfigIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Probe" }
    @Parameter(title: "Name") var name: String?
    static var parameterSummary: some ParameterSummary { Summary("Show \(\.$name)") }
}

private struct IPWhenIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Probe" }
    @Parameter(title: "Shown") var shown: Bool?
    static var parameterSummary: some ParameterSummary {
        When(\.$shown, .equalTo, true) { Summary("Shown") } otherwise: { Summary("Hidden") }
    }
}

private struct IPIntentProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> IPEntry { IPEntry(date: ipDate) }
    func snapshot(for configuration: IPConfigIntent, in context: Context) async -> IPEntry { IPEntry(date: ipDate) }
    func timeline(for configuration: IPConfigIntent, in context: Context) async -> Timeline<IPEntry> {
        Timeline(entries: [IPEntry(date: ipDate)], policy: .never)
    }
}

private final class IPINIntent: INIntent, @unchecked Sendable {}

private struct IPINProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> IPEntry { IPEntry(date: ipDate) }
    func getSnapshot(for configuration: IPINIntent, in context: Context, completion: @escaping (IPEntry) -> Void) {
        completion(IPEntry(date: ipDate))
    }
    func getTimeline(for configuration: IPINIntent, in context: Context, completion: @escaping (Timeline<IPEntry>) -> Void) {
        completion(Timeline(entries: [IPEntry(date: ipDate)], policy: .never))
    }
}

private struct IPActionIntent: AppIntent {
    static var title: LocalizedStringResource { "Run" }
    func perform() async throws -> some IntentResult { .result() }
}

private struct IPSetIntent: SetValueIntent {
    static var title: LocalizedStringResource { "Set" }
    @Parameter(title: "On") var value: Bool
    init() { value = false }
    func perform() async throws -> some IntentResult { .result() }
}

private struct IPControlIntent: ControlConfigurationIntent {
    static var title: LocalizedStringResource { "Control" }
}

private struct IPControlProvider: AppIntentControlValueProvider {
    func previewValue(configuration: IPControlIntent) -> Bool { true }
    func currentValue(configuration: IPControlIntent) async throws -> Bool { true }
}

private struct IPValueProvider: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { true }
}

private struct IPAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
    var name = "probe"
}

private final class IPModel: ObservableObject {}

/// A label style that draws the label as the current style would (`Label(configuration)`).
private struct IPLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View { Label(configuration).padding(4) }
}

#if API_GAPS
extension Probes {
    static var initializersGaps: [Probe] { [
        .compiles("UIAlertController(title:message:preferredStyle:)") {
            _ = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        },
        .compiles("UIStoryboard(name:bundle:)") { _ = UIStoryboard(name: "Main", bundle: nil) },
        .compiles("UINavigationController(rootViewController:)") { _ = UINavigationController(rootViewController: UIViewController()) },
        .compiles("UIImpactFeedbackGenerator(style:)") { _ = UIImpactFeedbackGenerator(style: .light) },
        .compiles("UISceneConfiguration(name:sessionRole:)") { _ = UISceneConfiguration(name: "Default", sessionRole: .windowApplication) },
        .compiles("UIAlertAction(title:style:)") { _ = UIAlertAction(title: "OK", style: .default) },
        .compiles("CLLocationManager()") { _ = CLLocationManager() },
        .compiles("UIAlertAction(title:style:_:)") { _ = UIAlertAction(title: "OK", style: .default) { _ in } },
        .compiles("UIAlertAction(title:style:handler:)") { _ = UIAlertAction(title: "OK", style: .default, handler: nil) },
        .compiles("UIAction(title:image:_:)") { _ = UIAction(title: "Do", image: nil) { _ in } },
        .compiles("UIBarButtonItem(image:style:target:action:)") { _ = UIBarButtonItem(image: nil, style: .plain, target: nil, action: nil) },
        .compiles("UIWindow(windowScene:)") { _ = UIWindow(windowScene: UIApplication.shared.connectedScenes.first as! UIWindowScene) },
        .compiles("UIActivityViewController(activityItems:applicationActivities:)") {
            _ = UIActivityViewController(activityItems: ["probe"], applicationActivities: nil)
        },
        .compiles("UIMenu(title:options:children:)") { _ = UIMenu(title: "Menu", options: [], children: []) },
        .compiles("CLHeading()") { _ = CLHeading() },
        .compiles("INInteraction(intent:response:)") { _ = INInteraction(intent: IPINIntent(), response: nil) },
        .compiles("UIAction(_:)") { _ = UIAction { _ in } },
        .compiles("UIAction(title:image:attributes:_:)") { _ = UIAction(title: "Delete", image: nil, attributes: .destructive) { _ in } },
        .compiles("UIBarButtonItem(barButtonSystemItem:target:action:)") { _ = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil) },
        .compiles("UIBarButtonItem(title:style:target:action:)") { _ = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil) },
        .compiles("UIContextualAction(style:title:_:)") { _ = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) } },
        .compiles("UIImageView(image:)") { _ = UIImageView(image: UIImage()) },
        .compiles("UILongPressGestureRecognizer(target:action:)") { _ = UILongPressGestureRecognizer(target: nil, action: nil) },
        .compiles("UINotificationFeedbackGenerator()") { _ = UINotificationFeedbackGenerator() },
        .compiles("UISelectionFeedbackGenerator()") { _ = UISelectionFeedbackGenerator() },
        .compiles("UISwipeActionsConfiguration(actions:)") { _ = UISwipeActionsConfiguration(actions: []) },
        .compiles("UIWindow(frame:)") { _ = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) },
        // Census rows used by one file.
        // iOS 16 beta form of ActivityConfiguration(for:content:dynamicIsland:).
        .compiles("ActivityConfiguration(attributesType:content:)") {
            _ = ActivityConfiguration(attributesType: IPAttributes.self) { context in Text("\(context.state.value)") }
        },
        .compiles("AlarmPresentation.Alert(title:stopButton:secondaryButton:secondaryButtonBehavior:)") {
            _ = AlarmPresentation.Alert(title: "Wake up", stopButton: .stopButton, secondaryButton: nil, secondaryButtonBehavior: nil)
        },
        .compiles("CGImageSourceCreateThumbnailAtIndex(_:_:_:)") {
            _ = CGImageSourceCreateThumbnailAtIndex(CGImageSourceCreateWithData(ipPNG() as CFData, nil)!, 0, nil)
        },
        .compiles("CGImageSourceCreateWithData(_:_:)") { _ = CGImageSourceCreateWithData(ipPNG() as CFData, nil) },
        .compiles("CKNotification(fromRemoteNotificationDictionary:)") { _ = CKNotification(fromRemoteNotificationDictionary: [:]) },
        .compiles("EKEventStore()") { _ = EKEventStore() },
        .compiles("HKCategorySample(type:value:start:end:)") {
            _ = HKCategorySample(type: HKCategoryType(.mindfulSession), value: 0, start: ipDate, end: ipDate)
        },
        .compiles("HKSampleQuery(sampleType:predicate:limit:sortDescriptors:_:)") {
            _ = HKSampleQuery(sampleType: HKCategoryType(.mindfulSession), predicate: nil, limit: 1, sortDescriptors: nil) { _, _, _ in }
        },
        .compiles("INFile(data:filename:typeIdentifier:)") { _ = INFile(data: ipPNG(), filename: "a.png", typeIdentifier: "public.png") },
        .compiles("INImage(named:)") { _ = INImage(named: "leaf") },
        .compiles("INMediaItem(identifier:title:type:artwork:)") { _ = INMediaItem(identifier: "1", title: "Song", type: .song, artwork: nil) },
        .compiles("INMediaUserContext()") { _ = INMediaUserContext() },
        .compiles("INObjectCollection(items:)") { _ = INObjectCollection(items: [INSpeakableString(spokenPhrase: "a")]) },
        .compiles("INPerson(personHandle:nameComponents:displayName:image:contactIdentifier:customIdentifier:)") {
            _ = INPerson(personHandle: INPersonHandle(value: "a@b.c", type: .emailAddress), nameComponents: nil, displayName: "A",
                         image: nil, contactIdentifier: nil, customIdentifier: nil)
        },
        .compiles("INPersonHandle(value:type:)") { _ = INPersonHandle(value: "a@b.c", type: .emailAddress) },
        .compiles("INPlayMediaIntentResponse(code:userActivity:)") { _ = INPlayMediaIntentResponse(code: .success, userActivity: nil) },
        .compiles("INSendMessageIntent(recipients:outgoingMessageType:content:speakableGroupName:conversationIdentifier:serviceName:sender:attachments:)") {
            _ = INSendMessageIntent(recipients: nil, outgoingMessageType: .outgoingMessageText, content: "Hi", speakableGroupName: nil,
                                    conversationIdentifier: nil, serviceName: nil, sender: nil, attachments: nil)
        },
        .compiles("INSpeakableString(spokenPhrase:)") { _ = INSpeakableString(spokenPhrase: "probe") },
        .compiles("NSImage(byReferencing:)") { _ = NSImage(byReferencing: URL(fileURLWithPath: "/tmp/a.png")) },
        .view("NSImage(resource:)") { Image(nsImage: NSImage(resource: ImageResource(name: "leaf", bundle: .main))) },
        .compiles("NSSound.Name(_:)") { _ = NSSound.Name("Glass") },
        .compiles("NWConnection(to:using:)") { _ = NWConnection(to: .hostPort(host: "localhost", port: 80), using: .tcp) },
        .compiles("PHAuthorizationStatus(rawValue:)") { _ = PHAuthorizationStatus(rawValue: 3) },
        .view("TipView(_:)") { TipView(IPTip()) },
        .view("TipView(_:arrowEdge:)") { TipView(IPTip(), arrowEdge: .top) },
        .compiles("UIBlurEffect(style:)") { _ = UIBlurEffect(style: .systemMaterial) },
        .compiles("UITabBarAppearance()") { _ = UITabBarAppearance() },
        .compiles("UIVisualEffectView(effect:)") { _ = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)) },
    ] }
}

#endif
