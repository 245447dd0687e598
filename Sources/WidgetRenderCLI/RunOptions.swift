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

    var run: RunOptions {
        RunOptions(strict: strict, assets: assets.map { URL(fileURLWithPath: $0) },
                   localizations: localizations.map { URL(fileURLWithPath: $0) })
    }
}

/// What every renderer of one CLI run shares: strictness and one warnings log, printed to stderr
/// as each warning is first found ("warning: …", once per name and run).
struct RunOptions {
    var strict = false
    var assets: URL?
    /// `--localizations`: translations that replace the spec's `localizations:`.
    var localizations: URL?
    let warnings = RenderWarnings { line in
        FileHandle.standardError.write(Data(("warning: " + line + "\n").utf8))
    }
}
