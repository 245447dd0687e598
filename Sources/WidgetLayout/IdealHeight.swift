import WidgetGeometry
import WidgetText
import WidgetResolved

/// The height a widget's content asks for at `width` when no height is proposed: what the system
/// measures before it sizes a Live Activity's Lock Screen view or expanded island between 84 and
/// 160 pt (docs/platform.md §8).
package func idealContentHeight(_ widget: ResolvedWidget, width: Double, scale: Double,
                                text: any TextMeasuring) throws -> Double {
    var engine = LayoutEngine(text: text, widgetSize: Size(width: width, height: 0), cornerRadius: 0,
                              pixelLength: 1 / scale)
    engine.deferred = widget.deferred
    let content = try LayoutTreeBuilder.build(widget.content, rootName: "content", deferred: widget.deferred)
    let height = try engine.sizeThatFits(content, ProposedSize(width: width, height: nil)).height
    return height.isFinite ? height : 0
}
