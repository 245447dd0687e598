import ArgumentParser
import Foundation
import WidgetRender

// widget-render: the command-line front end. Every subcommand reports failures as one line on
// stderr and exits non-zero (see `CLIError`).
//
// Glossary
// - Subject: one widget to draw, from a spec or the bundled showcase (`RenderSubject`).
// - Job: one subject × family × device × theme, with its output path (`RenderJob`); a batch is the
//   expanded matrix, rendered in parallel by `BatchRenderer`, optionally one shard of it.
// - Manifest: `manifest.json` beside the PNGs, each file with its SHA-256 (`Manifest`).
// - Contact sheet: a labelled grid of renders for review (`ContactSheet`, `SheetBuilder`).
// - Check: a golden comparison run over a spec or suite, with a review report (`CheckCommand`).

@main
struct WidgetRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widget-render",
        abstract: "Render WidgetKit-style widgets to PNG on Linux.",
        version: widgetRenderVersion,
        subcommands: [DemoCommand.self, RenderCommand.self, SheetCommand.self, CheckCommand.self, LayoutCommand.self, ThemesCommand.self,
                      FamiliesCommand.self, DevicesCommand.self, SymbolsCommand.self, AssetSymbolsCommand.self, SchemaCommand.self]
    )
}

struct FamiliesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "families", abstract: "List the widget families.")
    func run() {
        for family in WidgetFamily.allCases {
            let devices = Device.all.filter { $0.sizes[family] != nil }.map(\.id)
            print(family.rawValue.padding(toLength: 26, withPad: " ", startingAt: 0) + devices.joined(separator: ", "))
        }
    }
}

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the device presets.")
    func run() {
        for device in Device.all {
            let sizes = device.families.map { family -> String in
                let size = device.sizes[family]!
                return "\(family.rawValue) \(format(size.width))×\(format(size.height))"
            }
            print("\(device.id) (\(device.displayName), @\(format(device.scale))x): \(sizes.joined(separator: ", "))")
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
