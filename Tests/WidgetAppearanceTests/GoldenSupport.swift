import Foundation
import XCTest
import WidgetRender
import WidgetPNG

/// Exact golden comparison for `Golden/Appearance`. A missing golden fails unless
/// `WIDGET_RENDER_RECORD=missing` (record missing ones) or `all` (re-record every one) is set.
/// On a mismatch the actual image is written to a temporary directory named in the failure.
enum AppearanceGolden {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let directory = root.appendingPathComponent("Golden/Appearance")

    static var recordMode: String { ProcessInfo.processInfo.environment["WIDGET_RENDER_RECORD"] ?? "never" }

    /// Compares `actual` with `<directory>/<path>.png`, recording it when the mode says so.
    static func check(_ actual: Pixmap, at path: String, in directory: URL = directory,
                      file: StaticString = #filePath, line: UInt = #line) throws {
        let url = directory.appendingPathComponent(path + ".png")
        let exists = FileManager.default.fileExists(atPath: url.path)
        if recordMode == "all" || (recordMode == "missing" && !exists) {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.writePNG(to: url, preset: .small)
            return
        }
        guard exists else {
            XCTFail("\(url.path): golden missing (run with WIDGET_RENDER_RECORD=missing to record it)", file: file, line: line)
            return
        }
        let golden = try Pixmap(pngData: Data(contentsOf: url))
        guard golden != actual else { return }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("widget-render-appearance-diffs")
            .appendingPathComponent(path + ".actual.png")
        try FileManager.default.createDirectory(at: out.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.writePNG(to: out, preset: .fast)
        XCTFail("\(url.path): rendering differs from the golden; actual in \(out.path)", file: file, line: line)
    }

    /// The device goldens are drawn on, per platform: every one at scale 2, to keep files small.
    static func device(for theme: Theme) throws -> Device {
        switch theme.platform {
        case .ios: return try Device(named: "iphone-11")
        case .macos: return try Device(named: "mac")
        case .watchos: return try Device(named: "watch-45mm")
        case .visionos: return try Device(named: "vision-pro")
        }
    }

    /// A file-name-safe theme name: `ios.tinted(blue)` → `ios.tinted-blue`, `#0A84FF` → `0A84FF`.
    static func fileName(_ theme: Theme) -> String {
        theme.name.replacingOccurrences(of: "(", with: "-").replacingOccurrences(of: ")", with: "")
            .replacingOccurrences(of: "#", with: "")
    }
}
