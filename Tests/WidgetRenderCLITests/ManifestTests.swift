import Foundation
import XCTest
@testable import WidgetRenderCLI

final class ManifestTests: XCTestCase {
    /// What JSONEncoder prints for `file`, indented as an entry of `files`.
    private func encoderEntry(_ file: Manifest.File) throws -> String {
        let encoded = String(decoding: try ManifestWriter.encoder().encode(file), as: UTF8.self)
        return "    " + encoded.replacingOccurrences(of: "\n", with: "\n    ")
    }

    private func file(text: String, scale: Double = 3) -> Manifest.File {
        Manifest.File(path: "w/\(text)/iphone/systemSmall/ios.light.png", sha256: String(repeating: "ab", count: 32), bytes: 12_345,
                      widget: text, title: text, source: "specs/\(text).yaml", entry: text, device: "iphone-11",
                      family: "systemSmall", theme: "ios.light", renderDate: "2025-06-09T17:41:00Z", pixelWidth: 474,
                      pixelHeight: 474, scale: scale)
    }

    /// An entry written by hand is JSONEncoder's text, for every ASCII character (control
    /// characters, quote, backslash, slash), characters beyond ASCII, and the scales devices have.
    func testEntriesAreWhatJSONEncoderPrints() throws {
        let ascii = String(String.UnicodeScalarView((0..<0x80).map { Unicode.Scalar(UInt8($0)) }))
        for text in [ascii, "Café ☕️ “quoted” \u{2028}\u{2029}\u{FEFF} 😀", "a\"b\\c/d\te\nf\r\u{7F}", ""] {
            for scale in [1.0, 2, 3, 2.5, 0.5, 1.0 / 3] {
                let entry = String(decoding: ManifestEntry(file(text: text, scale: scale)).text, as: UTF8.self)
                XCTAssertEqual(entry, try encoderEntry(file(text: text, scale: scale)), "\(text.debugDescription) at \(scale)")
            }
        }
    }
}
