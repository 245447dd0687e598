// widget-render: the command-line front end. Every subcommand reports failures as one line on
// stderr and exits non-zero (see `CLIError`).
//
// Glossary
// - Subject: one widget to draw, from a spec or the bundled showcase (`RenderSubject`).
// - Job: one subject × family × device × theme, with its output path (`RenderJob`); a batch is the
//   expanded matrix, rendered in parallel by `BatchRenderer`, optionally one shard of it.
// - Manifest: `manifest.json` beside the PNGs, each file with its SHA-256 (`Manifest`).
// - Contact sheet: a labelled grid of renders for review (`ContactSheet`, `SheetBuilder`).
// - Check: a golden comparison run over a spec or suite, with a review report (`CheckCommand`).
// - Fast reload: the package live preview's redraw after a save without SwiftPM or the tests: the
//   widget target compiled alone into a library (`FastReload`, from `SwiftPMBuildPlan`, SwiftPM's
//   own commands) and loaded by the render host, an executable linked from the package's build.
