// Bidirectional text for the common cases of UAX #9 (the Unicode Bidirectional Algorithm):
// Hebrew and Arabic words among Latin ones, numbers, spaces and punctuation, without explicit
// embedding controls. Right-to-left clusters are shaped right to left (so Arabic joins and the
// glyphs come out in visual order); each line's clusters are then put in visual order.
//
// Glossary: *strong* = a character with a direction of its own (a letter); *neutral* = spaces and
// punctuation, which take the direction around them; *level* = UAX #9's embedding level (even =
// left to right, odd = right to left); *base* = the paragraph's direction, from its first strong
// character (UAX #9 rules P2, P3).

/// The direction class of a cluster (UAX #9 bidi classes, folded to what we handle).
package enum BidiClass: UInt8, Hashable, Sendable {
    /// L: letters of left-to-right scripts.
    case leftToRight
    /// R and AL: Hebrew, Arabic, Syriac, Thaana, N'Ko … letters and marks.
    case rightToLeft
    /// EN and AN: decimal digits (ASCII, Arabic-Indic, extended Arabic-Indic …).
    case number
    /// Everything else: spaces, punctuation, symbols, emoji.
    case neutral

    init(_ character: Character) {
        guard let scalar = character.unicodeScalars.first else { self = .neutral; return }
        if scalar.isASCII {  // the common case, without Unicode property look-ups
            switch scalar.value {
            case 0x30...0x39: self = .number
            case 0x41...0x5A, 0x61...0x7A: self = .leftToRight
            default: self = .neutral
            }
            return
        }
        if scalar.properties.numericType == .decimal { self = .number; return }
        switch scalar.value {
        case 0x060C, 0x066A...0x066C:
            // Arabic comma, percent sign, decimal and thousands separators: separators and
            // terminators of numbers (CS, ET, AN), not letters.
            self = .neutral
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            // Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, Arabic supplements and
            // presentation forms; the historic right-to-left blocks.
            self = .rightToLeft
        default:
            self = scalar.properties.isAlphabetic ? .leftToRight : .neutral
        }
    }
}

enum Bidi {
    /// P2, P3: right to left when the first strong character is right to left.
    static func isRightToLeft<C: Collection>(_ classes: C) -> Bool where C.Element == BidiClass {
        classes.first { $0 == .leftToRight || $0 == .rightToLeft } == .rightToLeft
    }

    /// The resolved level of each cluster of a line (rules W2/W7 for numbers, N1/N2 for neutrals,
    /// I1/I2, and L1 for trailing spaces), for a paragraph of base level 0 or 1.
    static func levels(_ classes: [BidiClass], rightToLeftBase: Bool) -> [UInt8] {
        let base: UInt8 = rightToLeftBase ? 1 : 0
        let baseDirection: BidiClass = rightToLeftBase ? .rightToLeft : .leftToRight
        // Each non-neutral's direction: a number after a left-to-right letter (or at the start of a
        // left-to-right paragraph) counts as left to right (W7), otherwise as right to left (N1).
        var directions = [BidiClass?](repeating: nil, count: classes.count)
        var lastStrong = baseDirection
        for (index, bidiClass) in classes.enumerated() {
            switch bidiClass {
            case .leftToRight, .rightToLeft:
                lastStrong = bidiClass
                directions[index] = bidiClass
            case .number:
                directions[index] = lastStrong == .leftToRight ? .leftToRight : .rightToLeft
            case .neutral:
                break
            }
        }
        // Neutrals between two equal directions take it; others the base direction (N1, N2).
        var next = [BidiClass](repeating: baseDirection, count: classes.count)
        var following = baseDirection
        for index in classes.indices.reversed() {
            next[index] = following
            if let direction = directions[index] { following = direction }
        }
        var previous = baseDirection
        var levels = [UInt8](repeating: base, count: classes.count)
        for index in classes.indices {
            let direction: BidiClass
            if let own = directions[index] {
                direction = own
                previous = own
            } else {
                direction = previous == next[index] ? previous : baseDirection
            }
            switch (classes[index], direction) {
            case (.number, _): levels[index] = base == 0 && direction == .leftToRight ? 0 : 2  // I1, I2
            case (_, .rightToLeft): levels[index] = 1
            default: levels[index] = base == 0 ? 0 : 2
            }
        }
        // L1: trailing neutrals (the spaces a line hangs) go back to the base level.
        var index = classes.count - 1
        while index >= 0, classes[index] == .neutral { levels[index] = base; index -= 1 }
        return levels
    }

    /// W4, W5: a single separator between two digits ("10:49", "3.5", "1,000", "1/2") and
    /// terminators next to digits ("50%", "$3", "20°") belong to the number.
    static func numbersJoined(_ classes: [BidiClass], characters: [Character]) -> [BidiClass] {
        guard classes.contains(.number) else { return classes }
        var result = classes
        for index in result.indices where result[index] == .neutral {
            let character = characters[index]
            if Self.separators.contains(character), index > 0, index + 1 < result.count,
               result[index - 1] == .number, classes[index + 1] == .number {
                result[index] = .number
            }
        }
        for index in result.indices where result[index] == .neutral && Self.terminators.contains(characters[index]) {
            // Runs of terminators touching a number, on either side.
            var before = index - 1
            while before >= 0, result[before] == .neutral, Self.terminators.contains(characters[before]) { before -= 1 }
            var after = index + 1
            while after < result.count, result[after] == .neutral, Self.terminators.contains(characters[after]) { after += 1 }
            if (before >= 0 && result[before] == .number) || (after < result.count && result[after] == .number) {
                result[index] = .number
            }
        }
        return result
    }

    /// UAX #9 classes CS and ES (common and European separators) that W4 joins between digits.
    static let separators: Set<Character> = [",", ".", ":", "/", "+", "-", "\u{00A0}", "\u{060C}", "\u{066B}", "\u{066C}"]
    /// UAX #9 class ET (European terminators) that W5 joins to digits.
    static let terminators: Set<Character> = ["%", "‰", "#", "$", "°", "¢", "£", "¥", "€", "\u{066A}"]

    /// The visual order of a line's clusters (L2: from the highest level down to the lowest odd
    /// one, reverse every run at that level or higher). Identity for a purely left-to-right line.
    static func visualOrder(_ classes: [BidiClass], rightToLeftBase: Bool) -> [Int] {
        var order = Array(classes.indices)
        guard rightToLeftBase || classes.contains(.rightToLeft) else { return order }
        let levels = levels(classes, rightToLeftBase: rightToLeftBase)
        guard let highest = levels.max(), highest > 0 else { return order }
        for level in stride(from: highest, through: 1, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }
}
