import WidgetGeometry

// The pixels of images that GeometryReader content references: the content is resolved while
// layout draws (docs/architecture.md, *Deferred views*), so its images are found then, and layout
// returns them with the display list instead of adding them to the resolved widget, which stays
// the value resolve made. One table per layout run, shared by the engine's copies: a class,
// because the engine is a value copied into nested drawing (as `AnchorFrames`).

final class LateImages {
    private(set) var images: [String: Pixmap] = [:]

    /// The first pixels of an id win; equal ids name equal content.
    func add(_ found: [String: Pixmap]) { images.merge(found) { old, _ in old } }
}
