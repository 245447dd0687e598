import Foundation
import WidgetRender

/// Where each mark lands in the plot (our rules, docs/charts.md "Marks").
extension ChartGeometry {
    /// The x of `value` from the plot's left edge.
    func px(_ plan: ChartPlan, _ value: ChartValue?) -> CGFloat? {
        guard let value, let scale = plan.xScale else { return nil }
        return scale.offset(of: value, length: plot.width)
    }
    /// The y of `value` from the plot's top edge.
    func py(_ plan: ChartPlan, _ value: ChartValue?) -> CGFloat? {
        guard let value, let scale = plan.yScale else { return nil }
        if scale.isBand { return scale.offset(of: value, length: plot.height) }
        return scale.offset(of: value, length: plot.height).map { plot.height - $0 }
    }

    /// The baseline of a continuous scale: 0, kept inside the domain.
    func baseline(_ scale: AxisScale?) -> ChartValue {
        if case .linear(let lower, let upper, _, let isDate) = scale {
            let zero = min(max(0, lower), upper)
            return isDate ? .date(Date(timeIntervalSince1970: lower)) : .number(zero)
        }
        return .number(0)
    }

    mutating func layoutMarks(_ plan: ChartPlan) {
        let marks = plan.marks
        var drawnLines = Set<String>(), drawnAreas = Set<String>()
        // A scrolled chart sizes its bars by the values in its window.
        func shown(_ value: ChartValue?, _ scale: AxisScale?) -> ChartValue? {
            guard let value, plan.isScrolled, let scale else { return value }
            return scale.contains(value) ? value : nil
        }
        let xCount = Set(marks.compactMap { shown($0.x, plan.xScale)?.categoryName }).count
        let yCount = Set(marks.compactMap { shown($0.y, plan.yScale)?.categoryName }).count
        for mark in marks {
            let style = plan.style(of: mark)
            // The shapes this mark adds get its shadow; annotations (views) do not (ours).
            let first = items.count
            defer {
                if let shadow = mark.shadow {
                    for index in first..<items.count {
                        if case .view = items[index] { continue }
                        items[index] = .shadowed(items[index], shadow)
                    }
                }
            }
            switch mark.kind {
            case .bar:
                guard let rect = barRect(plan, mark, xCount: xCount, yCount: yCount) else { continue }
                items.append(.bar(rect: rect, cornerRadius: min(mark.cornerRadius, rect.width / 2, rect.height / 2),
                                  clip: mark.clipShape, style: style, opacity: mark.opacity))
                addAnnotations(mark, around: rect, horizontal: mark.isHorizontalBar)
            case .line:
                guard !drawnLines.contains(mark.lineKey) else { continue }
                drawnLines.insert(mark.lineKey)
                let series = marks.filter { $0.kind == .line && $0.lineKey == mark.lineKey }
                let points = series.compactMap { m -> CGPoint? in
                    guard let x = px(plan, m.x), let y = py(plan, m.y) else { return nil }
                    return CGPoint(x: x, y: y)
                }
                let stroke = mark.strokeStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
                items.append(.stroke(Interpolation.path(through: points, method: mark.interpolation), style: style, stroke: stroke, opacity: mark.opacity))
                for (m, point) in zip(series, points) {
                    if let view = m.symbolView {
                        items.append(.view(view, anchor: point, alignment: .center))
                    } else if let symbol = m.symbol {
                        addSymbol(symbol, at: point, area: m.symbolSize ?? ChartMetrics.lineSymbolArea, style: plan.style(of: m), opacity: m.opacity)
                    }
                    addAnnotations(m, around: CGRect(origin: point, size: .zero), horizontal: false)
                }
            case .area:
                guard !drawnAreas.contains(mark.lineKey) else { continue }
                drawnAreas.insert(mark.lineKey)
                let series = marks.filter { $0.kind == .area && $0.lineKey == mark.lineKey }
                var tops: [CGPoint] = [], bottoms: [CGPoint] = []
                for m in series {
                    guard let x = px(plan, m.x), let top = py(plan, m.yEnd ?? m.y),
                          let bottom = py(plan, m.yStart ?? baseline(plan.yScale)) else { continue }
                    tops.append(CGPoint(x: x, y: top)); bottoms.append(CGPoint(x: x, y: bottom))
                }
                guard let first = tops.first, let lastBottom = bottoms.last else { continue }
                var path = Path()
                path.move(to: first)
                Interpolation.add(tops, method: mark.interpolation, to: &path)
                path.addLine(to: lastBottom)
                Interpolation.add(bottoms.reversed(), method: mark.interpolation, to: &path)
                path.closeSubpath()
                items.append(.fill(path, style: style, opacity: mark.opacity))
            case .point:
                guard let x = px(plan, mark.x), let y = py(plan, mark.y) else { continue }
                if let view = mark.symbolView {
                    items.append(.view(view, anchor: CGPoint(x: x, y: y), alignment: .center))
                } else {
                    addSymbol(mark.symbol ?? .circle, at: CGPoint(x: x, y: y), area: mark.symbolSize ?? ChartMetrics.pointSymbolArea,
                              style: style, opacity: mark.opacity)
                }
                let side = (mark.symbolSize ?? ChartMetrics.pointSymbolArea).squareRoot()
                addAnnotations(mark, around: CGRect(x: x - side / 2, y: y - side / 2, width: side, height: side), horizontal: false)
            case .rule:
                var path = Path()
                if let y = py(plan, mark.y), mark.x == nil {
                    path.move(to: CGPoint(x: px(plan, mark.xStart) ?? 0, y: y))
                    path.addLine(to: CGPoint(x: px(plan, mark.xEnd) ?? plot.width, y: y))
                } else if let x = px(plan, mark.x) {
                    path.move(to: CGPoint(x: x, y: py(plan, mark.yStart) ?? plot.height))
                    path.addLine(to: CGPoint(x: x, y: py(plan, mark.yEnd) ?? 0))
                } else { continue }
                items.append(.stroke(path, style: style, stroke: mark.strokeStyle ?? StrokeStyle(lineWidth: 1), opacity: mark.opacity))
                addAnnotations(mark, around: path.boundingRect, horizontal: false)
            case .rectangle:
                guard let rect = rectangleRect(plan, mark, xCount: xCount, yCount: yCount) else { continue }
                items.append(.bar(rect: rect, cornerRadius: min(mark.cornerRadius, rect.width / 2, rect.height / 2),
                                  clip: mark.clipShape, style: style, opacity: mark.opacity))
                addAnnotations(mark, around: rect, horizontal: false)
            case .sector:
                continue
            }
        }
    }

    /// A bar's rectangle: across, centered in its band (the automatic thickness is 70 % of the
    /// band) or spanning its date unit less 10 % (at most 2 pt) on each side; along, from its start
    /// (after stacking) or the baseline to its end.
    func barRect(_ plan: ChartPlan, _ mark: MarkSpec, xCount: Int, yCount: Int) -> CGRect? {
        if mark.isHorizontalBar {
            guard let x0 = px(plan, mark.xStart ?? baseline(plan.xScale)), let x1 = px(plan, mark.xEnd ?? mark.x),
                  let span = across(plan.yScale, center: py(plan, mark.y), start: py(plan, mark.yStart), end: py(plan, mark.yEnd),
                                    length: plot.height, count: yCount, thickness: mark.thickness) else { return nil }
            return CGRect(x: min(x0, x1), y: span.0, width: abs(x1 - x0), height: span.1 - span.0)
        }
        guard let y0 = py(plan, mark.yStart ?? baseline(plan.yScale)), let y1 = py(plan, mark.yEnd ?? mark.y),
              let span = across(plan.xScale, center: px(plan, mark.x), start: px(plan, mark.xStart), end: px(plan, mark.xEnd),
                                length: plot.width, count: xCount, thickness: mark.thickness) else { return nil }
        let slot = positionSlot(plan, mark, span: span)
        return CGRect(x: slot.0, y: min(y0, y1), width: slot.1 - slot.0, height: abs(y1 - y0))
    }

    /// `position(by:)`: the bar's slot when its span is split evenly among the chart's distinct
    /// position values (in order of appearance); the whole span otherwise.
    func positionSlot(_ plan: ChartPlan, _ mark: MarkSpec, span: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
        guard let key = mark.positionKey else { return span }
        var keys: [String] = []
        for other in plan.marks where other.kind == .bar { if let k = other.positionKey, !keys.contains(k) { keys.append(k) } }
        guard let index = keys.firstIndex(of: key), keys.count > 1 else { return span }
        let width = (span.1 - span.0) / CGFloat(keys.count)
        return (span.0 + CGFloat(index) * width, span.0 + CGFloat(index + 1) * width)
    }

    /// A rectangle's extent on each axis: start to end, else centred on its value with its width or
    /// height (automatic: the band on a category axis, 20 pt on a continuous one), else the whole plot.
    func rectangleRect(_ plan: ChartPlan, _ mark: MarkSpec, xCount: Int, yCount: Int) -> CGRect? {
        func extent(_ scale: AxisScale?, value: CGFloat?, start: CGFloat?, end: CGFloat?, size: MarkDimension,
                    length: CGFloat, count: Int) -> (CGFloat, CGFloat)? {
            if let start, let end { return (min(start, end), max(start, end)) }
            guard let value else { return (0, length) }
            let band = scale.map { $0.isBand ? $0.bandwidth(length: length, count: count) : ChartMetrics.rectangleSide } ?? length
            let side = size.resolve(available: band, automatic: band)
            return (value - side / 2, value + side / 2)
        }
        guard let xs = extent(plan.xScale, value: px(plan, mark.x), start: px(plan, mark.xStart), end: px(plan, mark.xEnd),
                              size: mark.width, length: plot.width, count: xCount),
              let ys = extent(plan.yScale, value: py(plan, mark.y), start: py(plan, mark.yStart), end: py(plan, mark.yEnd),
                              size: mark.height, length: plot.height, count: yCount) else { return nil }
        return CGRect(x: xs.0, y: ys.0, width: xs.1 - xs.0, height: ys.1 - ys.0)
    }

    private func across(_ scale: AxisScale?, center: CGFloat?, start: CGFloat?, end: CGFloat?, length: CGFloat, count: Int,
                        thickness: MarkDimension) -> (CGFloat, CGFloat)? {
        if let start, let end {
            let low = min(start, end), high = max(start, end), inset = min((high - low) * 0.1, 2)
            return (low + inset, high - inset)
        }
        guard let center, let scale else { return nil }
        let band = scale.bandwidth(length: length, count: count)
        let width = thickness.resolve(available: band, automatic: band * ChartMetrics.barRatio)
        return (center - width / 2, center + width / 2)
    }

    /// A symbol of `area` square points centered at `point` (side = √area).
    mutating func addSymbol(_ symbol: BasicChartSymbolShape, at point: CGPoint, area: CGFloat, style: AnyShapeStyle, opacity: Double) {
        let side = max(area, 0).squareRoot()
        let path = SymbolPaths.path(symbol.kind, in: CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side))
        let outlined = !symbol.filled || symbol.kind == .plus || symbol.kind == .cross || symbol.kind == .asterisk
        items.append(outlined
            ? .stroke(path, style: style, stroke: StrokeStyle(lineWidth: max(side / 5, 1), lineCap: .round), opacity: opacity)
            : .fill(path, style: style, opacity: opacity))
    }

    /// Places each annotation of `mark` around `rect` (the bar, the point, the rule's extent):
    /// `position` picks the side (`.automatic`: after a horizontal bar, else on top), `alignment`
    /// lines the view up with the rect's edges or center along that side; `.overlay` aligns inside.
    mutating func addAnnotations(_ mark: MarkSpec, around rect: CGRect, horizontal: Bool) {
        for annotation in mark.annotations {
            let s = annotation.spacing, a = annotation.alignment
            let x: CGFloat = a.horizontal == .leading ? rect.minX : a.horizontal == .trailing ? rect.maxX : rect.midX
            let y: CGFloat = a.vertical == .top ? rect.minY : a.vertical == .bottom ? rect.maxY : rect.midY
            let position = annotation.position == .automatic ? (horizontal ? .trailing : .top) : annotation.position
            let placed: (CGPoint, Alignment) = switch position {
            case .overlay: (CGPoint(x: x, y: y), a)
            case .bottom: (CGPoint(x: x, y: rect.maxY + s), Alignment(horizontal: a.horizontal, vertical: .top))
            case .leading: (CGPoint(x: rect.minX - s, y: y), Alignment(horizontal: .trailing, vertical: a.vertical))
            case .trailing: (CGPoint(x: rect.maxX + s, y: y), Alignment(horizontal: .leading, vertical: a.vertical))
            case .topLeading: (CGPoint(x: rect.minX - s, y: rect.minY - s), .bottomTrailing)
            case .topTrailing: (CGPoint(x: rect.maxX + s, y: rect.minY - s), .bottomLeading)
            case .bottomLeading: (CGPoint(x: rect.minX - s, y: rect.maxY + s), .topTrailing)
            case .bottomTrailing: (CGPoint(x: rect.maxX + s, y: rect.maxY + s), .topLeading)
            default: (CGPoint(x: x, y: rect.minY - s), Alignment(horizontal: a.horizontal, vertical: .bottom))
            }
            items.append(.view(annotation.view, anchor: placed.0, alignment: placed.1))
        }
    }

    /// Sectors: clockwise from 12 o'clock, each its share of the total; outer radius half the
    /// smaller side, inner radius 0 unless given (ratios are of the outer radius); `angularInset`
    /// points of gap between neighbours (half on each side, as an angle at each radius).
    mutating func layoutPie(_ plan: ChartPlan) {
        let total = plan.marks.reduce(0) { $0 + max($1.angle, 0) }
        guard total > 0 else { return }
        let center = CGPoint(x: plot.width / 2, y: plot.height / 2)
        let available = min(plot.width, plot.height) / 2
        var start = -Double.pi / 2
        for mark in plan.marks {
            let sweep = max(mark.angle, 0) / total * 2 * .pi
            defer { start += sweep }
            guard sweep > 0 else { continue }
            let outer = max(mark.outerRadius.resolve(available: available, automatic: available), 0)
            let inner = min(max(mark.innerRadius.resolve(available: outer, automatic: 0), 0), outer)
            let gap = mark.angularInset / 2
            func shrink(_ radius: CGFloat) -> Double { radius > gap ? Double(asin(min(gap / radius, 1))) : sweep / 2 }
            let outerInset = min(shrink(outer), sweep / 2)
            var path = Path()
            path.addArc(center: center, radius: outer, startAngle: .radians(start + outerInset),
                        endAngle: .radians(start + sweep - outerInset), clockwise: false)
            if inner > 0 {
                let innerInset = min(shrink(inner), sweep / 2)
                path.addArc(center: center, radius: inner, startAngle: .radians(start + sweep - innerInset),
                            endAngle: .radians(start + innerInset), clockwise: true)
            } else {
                let apex = gap > 0 ? min(gap / CGFloat(sin(max(sweep / 2, 1e-6))), outer) : 0
                let middle = start + sweep / 2
                path.addLine(to: CGPoint(x: center.x + apex * CGFloat(cos(middle)), y: center.y + apex * CGFloat(sin(middle))))
            }
            path.closeSubpath()
            let sector = ChartItem.fill(path, style: plan.style(of: mark), opacity: mark.opacity)
            items.append(mark.shadow.map { .shadowed(sector, $0) } ?? sector)
            let middle = start + sweep / 2, labelRadius = (outer + inner) / 2
            let anchor = CGPoint(x: center.x + labelRadius * CGFloat(cos(middle)), y: center.y + labelRadius * CGFloat(sin(middle)))
            for annotation in mark.annotations { items.append(.view(annotation.view, anchor: anchor, alignment: .center)) }
        }
    }
}

/// The outlines of the built-in symbols in a square.
enum SymbolPaths {
    static func path(_ kind: BasicChartSymbolShape.Kind, in r: CGRect) -> Path {
        var p = Path()
        switch kind {
        case .circle, .pentagon: p.addEllipse(in: r)
        case .square: p.addRect(r)
        case .triangle:
            p.move(to: CGPoint(x: r.midX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
            p.addLine(to: CGPoint(x: r.minX, y: r.maxY)); p.closeSubpath()
        case .diamond:
            p.move(to: CGPoint(x: r.midX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.midY))
            p.addLine(to: CGPoint(x: r.midX, y: r.maxY)); p.addLine(to: CGPoint(x: r.minX, y: r.midY)); p.closeSubpath()
        case .plus, .asterisk:
            p.move(to: CGPoint(x: r.midX, y: r.minY)); p.addLine(to: CGPoint(x: r.midX, y: r.maxY))
            p.move(to: CGPoint(x: r.minX, y: r.midY)); p.addLine(to: CGPoint(x: r.maxX, y: r.midY))
            if kind == .asterisk {
                p.move(to: CGPoint(x: r.minX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
                p.move(to: CGPoint(x: r.maxX, y: r.minY)); p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            }
        case .cross:
            p.move(to: CGPoint(x: r.minX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
            p.move(to: CGPoint(x: r.maxX, y: r.minY)); p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        }
        return p
    }
}
