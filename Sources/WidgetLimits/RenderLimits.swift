import Foundation

/// How much work and memory one render job may take: the one policy object behind every limit on
/// hostile or mistaken input (a spec from a pull request, an image of 100,000 × 100,000 pixels in a
/// 2 kB file, a YAML alias bomb). Every front end takes it: the CLI (flags), the spec loader, the
/// asset and image decoders (`AssetImages`) and the Swift API (`WidgetRenderer`).
///
/// The defaults are far above what a real widget uses (the bundled examples stay under 1 % of
/// each) and far below what exhausts a CI machine; `docs/security.md` lists them with the reasons.
/// A limit that is hit is an error naming the limit and how to raise it, never a truncated result.
public struct RenderLimits: Hashable, Sendable {
    /// Views and modifiers in one widget (a spec's parsed views; the resolved tree of a Swift view).
    public var nodesPerWidget: Int
    /// Spec nodes parsed for one spec file in all, counting every use of a component, every
    /// YAML alias and every text piece again: the bound on component fan-out and alias bombs.
    public var specExpansion: Int
    /// Bytes one text may reach after `{{variable}}` substitution (worst case over the entries).
    public var textBytes: Int
    /// Bytes of a spec file.
    public var specFileBytes: Int
    /// Pixels of one decoded image (checked from the PNG header, before anything is allocated).
    public var imagePixels: Int
    /// Bytes of one image file.
    public var imageFileBytes: Int
    /// Pixels of one rendered canvas: a widget at its device scale, or a contact sheet.
    public var canvasPixels: Int
    /// Decoded image bytes (4 per pixel) one image provider may hold in all, over a whole run.
    public var decodedBytesPerRun: Int

    /// Words longer than this get no "did you mean" suggestion: the edit distance costs
    /// length × length, and a typo is short. Not configurable: no real name is this long.
    package static let suggestionWordLength = 64
    /// Candidates compared for one suggestion at most (the first ones in sorted order).
    package static let suggestionCandidates = 2_000
    /// Characters of user input an error message echoes; longer input is cut to an excerpt.
    package static let echoedInputLength = 80
    /// Characters of one error message at most.
    package static let messageLength = 600

    public init(nodesPerWidget: Int = 20_000, specExpansion: Int = 200_000, textBytes: Int = 1 << 20,
                specFileBytes: Int = 8 << 20, imagePixels: Int = 4_096 * 4_096, imageFileBytes: Int = 64 << 20,
                canvasPixels: Int = 8_192 * 8_192, decodedBytesPerRun: Int = 1 << 30) {
        self.nodesPerWidget = nodesPerWidget
        self.specExpansion = specExpansion
        self.textBytes = textBytes
        self.specFileBytes = specFileBytes
        self.imagePixels = imagePixels
        self.imageFileBytes = imageFileBytes
        self.canvasPixels = canvasPixels
        self.decodedBytesPerRun = decodedBytesPerRun
    }

    /// The defaults above.
    public static let standard = RenderLimits()

    /// `text` as an error message may quote it: at most `echoedInputLength` characters, control
    /// characters (a NUL byte, an escape sequence) shown as `\u{…}`, the cut marked with "…".
    package static func excerpt(_ text: String) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= echoedInputLength { return result + "… (\(text.utf8.count) bytes)" }
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// `message` cut to `limit` characters, control characters escaped (line breaks and tabs
    /// become spaces, so it stays one line).
    package static func cappedMessage(_ message: String, limit: Int = messageLength) -> String {
        var result = ""
        var count = 0
        for scalar in message.unicodeScalars {
            if count >= limit { return result + "… (message cut)" }
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                result += scalar == "\n" || scalar == "\t" ? " " : "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }
}

/// A limit of `RenderLimits` that the input exceeds.
public struct LimitExceeded: Error, Equatable, CustomStringConvertible {
    /// The `RenderLimits` property, e.g. "imagePixels".
    public let limit: String
    public let value: Int
    public let maximum: Int
    /// What was measured, e.g. "latte.png has 100000×100000 pixels".
    public let what: String

    package init(limit: String, value: Int, maximum: Int, what: String) {
        self.limit = limit; self.value = value; self.maximum = maximum; self.what = what
    }

    public var description: String {
        "\(what): more than the limit \(limit) = \(maximum) (see docs/security.md)"
    }
}
