import WidgetGeometry
import WidgetText
import WidgetResolved

/// The size a widget's content chooses for a proposal, nil meaning that dimension's ideal (SwiftUI's
/// `sizeThatFits`). What the system measures before it sizes a Live Activity's Lock Screen view or
/// expanded island between 84 and 160 pt (docs/platform.md §8), and what a view rendered at its
/// ideal size takes (`ViewSize.sizeThatFits`). A dimension that comes out infinite is 0.
package func idealContentSize(_ widget: ResolvedWidget, width: Double?, height: Double?, scale: Double,
                              text: any TextMeasuring, deferred: DeferredViews = DeferredViews()) throws -> Size {
    var engine = LayoutEngine(text: text, widgetSize: Size(width: width ?? 0, height: height ?? 0), cornerRadius: 0,
                              pixelLength: 1 / scale)
    engine.deferred = deferred
    let content = try LayoutTreeBuilder.build(widget.content, rootName: "content", deferred: deferred)
    let size = try engine.sizeThatFits(content, ProposedSize(width: width, height: height))
    return Size(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
}

/// The height a widget's content asks for at `width` when no height is proposed.
package func idealContentHeight(_ widget: ResolvedWidget, width: Double, scale: Double,
                                text: any TextMeasuring, deferred: DeferredViews = DeferredViews()) throws -> Double {
    try idealContentSize(widget, width: width, height: nil, scale: scale, text: text, deferred: deferred).height
}
