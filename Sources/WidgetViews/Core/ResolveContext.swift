import WidgetGeometry
import WidgetText
import WidgetResolved

/// Widget-wide results gathered while resolving: image pixels, the container background and the
/// warnings. One collector per `resolveWidget` call, never shared between calls, so it needs no lock.
final class ResolveCollector {
    let images: ImageProviding
    let options: ResolveOptions
    var pixmaps: [String: Pixmap] = [:]
    var containerBackground: ResolvedNode?
    var backgroundRemovable = true
    /// The code of GeometryReaders and user layouts, shared by collectors of one widget.
    var deferred = DeferredViews()
    var contentMarginsDisabled = false
    /// What the subtree being resolved set with `preference(key:value:)` (Preferences.swift).
    var preferences = PreferenceValues()
    /// Views entered so far, and the most one widget may have (`RenderLimits.nodesPerWidget`).
    var nodes = 0
    var maximumNodes = Int.max
    /// In the order found, each once.
    private(set) var warnings: [String] = []
    private var warned: Set<String> = []

    init(images: ImageProviding, options: ResolveOptions = ResolveOptions()) { self.images = images; self.options = options }

    /// The collector of the resolve running on this task, for code that has only an environment
    /// (a color resolving a catalog name) and must warn.
    @TaskLocal static var current: ResolveCollector?

    /// Records `message` once per `key` (one warning per unknown name and resolve).
    func warn(_ message: String, key: String) {
        if warned.insert(key).inserted { warnings.append(message) }
    }
}

/// How strict resolve is about what it can still draw.
package struct ResolveOptions: Sendable {
    /// Unknown symbol names are errors instead of a crossed box and a warning (`--strict`).
    package var strictSymbols: Bool
    /// The most views one widget may have (`RenderLimits.nodesPerWidget`).
    package var maximumNodes: Int
    package init(strictSymbols: Bool = false, maximumNodes: Int = .max) {
        self.strictSymbols = strictSymbols; self.maximumNodes = maximumNodes
    }
}

/// What a view resolves against: its environment, where it is (for errors), and the collector.
struct ResolveContext {
    /// Views and modifiers nested deeper than this are rejected, so that later stages, which
    /// recurse over the resolved tree, never meet a tree deeper than this. Layout recurses about
    /// 16 KB of stack a level in a debug build: 256 levels fit an 8 MB thread (the main thread's and
    /// dispatch workers' on Linux) with twice that to spare (600 levels overflowed it). Real widgets
    /// nest well under 100 (docs/security.md).
    static let maximumNesting = 256

    var environment: EnvironmentValues
    var path: ViewPath
    let collector: ResolveCollector
    /// The axis of the nearest enclosing stack (a Divider lies across it); nil outside stacks.
    var enclosingStackAxis: StackAxis?
    /// How many views and modifiers enclose this one.
    var nesting = 0
    /// Set by a Grid for its direct children (through ForEach, Group, `if`): a GridRow there is a row.
    var gridRows: GridRowSink?
    /// Set by a user Layout for its direct children (through lists): each starts a layout value box.
    var layoutValues: LayoutValueSink?
    /// The layout value box of the subview being resolved; cleared by primitive views that are not
    /// modifiers (LayoutValueKey.swift).
    var layoutValueBox: LayoutValueBox?

    /// The context for a child named `component`; throws past the node budget (depth is bounded by
    /// `maximumNesting`, which every recursive path passes).
    func descending(into component: String) throws -> ResolveContext {
        try descending(into: .name(component))
    }

    /// The context for `view`'s content, the path naming `view` (`ViewPath.Component.naming`).
    func descending<V>(naming view: V) throws -> ResolveContext {
        try descending(into: .naming(view))
    }

    private func descending(into component: ViewPath.Component) throws -> ResolveContext {
        collector.nodes += 1
        guard collector.nodes <= collector.maximumNodes else {
            throw ResolveError(path: Array(path.names.prefix(3)) + ["…"],
                               message: "the widget has more than \(collector.maximumNodes) views "
                                   + "(the limit nodesPerWidget; see docs/security.md)")
        }
        var child = self
        child.path.append(component)
        return child
    }

    func withEnvironment(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var child = self
        change(&child.environment)
        return child
    }

    /// An error at this context's path (optionally naming a modifier of the view, `Text("x").frame`).
    func error(_ message: String) -> ResolveError {
        ResolveError(path: path.names, message: message)
    }

    /// Runs `body`, turning a `CheckFailure` into a `ResolveError` at this context's path.
    func checked<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let failure as CheckFailure {
            throw ResolveError(path: path.names, message: failure.message)
        }
    }
}
