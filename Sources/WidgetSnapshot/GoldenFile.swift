import Foundation
import WidgetGeometry
import WidgetPNG
import WidgetRender

/// A golden PNG on disk and what its text chunks say about how it was made.
struct GoldenFile {
    static let inputsHashKeyword = "InputsHash"
    static let softwareKeyword = "Software"
    /// "apple" when Apple's own fonts drew the golden; absent for the stand-ins, so goldens
    /// recorded before Apple's fonts were supported keep their bytes and read as stand-ins.
    static let fontsKeyword = "Fonts"

    let pixmap: Pixmap
    /// The `Software` chunk: "WidgetRender <version>" of the renderer that recorded it.
    let software: String?
    let inputsHash: String?
    /// Which fonts drew it: a golden is only compared with a render in the same fonts.
    var fonts: GoldenFonts = .standIns

    /// nil when there is no file; throws (naming the path) when there is one we cannot read.
    static func read(_ url: URL) throws -> GoldenFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let data = try Data(contentsOf: url)
            let text = try PNGInfo.text(of: data)
            return GoldenFile(pixmap: try Pixmap(pngData: data), software: text[softwareKeyword],
                              inputsHash: text[inputsHashKeyword],
                              fonts: text[fontsKeyword].flatMap(GoldenFonts.init(rawValue:)) ?? .standIns)
        } catch {
            throw SnapshotError.unreadableGolden(path: url.path, problem: "\(error)")
        }
    }

    /// Writes atomically, creating folders; the PNG records the renderer version and the inputs hash.
    static func write(_ pixmap: Pixmap, inputsHash: String, fonts: GoldenFonts = .standIns, to url: URL) throws {
        var text = [inputsHashKeyword: inputsHash]
        if fonts != .standIns { text[fontsKeyword] = fonts.rawValue }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try pixmap.writePNG(to: url, preset: .small, text: text)
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
    /// The golden was drawn with other fonts (the stand-ins, or Apple's own with `--apple-fonts`):
    /// never compared, whatever the pixels; check with the fonts it was recorded with, or re-record.
    case fontsDiffer(golden: GoldenFonts, rendered: GoldenFonts)

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
        case .fontsDiffer(let golden, let rendered):
            return "recorded with fonts: \(golden.rawValue), rendered with fonts: \(rendered.rawValue); goldens are never "
                + "compared across fonts: check with the fonts it was recorded with (\(golden.flag)), or re-record"
        }
    }
}

/// Which fonts drew a golden (its `Fonts` text chunk): the bundled stand-ins, or Apple's own fonts
/// from a folder the user named (`--apple-fonts`, `FontCatalog.bundled(appleFonts:)`). Never a
/// path: goldens are committed.
public enum GoldenFonts: String, Hashable, Sendable {
    case standIns = "stand-ins"
    case apple

    /// The fonts a catalog draws with.
    public init(_ catalog: FontCatalog) { self = catalog.drawsWithAppleFonts ? .apple : .standIns }

    /// How to render with these fonts, for a message.
    var flag: String { self == .apple ? "--apple-fonts DIR" : "without --apple-fonts" }
}
