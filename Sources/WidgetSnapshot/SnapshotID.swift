import Foundation
import WidgetRender

/// Names one golden: `<suite>/<widget>/<device>/<family>__<theme>`, where `<theme>` is the theme's
/// `Theme.fileName` (`ios.tinted-blue`). Also the name a person passes to accept one change
/// (`--only`), and the relative path of its golden and artifacts.
public struct SnapshotID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let suite: String
    public let widget: String
    public let device: String
    public let family: String
    public let theme: String

    /// Throws when a part could escape its folder or is empty (`..`, `/`, spaces…).
    public init(suite: String, widget: String, device: String, family: String, theme: String) throws {
        for part in [suite, widget, device, family, theme] {
            guard SnapshotID.isValidPart(part) else { throw SnapshotError.invalidName(part) }
        }
        self.suite = suite; self.widget = widget; self.device = device; self.family = family; self.theme = theme
    }

    /// Relative path without extension, `/`-separated.
    public var description: String { "\(suite)/\(widget)/\(device)/\(family)__\(theme)" }

    /// The golden's path below a golden root folder.
    public func goldenURL(in root: URL) -> URL {
        root.appendingPathComponent(suite).appendingPathComponent(widget).appendingPathComponent(device)
            .appendingPathComponent("\(family)__\(theme).png")
    }

    /// Whether `pattern` selects this snapshot: equal to its name, or a prefix ending at a `/`
    /// (`Showcase/happy-hour` selects every snapshot of that widget), or `*` anywhere as a wildcard.
    public func matches(_ pattern: String) -> Bool {
        let name = description
        if pattern.contains("*") { return SnapshotID.wildcard(pattern[...], matches: name[...]) }
        return name == pattern || name.hasPrefix(pattern.hasSuffix("/") ? pattern : pattern + "/")
    }

    public static func < (l: SnapshotID, r: SnapshotID) -> Bool { l.description < r.description }

    static func isValidPart(_ part: String) -> Bool {
        guard let first = part.first, first != "." else { return false }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    private static func wildcard(_ pattern: Substring, matches text: Substring) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == text }
        let head = pattern[..<star], rest = pattern[pattern.index(after: star)...]
        guard text.hasPrefix(head) else { return false }
        var tail = text.dropFirst(head.count)
        while true {
            if wildcard(rest, matches: tail) { return true }
            if tail.isEmpty { return false }
            tail = tail.dropFirst()
        }
    }
}
