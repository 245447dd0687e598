import Foundation
import WidgetRender

/// A preview's snapshots, made once for a suite: the entries a preview shows do not depend on the
/// theme, so every theme draws the same entries.
public struct PreviewSnapshots: @unchecked Sendable {
    // @unchecked: the snapshots' views are values built once; rendering only reads them.
    public let preview: WidgetPreview
    /// The golden folder name: the preview's title made a file name ("Emoji-small", "EmojiWidget-13").
    public let id: String
    public let family: WidgetFamily
    public let snapshots: [PreviewSnapshot]

    /// The golden widget id of snapshot `index`: `<id>` alone for a single snapshot, else `<id>.entry-<n>`.
    public func widgetID(_ index: Int) -> String { snapshots.count == 1 ? id : "\(id).entry-\(index + 1)" }
}

extension PreviewSnapshots {
    /// Makes the snapshots of every preview, naming each uniquely (a repeated title gets "-2", "-3").
    /// A provider is asked with the size of the family on the device of the first theme that shows it
    /// (our rule: a preview's entries are made once, not per device).
    public static func make(_ previews: [WidgetPreview], themes: [Theme] = Theme.builtIn,
                            devices: [Device]? = nil, renderer: WidgetRenderer? = nil) throws -> [PreviewSnapshots] {
        let renderer = try renderer ?? PreviewRenderer.shared.get()
        var used: [String: Int] = [:]
        return try previews.map { preview in
            let family = preview.drawnFamily
            let base = fileName(preview.title)
            used[base, default: 0] += 1
            let id = used[base]! == 1 ? base : "\(base)-\(used[base]!)"
            let device = devices?.first { $0.sizes[family] != nil }
                ?? themes.first { $0.families.contains(family) }.map { Device.default(for: $0.platform) } ?? Device.iPhone
            do {
                let snapshots = try renderer.snapshots(of: preview, device: device,
                                                       themes: themes.filter { $0.families.contains(family) })
                return PreviewSnapshots(preview: preview, id: id, family: family, snapshots: snapshots)
            } catch {
                throw SnapshotError.render(snapshot: "preview \(preview.title) (\(preview.fileID ?? "?"):\(preview.line ?? 0))",
                                           problem: "\(error)")
            }
        }
    }

    /// "Emoji · small" → "Emoji-small": ASCII letters, digits, '-', '_' and '.', runs of others one '-'.
    static func fileName(_ title: String) -> String {
        var out = ""
        for character in title {
            if character.isASCII && (character.isLetter || character.isNumber || "_.".contains(character)) {
                out.append(character)
            } else if !out.hasSuffix("-") {
                out.append("-")
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        while out.hasPrefix("-") || out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "preview" : out
    }
}

/// The renderer that builds preview snapshots when none is given (its font catalog is loaded once).
private enum PreviewRenderer {
    static let shared = Result { try WidgetRenderer() }
}

extension GoldenSuite {
    /// Every preview as goldens: each snapshot (entry) of each preview in its family, × every theme
    /// that shows the family, on each theme's default device (or `devices`).
    /// Files: `Golden/<suite>/<preview>[.entry-<n>]/<device>/<family>__<theme>.png`.
    public init(name: String, previews: [PreviewSnapshots], devices: [Device]? = nil,
                themes: [Theme] = Theme.builtIn, comparison: ImageComparison = .exact) {
        var widgets: [GoldenWidget] = []
        for preview in previews {
            for (index, snapshot) in preview.snapshots.enumerated() {
                let view = snapshot.view
                widgets.append(GoldenWidget(id: preview.widgetID(index), families: [preview.family]) { _ in view })
            }
        }
        self.init(name: name, widgets: widgets, devices: devices, themes: themes, comparison: comparison)
    }
}
