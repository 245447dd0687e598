import Foundation
import WidgetViews
import WidgetKitLayer
import WidgetAppearance

/// One render, as a value: what to draw (a view, a widget, a Live Activity, a control, a preview),
/// where (a device, a family or presentation) and how (a theme, an environment, the entries, the
/// options). `Output` is what performing it gives: a `Pixmap`, a `WidgetRenderResult`, a display
/// list …. Make one with its static functions (`.view(…)`, `.widget(…)`, `.timeline(…)`,
/// `.matrix(…)`, `.activity(…)`, `.control(…)`, `.layout(…)` …) and perform it with
/// `WidgetRenderer.render(_:)`:
///
/// ```swift
/// let pixmap = try renderer.render(.view(MyView(), family: .systemMedium, theme: .iosDark))
/// let timeline = try renderer.render(.timeline(MyWidget(), family: .systemSmall))
/// ```
///
/// Making a request runs nothing (in the spirit of swift-snapshot-testing's strategies): it can be
/// built in one place, read (`device`, `family`, `theme`, `environment`), and performed by any
/// renderer, each time afresh (a widget's provider runs again).
public struct RenderRequest<Output> {
    /// The device it draws on; nil when it draws on several (a matrix's themes' devices, every
    /// presentation of an activity or control) or on none (a view at a size of its own).
    public let device: Device?
    /// The family it draws, when it draws one widget family.
    public let family: WidgetFamily?
    /// The theme it draws in (nil: full color, or one per theme of a matrix or presentations).
    public let theme: Theme?
    /// The environment the drawn views start from (a widget's is its options' environment).
    public let environment: EnvironmentValues
    /// Performs the render with `renderer`'s fonts, images, limits and pipeline (RenderPipeline.swift).
    let perform: (WidgetRenderer) throws -> Output

    init(device: Device?, family: WidgetFamily? = nil, theme: Theme?, environment: EnvironmentValues,
         perform: @escaping (WidgetRenderer) throws -> Output) {
        self.device = device
        self.family = family
        self.theme = theme
        self.environment = environment
        self.perform = perform
    }
}

extension WidgetRenderer {
    /// Performs `request`: the pixels, results, states or display list it names, drawn with this
    /// renderer's fonts, images, symbols, translations and limits. Throws what the request's render
    /// throws: a `WidgetRunError` (a widget's provider fails, hangs past its budget or has no such
    /// entry; an unsupported family), a `LimitExceeded` (the canvas or node limits), a
    /// `ViewSizeError`, a `RenderError` or `WidgetPreviewError`, as each request's function says.
    public func render<Output>(_ request: RenderRequest<Output>) throws -> Output {
        try request.perform(self)
    }
}
