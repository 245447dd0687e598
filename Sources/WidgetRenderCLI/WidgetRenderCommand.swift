import ArgumentParser
import Foundation
import WidgetRender

@main
struct WidgetRenderCommand: ParsableCommand {
    /// A file-size limit (`ulimit -f`) would kill the process with SIGXFSZ mid-write; ignored, the
    /// write fails with EFBIG instead, which `AtomicFile` reports and cleans up after.
    static func main() {
        signal(SIGXFSZ, SIG_IGN)
        main(nil)
    }

    static let configuration = CommandConfiguration(
        commandName: "widget-render",
        abstract: "Render WidgetKit-style widgets to PNG on Linux.",
        version: widgetRenderVersion,
        subcommands: [DemoCommand.self, RenderCommand.self, SheetCommand.self, ActivitiesCommand.self, CheckCommand.self, ReportCommand.self,
                      PreviewCommand.self, PreviewsCommand.self, LayoutCommand.self, ThemesCommand.self,
                      FamiliesCommand.self, DevicesCommand.self, SymbolsCommand.self, AssetSymbolsCommand.self,
                      SchemaCommand.self]
    )
}

struct FamiliesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "families", abstract: "List the widget families and the Live Activity and control presentations.")
    func run() {
        for family in WidgetFamily.allCases {
            let devices = Device.all.filter { $0.sizes[family] != nil }.map(\.id)
            print(family.description.padding(toLength: 26, withPad: " ", startingAt: 0) + devices.joined(separator: ", "))
        }
        // Live Activity and control presentations (docs/platform.md §8), with the devices that show each.
        for presentation in ActivityPresentation.allCases {
            let devices = Device.all.filter { ActivityPresentation.offered(on: $0).contains(presentation) }.map(\.id)
            print(("activity." + presentation.rawValue).padding(toLength: 36, withPad: " ", startingAt: 0)
                + devices.joined(separator: ", "))
        }
        for presentation in ControlPresentation.allCases {
            let devices = Device.all.filter { ControlPresentation.offered(on: $0).contains(presentation) }.map(\.id)
            print(("control." + presentation.rawValue).padding(toLength: 36, withPad: " ", startingAt: 0)
                + devices.joined(separator: ", "))
        }
    }
}

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device presets.")
    func run() {
        for device in Device.all {
            let sizes = device.families.map { family -> String in
                let size = device.sizes[family]!
                return "\(family.description) \(format(size.width))×\(format(size.height))"
            }
            print("\(device.id) (\(device.displayName), @\(format(device.scale))x): \(sizes.joined(separator: ", "))")
            print("    source: \(device.source)")
            let activities = ActivityPresentation.offered(on: device), controls = ControlPresentation.offered(on: device)
            if !activities.isEmpty { print("    Live Activities: " + activities.map(\.rawValue).joined(separator: ", ")) }
            if !controls.isEmpty { print("    controls: " + controls.map(\.rawValue).joined(separator: ", ")) }
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
