import ArgumentParser
import Foundation
import WidgetRender
import WidgetSnapshot

// `render --size WxH|fit --scale N`: each widget's view on its own, with no widget, device or
// theme around it, at a size in points, as `assertViewSnapshot` draws it and in the same files:
// `OUT/<widget>[__<axes>]/<size name>/view__<scheme>.png` (`390x220-3x`, `fit-3x`).

/// What a batch renders: the file it writes, the picture, and the manifest's columns for it.
protocol BatchJob: Sendable {
    var subject: RenderSubject { get }
    var relativePath: String { get }
    /// The manifest's device, family and theme columns, and the pixels per point.
    var manifestPlace: (device: String, family: String, theme: String, scale: Double) { get }
    func render() throws -> Pixmap
}

extension RenderJob: BatchJob {
    var manifestPlace: (device: String, family: String, theme: String, scale: Double) {
        (device.id, family.description, theme.name, device.scale)
    }

    func render() throws -> Pixmap { try subject.render(family: family, device: device, theme: theme, axes: axes) }
}

/// One widget's view on its own at a size and scale, in a color scheme and axes.
struct ViewJob: BatchJob {
    let subject: RenderSubject
    let size: ViewSize
    let scale: Double
    let colorScheme: ColorScheme
    let axes: EnvironmentAxes
    let relativePath: String

    init(subject: RenderSubject, size: ViewSize, scale: Double, colorScheme: ColorScheme, axes: EnvironmentAxes) {
        self.subject = subject; self.size = size; self.scale = scale; self.colorScheme = colorScheme; self.axes = axes
        relativePath = "\(axes.suffixing(subject.name))/\(ViewGolden.sizeName(size, scale: scale))/view__\(colorScheme.rawValue).png"
    }

    var manifestPlace: (device: String, family: String, theme: String, scale: Double) {
        (ViewGolden.sizeName(size, scale: scale), "view", colorScheme.rawValue, scale)
    }

    func render() throws -> Pixmap {
        var environment = subject.environment()
        environment.colorScheme = colorScheme
        // A spec's view is the same in every family; a showcase widget's is drawn as for its first.
        let family = subject.families.first ?? .systemSmall
        return try subject.renderer.render(.view(subject.view(family, axes), size: size, scale: scale, environment: environment))
    }
}

/// `--size`, `--scale` and `--color-scheme` of `render`.
struct ViewSizeOptions: ParsableArguments {
    @Option(help: "Render each widget's view on its own (no widget, device or theme) at WxH points, e.g. 390x220, or 'fit' for the size it chooses.")
    var size: String?

    @Option(help: "Pixels per point with --size (default: 3).")
    var scale: Double = 3

    @Option(name: .customLong("color-scheme"), help: "Color schemes with --size, comma-separated: light, dark (default: light).")
    var colorSchemes: String = "light"

    /// The view jobs asked for, or nil without `--size`. Views have no family, device or theme, so
    /// those options are refused with it rather than ignored.
    func jobs(for subjects: [RenderSubject], matrix: MatrixOptions) throws -> [ViewJob]? {
        guard let size else { return nil }
        guard matrix.themes.isEmpty, matrix.families.isEmpty, matrix.device == nil else {
            throw CLIError("--size renders views on their own: --theme, --family and --device do not apply (use --color-scheme)")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw CLIError("--scale \(scale) must be more than 0 and at most 8") }
        let viewSize = try Self.parse(size)
        let schemes = try MatrixOptions.once(colorSchemes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                                             option: "--color-scheme").map { name -> ColorScheme in
            switch name {
            case "light": return .light
            case "dark": return .dark
            default: throw CLIError("--color-scheme: unknown scheme '\(RenderLimits.excerpt(name))'; valid: light, dark")
            }
        }
        let axes = try matrix.environmentAxes.axes()
        var jobs: [ViewJob] = []
        for subject in subjects {
            for setting in subject.axes(overriddenBy: axes) {
                for scheme in schemes {
                    jobs.append(ViewJob(subject: subject, size: viewSize, scale: scale, colorScheme: scheme, axes: setting))
                }
            }
        }
        return jobs.sorted { $0.relativePath < $1.relativePath }
    }

    /// `390x220` (points, each more than 0 and at most 10,000) or `fit`.
    static func parse(_ text: String) throws -> ViewSize {
        if text == "fit" { return .sizeThatFits }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width > 0, height > 0, width <= 10_000, height <= 10_000 else {
            throw CLIError("--size '\(RenderLimits.excerpt(text))' must be WxH in points (each more than 0 and at most 10000), e.g. 390x220, or 'fit'")
        }
        return .fixed(width: CGFloat(width), height: CGFloat(height))
    }
}
