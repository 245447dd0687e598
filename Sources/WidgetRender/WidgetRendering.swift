import Foundation
import WidgetViews
import WidgetKitLayer
import WidgetGeometry
import WidgetResolved
import WidgetAppearance

// Whole-widget rendering: run a widget's configuration (its provider, under a time budget) and
// render its content closure for each entry, with the entry's date as the render's "now".

/// Options of a whole-widget render.
public struct WidgetRenderOptions: Sendable {
    /// Seconds one provider call may take before the render fails naming the widget and family.
    public var providerBudget: TimeInterval
    /// The environment every entry's view starts from (locale, time zone …); the entry's date
    /// replaces its `renderDate`.
    public var environment: EnvironmentValues

    public init(providerBudget: TimeInterval = 10, environment: EnvironmentValues = EnvironmentValues()) {
        self.providerBudget = providerBudget; self.environment = environment
    }
}

extension WidgetRenderer {
    /// The pixels of one entry of `widget` (by default the first timeline entry: what the widget
    /// shows when it is added) in `family` on `device`, as `theme` shows it (nil: plain full color).
    /// Throws a `WidgetRunError` when the widget does not support `family`, or its provider throws,
    /// hangs past the budget or returns no entries.
    func render<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                           theme: Theme? = nil, entry: WidgetEntrySelection = .timelineEntry(0),
                           options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Pixmap {
        let result = try renderWidget(widget, family: family, device: device, theme: theme, entries: entry, options: options)
        return result.entries[0].pixmap
    }

    /// One pixmap per entry of `widget`'s timeline (`entries: .timeline`, the default) or of another
    /// selection, with the timeline's policy and the warnings collected.
    func renderTimeline<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall, device: Device = .iPhone,
                                   theme: Theme? = nil, entries: WidgetEntrySelection = .timeline,
                                   options: WidgetRenderOptions = WidgetRenderOptions()) throws -> WidgetRenderResult {
        try renderWidget(widget, family: family, device: device, theme: theme, entries: entries, options: options)
    }

    /// The workhorse of the whole-widget renders: provider run once, each entry drawn.
    func renderWidget<W: Widget>(_ widget: W, family: WidgetFamily, device: Device, theme: Theme?,
                                 entries selection: WidgetEntrySelection, options: WidgetRenderOptions) throws -> WidgetRenderResult {
        let configured = try widget.configured()
        let run = try timelineViews(configured, family: family, device: device,
                                    themes: theme.map { [$0] } ?? [], selection: selection, options: options)
        return try renderEntries(run, of: configured, family: family, device: device, theme: theme,
                                 selection: selection, options: options)
    }

    /// The entries of one provider run drawn as `theme` shows them (nil: plain full color), each
    /// resolved once: the tree that is drawn is the one its warnings and container background are
    /// read from.
    func renderEntries(_ run: TimelineViews, of configured: ConfiguredWidget, family: WidgetFamily, device: Device,
                       theme: Theme?, selection: WidgetEntrySelection, options: WidgetRenderOptions) throws -> WidgetRenderResult {
        let shownTheme = try theme?.textured(for: configured.traits).shown(in: family, environment: options.environment)
        var warnings = EntryWarnings()
        let rendered = try run.entries.map { entry -> RenderedWidgetEntry in
            let tree = try resolution(drawnView(entry, of: configured, family: family, selection: selection),
                                      family: family, device: device, theme: shownTheme, environment: options.environment)
            warnings.add(tree.widget.warnings)
            let shown = try themedList(tree, family: family, device: device, theme: shownTheme)
            let pixmap = try paint(shown.list, images: shown.images, scale: device.scale, what: "widget")
            return RenderedWidgetEntry(index: entry.index, date: entry.date, relevance: entry.relevance, pixmap: pixmap)
        }
        return WidgetRenderResult(kind: configured.traits.kind, widgetType: configured.widgetType,
                                  displayName: configured.traits.displayName, family: family, device: device, theme: theme,
                                  selection: selection.name, entries: rendered, policy: run.policy, warnings: warnings.lines)
    }
}

/// One entry ready to render: the final view (content, flags, render date, placeholder redaction,
/// or the missing-background message) and what is shown about the entry.
package struct WidgetEntryView {
    package let index: Int
    package let date: Date
    package let relevance: TimelineEntryRelevance?
    package let view: AnyView
}

package struct WidgetEntryViews {
    package let entries: [WidgetEntryView]
    package let policy: TimelineReloadPolicy?
}

extension WidgetRenderer {
    /// Runs `configured`'s provider for `family` (once; `themes` only fill the context's environment
    /// variants) and builds the view of each selected entry, as the whole-widget renders draw it.
    /// Package API: the golden assertion and previews draw these views through their own requests;
    /// the missing-background check happens when each is resolved (`ContainerBackgroundRequirement`).
    package func entryViews(_ configured: ConfiguredWidget, family: WidgetFamily, device: Device, themes: [Theme],
                            selection: WidgetEntrySelection, options: WidgetRenderOptions) throws -> WidgetEntryViews {
        let run = try timelineViews(configured, family: family, device: device, themes: themes,
                                    selection: selection, options: options)
        let entries = run.entries.map { entry in
            WidgetEntryView(index: entry.index, date: entry.date, relevance: entry.relevance,
                            view: drawnView(entry, of: configured, family: family, selection: selection))
        }
        return WidgetEntryViews(entries: entries, policy: run.policy)
    }

    /// The entry's view as it is drawn: the system's message in place of content without a container
    /// background, redacted for a placeholder, and with the entry's date as the render's "now".
    private func drawnView(_ entry: WidgetEntryView, of configured: ConfiguredWidget, family: WidgetFamily,
                           selection: WidgetEntrySelection) -> AnyView {
        let warning = missingContainerBackgroundWarning(widgetType: configured.widgetType,
                                                        kind: configured.traits.kind, family: family)
        var view = AnyView(ContainerBackgroundRequirement(entry.view, otherwise: MissingContainerBackgroundView(),
                                                          warning: warning))
        if case .placeholder = selection { view = AnyView(view.redacted(reason: .placeholder)) }
        return AnyView(view.environment(\.renderDate, entry.date))
    }

    /// Runs `configured`'s provider for `family` and makes each selected entry's content view, not
    /// yet resolved.
    func timelineViews(_ configured: ConfiguredWidget, family: WidgetFamily, device: Device, themes: [Theme],
                       selection: WidgetEntrySelection, options: WidgetRenderOptions) throws -> TimelineViews {
        let supported = configured.supportedFamilies(on: device.widgetPlatform)
        guard supported.contains(family) else {
            throw WidgetRunError(kind: configured.traits.kind, widgetType: configured.widgetType, family: family,
                                 reason: .unsupportedFamily(supported: supported))
        }
        let size = try device.canvasSize(of: family)
        // Bound while the provider runs and the entry views are made, so `String(localized:)` there
        // translates for the render's locale (docs/localization.md, *Strings built in code*).
        var renderEnvironment = environment(for: family, device: device, base: options.environment)
        if renderEnvironment.localizations == nil { renderEnvironment.localizations = localizations }
        var variants = TimelineProviderContext.EnvironmentVariants(renderEnvironment)
        if !themes.isEmpty {
            variants.set(\.colorScheme, unique(themes.map(\.colorScheme)))
            variants.set(\.widgetRenderingMode, unique(themes.map(\.renderingMode)))
            variants.set(\.showsWidgetContainerBackground, unique(themes.map { $0.showsContainerBackground(in: family) }))
        }
        let context = TimelineProviderContext(family: family, displaySize: CGSize(width: size.width, height: size.height),
                                              isPreview: selection.call != .timeline, environmentVariants: variants)

        var selected: [(index: Int, entry: any TimelineEntry)]
        var policy: TimelineReloadPolicy?
        switch selection {
        case .entries(let given):
            selected = given.enumerated().map { ($0.offset, $0.element) }
        case .timelineEntry(let index):
            let run = try renderEnvironment.whileCurrent {
                try configured.entries(.timeline, context: context, budget: options.providerBudget)
            }
            guard run.entries.indices.contains(index) else {
                throw WidgetRunError(kind: configured.traits.kind, widgetType: configured.widgetType, family: family,
                                     reason: .noSuchEntry(index: index, count: run.entries.count))
            }
            selected = [(index, run.entries[index])]
            policy = run.policy
        case .placeholder, .snapshot, .timeline:
            let run = try renderEnvironment.whileCurrent {
                try configured.entries(selection.call!, context: context, budget: options.providerBudget)
            }
            selected = run.entries.enumerated().map { ($0.offset, $0.element) }
            policy = run.policy
        }
        guard !selected.isEmpty else {
            throw WidgetRunError(kind: configured.traits.kind, widgetType: configured.widgetType, family: family,
                                 reason: .noSuchEntry(index: 0, count: 0))
        }

        let entries = try selected.map { index, entry in
            WidgetEntryView(index: index, date: entry.date, relevance: entry.relevance,
                            view: try renderEnvironment.whileCurrent { try configured.content(for: entry, family: family) })
        }
        return TimelineViews(entries: entries, policy: policy)
    }
}

/// One provider run: the selected entries with the widget's own content view (before the
/// container-background check, redaction and the entry's date), and the timeline's policy.
struct TimelineViews {
    let entries: [WidgetEntryView]
    let policy: TimelineReloadPolicy?
}

/// The warnings of a widget's entries: in the order found, each once.
private struct EntryWarnings {
    private(set) var lines: [String] = []
    mutating func add(_ found: [String]) {
        for warning in found where !lines.contains(warning) { lines.append(warning) }
    }
}

private func unique<T: Hashable>(_ values: [T]) -> [T] {
    var seen = Set<T>()
    return values.filter { seen.insert($0).inserted }
}
