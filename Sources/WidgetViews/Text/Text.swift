import WidgetText
import WidgetResolved
import Foundation

/// One run of a `Text`: its content and the styling set on that Text (outer modifiers fill
/// what is still unset, so `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)`
/// draws a red "a" and a blue "b", as SwiftUI).
struct TextPiece {
    enum Content {
        case string(String)
        case date(Date, Text.DateStyle)
        case timer(ClosedRange<Date>, countsDown: Bool, showsHours: Bool, pauseTime: Date? = nil)
        /// `Text("\(Image(systemName: "star"))")`: drawn inline (see `resolveWithImages`).
        case image(Image)
        /// `Text(value, format:)`: formatted at resolve, in the environment's locale and time zone.
        case formatted((EnvironmentValues) -> String)
        /// `Text("key")`: looked up at resolve in `\.locale` (TextLocalization.swift), then expanded.
        case localized(LocalizedStringKey, table: String?)
    }
    var content: Content
    var font: Font?
    var weight: Font.Weight?
    var italic = false
    var monospacedDigit = false
    var foreground: AnyShapeStyle?
    /// Design, width, kerning, tracking, baseline offset, underline, strikethrough, link.
    var styling = TextStyling()
}

typealias TextPieces = [TextPiece]

/// Text, as SwiftUI's `Text`: literals with interpolation, verbatim strings, dates against the
/// render's fixed "now", and concatenation with `+`.
nonisolated public struct Text: View, PrimitiveView, PathDescribing {
    public typealias Body = Never
    var pieces: TextPieces

    init(pieces: TextPieces) { self.pieces = pieces }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
                comment: StaticString? = nil) {
        pieces = [TextPiece(content: .localized(key, table: tableName))]
    }

    public init(verbatim content: String) { pieces = [TextPiece(content: .string(content))] }

    /// An image as text, to concatenate with `+` (`Text(Image(systemName: "bolt.fill")) + Text(" 82%")`).
    public init(_ image: Image) { pieces = [TextPiece(content: .image(image))] }

    /// Disfavored, as in SwiftUI, so that a literal is a `LocalizedStringKey` and a variable is shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

    /// A date shown against `EnvironmentValues.renderDate` (UTC, en_US_POSIX).
    public init(_ date: Date, style: DateStyle) { pieces = [TextPiece(content: .date(date, style))] }

    /// A stopwatch over `timerInterval` read at the render date (or at `pauseTime`, where a paused
    /// timer stands): time left when counting down, time elapsed when counting up, clamped to the interval.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        pieces = [TextPiece(content: .timer(timerInterval, countsDown: countsDown, showsHours: showsHours,
                                            pauseTime: pauseTime))]
    }

    /// A value formatted by a Foundation format style in the environment's locale, time zone and
    /// calendar (`\.locale`, `\.timeZone`, `\.calendar`; en_US_POSIX and UTC unless set).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        pieces = [TextPiece(content: .formatted { environment in localizedFormat(input, format, in: environment) })]
    }

    /// A date range in the environment's locale, time zone and calendar: abbreviated date and short
    /// time, the shared parts written once ("Oct 9, 2025, 10:13 – 11:46 AM"). Apple documents only
    /// "a localized range between two dates"; the style is ours (docs/text.md).
    public init(_ dates: ClosedRange<Date>) {
        let range = dates.lowerBound..<dates.upperBound
        pieces = [TextPiece(content: .formatted { environment in
            localizedFormat(range, Date.IntervalFormatStyle(date: .abbreviated, time: .shortened), in: environment)
        })]
    }

    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    /// A value formatted by a Foundation `Formatter` (a `DateFormatter`, a `NumberFormatter` …) as
    /// that formatter is configured: its own locale and time zone, not the environment's (as SwiftUI).
    /// SwiftUI asks for a `ReferenceConvertible` or `NSObject` subject; Linux has no bridging, so
    /// any value is taken (a `Date`, an `NSNumber`).
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        pieces = [TextPiece(content: .formatted { _ in formatter.string(for: subject) ?? "" })]
    }

    /// `consuming`: a chain `a + b + c + …` hands each intermediate text on instead of copying
    /// it, so n pieces cost O(n), not O(n²) (60,000 pieces once took 16 s).
    public static func + (lhs: consuming Text, rhs: Text) -> Text {
        var result = lhs
        result.pieces.append(contentsOf: rhs.pieces)
        return result
    }

    /// `textCase(_:)`: shown in upper or lower case (en_US_POSIX rules).
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
        var resolved: TruncationModeValue {
            switch self {
            case .head: return .head
            case .middle: return .middle
            case .tail: return .tail
            }
        }
    }

    var pathDescription: String {
        let raw = pieces.map { piece -> String in
            if case .string(let s) = piece.content { return s }
            if case .localized(let key, _) = piece.content {
                return key.textPieces.map { if case .string(let s) = $0.content { return s } else { return "…" } }.joined()
            }
            return "…"
        }.joined()
        let shown = raw.count > 24 ? String(raw.prefix(23)) + "…" : raw
        return "Text(\"\(shown)\")"
    }

    // MARK: Modifiers that keep a Text (so it can still be concatenated)

    private func filling(_ change: (inout TextPiece) -> Void) -> Text {
        var copy = self
        for index in copy.pieces.indices { change(&copy.pieces[index]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { filling { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { filling { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { bold(true) }
    public func bold(_ isActive: Bool) -> Text { isActive ? fontWeight(.bold) : self }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { filling { $0.italic = $0.italic || isActive } }
    public func monospacedDigit() -> Text { filling { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return foregroundStyle(color)
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        filling { if $0.foreground == nil { $0.foreground = AnyShapeStyle(style) } }
    }

    // MARK: Resolve

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        if pieces.contains(where: \.isLocalized) { return try expanded(in: context.environment).resolve(in: context) }
        let node: ResolvedNode
        if pieces.contains(where: { if case .image = $0.content { return true } else { return false } }) {
            node = try resolvedWithInlineImages(in: context) ?? resolveWithImages(in: context)
        } else {
            node = try context.checked { .text(try resolvedText(in: context.environment)) }
        }
        // A foreground style with a drop shadow (`.white.shadow(.drop(radius: 1))`), set on the text or
        // around it, shadows the glyphs.
        let styles = pieces.compactMap(\.foreground) + [context.environment.foregroundStyle].compactMap { $0 }
        guard let shadows = styles.lazy.map(\.shadows).first(where: { !$0.isEmpty }) else { return node }
        return try context.checked { try applyingDropShadows(shadows, to: node, in: context.environment) }
    }

    /// Text with an image that has no fixed size (TextInlineImages.swift draws the others inline):
    /// the runs between images stay one Text each, each image is drawn with its piece's font and
    /// foreground, side by side without spacing and centered on the line.
    private func resolveWithImages(in context: ResolveContext) throws -> ResolvedNode {
        var children: [ResolvedNode] = []
        var run: TextPieces = []
        func flush() throws {
            guard !run.isEmpty else { return }
            // A space before an image would be trimmed as trailing whitespace of its line: keep it
            // as a no-break space.
            if case .string(let last)? = run.last?.content, last.hasSuffix(" ") {
                run[run.count - 1].content = .string(String(last.dropLast()) + "\u{00A0}")
            }
            let text = Text(pieces: run)
            children.append(try context.checked { .text(try text.resolvedText(in: context.environment)) })
            run = []
        }
        for piece in pieces {
            guard case .image(let image) = piece.content else { run.append(piece); continue }
            try flush()
            let inner = context.withEnvironment { environment in
                if let font = piece.font { environment.font = font }
                if let weight = piece.weight { environment.textTraits.weight = weight }
                if let style = piece.foreground { environment.setForegroundStyle(style) }
            }
            children.append(try image.resolve(in: inner))
        }
        try flush()
        return .stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: 0, children: children))
    }

    func resolvedText(in environment: EnvironmentValues) throws -> ResolvedText {
        let pieces = expanded(in: environment).pieces
        let runs = try pieces.flatMap { piece in
            SmallCapsSynthesis.split(try run(for: piece, in: environment),
                                     for: (piece.font ?? environment.font ?? .body).smallCapitals, locale: environment.locale)
        }
        if let limit = environment.lineLimit, limit < 1 { throw CheckFailure("lineLimit \(limit) is less than 1") }
        let scale = Double(environment.minimumScaleFactor)
        guard scale > 0, scale <= 1 else {
            throw CheckFailure("minimumScaleFactor \(scale) is outside 0 < factor ≤ 1")
        }
        var resolved = ResolvedText(runs: runs, lineLimit: environment.lineLimit,
                                    alignment: Mirroring.alignment(environment.multilineTextAlignment.resolved, in: environment),
                                    minimumScaleFactor: scale, truncation: environment.truncationMode.resolved,
                                    lineSpacing: try Check.nonNegative(Double(environment.lineSpacing), "lineSpacing"),
                                    group: environment.drawGroup, redacted: environment.isRedacted)
        if environment.allowsTightening { resolved.content.allowsTightening = true }
        return resolved
    }

    private func run(for piece: TextPiece, in environment: EnvironmentValues) throws -> TextRun {
        let traits = environment.textTraits
        var font = try (piece.font ?? environment.font ?? .body).spec(in: environment)
        if let weight = piece.weight ?? traits.weight { font.weight = weight.value }
        font.italic = font.italic || piece.italic || traits.italic
        font.monospacedDigit = font.monospacedDigit || piece.monospacedDigit || traits.monospacedDigit
        let styling = piece.styling.filled(from: environment.textStyling)
        try styling.apply(to: &font)
        BoldText.apply(to: &font, in: environment)
        // A Markdown link takes the tint (the accent color) unless the piece has its own color.
        let linkPaint = styling.isLink && piece.foreground == nil ? try TintShapeStyle().resolvePaint(in: environment) : nil
        let paint = try linkPaint ?? piece.foreground?.resolvePaint(in: environment) ?? environment.foregroundPaint()
        let effects = try styling.effects()
        let decorationPaint = try styling.decorationPaints(in: environment)
        let string: String
        switch piece.content {
        case .string(let s): string = s
        case .image: string = ""  // drawn beside the text by `resolveWithImages`
        case .formatted(let format): string = format(environment)
        case .localized(let key, _): string = key.key  // not reached: resolve expands localized pieces first
        case .date(let date, let style): string = style.format(date, in: environment)
        case .timer(let interval, let countsDown, let showsHours, let pauseTime):
            let now = min(max(pauseTime ?? environment.renderDate, interval.lowerBound), interval.upperBound)
            let seconds = countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
            string = Text.DateStyle.timer(Text.DateStyle.wholeSeconds(seconds), showsHours: showsHours)
        }
        // Case rules of the environment's locale (en_US_POSIX unless set), as SwiftUI's textCase.
        let cased: String
        switch environment.textCase {
        case .uppercase?: cased = string.uppercased(with: environment.locale)
        case .lowercase?: cased = string.lowercased(with: environment.locale)
        case nil: cased = string
        }
        return TextRun(string: cased, font: font, paint: paint, effects: effects, decorationPaint: decorationPaint)
    }
}

extension TextPiece {
    var isLocalized: Bool { if case .localized = content { return true } else { return false } }
}
