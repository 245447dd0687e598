import Foundation
import WidgetGeometry

/// A color argument of a theme name (`ios.tinted(blue)`, `watchos.accented(#0A84FF)`): a system
/// color name or `#RRGGBB`. It remembers how it was written, so the theme's name parses back.
public struct ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// The canonical spelling: a lowercase name, or `#RRGGBB` in uppercase hex.
    public let spelling: String
    public let color: RGBA

    /// iOS system colors (light appearance), the names a theme argument accepts.
    public static let named: [(name: String, color: RGBA)] = [
        ("red", RGBA(r8: 0xFF, g8: 0x3B, b8: 0x30)), ("orange", RGBA(r8: 0xFF, g8: 0x95, b8: 0x00)),
        ("yellow", RGBA(r8: 0xFF, g8: 0xCC, b8: 0x00)), ("green", RGBA(r8: 0x34, g8: 0xC7, b8: 0x59)),
        ("mint", RGBA(r8: 0x00, g8: 0xC7, b8: 0xBE)), ("teal", RGBA(r8: 0x30, g8: 0xB0, b8: 0xC7)),
        ("cyan", RGBA(r8: 0x32, g8: 0xAD, b8: 0xE6)), ("blue", RGBA(r8: 0x00, g8: 0x7A, b8: 0xFF)),
        ("indigo", RGBA(r8: 0x58, g8: 0x56, b8: 0xD6)), ("purple", RGBA(r8: 0xAF, g8: 0x52, b8: 0xDE)),
        ("pink", RGBA(r8: 0xFF, g8: 0x2D, b8: 0x55)), ("brown", RGBA(r8: 0xA2, g8: 0x84, b8: 0x5E)),
        ("gray", RGBA(r8: 0x8E, g8: 0x8E, b8: 0x93)), ("white", .white),
    ]

    /// Parses a name (case-insensitive) or `#RRGGBB`; the error lists the valid forms.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let entry = ThemeColor.named.first(where: { $0.name == trimmed.lowercased() }) {
            self.init(spelling: entry.name, color: entry.color)
            return
        }
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : ""
        guard digits.count == 6, let color = RGBA(hex: String(digits)) else {
            throw AppearanceError.unknownColor(text, validNames: ThemeColor.named.map(\.name))
        }
        self.init(spelling: color.hex, color: color)
    }

    /// An arbitrary opaque color, spelled `#RRGGBB` (its alpha is dropped: themes tint with opaque colors).
    public init(_ color: RGBA) {
        let opaque = RGBA(hex: color.withAlpha(1).hex) ?? color.withAlpha(1)
        self.init(spelling: opaque.hex, color: opaque)
    }

    private init(spelling: String, color: RGBA) { self.spelling = spelling; self.color = color }

    public var description: String { spelling }
}
