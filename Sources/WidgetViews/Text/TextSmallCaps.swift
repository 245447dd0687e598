import Foundation
import WidgetText
import WidgetResolved

extension Font {
    /// Which letters `smallCaps()` turns into small capitals.
    struct SmallCaps: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let lowercase = SmallCaps(rawValue: 1)
        static let uppercase = SmallCaps(rawValue: 2)
    }
}

/// Small capitals, synthesized: SF has them (OpenType `smcp`, `c2sc`), the bundled stand-ins do
/// not. In SF Pro Text Regular a small capital is 1130/1443 of a capital's height and 0.877 of its
/// advance (A, E, X; measured in Apple's font file, docs/text.md), so a small-cap letter is drawn
/// as its capital at 0.783 × the size with outlines widened to that advance (ours).
enum SmallCapsSynthesis {
    static let sizeScale = 1130.0 / 1443.0
    /// `FontSpec.width` added: 0.877 / 0.783 − 1.
    static let widthGain = 0.877 / sizeScale - 1

    /// `run` split where letters change between drawn as they are and drawn as small capitals.
    static func split(_ run: TextRun, for request: Font.SmallCaps, locale: Locale) -> [TextRun] {
        guard !request.isEmpty else { return [run] }
        func isSmall(_ c: Character) -> Bool {
            (request.contains(.lowercase) && c.isLowercase) || (request.contains(.uppercase) && c.isUppercase)
        }
        var runs: [TextRun] = []
        var segment = "", segmentIsSmall = false
        func flush() {
            guard !segment.isEmpty else { return }
            var piece = run
            if segmentIsSmall {
                piece.string = segment.uppercased(with: locale)
                piece.font.size *= sizeScale
                piece.font.width = (piece.font.width ?? 0) + widthGain
            } else {
                piece.string = segment
            }
            runs.append(piece)
            segment = ""
        }
        for c in run.string {
            if isSmall(c) != segmentIsSmall { flush(); segmentIsSmall.toggle() }
            segment.append(c)
        }
        flush()
        return runs.isEmpty ? [run] : runs
    }
}
