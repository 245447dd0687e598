import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout
import WidgetResolved

/// Layout throughput: how many times per second a typical medium widget (a header row, a
/// five-day forecast of stacks with text and images, a progress bar, gradients) is laid out into
/// a display list, with the given text engine doing the measuring. Returns one line per result.
func layoutBenchmarks(text: any TextMeasuring) -> [String] {
    let widget = typicalMediumWidget()
    let context = LayoutContext(size: Size(width: 364, height: 170), cornerRadius: 22,
                                contentMargins: Insets(all: 16), scale: 3, text: text)
    do {
        // Warm-up also checks that the tree lays out at all.
        let items = try layoutWidget(widget, context: context).list.items.count
        // Batches until half a second has passed, so slow text engines still get a stable rate.
        let clock = ContinuousClock()
        let start = clock.now
        var iterations = 0
        var seconds = 0.0
        repeat {
            for _ in 0..<50 { _ = try layoutWidget(widget, context: context) }
            iterations += 50
            let elapsed = start.duration(to: clock.now).components
            seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
        } while seconds < 0.5
        let perSecond = seconds > 0 ? Double(iterations) / seconds : .infinity
        let microseconds = seconds / Double(iterations) * 1e6
        return ["layout: typical medium widget (\(items) top-level items): \(Int(perSecond.rounded())) layouts/s, "
                + "\(Int(microseconds.rounded())) µs per layout (\(iterations) runs)"]
    } catch {
        return ["layout: typical medium widget: failed: \(error)"]
    }
}

private func typicalMediumWidget() -> ResolvedWidget {
    func label(_ string: String, size: Double = 13, weight: Int = 400) -> ResolvedNode {
        .text(ResolvedText(runs: [TextRun(string: string, font: FontSpec(size: size, weight: weight),
                                          paint: .color(.white))], lineLimit: 1))
    }
    func symbol(_ id: String) -> ResolvedNode {
        .image(ResolvedImage(imageID: id, pixelWidth: 60, pixelHeight: 60, scale: 3, templatePaint: .color(.white)))
    }
    func hstack(_ children: [ResolvedNode], spacing: Double? = nil,
                alignment: VerticalAlignmentValue = .center) -> ResolvedNode {
        .stack(ResolvedStack(axis: .horizontal, alignment: ResolvedAlignment(horizontal: .center, vertical: alignment),
                             spacing: spacing, children: children))
    }
    func vstack(_ children: [ResolvedNode], spacing: Double? = nil,
                alignment: HorizontalAlignmentValue = .center) -> ResolvedNode {
        .stack(ResolvedStack(axis: .vertical, alignment: ResolvedAlignment(horizontal: alignment, vertical: .center),
                             spacing: spacing, children: children))
    }
    let capsule = ShapeKind.capsule(style: .continuous)
    let header = hstack([
        vstack([label("Cupertino", size: 17, weight: 600), label("Mostly Sunny")], spacing: 2, alignment: .leading),
        .spacer(minLength: nil),
        .modified(.layoutPriority(1), label("21°", size: 34, weight: 300)),
    ], alignment: .firstTextBaseline)
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"].map { day in
        vstack([label(day), symbol("sun"), label("24° 12°")], spacing: 4)
    }
    let forecast = hstack(days.flatMap { [$0, ResolvedNode.spacer(minLength: 0)] }.dropLast())
    let bar = ResolvedNode.modified(
        .background(.shape(ResolvedShape(kind: capsule, fill: .color(RGBA.white.withAlpha(0.3)))),
                    alignment: ResolvedAlignment(horizontal: .leading, vertical: .center)),
        .modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center))),
                  .modified(.widthFraction(0.6),
                            .modified(.frame(width: nil, height: 4, alignment: .center),
                                      .shape(ResolvedShape(kind: capsule, fill: .color(.white)))))))
    let stops = [GradientStop(color: RGBA(red: 0.25, green: 0.5, blue: 0.95), location: 0),
                 GradientStop(color: RGBA(red: 0.1, green: 0.25, blue: 0.6), location: 1)]
    let background = ResolvedNode.shape(ResolvedShape(
        kind: .rectangle,
        fill: .linearGradient(stops: stops, start: ResolvedUnitPoint(x: 0.5, y: 0), end: ResolvedUnitPoint(x: 0.5, y: 1)),
        group: .containerBackground))
    return ResolvedWidget(content: vstack([header, .spacer(minLength: 0), forecast, bar], spacing: 8, alignment: .leading),
                          containerBackground: background)
}
