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

    var run: RunOptions {
        RunOptions(strict: strict, assets: assets.map { URL(fileURLWithPath: $0) },
                   localizations: localizations.map { URL(fileURLWithPath: $0) },
                   symbols: symbols.map { URL(fileURLWithPath: $0) })
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

    /// The folder's symbols with the spec's over them.
    func symbols(under own: CustomSymbols) throws -> CustomSymbols {
        guard let symbols else { return own }
        var folder = CustomSymbols()
        do { try folder.register(contentsOfDirectory: symbols) } catch let error as CustomSymbolError {
            throw CLIError("--symbols: \(error.message)")
        }
        return folder.merging(own)
    }
    let warnings = RenderWarnings { line in
        FileHandle.standardError.write(Data(("warning: " + line + "\n").utf8))
    }
}
