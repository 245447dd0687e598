// WidgetBenchmarks: `swift run -c release WidgetBenchmarks [pipeline|raster|png|fastpng|text|layout|snapshot|hash|wallpaper|cli|symbols|catalog|peers …]` (all when none
// is named). Numbers go in docs/performance.md with the command that produced them.
//
// Glossary
// - Suite: one named group of measurements, printed as rows (`== name` then one line a row).
// - CPUTiming: repeated runs of a closure, reporting the median and the best CPU time per run; no
//   timing is ever asserted, only printed.
// - Reference scene: the 1014×474 px widget the pixel peers are compared on (`PipelineBenchmarks`).
