import Foundation
import WidgetSnapshot
import WidgetRender

/// What one `assertWidgetPreviewSnapshots` call asked the preview images for, by name: written
/// beside them (`call.json`) so the live preview can draw the same images again from a widget module
/// it rebuilt alone, without running the tests (`LivePreviewReload`, docs/preview.md *Fast reload*).
///
/// Invariant: `themes` and `devices` name built-in ones that parse back to the call's values; a call
/// with a theme or device of its own, or its own renderer, has `notReplayable` set instead, and the
/// live preview then always runs the tests.
struct PreviewCall: Codable, Equatable {
    static let fileName = "call.json"

    var themes: [String]
    var devices: [String]?
    /// `renderDate` as `Date` stores it (seconds since 2001: exact, where a 1970 offset could round).
    var renderDate: Double
    /// Why the call cannot be drawn again from names; nil when it can.
    var notReplayable: String?
    /// The previews the call was given (`key(of:)`), and every preview the target had when the
    /// live preview last listed them: a reload draws the call's previews and those added since,
    /// never those the call left out. Nil `known`: only the call's.
    var previews: [String]?
    var known: [String]?

    /// A preview's name across builds: its file and title (titles do not move with lines).
    static func key(of preview: WidgetPreview) -> String { "\(preview.fileID ?? "")|\(preview.title)" }

    /// Whether a reload draws `preview`.
    func draws(_ preview: WidgetPreview) -> Bool {
        guard let previews else { return true }
        let key = Self.key(of: preview)
        return previews.contains(key) || known.map { !$0.contains(key) } == true
    }

    init(previews: [WidgetPreview], themes: [Theme], devices: [Device]?, renderDate: Date, ownRenderer: Bool) {
        self.previews = previews.map(Self.key)
        self.themes = themes.map(\.name)
        self.devices = devices?.map(\.id)
        self.renderDate = renderDate.timeIntervalSinceReferenceDate
        if ownRenderer {
            notReplayable = "the call passes its own renderer"
        } else if let theme = themes.first(where: { (try? Theme(named: $0.name)) != $0 }) {
            notReplayable = "theme \(theme.name) is not a built-in one"
        } else if let device = devices?.first(where: { (try? Device(named: $0.id)) != $0 }) {
            notReplayable = "device \(device.id) is not a built-in one"
        }
    }

    /// The call's themes, devices and render date; throws when it cannot be replayed.
    func resolved() throws -> (themes: [Theme], devices: [Device]?, renderDate: Date) {
        if let notReplayable { throw LivePreviewReload.Failure("the preview test cannot be replayed: \(notReplayable)") }
        return (try themes.map { try Theme(named: $0) }, try devices?.map { try Device(named: $0) },
                Date(timeIntervalSinceReferenceDate: renderDate))
    }
}

/// The preview images of one call, as the live preview's controls ask (`PreviewControls`, read only
/// in preview mode): they override the call's themes and devices and add tint, wallpaper, text size,
/// locale, direction and OS release. `made` are the call's own snapshots; previews that cannot be
/// made are left out (the caller reports them). The call goes beside the images.
func writeRequestedPreviewImages(_ previews: [WidgetPreview], made: [PreviewSnapshots],
                                 activities: [ActivityPreviewSnapshots], themes: [Theme], devices: [Device]?,
                                 renderDate: Date, targetRenderer: WidgetRenderer, renderer: SnapshotRenderer?,
                                 module: String?, to directory: URL) throws {
    let widgetPreviews = previews.filter { $0.kind != .activity && $0.kind != .control }
    let controls = try PreviewControls.current()
    let drawnThemes = controls?.themes(replacing: themes) ?? themes
    let drawnDevices = controls?.devices ?? devices
    var drawn = made
    if let controls {
        drawn = controls.applyingAxes(to: try PreviewSnapshots.makeEach(widgetPreviews, themes: drawnThemes, devices: drawnDevices,
                                                                        renderDate: renderDate, renderer: targetRenderer)
            .compactMap { try? $0.get() }.filter { $0.skipReason == nil })
    }
    try writePreviewImages(drawn, activities: activities, controls: previews.filter { $0.kind == .control }, to: directory,
                           themes: drawnThemes, devices: drawnDevices, renderer: renderer ?? .standard(targetRenderer),
                           controlRenderer: targetRenderer, module: module)
    let call = PreviewCall(previews: previews, themes: themes, devices: devices, renderDate: renderDate, ownRenderer: renderer != nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(call).write(to: directory.appendingPathComponent(PreviewCall.fileName), options: .atomic)
}
