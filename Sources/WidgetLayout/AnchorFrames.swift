import WidgetGeometry

// Where the anchored views of one layout were drawn (`anchorPreference`, ResolvedModifier.anchor).
// Preferences flow up from children after layout: a view's anchor is known once the view is
// placed, so the table fills while the display list is drawn, and a GeometryReader drawn later
// (an `overlayPreferenceValue` or `backgroundPreferenceValue`; a background is drawn after its
// primary for this, Drawing.swift) reads it through its proxy. One table per layout run, shared
// by the engine's copies: a class, because the engine is a value copied into nested drawing.

final class AnchorFrames {
    private(set) var frames: [Int: Rect] = [:]

    /// The last drawing of a view wins (a view is drawn once per layout; ours when it is not).
    func record(_ id: Int, _ frame: Rect) { frames[id] = frame }
}
