import ArgumentParser
import Foundation
import WidgetRender
import WidgetShowcase

/// Prints a widget's display list as stable JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a widget's display list (absolute frames, groups, treatments) as JSON."
    )

    @Option(help: "The showcase widget to lay out (\(Showcase.all.map(\.id).joined(separator: ", "))).")
    var widget: String

    @Option(help: "The widget family, e.g. systemSmall.")
    var family: String = "systemSmall"

    @Option(help: "The device preset (see `widget-render devices`).")
    var device: String = Device.iPhone.id

    @Option(help: "The rendering mode: fullColor, accented or vibrant.")
    var mode: String = "fullColor"

    func run() throws {
        try CLIError.reporting {
            let example = try Showcase.widget(named: widget)
            let family = try WidgetFamily.parse(family)
            guard let mode = WidgetRenderingMode(rawValue: self.mode) else {
                throw CLIError("unknown rendering mode '\(self.mode)'; valid modes: "
                               + WidgetRenderingMode.allCases.map(\.rawValue).joined(separator: ", "))
            }
            var environment = EnvironmentValues()
            environment.widgetRenderingMode = mode
            let list = try WidgetRenderer().layout(example.makeView(family), family: family,
                                                   device: try Device(named: device), environment: environment)
            FileHandle.standardOutput.write(try list.jsonData())
            print()
        }
    }
}
