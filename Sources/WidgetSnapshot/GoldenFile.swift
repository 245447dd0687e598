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
    /// "supplied" when symbols the user supplied drew names the bundled stand-ins draw; absent
    /// otherwise, likewise.
    static let symbolsKeyword = "Symbols"

    let pixmap: Pixmap
    /// The `Software` chunk: "WidgetRender <version>" of the renderer that recorded it.
    let software: String?
    let inputsHash: String?
    /// Which fonts and symbols drew it: a golden is only compared with a render drawn alike.
    var fonts: GoldenFonts = .standIns
    var symbols: GoldenSymbols = .standIns

    /// nil when there is no file; throws (naming the path) when there is one we cannot read.
    static func read(_ url: URL) throws -> GoldenFile? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            let data = try Data(contentsOf: url)
            let text = try PNGInfo.text(of: data)
            return GoldenFile(pixmap: try Pixmap(pngData: data), software: text[softwareKeyword],
                              inputsHash: text[inputsHashKeyword],
                              fonts: text[fontsKeyword].flatMap(GoldenFonts.init(rawValue:)) ?? .standIns,
                              symbols: text[symbolsKeyword].flatMap(GoldenSymbols.init(rawValue:)) ?? .standIns)
        } catch {
            throw SnapshotError.unreadableGolden(path: url.path, problem: "\(error)")
        }
    }

    /// Writes atomically, creating folders; the PNG records the renderer version, the inputs hash,
    /// and fonts or symbols other than the stand-ins.
    static func write(_ rendered: RenderedSnapshot, to url: URL) throws {
        var text = [inputsHashKeyword: rendered.inputsHash]
        if rendered.fonts != .standIns { text[fontsKeyword] = rendered.fonts.rawValue }
        if rendered.symbols != .standIns { text[symbolsKeyword] = rendered.symbols.rawValue }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rendered.pixmap.writePNG(to: url, preset: .small, text: text)
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
    /// The golden was drawn with other symbols (the stand-ins, or ones the user supplied for the
    /// same names, `--symbols`): never compared either.
    case symbolsDiffer(golden: GoldenSymbols, rendered: GoldenSymbols)

    /// Why `golden` may not be compared with `rendered` at all: drawn with other fonts or symbols.
    static func drawnDifferently(golden: GoldenFile, rendered: RenderedSnapshot) -> ChangeCause? {
        if golden.fonts != rendered.fonts { return .fontsDiffer(golden: golden.fonts, rendered: rendered.fonts) }
        if golden.symbols != rendered.symbols { return .symbolsDiffer(golden: golden.symbols, rendered: rendered.symbols) }
        return nil
    }

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
        case .symbolsDiffer(let golden, let rendered):
            return "recorded with symbols: \(golden.rawValue), rendered with symbols: \(rendered.rawValue); goldens are never "
                + "compared across symbols: check with the symbols it was recorded with (\(golden.flag)), or re-record"
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

/// Which symbols drew a golden (its `Symbols` text chunk): the bundled stand-ins, or artwork the
/// user supplied under names the stand-ins draw (SF Symbols exports, `--symbols DIR`,
/// `CustomSymbols.register(contentsOfDirectory:)`). A team's own symbol names do not count: no
/// stand-in draws them.
public enum GoldenSymbols: String, Hashable, Sendable {
    case standIns = "stand-ins"
    case supplied

    /// The symbols `symbols` draw over the stand-ins.
    public init(_ symbols: CustomSymbols) { self = symbols.replacesStandIns ? .supplied : .standIns }

    /// How to render with these symbols, for a message.
    var flag: String { self == .supplied ? "--symbols DIR" : "without --symbols" }
}
