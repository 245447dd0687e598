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
    /// Why the preview has no snapshots when no device of its themes' platforms offers its family
    /// (nil when it has them); such a preview is reported, not failed.
    public let skipReason: String?

    /// The golden widget id of snapshot `index`: `<id>` alone for a single snapshot, else `<id>.entry-<n>`.
    public func widgetID(_ index: Int) -> String { snapshots.count == 1 ? id : "\(id).entry-\(index + 1)" }
}

extension PreviewSnapshots {
    /// Makes the snapshots of every preview, naming each uniquely (a repeated title gets "-2", "-3");
    /// throws the first preview's error (`makeEach` makes the others too).
    public static func make(_ previews: [WidgetPreview], themes: [Theme] = Theme.builtIn, devices: [Device]? = nil,
                            renderDate: Date = EnvironmentValues.defaultRenderDate,
                            renderer: WidgetRenderer? = nil) throws -> [PreviewSnapshots] {
        try makeEach(previews, themes: themes, devices: devices, renderDate: renderDate, renderer: renderer).map { try $0.get() }
    }

    /// Each preview's snapshots, or the error that kept it from having any (a provider that throws
    /// or hangs, an entry of the wrong type), in order: one failing preview never stops the others.
    ///
    /// A provider is asked with the size of the family on the first device that draws it for the
    /// themes (our rule: a preview's entries are made once, not per device): `devices`' first that
    /// offers the family, else `Device.default(for:family:)` of the first theme showing it (an iPad
    /// for systemExtraLarge). A family no such device offers is skipped with the reason. The
    /// preview's code runs with `Date()` at `renderDate` (docs/widgetkit.md, *The render clock*).
    public static func makeEach(_ previews: [WidgetPreview], themes: [Theme] = Theme.builtIn, devices: [Device]? = nil,
                                renderDate: Date = EnvironmentValues.defaultRenderDate,
                                renderer: WidgetRenderer? = nil) throws -> [Result<PreviewSnapshots, SnapshotError>] {
        let renderer = try renderer ?? PreviewRenderer.shared.get()
        var environment = EnvironmentValues()
        environment.renderDate = renderDate
        let options = WidgetRenderOptions(environment: environment)
        var names = FolderNames()
        // The previews' code (bodies, providers' entries made into views) runs on the main thread (ViewCodeFirst.swift).
        return MainThread.run { previews.map { preview in
            let family = preview.drawnFamily
            let id = names.next(for: preview)
            let place = "preview \(preview.title) (\(preview.fileID ?? "?"):\(preview.line ?? 0))"
            let showing = themes.filter { $0.families.contains(family) }
            guard let device = showing.lazy.compactMap({ Device.devices(drawing: family, for: $0, among: devices).first }).first else {
                let reason = showing.isEmpty
                    ? "no theme of \(themes.map(\.name).joined(separator: ", ")) shows \(family.description)"
                    : "no device of \(Set(showing.map(\.platform.rawValue)).sorted().joined(separator: ", ")) offers \(family.description)"
                return .success(PreviewSnapshots(preview: preview, id: id, family: family, snapshots: [],
                                                 skipReason: "\(place) skipped: \(reason)"))
            }
            do {
                let snapshots = try renderer.render(.snapshots(of: preview, device: device, themes: showing, options: options))
                return .success(PreviewSnapshots(preview: preview, id: id, family: family, snapshots: snapshots, skipReason: nil))
            } catch {
                return .failure(SnapshotError.render(snapshot: place, problem: "\(error)"))
            }
        } }
    }

    /// Golden and image folder names of a run's previews: the title made a file name, a repeated one
    /// "-2", "-3" (widget, Live Activity and control previews alike).
    struct FolderNames {
        private var used: [String: Int] = [:]

        mutating func next(for preview: WidgetPreview) -> String {
            let base = fileName(preview.title)
            used[base, default: 0] += 1
            return used[base]! == 1 ? base : "\(base)-\(used[base]!)"
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
