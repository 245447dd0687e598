import Foundation
import WidgetGeometry
@testable import WidgetSnapshot

/// Small pixmaps drawn pixel by pixel, for tests whose expected values are counted by hand.
enum TestPixmaps {
    /// `width × height`, every pixel from `color(x, y)` as premultiplied (r, g, b, a).
    static func make(_ width: Int, _ height: Int,
                     _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> Pixmap {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                bytes += [c.0, c.1, c.2, c.3]
            }
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }

    static func solid(_ width: Int, _ height: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) throws -> Pixmap {
        try make(width, height) { _, _ in c }
    }

    /// A fresh empty folder in the temporary directory.
    static func temporaryFolder(_ name: String = #function) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("widget-snapshot-tests-\(ProcessInfo.processInfo.processIdentifier)")
            .appendingPathComponent(name.filter { $0.isLetter || $0.isNumber })
        try? FileManager.default.removeItem(at: url)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }
}
