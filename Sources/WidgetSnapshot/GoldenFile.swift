import Foundation
import WidgetGeometry
import WidgetPNG

/// A golden PNG on disk and what its text chunks say about how it was made.
struct GoldenFile {
    static let inputsHashKeyword = "InputsHash"
    static let softwareKeyword = "Software"

    let pixmap: Pixmap
    /// The `Software` chunk: "WidgetRender <version>" of the renderer that recorded it.
    let software: String?
    let inputsHash: String?

    /// nil when there is no file; throws (naming the path) when there is one we cannot read.
    static func read(_ url: URL) throws -> GoldenFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let data = try Data(contentsOf: url)
            let text = try PNGInfo.text(of: data)
            return GoldenFile(pixmap: try Pixmap(pngData: data), software: text[softwareKeyword],
                              inputsHash: text[inputsHashKeyword])
        } catch {
            throw SnapshotError.unreadableGolden(path: url.path, problem: "\(error)")
        }
    }

    /// Writes atomically, creating folders; the PNG records the renderer version and the inputs hash.
    static func write(_ pixmap: Pixmap, inputsHash: String, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try pixmap.writePNG(to: url, preset: .small, text: [inputsHashKeyword: inputsHash])
        } catch {
            throw SnapshotError.cannotWrite(path: url.path, problem: "\(error)")
        }
    }
}

/// Why a golden no longer matches, read from its text chunks.
public enum ChangeCause: Hashable, Sendable {
    /// Same renderer, different inputs: the widget or its data changed. Re-record if intended.
    case inputsChanged
    /// Same inputs, different renderer version: review the pixels, then re-record.
    case rendererChanged(from: String, to: String)
    /// Both changed.
    case inputsAndRendererChanged(from: String, to: String)
    /// Neither changed, yet the pixels did: rendering depends on something it should not.
    case unexplained

    static func diagnose(golden: GoldenFile, inputsHash: String, software: String) -> ChangeCause {
        let inputsChanged = golden.inputsHash != inputsHash
        let previous = golden.software ?? "an unknown renderer"
        let rendererChanged = golden.software != software
        switch (inputsChanged, rendererChanged) {
        case (true, false): return .inputsChanged
        case (false, true): return .rendererChanged(from: previous, to: software)
        case (true, true): return .inputsAndRendererChanged(from: previous, to: software)
        case (false, false): return .unexplained
        }
    }

    /// One sentence for the failure message and the report.
    public var advice: String {
        switch self {
        case .inputsChanged: return "the inputs changed: re-record if the change is intended"
        case .rendererChanged(let from, let to): return "the renderer changed (\(from) → \(to)): review, then re-record"
        case .inputsAndRendererChanged(let from, let to):
            return "the inputs and the renderer changed (\(from) → \(to)): review, then re-record"
        case .unexplained:
            return "same inputs and renderer, different pixels: rendering is not deterministic here; report it"
        }
    }
}
