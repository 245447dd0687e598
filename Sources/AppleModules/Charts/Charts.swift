// `import Charts` on Linux: a working subset of Apple's Swift Charts over WidgetRender's views
// (docs/charts.md). A chart lowers to ordinary views — a GeometryReader holding paths, rounded
// rectangles and texts — so layout, themes and rendering modes treat it like any other content.
//
// Glossary
// - ChartContent: what `Chart { … }` holds (marks, ForEach, if/else); `ChartContentBuilder` builds it.
// - Mark: BarMark, LineMark, AreaMark, PointMark, RuleMark, SectorMark; each lowers to one `MarkSpec`
//   (plain values), and mark modifiers (`foregroundStyle`, `interpolationMethod` …) change it.
// - PlottableValue: `.value("Label", x)`, lowered to a `ChartValue` (number, category or date).
// - ChartPlan: the size-independent part: marks (bars stacked), one `AxisScale` per axis, series.
// - AxisScale: numbers and dates as a linear scale with nice ticks, categories as bands.
// - ChartGeometry: the size-dependent part: plot rectangle, gridlines, labels, and `ChartItem`s
//   (bars, filled and stroked paths, anchored views) in mark order.
// - ChartOptions: what the chart modifiers (`chartXAxis`, `chartYScale` …) set, read from the environment.
@_exported import WidgetRender
