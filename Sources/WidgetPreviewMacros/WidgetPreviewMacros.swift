// WidgetPreviewMacros: the compiler plug-in behind `#Preview` and SwiftData's `@Model`,
// `@Attribute`, `@Relationship` and `@Transient` (all declared in `WidgetPreviews`). This file only
// moves messages between the compiler and `MacroPluginHandler` (WidgetPreviewSyntax), which expands
// them from their source text: no swift-syntax, so users do not build it for this plug-in.
//
// Glossary
// - frame: one message, after its length as an 8-byte little-endian integer, on standard input
//   (from the compiler) or standard output (to it); an empty one ends the conversation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgetPreviewSyntax

@main
enum WidgetPreviewMacrosPlugin {
    static func main() {
        let handler = MacroPluginHandler()
        while let message = readFrame() {
            do {
                writeFrame(try handler.answer(message))
            } catch {
                fputs("WidgetPreviewMacros: \(error)\n", stderr)
                exit(1)
            }
        }
    }

    /// The next message, or nil at the end of the input or at an empty message (the compiler's
    /// way to say it is done).
    private static func readFrame() -> [UInt8]? {
        guard let header = readExactly(8) else { return nil }
        let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
        return length == 0 ? nil : readExactly(length)
    }

    private static func readExactly(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer -> Int in read(0, buffer.baseAddress! + filled, count - filled) }
            if got <= 0 { return nil }
            filled += got
        }
        return bytes
    }

    private static func writeFrame(_ message: [UInt8]) {
        var frame = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(message.count) >> (8 * $0)) }
        frame += message
        var written = 0
        while written < frame.count {
            let sent = frame.withUnsafeBytes { buffer -> Int in write(1, buffer.baseAddress! + written, frame.count - written) }
            if sent <= 0 { exit(1) }
            written += sent
        }
    }
}
