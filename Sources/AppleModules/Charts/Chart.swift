import Foundation
import WidgetRender

/// A chart, as Swift Charts' `Chart`: marks over axes, drawn with WidgetRender's views (a
/// GeometryReader holding paths, shapes and texts), so layout and every theme apply as to any view.
nonisolated public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartOptions) var options
    @Environment(\.timeZone) var timeZone

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let plan = ChartPlan(marks: collectMarks(content), options: options)
        let showsLegend = !plan.series.isEmpty && options.legend != .hidden
        let zone = timeZone
        let titleFont = Font.caption2
        return VStack(alignment: .leading, spacing: 6) {
            if let yTitle = options.yTitle {
                Text(yTitle).font(titleFont).foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: options.yTitleLeading ? .leading : .trailing)
            }
            GeometryReader { proxy in
                let geometry = ChartGeometry(plan: plan, size: proxy.size, timeZone: zone)
                let chartProxy = ChartProxy(plan: plan, geometry: geometry)
                ZStack(alignment: options.decorationAlignment) {
                    if let background = options.background {
                        background(chartProxy).frame(width: proxy.size.width, height: proxy.size.height, alignment: options.decorationAlignment)
                    }
                    ChartBody(plan: plan, geometry: geometry)
                    if let overlay = options.overlay {
                        overlay(chartProxy).frame(width: proxy.size.width, height: proxy.size.height, alignment: options.decorationAlignment)
                    }
                }
            }
            if let xTitle = options.xTitle {
                Text(xTitle).font(titleFont).foregroundStyle(.secondary).frame(maxWidth: .infinity, alignment: .center)
            }
            if showsLegend { ChartLegend(plan: plan) }
        }
    }
}

extension Chart {
    /// One piece of content per element of `data` (Identifiable elements).
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, C> {
        self.content = ForEach(data, id: \.id, content: content)
    }

    /// One piece of content per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// The chart area: gridlines and marks in the plot (through `chartPlotStyle`), then the axis labels.
nonisolated struct ChartBody: View {
    let plan: ChartPlan
    let geometry: ChartGeometry

    var body: some View {
        let plot = geometry.plot
        let plotContent = ChartPlotContent(content: AnyView(
            ZStack(alignment: .topLeading) {
                geometry.gridLines.stroke(HierarchicalShapeStyle.tertiary, lineWidth: ChartMetrics.gridLineWidth)
                ForEach(0..<geometry.styledGridLines.count) { index in
                    let line = geometry.styledGridLines[index]
                    line.path.stroke(line.look.style ?? AnyShapeStyle(HierarchicalShapeStyle.tertiary),
                                     style: line.look.stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridLineWidth))
                }
                ForEach(0..<geometry.items.count) { index in ChartItemView(item: geometry.items[index]) }
            }
            .frame(width: plot.width, height: plot.height, alignment: .topLeading)
            .clipped(isEnabled: plan.isScrolled)))
        let styled = plan.options.plotStyle.map { $0(plotContent) } ?? AnyView(plotContent)
        return ZStack(alignment: .topLeading) {
            styled.frame(width: plot.width, height: plot.height).position(x: plot.midX, y: plot.midY)
            ForEach(0..<geometry.labels.count) { index in
                Anchored(view: geometry.labels[index].view, anchor: geometry.labels[index].anchor,
                         alignment: geometry.labels[index].alignment)
            }
        }
    }
}

/// One mark item.
nonisolated struct ChartItemView: View {
    let item: ChartItem
    var body: some View {
        switch item {
        case .bar(let rect, let radius, let clip, let style, let opacity):
            let bar = RoundedRectangle(cornerRadius: radius).fill(style).frame(width: rect.width, height: rect.height)
            Group {
                if let clip { bar.clipShape(clip) } else { bar }
            }
            .opacity(opacity)
            .position(x: rect.midX, y: rect.midY)
        case .fill(let path, let style, let opacity):
            path.fill(style).opacity(opacity)
        case .stroke(let path, let style, let stroke, let opacity):
            path.stroke(style, style: stroke).opacity(opacity)
        case .view(let view, let anchor, let alignment):
            Anchored(view: view, anchor: anchor, alignment: alignment)
        case .shadowed(let inner, let shadow):
            ChartItemView(item: inner).shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
        }
    }
}

nonisolated extension View {
    /// Clipped to its frame when `isEnabled` (a scrolled plot cuts the marks outside its window).
    @ViewBuilder func clipped(isEnabled: Bool) -> some View {
        if isEnabled { clipped() } else { self }
    }
}

/// `view` placed so that its `alignment` point lies at `anchor` (inside a large frame aligned that way).
nonisolated struct Anchored: View {
    let view: AnyView
    let anchor: CGPoint
    let alignment: Alignment
    static let box = CGSize(width: 600, height: 200)

    var body: some View {
        let box = Anchored.box
        let dx: CGFloat = alignment.horizontal == .leading ? box.width / 2 : alignment.horizontal == .trailing ? -box.width / 2 : 0
        let dy: CGFloat = alignment.vertical == .top ? box.height / 2 : alignment.vertical == .bottom ? -box.height / 2 : 0
        return view.frame(width: box.width, height: box.height, alignment: alignment)
            .position(x: anchor.x + dx, y: anchor.y + dy)
    }
}

/// The legend: a colored circle and the series name for each series, in a row below the plot.
nonisolated struct ChartLegend: View {
    let plan: ChartPlan
    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<plan.series.count) { index in
                HStack(spacing: 3) {
                    Circle().fill(plan.seriesStyle(plan.series[index])).frame(width: 7, height: 7)
                    Text(verbatim: plan.series[index]).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
    }
}
