import Foundation

/// One job's entry in the manifest: its text as the manifest holds it, indented to its place. The
/// worker that rendered the job writes it, so that writing the manifest after the batch is only
/// joining entries: encoding them there with JSONEncoder, on one thread, was 3–4 % of the CPU of
/// a 1,000- or 10,000-render batch with the other worker idle, and JSONEncoder on the workers cost
/// twice that again (docs/performance.md, *Issue 35: the load before the batch*). The text is
/// exactly what JSONEncoder prints for `Manifest.File` (pretty, sorted keys, slashes unescaped;
/// `ManifestTests` compares them on hostile strings). About 450 bytes a job stay in memory.
struct ManifestEntry: Sendable {
    let text: [UInt8]

    init(job: some BatchJob, outcome: RenderOutcome) {
        self.init(Manifest.File(job: job, outcome: outcome, renderDate: ManifestDates.string(from: job.subject.renderDate)))
    }

    init(_ file: Manifest.File) {
        var writer = EntryWriter()
        // Keys in JSONEncoder's sorted order.
        writer.field("bytes", number: String(file.bytes))
        writer.field("device", string: file.device)
        writer.field("entry", string: file.entry)
        writer.field("family", string: file.family)
        writer.field("path", string: file.path)
        writer.field("pixelHeight", number: String(file.pixelHeight))
        writer.field("pixelWidth", number: String(file.pixelWidth))
        writer.field("renderDate", string: file.renderDate)
        writer.field("scale", number: EntryWriter.number(file.scale))
        writer.field("sha256", string: file.sha256)
        writer.field("source", string: file.source)
        writer.field("theme", string: file.theme)
        writer.field("title", string: file.title)
        writer.field("widget", string: file.widget)
        text = writer.finished()
    }

    /// JSONEncoder's pretty printing of one object, two levels in (`files` of the manifest).
    private struct EntryWriter {
        private var bytes: [UInt8] = Array("    {".utf8)
        private var isFirst = true

        mutating func field(_ key: String, number: String) {
            start(key)
            bytes.append(contentsOf: number.utf8)
        }

        /// A string as JSONEncoder escapes it: quote, backslash, and the control characters
        /// (`\b \t \n \f \r` short, the rest as `\u00xx`); everything else, `/` included, as is.
        mutating func field(_ key: String, string: String) {
            start(key)
            bytes.append(UInt8(ascii: "\""))
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
                case 0x08: bytes += Array("\\b".utf8)
                case 0x09: bytes += Array("\\t".utf8)
                case 0x0A: bytes += Array("\\n".utf8)
                case 0x0C: bytes += Array("\\f".utf8)
                case 0x0D: bytes += Array("\\r".utf8)
                case 0..<0x20: bytes += Array("\\u00".utf8) + [Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 15)]]
                default: bytes.append(byte)
                }
            }
            bytes.append(UInt8(ascii: "\""))
        }

        private static let hexDigits = Array("0123456789abcdef".utf8)

        private mutating func start(_ key: String) {
            bytes.append(contentsOf: (isFirst ? "\n      \"" : ",\n      \"").utf8)
            isFirst = false
            bytes.append(contentsOf: key.utf8)
            bytes.append(contentsOf: "\" : ".utf8)
        }

        /// A finite number as JSONEncoder writes it: Swift's shortest form, without a trailing ".0".
        static func number(_ value: Double) -> String {
            let text = String(value)
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }

        mutating func finished() -> [UInt8] {
            bytes.append(contentsOf: "\n    }".utf8)
            return bytes
        }
    }
}

/// The manifest's dates, written by one formatter for the process (making one costs more than
/// encoding an entry) under a lock, as workers encode their entries at the same time. Every job of
/// a timeline entry has the same date, so each date is formatted once (bounded: emptied past
/// `limit` dates).
private enum ManifestDates {
    private static let lock = NSLock()
    nonisolated(unsafe) private static let formatter = ISO8601DateFormatter()
    nonisolated(unsafe) private static var strings: [Date: String] = [:]
    private static let limit = 4096

    static func string(from date: Date) -> String {
        lock.lock(); defer { lock.unlock() }
        if let string = strings[date] { return string }
        let string = formatter.string(from: date)
        if strings.count >= limit { strings.removeAll() }
        strings[date] = string
        return string
    }
}
