import ArgumentParser
import Foundation
import WidgetRender

/// `--strict`: what a run does with content it can only draw in a degraded way.
struct StrictOption: ParsableArguments {
    @Flag(help: "Fail on an unknown symbol name instead of drawing a crossed box and warning.")
    var strict = false

    var run: RunOptions { RunOptions(strict: strict) }
}

/// What every renderer of one CLI run shares: strictness and one warnings log, printed to stderr
/// as each warning is first found ("warning: …", once per name and run).
struct RunOptions {
    var strict = false
    let warnings = RenderWarnings { line in
        FileHandle.standardError.write(Data(("warning: " + line + "\n").utf8))
    }
}
