import ArgumentParser
import Foundation
import WidgetRender
import WidgetShowcase

/// Prints a widget's display list as stable JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a widget's display list (absolute frames, groups, treatments) as JSON.",
        discussion: "With a SPEC, --widget names one of its widgets (name.entry for one entry of several); "
            + "without, a showcase widget (\(Showcase.all.map(\.id).joined(separator: ", ")))."
    )

    @Argument(help: "A spec file; omit it to lay out a showcase widget.")
    var spec: String?

    @Option(help: "The widget to lay out.")
    var widget: String

    @Option(help: "The widget family, e.g. systemSmall.")
    var family: String = "systemSmall"

    @Option(help: "The device preset (see `widget-render devices`).")
    var device: String = Device.iPhone.id

    @Option(help: "A theme (see `widget-render themes`): the display list after the theme is applied.")
    var theme: String?

    @Option(help: "The rendering mode: fullColor, accented or vibrant (ignored with --theme).")
    var mode: String = "fullColor"

    @Option(name: .customLong("color-scheme"),
            help: "light or dark: the color scheme of the layout (ignored with --theme, whose own scheme applies).")
    var colorScheme: String?

    /// `--dynamic-type`, `--locale`, `--rtl`, `--bold-text`: one value each (a layout is one render).
    @OptionGroup var environmentAxes: AxesOptions

    @OptionGroup var safety: SafetyOptions

    @Option(name: .customLong("apple-fonts"), help: RunOptions.appleFontsHelp)
    var appleFonts: String?

    func run() throws {
        try CLIError.reporting {
            FileHandle.standardOutput.write(try displayList().jsonData())
            print()
        }
    }

    /// The display list the options ask for (what `run` prints).
    func displayList() throws -> DisplayList {
        let run = RunOptions(appleFonts: appleFonts.map { URL(fileURLWithPath: $0) })
        let subject = try spec.map { try Self.subject(named: widget, in: $0, safety: safety, run: run) }
            ?? RenderSubject.showcase(run: run).first { $0.name == widget }
        guard let subject else { throw CLIError("unknown showcase widget '\(widget)'; valid widgets: "
                                                + Showcase.all.map(\.id).joined(separator: ", ")) }
        let family = try WidgetFamily.parse(family)
        var environment = subject.environment()
        let device = try Device(named: self.device)
        let axes = try oneAxes()
        let view = subject.view(family, axes)
        let list: DisplayList
        if let theme {
            list = try subject.renderer.render(.layout(view, family: family, device: device,
                                               theme: try Theme(named: theme), environment: environment)).list
        } else {
            guard let mode = WidgetRenderingMode(rawValue: self.mode) else {
                throw CLIError("unknown rendering mode '\(self.mode)'; valid modes: "
                               + WidgetRenderingMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            environment.widgetRenderingMode = mode
            if let colorScheme {
                guard let scheme = ColorScheme(rawValue: colorScheme) else {
                    throw CLIError("unknown color scheme '\(colorScheme)'; valid schemes: "
                                   + ColorScheme.allCases.map(\.rawValue).joined(separator: ", "))
                }
                environment.colorScheme = scheme
            }
            list = try subject.renderer.render(.layout(view, family: family, device: device,
                                               environment: environment))
        }
        return list
    }

    /// The one combination the axis options name (the defaults without any): a display list is one
    /// render, so a list of values is an error rather than a silent pick.
    private func oneAxes() throws -> EnvironmentAxes {
        guard let all = try environmentAxes.axes() else { return .default }
        guard all.count == 1 else {
            throw CLIError("layout takes one value per axis option; these name \(all.count) combinations: "
                           + all.map(\.description).joined(separator: ", "))
        }
        return all[0]
    }

    private static func subject(named name: String, in path: String, safety: SafetyOptions, run: RunOptions) throws -> RenderSubject {
        let subjects = try RenderSubject.load(specPaths: [path], limits: safety.limits, readRoots: safety.readRoots, run: run)
        if let exact = subjects.first(where: { $0.name == name }) { return exact }
        if let first = subjects.first(where: { $0.name.hasPrefix(name + ".") }) { return first }
        throw CLIError("\(path): no widget named '\(name)'; widgets: " + subjects.map(\.name).joined(separator: ", "))
    }
}
