
/// Picks the face for a design, weight and slant among candidates, the way CSS font matching
/// does for weights: the nearest weight wins; on a tie, requests of 500 and more prefer the
/// heavier face, lighter requests the lighter one. Italic requests prefer italic faces and fall
/// back to upright ones when the design has none (Quicksand has no italic, so rounded italic is
/// upright rounded).
enum FaceSelection {
    static func best(among faces: [FontFace], weight: Int, italic: Bool) -> FontFace? {
        let sameSlant = faces.filter { $0.isItalic == italic }
        let candidates = sameSlant.isEmpty ? faces : sameSlant
        return candidates.min { a, b in
            let da = abs(a.weight - weight), db = abs(b.weight - weight)
            if da != db { return da < db }
            return weight >= 500 ? a.weight > b.weight : a.weight < b.weight
        }
    }

    /// `customName` is a file path (rather than a face or family name) when it has a folder or a font extension.
    static func isPath(_ name: String) -> Bool {
        let lower = name.lowercased()
        return name.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
    }
}
