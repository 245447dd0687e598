import Foundation
import WidgetViews

/// One picture of a preview: what Xcode's canvas shows for one timeline entry (or the one view).
public struct PreviewSnapshot {
    /// Names the picture within its preview: "entry 2 of 3", or "view".
    public let label: String
    /// More about it: the entry's date ("2025-06-09 09:41 UTC"), or "".
    public let detail: String
    /// The view to draw; for a widget preview, the widget's content for one entry.
    public let view: AnyView

    public init(label: String, detail: String = "", view: AnyView) { self.label = label; self.detail = detail; self.view = view }
}

/// Where a preview is drawn: what a timeline provider's context says (family and the device's size
/// of it). The renderer makes one per preview, on the first device that shows the family.
public struct PreviewContext: Sendable {
    public var family: WidgetFamily
    public var displaySize: CGSize
    public init(family: WidgetFamily, displaySize: CGSize) { self.family = family; self.displaySize = displaySize }
}
