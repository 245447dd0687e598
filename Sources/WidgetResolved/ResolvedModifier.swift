import WidgetGeometry

/// A modifier wrapping one resolved child. Environment-only modifiers (font, foregroundStyle,
/// widgetAccentable, environment, redacted …) do not appear: resolve pushes them into the leaves.
package enum ResolvedModifier: Hashable, Codable, Sendable {
    case padding(Insets)
    /// `frame(width:height:alignment:)`: nil axes pass the proposal through.
    case frame(width: Double?, height: Double?, alignment: ResolvedAlignment)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// `.infinity` is allowed for the max values.
    case flexibleFrame(FlexibleFrame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case background(ResolvedNode, alignment: ResolvedAlignment)
    case overlay(ResolvedNode, alignment: ResolvedAlignment)
    case opacity(Double)
    /// Clip the child's drawing to a shape in the child's frame (`clipShape`, `clipped`, `cornerRadius`).
    case clip(ShapeKind, evenOdd: Bool)
    case offset(x: Double, y: Double)
    /// Degrees, clockwise, about the anchor (unit point of the child's frame).
    case rotation(degrees: Double, anchor: ResolvedUnitPoint)
    case scale(x: Double, y: Double, anchor: ResolvedUnitPoint)
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)
    /// Takes its space, draws nothing.
    case hidden
    /// `aspectRatio(_:contentMode:)`; nil ratio = the child's ideal aspect ratio.
    case aspectRatio(Double?, contentMode: ContentModeValue)
    /// Takes a fraction of the proposed width (used by linear ProgressView and Gauge).
    case widthFraction(Double)
    /// Drawing-only effects: blend modes, color filters, blur, groups, zIndex, 3D rotation.
    case effect(ResolvedEffect)
    /// `mask(alignment:_:)`: the child is drawn only where the mask view (laid out in the child's
    /// frame, like an overlay) is opaque.
    case mask(ResolvedNode, alignment: ResolvedAlignment)
    /// Grid cell traits (`gridCellColumns` …); passes the proposal through, read by `Grid`.
    case gridCell(GridCellTraits)
    /// `position(x:y:)`: takes the whole proposal and centers the child at (x, y) in it.
    case position(x: Double, y: Double)
    /// `alignmentGuide(_:computeValue:)`: the code (in `Resolution.deferred`) gives the guide's
    /// value from the view's size; passes the proposal through.
    case alignmentGuide(AlignmentGuideKey, id: Int)
    /// `containerShape(_:)`: the shape `ContainerRelativeShape`s inside take, concentric with this
    /// view's frame; changes nothing else.
    case containerShape(ShapeKind)
    /// `anchorPreference(key:value:transform:)`: layout records this view's frame in the widget
    /// under `id`, where a `GeometryProxy` drawn later reads the anchor (`proxy[anchor]`); changes
    /// nothing else.
    case anchor(id: Int)
}

/// One alignment guide: a built-in one or a custom `AlignmentID` by name.
package enum AlignmentGuideKey: Hashable, Codable, Sendable {
    case horizontal(HorizontalAlignmentValue)
    case vertical(VerticalAlignmentValue)
    case customHorizontal(String)
    case customVertical(String)
}

package struct FlexibleFrame: Hashable, Codable, Sendable {
    package var minWidth: Double?
    package var idealWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var idealHeight: Double?
    package var maxHeight: Double?
    package var alignment: ResolvedAlignment
    package init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: ResolvedAlignment = .center) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
