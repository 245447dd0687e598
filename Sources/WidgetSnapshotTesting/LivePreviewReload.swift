import Foundation
import WidgetSnapshot
import WidgetRender

/// The live preview's fast reload (docs/preview.md, *Fast reload*): `widget-render preview --package`
/// compiles the widget target alone into a shared library, with an entry point that calls `run`, and
/// loads it into a render host linked once from the package's own build of everything else. `run`
/// draws the previews as the last preview test's call asked (`PreviewCall`, its `call.json`) and as
/// the page's controls ask, into `WIDGET_RENDER_PREVIEWS_OUT`, without running any test or checking
/// any golden. Not for direct use: its shape follows the CLI of the same version.
@_spi(LivePreview)
public enum LivePreviewReload {
    /// The symbols of the entry points the CLI compiles into the reloaded module (bump the suffix
    /// when a signature changes): drawing, and listing the module's previews.
    public static let entrySymbol = "widget_render_live_preview_v1"
    public static let listSymbol = "widget_render_live_preview_list_v1"

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Draws `previews` for the package in `packageRoot` as the call in `callFile` asked. Returns 0,
    /// or 1 after one line on standard error; a preview that cannot be made is a line on standard
    /// error too, and the others are drawn.
    public static func run(_ previews: [WidgetPreview], packageRoot: String, callFile: String) -> Int32 {
        do {
            let call: PreviewCall
            do { call = try JSONDecoder().decode(PreviewCall.self, from: Data(contentsOf: URL(fileURLWithPath: callFile))) } catch {
                throw Failure("\(callFile): not a preview call (\(error))")
            }
            let (themes, devices, renderDate) = try call.resolved()
            let previews = previews.filter(call.draws)
            guard let out = ProcessInfo.processInfo.environment["WIDGET_RENDER_PREVIEWS_OUT"], !out.isEmpty else {
                throw Failure("WIDGET_RENDER_PREVIEWS_OUT is not set")
            }
            let module = previews.lazy.compactMap(\.fileID).first?.split(separator: "/").first.map(String.init)
            let target = try TargetResources.resources(module: module, packageRoot: URL(fileURLWithPath: packageRoot, isDirectory: true))
            target.problems.forEach(report)
            var made: [PreviewSnapshots] = []
            for outcome in try PreviewSnapshots.makeEach(previews.filter { $0.kind != .activity && $0.kind != .control },
                                                         themes: themes, devices: devices, renderDate: renderDate,
                                                         renderer: target.renderer) {
                switch outcome {
                case .success(let snapshots):
                    if let skipped = snapshots.skipReason { report(skipped) } else { made.append(snapshots) }
                case .failure(let error): report("\(error)")
                }
            }
            try writeRequestedPreviewImages(previews, made: made, activities: try ActivityPreviewSnapshots.make(previews),
                                            themes: themes, devices: devices, renderDate: renderDate,
                                            targetRenderer: target.renderer, renderer: nil, module: module,
                                            to: URL(fileURLWithPath: out, isDirectory: true))
            return 0
        } catch {
            report("\(error)")
            return 1
        }
    }

    /// Writes the keys of `previews` (`PreviewCall.key(of:)`) to `file` as a JSON list: the
    /// previews the target has, so later reloads can tell a new preview from one the test left out.
    /// Returns 0, or 1 after one line on standard error.
    public static func list(_ previews: [WidgetPreview], to file: String) -> Int32 {
        do {
            try JSONEncoder().encode(previews.map(PreviewCall.key)).write(to: URL(fileURLWithPath: file), options: .atomic)
            return 0
        } catch {
            report("\(file): \(error)")
            return 1
        }
    }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data("widget-render: \(line)\n".utf8))
    }
}
