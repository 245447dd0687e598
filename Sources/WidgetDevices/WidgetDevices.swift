// WidgetDevices: the screens a widget is drawn for, as data: device presets and custom devices, and
// the canvases the system gives a Live Activity or a control on each. Every size and margin comes
// from a table of docs/platform.md (§3, §4, §8) or is marked as ours there; each is written once,
// here, and the renderer only reads them (docs/architecture.md, *Rules that are ours*).
//
// Glossary
// - Device: a screen with its scale, platform and the widget size of every family it offers
//   (`size(of:)`, `familySizes` in Apple's CGSize; `canvasSize(of:)` and `margins(of:)` in the
//   pipeline's Size and Insets). Preset: one of `Device.all`, looked up by id
//   (`iphone-16-pro-max`); custom device: one the caller describes (`CustomDeviceError` if it cannot
//   make a canvas).
// - Content margins: the inset the system puts around a widget's content, per family.
// - Presentation: one place the system draws a Live Activity (`ActivityPresentation`: Lock Screen,
//   Dynamic Island compact/minimal/expanded, StandBy, CarPlay, Smart Stack, menu bar) or a control
//   (`ControlPresentation`); `offered(on:)` lists those a device shows.
// - Geometry (`ActivityGeometry`, `ControlGeometry`): a presentation's canvas on one device: width and
//   heights, corner radius, margins, and what is drawn behind the views.
// - Dynamic Island class: the island's compact, expanded and slot widths on one family of iPhones.
