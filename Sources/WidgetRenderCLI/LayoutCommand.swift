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

    @OptionGroup var safety: SafetyOptions

    func run() throws {
        try CLIError.reporting {
            let subject = try spec.map { try Self.subject(named: widget, in: $0, safety: safety) }
                ?? RenderSubject.showcase().first { $0.name == widget }
            guard let subject else { throw CLIError("unknown showcase widget '\(widget)'; valid widgets: "
                                                    + Showcase.all.map(\.id).joined(separator: ", ")) }
            let family = try WidgetFamily.parse(family)
            var environment = subject.environment()
            let device = try Device(named: self.device)
            let list: DisplayList
            if let theme {
                list = try subject.renderer.layout(subject.makeView(family), family: family, device: device,
                                                   theme: try Theme(named: theme), environment: environment).list
            } else {
                guard let mode = WidgetRenderingMode(rawValue: self.mode) else {
                    throw CLIError("unknown rendering mode '\(self.mode)'; valid modes: "
                                   + WidgetRenderingMode.allCases.map(\.rawValue).joined(separator: ", "))
                }
                environment.widgetRenderingMode = mode
                list = try subject.renderer.layout(subject.makeView(family), family: family, device: device,
                                                   environment: environment)
            }
            FileHandle.standardOutput.write(try list.jsonData())
            print()
        }
    }

    private static func subject(named name: String, in path: String, safety: SafetyOptions) throws -> RenderSubject {
        let subjects = try RenderSubject.load(specPaths: [path], limits: safety.limits, readRoots: safety.readRoots)
        if let exact = subjects.first(where: { $0.name == name }) { return exact }
        if let first = subjects.first(where: { $0.name.hasPrefix(name + ".") }) { return first }
        throw CLIError("\(path): no widget named '\(name)'; widgets: " + subjects.map(\.name).joined(separator: ", "))
    }
}
