import WidgetViews
import WidgetKitLayer

extension WidgetPreview {
    /// One preview per view a `PreviewProvider` lists: `previews` may be one view or a `Group` (or a
    /// builder block) of several, each with its own `.previewContext` and `.previewDisplayName`, as
    /// Xcode shows them. A view without a context is a plain view preview.
    /// `widgets`: the target's widgets, where a Live Activity listed with
    /// `attributes.previewContext(_:viewKind:)` is looked up (ActivityPreviewContext.swift).
    public static func previews<P: PreviewProvider>(of provider: P.Type, fileID: String? = nil,
                                                    line: Int? = nil,
                                                    widgets: @escaping () -> [any Widget] = { [] }) -> [WidgetPreview] {
        let typeName = String(describing: P.self)
        return PreviewSplitter.split(P.previews).enumerated().map { index, item in
            let name = item.name ?? typeName + (index > 0 ? " \(index + 1)" : "")
            if let activity = item.activity {
                var preview = WidgetPreview(name: name, family: nil, kind: .activity, fileID: fileID, line: line,
                                            source: .activity { try activity.run(widgets: widgets()) })
                preview.activityViewKind = activity.viewKind
                return preview
            }
            return WidgetPreview(name: name, family: item.family, kind: .previewProvider, fileID: fileID, line: line,
                                 source: .views { [PreviewSnapshot(label: "view", view: item.view)] })
        }
    }
}

/// Walks the view a `PreviewProvider` returns: containers (builder blocks, `Group`, `AnyView`) are
/// opened, and the preview modifiers on the way down to each listed view are collected.
enum PreviewSplitter {
    struct Item {
        var view: AnyView
        var family: WidgetFamily?
        var name: String?
        /// A Live Activity presentation (`attributes.previewContext(_:viewKind:)`) instead of a view.
        var activity: ActivityPreviewListing?
    }

    static func split(_ root: any View) -> [Item] {
        var items: [Item] = []
        collect(root, family: nil, name: nil, into: &items)
        return items
    }

    private static func collect(_ view: any View, family: WidgetFamily?, name: String?, into items: inout [Item]) {
        if let listed = view as? PreviewListing {
            let (inner, context, displayName) = listed.unwrapped
            // When modifiers repeat, the outermost wins (our rule; Xcode documents none).
            collect(inner, family: family ?? context?.family, name: name ?? displayName, into: &items)
            return
        }
        if let children = containerChildren(of: view) {
            for child in children { collect(child, family: family, name: name, into: &items) }
            return
        }
        if let activity = view as? ActivityPreviewListing {
            items.append(Item(view: AnyView(erasing: view), family: nil, name: name, activity: activity))
            return
        }
        let nested = modifiersUnderOthers(in: view)
        items.append(Item(view: AnyView(erasing: view), family: family ?? nested.family, name: name ?? nested.name))
    }

    /// Preview modifiers that sit under other modifiers (`.previewContext(…).environment(…)`): Xcode
    /// reads them anywhere in the modifier chain, so the walk goes down through plain modifiers.
    private static func modifiersUnderOthers(in view: any View) -> (family: WidgetFamily?, name: String?) {
        var current = view
        var family: WidgetFamily?, name: String?
        // A chain is as long as the code that wrote it; the bound only guards against a cycle.
        for _ in 0..<256 {
            if let listed = current as? PreviewListing {
                let (inner, context, displayName) = listed.unwrapped
                family = family ?? context?.family
                name = name ?? displayName
                current = inner
                continue
            }
            guard String(reflecting: type(of: current)).hasPrefix("WidgetViews.ModifiedView<"),
                  let inner = Mirror(reflecting: current).children.first(where: { $0.label == "content" })?.value as? any View
            else { break }
            current = inner
        }
        return (family, name)
    }

    /// The children of a container that only groups (a builder block, `Group`, `AnyView`), read with
    /// `Mirror` because their storage is not public API; nil for any other view.
    private static func containerChildren(of view: any View) -> [any View]? {
        let typeName = String(reflecting: type(of: view))
        let mirror = Mirror(reflecting: view)
        if typeName.hasPrefix("WidgetViews.TupleView<"), let value = mirror.children.first(where: { $0.label == "value" })?.value {
            return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        }
        if typeName.hasPrefix("WidgetViews.Group<"), let content = mirror.children.first(where: { $0.label == "content" })?.value as? any View {
            return [content]
        }
        if typeName == "WidgetViews.AnyView", let inner = mirror.children.first(where: { $0.label == "view" })?.value as? any View {
            return [inner]
        }
        return nil
    }
}

/// The preview modifiers, opened without knowing their content type.
protocol PreviewListing {
    var unwrapped: (content: any View, context: WidgetPreviewContext?, name: String?) { get }
}

extension PreviewContextView: PreviewListing {
    var unwrapped: (content: any View, context: WidgetPreviewContext?, name: String?) { (content, context, nil) }
}

extension PreviewDisplayNameView: PreviewListing {
    var unwrapped: (content: any View, context: WidgetPreviewContext?, name: String?) { (content, nil, name) }
}
