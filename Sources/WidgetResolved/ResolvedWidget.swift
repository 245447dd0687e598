import WidgetGeometry

/// A whole widget after resolve: its content, the removable container background kept apart,
/// and the pixels of every image it references. A closed value: equal widgets are equal in every
/// field, and nothing changes it after resolve. The code of its deferred views is not part of it;
/// it travels beside it (`Resolution`).
package struct ResolvedWidget: Hashable, Codable, Sendable {
    package var content: ResolvedNode
    /// `.containerBackground(for: .widget)`; fills the whole widget, outside the content margins.
    package var containerBackground: ResolvedNode?
    /// `containerBackgroundRemovable(false)`.
    package var backgroundRemovable: Bool
    /// `.contentMarginsDisabled()` anywhere on the root chain.
    package var contentMarginsDisabled: Bool
    /// Image pixels by `ResolvedImage.imageID`: those resolve found. Content a GeometryReader
    /// resolves during layout brings its own, with the display list (`LaidOutWidget.images`).
    /// Not encoded: JSON dumps carry ids and sizes only.
    package var images: [String: Pixmap]
    /// What resolve drew in a degraded way (an unknown symbol as a crossed box …), one line each.
    /// Not encoded: JSON dumps describe the tree.
    package var warnings: [String]

    package init(content: ResolvedNode, containerBackground: ResolvedNode? = nil, backgroundRemovable: Bool = true,
                contentMarginsDisabled: Bool = false, images: [String: Pixmap] = [:], warnings: [String] = []) {
        self.content = content; self.containerBackground = containerBackground
        self.backgroundRemovable = backgroundRemovable; self.contentMarginsDisabled = contentMarginsDisabled
        self.images = images; self.warnings = warnings
    }

    enum CodingKeys: String, CodingKey { case content, containerBackground, backgroundRemovable, contentMarginsDisabled }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        content = try c.decode(ResolvedNode.self, forKey: .content)
        containerBackground = try c.decodeIfPresent(ResolvedNode.self, forKey: .containerBackground)
        backgroundRemovable = try c.decode(Bool.self, forKey: .backgroundRemovable)
        contentMarginsDisabled = try c.decode(Bool.self, forKey: .contentMarginsDisabled)
        images = [:]
        warnings = []
    }
}
