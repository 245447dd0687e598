import WidgetKitLayer
import WidgetViews

/// One preview, as Xcode's canvas lists it: a name, where it is written, a family and its snapshots.
///
/// `#Preview` builds these (through the same initializers), and the `WidgetPreviewsPlugin` lists
/// every one of a module in `WidgetPreviews.all`. The initializers mirror the macro's argument
/// labels, so `#Preview(as: .systemSmall) { W() } timeline: { … }` and
/// `WidgetPreview(as: .systemSmall) { W() } timeline: { … }` are the same call.
public struct WidgetPreview: @unchecked Sendable {
    // @unchecked: the stored closure is the user's preview body; it is only ever called, never
    // mutated, and each call builds fresh values, as Xcode calls it.

    /// The display name: the one written (`#Preview("Name", …)`, `.previewDisplayName`), else nil.
    public let name: String?
    /// `#fileID` of the file the preview is written in ("MyWidgets/CaffeineWidget.swift"), when known.
    public private(set) var fileID: String?
    /// The line of the `#Preview` (or of the `PreviewProvider` type), when known.
    public private(set) var line: Int?
    /// The widget family drawn; nil for a plain view preview (drawn as `defaultViewFamily`) and for a
    /// Live Activity preview (drawn in its presentation's own canvas).
    public let family: WidgetFamily?
    /// What kind of preview: a widget with a timeline, a widget with a provider, or a view.
    public let kind: Kind
    /// The widget's type name for a widget preview ("EmojiWidget"), nil for a view preview.
    public var widgetType: String?
    /// What the preview shows: views as they are, or a widget and the entries to run it with.
    package let source: Source

    package enum Source {
        /// View previews: the views, drawn as they are.
        case views(() -> [PreviewSnapshot])
        /// Widget previews: the widget reduced for rendering and the entries it shows, made for a
        /// family on a device (a timeline provider is told both). `WidgetRenderer.render(.snapshots(of:…))`
        /// builds each entry's view through the whole-widget renderer.
        case widget((PreviewContext) throws -> WidgetPreviewRun)
        /// Live Activity previews: the activity and its views for each content state, drawn in the
        /// preview's presentation (`activityViewKind`) by `WidgetRenderer.renderActivityPreview`.
        case activity(() throws -> WidgetPreviewActivityRun)
        /// A control of the gallery: drawn in every presentation its devices offer, off and on,
        /// from its value provider's preview value (WidgetRender's `.controlPresentations` render request).
        case control(any ControlWidget)
    }

    public enum Kind: String, Sendable {
        case timeline, timelineProvider, view, previewProvider, activity, control
    }

    /// The presentation a Live Activity preview shows; nil for every other preview.
    public internal(set) var activityViewKind: ActivityPreviewViewKind?

    /// The family a plain view preview is drawn in (Xcode draws it on a device canvas, which a widget
    /// renderer does not have; the small widget is the one family every platform's themes show). Ours.
    public static let defaultViewFamily = WidgetFamily.systemSmall

    /// The family drawn: `family`, or `defaultViewFamily` for a view preview.
    public var drawnFamily: WidgetFamily { family ?? Self.defaultViewFamily }

    /// A preview from its parts; the `#Preview`-shaped initializers call this.
    package init(name: String?, family: WidgetFamily?, kind: Kind, fileID: String? = nil, line: Int? = nil,
                 source: Source) {
        self.name = name; self.family = family; self.kind = kind
        self.fileID = fileID; self.line = line; self.source = source
    }

    /// The same preview, noting where it is written (the `#Preview` expansion and the generated
    /// registry add this; the initializer's own `#line` would name generated code).
    public func located(fileID: String, line: Int) -> WidgetPreview {
        var copy = self
        copy.fileID = fileID; copy.line = line
        return copy
    }

    /// A title for sheets and golden folders that does not move when lines do: `name`, else
    /// "<widget type> <family>" for a widget preview, else the file's name ("GaugeWidget"), else the
    /// kind. (Xcode titles unnamed previews by position; a golden folder must not change with an edit
    /// above it.) Two previews with one title are told apart by the renderer ("-2").
    public var title: String {
        if let name { return name }
        if let widgetType, let family { return "\(widgetType) \(family.description)" }
        if let fileID {
            let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
            return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        }
        return kind.rawValue
    }
}

// MARK: - View previews: #Preview { … } and #Preview("Name") { … }

extension WidgetPreview {
    /// `#Preview("Name") { SomeView() }`: a plain view, drawn as it is (one snapshot). The body is
    /// main-actor code, as Apple declares it.
    public init<Content: View>(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> Content) {
        self.init(name: name, family: nil, kind: .view, source: .views {
            [PreviewSnapshot(label: "view", view: AnyView(callMainActorCode(body)))]
        })
    }

    /// `#Preview("Name", traits: .sizeThatFitsLayout) { SomeView() }`: the same; the traits arrange
    /// Xcode's canvas, and a view preview is drawn in `defaultViewFamily` whatever they say.
    public init<Content: View>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                               _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                               @ViewBuilder body: @escaping @MainActor () -> Content) {
        self.init(name, body: body)
    }
}
