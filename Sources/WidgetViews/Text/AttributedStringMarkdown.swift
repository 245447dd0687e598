import Foundation

// `AttributedString(markdown:)`, which Foundation on Linux lacks, and the `inlinePresentationIntent`
// attribute it sets (Foundation's lives in a scope Linux does not have; ours is reached the same
// way, `attributed.inlinePresentationIntent`). The inline syntax is the one `Text` reads in
// literals (`MarkdownInline`): strong, emphasis, code, strikethrough, links (their URL becomes the
// `link` attribute). Block syntax is kept as written, whitespace included: every parse behaves as
// `interpretedSyntax: .inlineOnlyPreservingWhitespace` (docs/text.md).

/// Inline Markdown roles, as Foundation's `InlinePresentationIntent`.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.SwiftUIAttributes {
    /// `inlinePresentationIntent`, as Foundation's attribute of that name.
    public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}

extension AttributedString {
    /// Parsing options, as Foundation's `AttributedString.MarkdownParsingOptions`; every
    /// `interpretedSyntax` is read as inline-only, preserving whitespace (see above).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes; self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy; self.languageCode = languageCode
        }
    }

    /// `markdown` read as inline Markdown: one run per style, with `inlinePresentationIntent` and
    /// `link` set. Never throws here (inline Markdown has no syntax errors: unmatched delimiters
    /// stay characters); `throws` keeps Foundation's signature.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for run in MarkdownInline.runs(markdown) {
            var part = AttributedString(run.text)
            var intent: InlinePresentationIntent = []
            if run.style.strong { intent.insert(.stronglyEmphasized) }
            if run.style.emphasis { intent.insert(.emphasized) }
            if run.style.code { intent.insert(.code) }
            if run.style.strike { intent.insert(.strikethrough) }
            if !intent.isEmpty { part[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if run.style.link, let destination = run.style.destination {
                part.link = URL(string: destination, relativeTo: baseURL)
            }
            append(part)
        }
    }
}
