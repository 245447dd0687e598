import WidgetGeometry
import WidgetViews
import WidgetResolved

/// A typical small widget (a weather summary) exercising most node kinds.
enum SampleWidget {
    static var weather: ResolvedWidget {
        let stops = [GradientStop(color: RGBA(red: 0.2, green: 0.4, blue: 0.9), location: 0),
                     GradientStop(color: RGBA(red: 0.1, green: 0.2, blue: 0.5), location: 1)]
        let background = shape(.rectangle, fill: .linearGradient(stops: stops, start: ResolvedUnitPoint(x: 0.5, y: 0),
                                                                  end: ResolvedUnitPoint(x: 0.5, y: 1)))
        let header = hstack(.firstTextBaseline, text("Cupertino"), .spacer(minLength: nil),
                            image(pixelWidth: 48, pixelHeight: 48, scale: 3))
        let temperature = text("21°").modified(.layoutPriority(1))
        let bar = shape(.capsule(style: .continuous)).frame(height: 4).modified(.widthFraction(0.6))
            .frame(FlexibleFrame(maxWidth: .infinity, alignment: .leading))
            .background(shape(.capsule(style: .continuous), fill: .color(RGBA.white.withAlpha(0.3))))
        let footer = hstack(.center, spacing: 4, text("H:24° L:12°", lineLimit: 1),
                            shape(.circle).frame(width: 6, height: 6).modified(.opacity(0.7)))
        let content = vstack(.leading, spacing: 6, header, temperature, .spacer(minLength: 0), bar, footer)
        return ResolvedWidget(content: content, containerBackground: background)
    }
}
