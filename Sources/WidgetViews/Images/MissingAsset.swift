import WidgetGeometry

/// An asset the widget names (`Image("x")`, `Color("x")`) that no catalog has. Real extensions hit
/// it whenever a catalog is not handed to the renderer or a name is misspelt, so it draws a visible
/// placeholder with one warning (an error only under `--strict`), as an unknown symbol does:
/// an image is the unknown-symbol box, a color is `placeholderColor` (docs/assets.md, *Missing assets*).
struct MissingAsset: Error {
    enum Kind: String { case image, color }

    let kind: Kind
    let name: String
    /// The names the providers know, for "did you mean".
    let known: [String]
    /// Where the providers looked (catalog and folder paths).
    let searched: [String]

    /// Ours: magenta, the color no design uses, so a missing color is seen at once.
    static let placeholderColor = RGBA(red: 1, green: 0, blue: 1)

    /// Records the warning in `collector` (once per name), or throws it when the resolve is strict;
    /// the caller then draws its placeholder.
    func warnOrThrow(in collector: ResolveCollector, path: [String]) throws {
        let strict = collector.options.strictSymbols
        if strict { throw CheckFailure(message(path: path, strict: true)) }
        collector.warn(message(path: path, strict: false), key: "\(kind.rawValue):\(name)")
    }

    /// One line: what is missing, where it was looked for, what is near, what is drawn instead.
    func message(path: [String], strict: Bool) -> String {
        let near = NearNames.suggestions(for: name, in: known)
        let hint = !near.isEmpty ? "; did you mean " + near.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
            : known.isEmpty ? "" : "; it has " + known.prefix(5).joined(separator: ", ") + (known.count > 5 ? ", …" : "")
        let place = searched.isEmpty ? "no asset catalog was given" : "searched " + searched.joined(separator: ", ")
        // Strict: the error names the view's path itself.
        if strict { return "no \(kind.rawValue) named \"\(name)\" (\(place)\(hint))" }
        let at = path.isEmpty ? "" : " in " + path.joined(separator: " › ")
        let drawn = kind == .image ? "drawn as a crossed box" : "drawn in magenta"
        return "no \(kind.rawValue) named \"\(name)\"\(at): \(drawn) (\(place)\(hint))"
    }
}
