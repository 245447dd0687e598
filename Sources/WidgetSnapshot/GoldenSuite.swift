import Foundation
import WidgetRender

/// One widget of a golden suite: its id (a folder name), the families it supports, a view per family.
public struct GoldenWidget: Sendable {
    public let id: String
    public let families: [WidgetFamily]
    public let makeView: @Sendable (WidgetFamily) -> AnyView

    public init(id: String, families: [WidgetFamily], makeView: @escaping @Sendable (WidgetFamily) -> AnyView) {
        self.id = id; self.families = families; self.makeView = makeView
    }
}

/// A named set of goldens: every widget × (family the widget supports) × theme × device, skipping
/// the families a theme or a device does not show.
public struct GoldenSuite: Sendable {
    public var name: String
    public var widgets: [GoldenWidget]
    /// The devices every theme is drawn on; nil (the default): each family of a theme on the device
    /// `Device.default(for:family:)` picks: the platform's default (iphone-11, mac, watch-45mm,
    /// vision-pro) when it offers the family, else the first preset of the platform that does (an
    /// iPad for systemExtraLarge).
    public var devices: [Device]?
    public var themes: [Theme]
    public var comparison: ImageComparison

    public init(name: String, widgets: [GoldenWidget], devices: [Device]? = nil,
                themes: [Theme] = Theme.builtIn, comparison: ImageComparison = .exact) {
        self.name = name; self.widgets = widgets; self.devices = devices; self.themes = themes; self.comparison = comparison
    }

    /// The devices `theme` draws `family` on (`Device.devices(drawing:for:among:)`).
    public func devices(for theme: Theme, family: WidgetFamily) -> [Device] {
        Device.devices(drawing: family, for: theme, among: devices)
    }

    /// Every snapshot of the suite, in a stable order (widgets, families, themes, devices as declared).
    /// Throws when two get one name, as they would write one file.
    func cases() throws -> [GoldenCase] {
        var cases: [GoldenCase] = []
        var names: Set<SnapshotID> = []
        for widget in widgets {
            for family in widget.families {
                for theme in themes where theme.families.contains(family) {
                    for device in devices(for: theme, family: family) {
                        let id = try SnapshotID(suite: name, widget: widget.id, device: device.id,
                                                family: family.description, theme: theme.fileName)
                        guard names.insert(id).inserted else { throw SnapshotError.duplicateName(id.description) }
                        cases.append(GoldenCase(id: id, widget: widget, device: device, family: family, theme: theme))
                    }
                }
            }
        }
        return cases
    }

    /// The names of every snapshot, for listing and for `--only`.
    public func snapshotIDs() throws -> [SnapshotID] { try cases().map(\.id) }
}

struct GoldenCase: Sendable {
    let id: SnapshotID
    let widget: GoldenWidget
    let device: Device
    let family: WidgetFamily
    let theme: Theme
}

/// The results of checking a suite, in the suite's order.
public struct GoldenCheckRun: Sendable {
    public let suite: String
    public let results: [SnapshotResult]
    /// Missing or differing goldens that were not (re)recorded: the run failed when there is any.
    public var failures: [SnapshotResult] { results.filter(\.isFailure) }
    /// Counts by status, for a one-line summary.
    public var summary: String {
        SnapshotResult.Status.allCases.compactMap { status in
            let count = results.filter { $0.status == status }.count
            return count > 0 ? "\(count) \(status.rawValue)" : nil
        }.joined(separator: ", ")
    }
}

/// Renders and checks every snapshot of `suite` (or those `only` selects, see `SnapshotID.matches`)
/// against the goldens below `goldenRoot`. View code runs on the main thread, painting and comparing
/// in parallel (`ViewCodeFirst`); results and files do not
/// depend on the order. Throws for bad input (an unknown record mode, an unreadable golden, a view
/// that cannot render), naming the snapshot.
public func checkGoldens(_ suite: GoldenSuite, goldenRoot: URL, renderer: SnapshotRenderer,
                         recordMode: RecordMode? = nil, only: [String] = [], artifactsDirectory: URL? = nil,
                         environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GoldenCheckRun {
    let check = try SnapshotCheck.resolving(goldenRoot: goldenRoot, comparison: suite.comparison, recordMode: recordMode,
                                            artifactsDirectory: artifactsDirectory, environment: environment)
    let cases = try suite.cases().filter { c in only.isEmpty || only.contains { c.id.matches($0) } }
    let outputs = ViewCodeFirst.map(cases, prepare: { c in
        do {
            return try renderer.prepare(c.widget.makeView(c.family), c.family, c.device, c.theme)
        } catch {
            throw SnapshotError.render(snapshot: c.id.description, problem: "\(error)")
        }
    }, finish: { c, prepared in
        let rendered: RenderedSnapshot
        do { rendered = try prepared.paint() } catch {
            throw SnapshotError.render(snapshot: c.id.description, problem: "\(error)")
        }
        return try check.check(rendered, id: c.id)
    })
    return GoldenCheckRun(suite: suite.name, results: try outputs.map { try $0.get() })
}
