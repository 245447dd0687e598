import ArgumentParser
import Foundation
import WidgetRender

/// `--strict` and `--assets`: what a run does with content it can only draw in a degraded way, and
/// the widget extension's asset catalog.
struct StrictOption: ParsableArguments {
    @Flag(help: "Fail on an unknown symbol name instead of drawing a crossed box and warning.")
    var strict = false

    @Option(help: "An asset catalog (Assets.xcassets) for Image(\"name\"), Color(\"name\") and custom symbols; overrides the spec's.")
    var assets: String?

    @Option(help: "A folder of xx.lproj (.strings, .stringsdict) and/or .xcstrings files: Text(\"key\") is translated for --locale; overrides the spec's.")
    var localizations: String?

    @Option(help: "A folder of SVG symbols named after SF Symbols (heart.fill.svg, as the SF Symbols app exports them): Image(systemName:) draws them, by weight and scale, instead of the bundled stand-ins; a spec's own symbols win.")
    var symbols: String?

    @Option(name: .customLong("apple-fonts"), help: RunOptions.appleFontsHelp)
    var appleFonts: String?

    var run: RunOptions {
        RunOptions(strict: strict, assets: assets.map { URL(fileURLWithPath: $0) },
                   localizations: localizations.map { URL(fileURLWithPath: $0) },
                   symbols: symbols.map { URL(fileURLWithPath: $0) },
                   appleFonts: appleFonts.map { URL(fileURLWithPath: $0) })
    }
}

/// What every renderer of one CLI run shares: strictness and one warnings log, printed to stderr
/// as each warning is first found ("warning: …", once per name and run).
struct RunOptions {
    var strict = false
    var assets: URL?
    /// `--localizations`: translations that replace the spec's `localizations:`.
    var localizations: URL?
    /// `--symbols`: a folder of symbol SVGs under the spec's own symbols.
    var symbols: URL?
    /// `--apple-fonts`: the folder of Apple's fonts every renderer of the run draws with.
    var appleFonts: URL?
    let warnings = RenderWarnings { line in
        FileHandle.standardError.write(Data(("warning: " + line + "\n").utf8))
    }
}

extension RunOptions {
    /// `--apple-fonts DIR`, the same on every command that draws text.
    static let appleFontsHelp = ArgumentHelp(
        "A folder of Apple's own font files (SF Pro, SF Pro Rounded, SF Mono, New York; downloaded from developer.apple.com/fonts): text is drawn with them instead of the stand-ins. Only this folder is read.",
        valueName: "dir")

    /// The font catalog of the run: nil (the bundled stand-ins) without `--apple-fonts`; else the
    /// bundled catalog with Apple's fonts from that folder, read once per process (`FolderLoads`).
    /// A missing folder, or one without Apple's fonts, is the run's one-line error.
    func fonts() throws -> FontCatalog? {
        guard let appleFonts else { return nil }
        return try appleFontFolders.value(for: appleFonts) { try FontCatalog.bundled(appleFonts: $0) }
    }

    /// The `--symbols` folder's symbols with the spec's own over them; the folder is read once per
    /// process, as Apple's fonts are. A bad folder or file is the run's one-line error.
    func symbols(under own: CustomSymbols) throws -> CustomSymbols {
        guard let symbols else { return own }
        let folder = try symbolFolders.value(for: symbols) { url in
            var folder = CustomSymbols()
            do { try folder.register(contentsOfDirectory: url) } catch let error as CustomSymbolError {
                throw CLIError("--symbols: \(error.message)")
            }
            return folder
        }
        return folder.merging(own)
    }
}

/// What a run reads from a folder the user names (`--apple-fonts`, `--symbols`), read once per
/// process and shared by every renderer (one per spec file), so the files are opened once.
private final class FolderLoads<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    func value(for folder: URL, load: (URL) throws -> Value) throws -> Value {
        let key = folder.standardizedFileURL.path
        lock.lock(); defer { lock.unlock() }
        if let value = values[key] { return value }
        let value = try load(folder)
        values[key] = value
        return value
    }
}

private let appleFontFolders = FolderLoads<FontCatalog>()
private let symbolFolders = FolderLoads<CustomSymbols>()
