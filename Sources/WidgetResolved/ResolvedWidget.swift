import WidgetGeometry

/// A whole widget after resolve: its content, the removable container background kept apart,
/// and the pixels of every image it references.
package struct ResolvedWidget: Hashable, Codable, Sendable {
    package var content: ResolvedNode
    /// `.containerBackground(for: .widget)`; fills the whole widget, outside the content margins.
    package var containerBackground: ResolvedNode?
    /// `containerBackgroundRemovable(false)`.
    package var backgroundRemovable: Bool
    /// `.contentMarginsDisabled()` anywhere on the root chain.
    package var contentMarginsDisabled: Bool
    /// Image pixels by `ResolvedImage.imageID`, with those GeometryReader content found during
    /// layout. Not encoded: JSON dumps carry ids and sizes only.
    package var images: [String: Pixmap] {
        get { deferred.isEmpty ? storedImages : storedImages.merging(deferred.images) { own, _ in own } }
        set { storedImages = newValue }
    }
    private var storedImages: [String: Pixmap]
    /// The code of GeometryReaders and user `Layout`s (DeferredViews.swift). Not encoded.
    package var deferred: DeferredViews
    /// What resolve drew in a degraded way (an unknown symbol as a crossed box …), one line each.
    /// Not encoded: JSON dumps describe the tree.
    package var warnings: [String]

    package init(content: ResolvedNode, containerBackground: ResolvedNode? = nil, backgroundRemovable: Bool = true,
                contentMarginsDisabled: Bool = false, images: [String: Pixmap] = [:], warnings: [String] = [],
                deferred: DeferredViews = DeferredViews()) {
        self.content = content; self.containerBackground = containerBackground
        self.backgroundRemovable = backgroundRemovable; self.contentMarginsDisabled = contentMarginsDisabled
        self.storedImages = images; self.warnings = warnings; self.deferred = deferred
    }

    enum CodingKeys: String, CodingKey { case content, containerBackground, backgroundRemovable, contentMarginsDisabled }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        content = try c.decode(ResolvedNode.self, forKey: .content)
        containerBackground = try c.decodeIfPresent(ResolvedNode.self, forKey: .containerBackground)
        backgroundRemovable = try c.decode(Bool.self, forKey: .backgroundRemovable)
        contentMarginsDisabled = try c.decode(Bool.self, forKey: .contentMarginsDisabled)
        storedImages = [:]
        warnings = []
        deferred = DeferredViews()
    }
}
