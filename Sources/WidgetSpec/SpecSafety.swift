import Foundation
import WidgetRender

/// What one spec file may read: its own folder plus the granted roots (`ReadAccess`), with
/// relative paths resolved against the spec's folder, never the current directory.
struct SpecFiles {
    /// The folder the spec file is in.
    let folder: URL
    let access: ReadAccess

    /// The real path of `path` (relative to the spec's folder) when the spec may read it.
    func readable(_ path: String, what: String, at value: SpecValue) throws -> URL {
        guard !path.contains("\0") else { throw value.error("\(what) path contains a NUL byte") }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        do {
            return try access.check(url, what: what)
        } catch let error as ReadAccessError {
            throw value.error(error.description)
        }
    }
}

/// The work one spec file may cause (`RenderLimits.specExpansion`, `nodesPerWidget`): every
/// parsed view, modifier and text piece counts, again for each use of a component and each YAML
/// alias, so alias bombs and component fan-out stop with an error instead of exhausting memory.
final class SpecBudget {
    let limits: RenderLimits
    private(set) var specNodes = 0
    private var widgetNodes = 0

    init(limits: RenderLimits) { self.limits = limits }

    /// Starts counting a new widget's nodes.
    func startWidget() { widgetNodes = 0 }

    func count(_ nodes: Int, at value: SpecValue) throws {
        specNodes += nodes
        widgetNodes += nodes
        guard specNodes <= limits.specExpansion else {
            throw value.error("the spec expands to more than \(limits.specExpansion) views, modifiers, texts and entry values "
                              + "(components and YAML aliases count at every use): the limit specExpansion (see docs/security.md)")
        }
        guard widgetNodes <= limits.nodesPerWidget else {
            throw value.error("the widget has more than \(limits.nodesPerWidget) views, modifiers, texts and entry values: "
                              + "the limit nodesPerWidget (see docs/security.md)")
        }
    }
}

/// Checks on the raw bytes of a spec file, before YAML sees them, so that each problem gets a
/// line and column: the size, invalid UTF-8, control characters (a NUL byte), and (for every
/// source, in `WidgetSpec.init(source:…)`) YAML aliases used as mapping keys (the YAML library
/// hashes such keys while composing, and an alias bomb as a key hashes forever).
enum SpecSource {
    static func text(_ data: Data, file: String, limits: RenderLimits) throws -> String {
        guard data.count <= limits.specFileBytes else {
            throw SpecError(file: file, line: 0, column: 0, message: "the file has \(data.count) bytes, more than the limit "
                            + "specFileBytes = \(limits.specFileBytes) (see docs/security.md)")
        }
        let bytes = [UInt8](data)
        if let bad = firstInvalidUTF8(bytes) {
            let (line, column) = position(of: bad, in: bytes)
            throw SpecError(file: file, line: line, column: column,
                            message: "invalid UTF-8 (byte 0x\(String(bytes[bad], radix: 16)) at offset \(bad)); save the file as UTF-8")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" { line += 1; column = 1; continue }
            if (scalar.value < 0x20 && scalar != "\t" && scalar != "\r") || scalar.value == 0x7F {
                throw SpecError(file: file, line: line, column: column,
                                message: "control character U+\(String(format: "%04X", scalar.value)) is not allowed in a spec")
            }
            column += 1
        }
        return text
    }

    /// Index of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let length: Int
            switch b {
            case 0x00...0x7F: i += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return i
            }
            guard i + length <= bytes.count else { return i }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            // Overlong, surrogate and out-of-range forms.
            if b == 0xE0 && bytes[i + 1] < 0xA0 { return i }
            if b == 0xED && bytes[i + 1] > 0x9F { return i }
            if b == 0xF0 && bytes[i + 1] < 0x90 { return i }
            if b == 0xF4 && bytes[i + 1] > 0x8F { return i }
            i += length
        }
        return nil
    }

    /// 1-based line and column (in characters) of byte `offset`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1, column = 1
        for b in bytes[..<offset] {
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    /// Whether `line[start...]` is optional blanks, then ':' ending the token (a key's colon).
    private static func followedByColon(_ line: [Unicode.Scalar], from start: Int) -> Bool {
        var k = start
        while k < line.count, line[k] == " " || line[k] == "\t" { k += 1 }
        guard k < line.count, line[k] == ":" else { return false }
        return k + 1 == line.count || " \t,]}".unicodeScalars.contains(line[k + 1])
    }

    /// Refuses `*alias :`, flow collections as keys and `? ` keys outside quotes and comments. A spec's keys are names;
    /// an alias or a complex key is never one.
    static func checkAliasKeys(_ text: String, file: String) throws {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Array(rawLine.unicodeScalars)
            var quote: Unicode.Scalar?
            var i = 0
            while i < line.count {
                let c = line[i]
                if let open = quote {
                    if c == open { quote = nil }
                    i += 1; continue
                }
                if c == "#" && (i == 0 || line[i - 1] == " " || line[i - 1] == "\t") { break }
                if c == "\"" || c == "'" { quote = c; i += 1; continue }
                let startsNode = i == 0 || " \t[{,-:?".unicodeScalars.contains(line[i - 1])
                if startsNode && c == "?" && (i + 1 == line.count || line[i + 1] == " ") {
                    throw SpecError(file: file, line: index + 1, column: i + 1,
                                    message: "complex mapping keys ('? ') are not allowed in a spec; keys are names")
                }
                if startsNode && c == "*" {
                    // libyaml's anchor names are letters, digits, '-' and '_': `*a: 1` is an alias key.
                    var j = i + 1
                    while j < line.count, line[j].properties.isAlphabetic || ("0"..."9").contains(line[j])
                            || line[j] == "-" || line[j] == "_" { j += 1 }
                    if j > i + 1, followedByColon(line, from: j) {
                        throw SpecError(file: file, line: index + 1, column: i + 1,
                                        message: "a YAML alias cannot be a mapping key in a spec; keys are names")
                    }
                    i = j; continue
                }
                // `[*a]: 1` or `{…}: 1`: a flow collection as a key (JSON never has one).
                if (c == "]" || c == "}") && followedByColon(line, from: i + 1) {
                    throw SpecError(file: file, line: index + 1, column: i + 1,
                                    message: "a list or mapping cannot be a mapping key in a spec; keys are names")
                }
                i += 1
            }
        }
    }
}
