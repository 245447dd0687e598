import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// SwiftUI's `GraphicsContext` as a recorder. A `Canvas` closure runs once, at resolve time, and every
/// drawing call becomes a resolved node (a shape, text or image placed in the canvas), so the
/// resolved tree stays closed plain data (docs/views.md, Canvas). Like SwiftUI's, the context is a
/// value: a copy has its own transform, opacity and clip and draws into the same canvas.
public struct GraphicsContext {
    /// Where the recorded nodes go; shared by every copy of one canvas's context.
    final class Recorder {
        let context: ResolveContext
        let size: CGSize
        var nodes: [ResolvedNode] = []
        /// The first error a drawing call met; `Canvas` reports it after the closure returns.
        var failure: Error?
        init(context: ResolveContext, size: CGSize) { self.context = context; self.size = size }

        func record(_ body: () throws -> ResolvedNode?) {
            guard failure == nil else { return }
            do { if let node = try body() { nodes.append(node) } } catch { failure = error }
        }
    }

    let recorder: Recorder
    /// Maps the current user space to the canvas's own (points, y down).
    var userToCanvas = Transform.identity
    /// Clip paths in canvas coordinates, outermost first.
    var clips: [(path: VectorPath, evenOdd: Bool)] = []

    /// Multiplies the opacity of everything drawn after it is set.
    public var opacity: Double = 1
    /// The environment the canvas was resolved in.
    public var environment: EnvironmentValues { recorder.context.environment }

    init(recorder: Recorder) { self.recorder = recorder }

    // MARK: Transform and clip

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        userToCanvas = Transform.translation(x: Double(x), y: Double(y)).concatenating(userToCanvas)
    }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        userToCanvas = Transform.scale(x: Double(x), y: Double(y)).concatenating(userToCanvas)
    }
    /// Clockwise on screen for a positive angle, as SwiftUI.
    public mutating func rotate(by angle: Angle) {
        userToCanvas = Transform.rotation(radians: angle.radians).concatenating(userToCanvas)
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what is outside the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Later drawing is limited to the inside of `path` (in the current user space). An inverse clip
    /// is the canvas bounds (grown by one canvas size each way) minus the path, even-odd.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var outline = path.storage.transformed(by: userToCanvas)
        var evenOdd = style.isEOFilled
        if options.contains(.inverse) {
            let w = Double(recorder.size.width), h = Double(recorder.size.height)
            outline.append(.rectangle(Rect(x: -w, y: -h, width: 3 * w + 1, height: 3 * h + 1)))
            evenOdd = true
        }
        clips.append((outline, evenOdd))
    }

    /// Runs `content` with a copy of this context (its own transform, opacity and clip).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var copy = self
        try content(&copy)
    }

    // MARK: Shapes

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recorder.record {
            let paint = try resolvedPaint(shading)
            let shape = ResolvedShape(kind: .framePath(try checked(path).transformed(by: userToCanvas)), fill: paint,
                                      evenOddFill: style.isEOFilled, group: environment.drawGroup)
            return clipped(.shape(shape))
        }
    }

    /// The stroke is drawn in the current user space: its width (and dashes) scale with the
    /// transform's mean scale (exact for translations, rotations and uniform scales).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recorder.record {
            let paint = try resolvedPaint(shading)
            let scale = userToCanvas.meanScale
            let stroke = ResolvedStroke(
                paint: paint, lineWidth: try Check.nonNegative(Double(style.lineWidth), "lineWidth") * scale,
                cap: style.lineCap.resolved, join: style.lineJoin.resolved,
                miterLimit: try Check.nonNegative(Double(style.miterLimit), "miterLimit"),
                dash: try style.dash.map { try Check.nonNegative(Double($0), "dash length") * scale },
                dashPhase: style.dashPhase == 0 ? nil : try Check.finite(Double(style.dashPhase), "dashPhase") * scale)
            let shape = ResolvedShape(kind: .framePath(try checked(path).transformed(by: userToCanvas)), fill: nil,
                                      stroke: stroke, group: environment.drawGroup)
            return clipped(.shape(shape))
        }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text and images

    /// A text resolved in the canvas's environment, ready to draw (SwiftUI's `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let text: Text
        public var shading: Shading?
    }

    /// An image resolved in the canvas's environment (SwiftUI's `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let image: Image
    }

    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, shading: nil) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    public func resolve(_ shading: Shading) -> Shading { shading }

    /// The text at its ideal size, its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        recorder.record {
            let node = try textNode(text)
            return try placed(.modified(.fixedSize(horizontal: true, vertical: true), node), at: point, anchor: anchor)
        }
    }

    /// The text wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recorder.record {
            let frame = ResolvedModifier.frame(width: try Check.nonNegative(Double(rect.width), "width"),
                                               height: try Check.nonNegative(Double(rect.height), "height"),
                                               alignment: ResolvedAlignment(horizontal: .leading, vertical: .top))
            return try placed(.modified(frame, try textNode(text)), at: rect.origin,
                              anchor: UnitPoint(x: 0, y: 0))
        }
    }

    /// The image stretched to `rect` (resizable).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recorder.record {
            let frame = ResolvedModifier.frame(width: try Check.nonNegative(Double(rect.width), "width"),
                                               height: try Check.nonNegative(Double(rect.height), "height"),
                                               alignment: .center)
            let node = try image.image.resizable().resolve(in: try recorder.context.descending(into: "Image"))
            return try placed(.modified(frame, node), at: rect.origin, anchor: UnitPoint(x: 0, y: 0))
        }
    }

    /// The image at its natural size, its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        recorder.record {
            let node = try image.image.resolve(in: try recorder.context.descending(into: "Image"))
            return try placed(.modified(.fixedSize(horizontal: true, vertical: true), node), at: point, anchor: anchor)
        }
    }

    // MARK: Lowering

    private func checked(_ path: Path) throws -> VectorPath {
        guard case .framePath(let storage) = try path.derivedKind() else { return path.storage }
        return storage
    }

    private func textNode(_ text: ResolvedText) throws -> ResolvedNode {
        var context = try recorder.context.descending(into: "Text")
        if let shading = text.shading {
            let paint = try resolvedPaint(shading, fading: false)
            context = context.withEnvironment { $0.foregroundStyle = AnyShapeStyle(ResolvedPaintStyle(paint: paint)) }
        }
        return try text.text.resolve(in: context)
    }

    /// A shading as a paint in the canvas's frame: gradient points become unit points of the canvas
    /// size the closure was given, radii and angles follow the transform (exact for translations,
    /// rotations and uniform scales), and the context's opacity fades it.
    func resolvedPaint(_ shading: Shading, fading: Bool = true) throws -> ResolvedPaint {
        let w = max(Double(recorder.size.width), 1e-9), h = max(Double(recorder.size.height), 1e-9)
        func unit(_ p: CGPoint, _ name: String) throws -> ResolvedUnitPoint {
            let q = userToCanvas.apply(Point(x: try Check.finite(Double(p.x), name), y: try Check.finite(Double(p.y), name)))
            return ResolvedUnitPoint(x: q.x / w, y: q.y / h)
        }
        let env = environment
        let paint: ResolvedPaint
        switch shading.kind {
        case .foreground: paint = try env.foregroundPaint()
        case .style(let style): paint = try style.resolvePaint(in: env)
        case .linear(let gradient, let start, let end):
            paint = .linearGradient(stops: try gradient.resolvedStops(in: env), start: try unit(start, "startPoint"),
                                    end: try unit(end, "endPoint"))
        case .radial(let gradient, let center, let r0, let r1):
            let s = userToCanvas.meanScale
            paint = .radialGradient(stops: try gradient.resolvedStops(in: env), center: try unit(center, "center"),
                                    startRadius: try Check.nonNegative(Double(r0), "startRadius") * s,
                                    endRadius: try Check.nonNegative(Double(r1), "endRadius") * s)
        case .conic(let gradient, let center, let angle):
            let turn = atan2(userToCanvas.b, userToCanvas.a) * 180 / .pi
            let start = try Check.finite(angle.degrees, "angle") + turn
            paint = .angularGradient(stops: try gradient.resolvedStops(in: env), center: try unit(center, "center"),
                                     startAngle: start, endAngle: start + 360)
        }
        return fading ? paint.multiplyingOpacity(min(max(opacity.isFinite ? opacity : 1, 0), 1)) : paint
    }

    /// `node` wrapped in the context's clips, innermost last (each clip is a path in the canvas).
    private func clipped(_ node: ResolvedNode) -> ResolvedNode {
        clips.reversed().reduce(node) { .modified(.clip(.framePath($1.path), evenOdd: $1.evenOdd), $0) }
    }

    /// A sized node placed with its `anchor` at `point` (user space): a zero-size frame aligned by the
    /// anchor (rounded to leading/center/trailing, top/center/bottom), turned and scaled by the
    /// transform's rotation and scale about that point, and offset to it.
    private func placed(_ node: ResolvedNode, at point: CGPoint, anchor: UnitPoint) throws -> ResolvedNode {
        let p = userToCanvas.apply(Point(x: try Check.finite(Double(point.x), "x"), y: try Check.finite(Double(point.y), "y")))
        func third(_ v: CGFloat) -> Int { v < 1.0 / 3 ? 0 : (v > 2.0 / 3 ? 2 : 1) }
        let horizontal: [HorizontalAlignmentValue] = [.leading, .center, .trailing]
        let vertical: [VerticalAlignmentValue] = [.top, .center, .bottom]
        // A zero frame aligned *by the child's* anchor puts that anchor at the frame: the child's
        // trailing edge at the point for anchor x = 1.
        let alignment = ResolvedAlignment(horizontal: horizontal[third(anchor.x)], vertical: vertical[third(anchor.y)])
        var placed = ResolvedNode.modified(.frame(width: 0, height: 0, alignment: alignment), node)
        let t = userToCanvas, center = ResolvedUnitPoint(x: 0.5, y: 0.5)
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let sy = sx > 0 ? (t.a * t.d - t.b * t.c) / sx : 0
        if sx != 1 || sy != 1 { placed = .modified(.scale(x: sx, y: sy, anchor: center), placed) }
        let degrees = atan2(t.b, t.a) * 180 / .pi
        if degrees != 0 { placed = .modified(.rotation(degrees: degrees, anchor: center), placed) }
        if opacity < 1 { placed = .modified(.opacity(max(0, opacity)), placed) }
        return clipped(.modified(.offset(x: p.x, y: p.y), placed))
    }

    // MARK: Shading

    /// How a path or text is painted (SwiftUI's `GraphicsContext.Shading`). Gradient geometry is in
    /// the canvas's user space at the time of drawing.
    public struct Shading {
        enum Kind {
            case foreground
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }
        let kind: Kind

        public static var foreground: Shading { Shading(kind: .foreground) }
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius))
        }
        /// A full turn from `angle` (clockwise from +x) around `center`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle()) -> Shading {
            Shading(kind: .conic(gradient, center, angle))
        }
    }
}

extension Transform {
    /// √|det|: how much lengths grow on average (for stroke widths and radii).
    var meanScale: Double { abs(a * d - b * c).squareRoot() }
}

/// A paint already resolved, used as a foreground style (canvas text with a shading).
struct ResolvedPaintStyle: ShapeStyle, PaintResolvable {
    let paint: ResolvedPaint
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint { paint }
}
