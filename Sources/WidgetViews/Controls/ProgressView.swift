import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// `automatic`: linear for a value, a spinner for an indeterminate view, as SwiftUI's default style.
enum ProgressViewStyleKind: Hashable { case automatic, linear, circular }

/// A progress indicator, lowered to primitives: linear = a capsule fill taking `value/total` of the
/// width, the track showing past it (ours: the tint at 30 % opacity, 4 pt tall); circular = the
/// `accessoryCircularCapacity` gauge, as Apple draws a circular progress view in widgets and
/// complications, empty when indeterminate (AccessoryGauge.swift, docs/platform.md §6).
nonisolated public struct ProgressView: View, PrimitiveView {
    public typealias Body = Never
    let value: Double?
    let total: Double
    let label: AnyView?
    let currentValueLabel: AnyView?

    /// An indeterminate progress view: a still spinner (linear style: an empty track; circular: the
    /// empty capacity gauge), see `Spinner`.
    public init() { value = nil; total = 1; label = nil; currentValueLabel = nil }
    public init<Label: View>(@ViewBuilder label: () -> Label) {
        value = nil; total = 1; self.label = AnyView(label()); currentValueLabel = nil
    }
    public init(_ titleKey: LocalizedStringKey) { value = nil; total = 1; label = AnyView(Text(titleKey)); currentValueLabel = nil }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { value = nil; total = 1; label = AnyView(Text(title)); currentValueLabel = nil }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = value.map(Double.init); self.total = Double(total); label = nil; currentValueLabel = nil
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.value = value.map(Double.init); self.total = Double(total)
        label = AnyView(Text(titleKey)); currentValueLabel = nil
    }

    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.value = value.map(Double.init); self.total = Double(total)
        self.label = AnyView(label()); currentValueLabel = nil
    }

    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.value = value.map(Double.init); self.total = Double(total)
        self.label = AnyView(label()); self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// Progress through `timerInterval` at the render date (time left when `countsDown`, the
    /// default); the default current value label is the timer text, as SwiftUI's `DefaultDateProgressLabel`.
    public init<Label: View, CurrentValueLabel: View>(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        // The timer rides in the label (see `TimedProgressLabel`): ProgressView keeps its stored properties.
        value = nil; total = 1
        self.label = AnyView(TimedProgressLabel(interval: timerInterval, countsDown: countsDown, label: AnyView(label())))
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    public init<Label: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }

    /// The spelling of the project's seed code (not SwiftUI's): the same as `timerInterval:countsDown:`.
    public init<Label: View, CurrentValueLabel: View>(
        interval: ClosedRange<Date>, countdown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(timerInterval: interval, countsDown: countdown, label: label, currentValueLabel: currentValueLabel)
    }

    public init<Label: View>(interval: ClosedRange<Date>, countdown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: interval, countsDown: countdown, label: label)
    }

    /// The fraction shown at `now`: elapsed ÷ duration, or 1 − that when counting down.
    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, at now: Date) throws -> Double {
        let duration = try Check.finite(interval.upperBound.timeIntervalSince(interval.lowerBound), "timerInterval")
        let elapsed = try Check.finite(now.timeIntervalSince(interval.lowerBound), "render date")
        let done = duration > 0 ? min(max(elapsed / duration, 0), 1) : (elapsed >= 0 ? 1 : 0)
        return countsDown ? 1 - done : done
    }

    static let barHeight = 4.0

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let timer = label?.view as? TimedProgressLabel
        let fraction = try context.checked {
            if let timer {
                return try ProgressView.timerFraction(timer.interval, countsDown: timer.countsDown,
                                                      at: context.environment.renderDate)
            }
            return try ProgressView.fraction(value ?? 0, of: total)
        }
        let shownLabel = context.environment.labelsHidden ? nil : (timer?.label ?? label)
        if let custom = context.environment.customProgressViewStyle {
            // A user style draws: its body gets the fraction and labels, and sees the style around it.
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: value == nil && timer == nil ? nil : fraction,
                label: shownLabel.map { ProgressViewStyleConfiguration.Label(content: $0) },
                currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: $0) })
            return try custom.resolveBody(configuration, in: context, styleIn: \.customProgressViewStyle)
        }
        let group = context.environment.drawGroup
        let style = context.environment.progressViewStyleKind
        let indeterminate = value == nil && timer == nil
        if style == .circular {
            // Apple: "in widgets and complications, a circular progress view appears as a gauge with
            // the accessoryCircularCapacity style. If the progress view is indeterminate, the gauge is
            // empty" [SUI-CircularProgressViewStyle]. Its label is not drawn, as that gauge's is not.
            let paint = try context.checked { try AccessoryGauge.paint(in: context.environment) }
            return try AccessoryGauge.capacityRing(indeterminate ? 0 : fraction, paint: paint, value: currentValueLabel,
                                                   group: group, in: context)
        }
        let tint = try context.checked { try TintShapeStyle().resolvePaint(in: context.environment) }
        let indicator: ResolvedNode
        if indeterminate && style != .linear {
            indicator = try Spinner.node(in: context.environment)
        } else {
            indicator = Indicator.bar(fraction, tint: tint, height: ProgressView.barHeight, group: group)
        }
        // The label above the indicator, the current value label below it.
        let above = try shownLabel.map { try resolveChildren($0, in: context) } ?? []
        let below = try currentValueLabel.map { try resolveChildren($0, in: context) } ?? []
        if above.isEmpty && below.isEmpty { return indicator }
        return .stack(ResolvedStack(axis: .vertical, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                    spacing: 4, children: above + [indicator] + below))
    }

    /// `value / total` clamped to 0…1; NaN, infinities and a non-positive total are errors.
    static func fraction(_ value: Double, of total: Double) throws -> Double {
        let v = try Check.finite(value, "progress value"), t = try Check.finite(total, "progress total")
        guard t > 0 else { throw CheckFailure("progress total \(Check.format(t)) is not positive") }
        return min(max(v / t, 0), 1)
    }
}

/// `ProgressView(timerInterval:countsDown:)`'s interval, carried in the `label` slot so ProgressView
/// keeps its stored properties (a stored-property change broke incremental debug builds of the
/// package's clients); resolve unwraps it.
nonisolated struct TimedProgressLabel: View, PrimitiveView {
    typealias Body = Never
    let interval: ClosedRange<Date>
    let countsDown: Bool
    let label: AnyView
    func resolve(in context: ResolveContext) throws -> ResolvedNode { stackIfNeeded(try resolveChildren(label, in: context)) }
}

/// The drawn parts shared by ProgressView and Gauge.
enum Indicator {
    static func trackPaint(_ tint: ResolvedPaint) -> ResolvedPaint { tint.multiplyingOpacity(0.3) }

    /// A capsule fill over `fraction` of the width, leading-aligned, and the track only past it: iOS
    /// and watchOS draw the track after the fill, not under it (issue 33; docs/platform.md §6), which
    /// shows wherever the fill is translucent. The track stays a full-width capsule (its gradient and
    /// its rounded ends as before), masked from half its height before the fill's end, where the
    /// fill's round end already covers the bar's whole height, so no seam opens between the two. The
    /// mask reaches a bar height past the track's other edges so it never trims their antialiasing.
    static func bar(_ fraction: Double, tint: ResolvedPaint, height: Double, group: DrawGroup) -> ResolvedNode {
        let capsule = ShapeKind.capsule(style: .continuous)
        let wholeTrack = ResolvedNode.shape(ResolvedShape(kind: capsule, fill: trackPaint(barPaint(tint, covering: 1)), group: group))
        let unfilled = ResolvedNode.modified(.widthFraction(1 - fraction), .modified(
            .padding(Insets(top: -height, leading: -height / 2, bottom: -height, trailing: -height)),
            .shape(ResolvedShape(kind: .rectangle, fill: .color(.black), group: group))))
        let track = fraction > 0
            ? ResolvedNode.modified(.mask(unfilled, alignment: ResolvedAlignment(horizontal: .trailing, vertical: .center)), wholeTrack)
            : wholeTrack
        let fill = ResolvedNode.modified(.widthFraction(fraction),
                                         .shape(ResolvedShape(kind: capsule, fill: barPaint(tint, covering: fraction), group: group)))
        let stack = ResolvedStack(axis: .depth, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                  spacing: nil, children: [track, fill])
        return .modified(.frame(width: nil, height: height, alignment: .center), .stack(stack))
    }

    /// A ring: an arc trimmed from 0 to `span × fraction` of a turn over the track, which is the rest
    /// of the span (drawn after the fill, as the bar's), both drawn from `startDegrees` (clockwise
    /// from 3 o'clock) with round caps and kept inside the frame. The track's round start lies under
    /// the fill's round end.
    static func ring(_ fraction: Double, tint: ResolvedPaint, lineWidth: Double, group: DrawGroup,
                     span: Double = 1, startDegrees: Double = -90) -> ResolvedNode {
        func arc(_ paint: ResolvedPaint, from start: Double, to end: Double) -> ResolvedNode {
            let stroke = ResolvedStroke(paint: paint, lineWidth: lineWidth, cap: .round, insideBorder: true)
            let shape = ResolvedShape(kind: .circle, fill: nil, stroke: stroke, trimFrom: start, trimTo: end, group: group)
            return .modified(.rotation(degrees: startDegrees, anchor: ResolvedUnitPoint(x: 0.5, y: 0.5)), .shape(shape))
        }
        let stack = ResolvedStack(axis: .depth, alignment: .center, spacing: nil,
                                  children: [arc(trackPaint(arcPaint(tint, span: span)), from: span * fraction, to: span),
                                             arc(arcPaint(tint, span: span), from: 0, to: span * fraction)])
        return .modified(.aspectRatio(1, contentMode: .fit), .stack(stack))
    }
}
