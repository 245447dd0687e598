// WidgetLocalization: a widget extension's translations read from its files, into the
// `Localizations` that `Text` looks keys up in (WidgetViews; docs/localization.md). Our own parsers
// for the three formats Xcode writes, so that a mistake is reported at its file, line and column
// (`LocalizationError`) and every file is read under WidgetLimits' limits and read access.
//
// Glossary
// - Table: a file's name without its extension (`Localizable`, `InfoPlist`, `Widgets`); a key is
//   looked up in one table.
// - `.strings`: `"key" = "value";` lines per `xx.lproj` folder (`StringsFile`).
// - `.stringsdict`: the XML property list of plural rules beside a `.strings`; its entry replaces the
//   `.strings` entry of the same key, as Foundation prefers it (`StringsDictFile`).
// - `.xcstrings` (string catalog): one JSON file holding every language, with plural and device
//   variations and substitutions (`StringCatalogFile`).
// - Development language: the language a key falls back to: the first catalog's `sourceLanguage`,
//   else "en".
