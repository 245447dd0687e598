import Foundation
import WidgetGeometry

// Core Graphics' image, as widget code hands pixels between UIKit, SwiftUI and `ImageRenderer`:
// `UIImage(cgImage:)`, `uiImage.cgImage`, `Image(decorative: cgImage, scale: 2, orientation: .up)`.
//
// Glossary
// - Orientation: how stored pixels turn to stand upright (EXIF's eight cases, as UIKit's
//   `UIImage.Orientation` and SwiftUI's `Image.Orientation`; `Pixmap.turnedUpright`). The turn is
//   applied once, when the image is made, so layout and paint only ever see upright pixels.

/// Core Graphics' image: premultiplied RGBA pixels with no scale or orientation of its own.
/// A class, as Core Graphics' is; immutable.
public final class CGImage: @unchecked Sendable {
    package let pixmap: Pixmap

    package init(pixmap: Pixmap) { self.pixmap = pixmap }

    public var width: Int { pixmap.width }
    public var height: Int { pixmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { pixmap.width * 4 }
}

extension Image {
    /// How stored pixels turn to stand upright, as SwiftUI's `Image.Orientation`.
    public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// Pixels of a Core Graphics image authored at `scale`, left out of accessibility, as SwiftUI's.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(pixmap: cgImage.pixmap.turned(orientation), scale: Double(scale))
    }

    /// Pixels of a Core Graphics image with an accessibility label (not drawn).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(decorative: cgImage, scale: scale, orientation: orientation)
    }
}

extension UIImage {
    /// UIKit's orientations, the same eight turns as `Image.Orientation`.
    public typealias Orientation = Image.Orientation

    public init(cgImage: CGImage) { self.init(pixmap: cgImage.pixmap) }
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(pixmap: cgImage.pixmap.turned(orientation), scale: scale)
    }
}

extension NSImage {
    /// AppKit's image of a Core Graphics image shown at `size` points (zero: one point a pixel).
    public init(cgImage: CGImage, size: CGSize) {
        let scale = size.width > 0 ? CGFloat(cgImage.width) / size.width : 1
        image = UIImage(cgImage: cgImage, scale: scale, orientation: .up)
    }
}

extension Image.Orientation {
    /// The EXIF orientation number of this turn.
    var exifOrientation: Int {
        switch self {
        case .up: 1
        case .upMirrored: 2
        case .down: 3
        case .downMirrored: 4
        case .leftMirrored: 5
        case .right: 6
        case .rightMirrored: 7
        case .left: 8
        }
    }
}

extension Pixmap {
    func turned(_ orientation: Image.Orientation) -> Pixmap { turnedUpright(exifOrientation: orientation.exifOrientation) }
}
