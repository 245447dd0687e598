import WidgetAssetSymbols

/// Where a macro use is written, as the compiler reports it.
package struct MacroSite: Equatable, Sendable {
    /// `Module/File.swift`.
    package var fileID: String
    /// 1-based line of the use's first token.
    package var line: Int

    package init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }
}

/// The expansion of `#Preview(…)`:
/// `struct <unique>: WidgetPreviewRegistration { static var preview: WidgetPreview { … } }` and
/// `func __widgetPreview(at_<file>_<line>: Void) -> WidgetPreview`, the one name the macro declares
/// (`names: named(__widgetPreview)`; overloads differ by their label).
package enum PreviewMacroExpansion {
    /// `uniqueName` is a name the compiler accepts as the macro's own (`MacroUniqueName`).
    package static func expansion(ofMacroSource source: String, uniqueName: String, site: MacroSite) -> String {
        // Unqualified names on purpose: the generated registry of a module is an `enum WidgetPreviews`,
        // which would shadow the module name in `WidgetPreviews.WidgetPreview`. The closures keep the
        // text they were written with, not re-indented, so a multi-line string literal in them keeps
        // its content.
        let call = PreviewCallRewriter.initializerCall(ofMacroSource: source)
        return """
            struct \(uniqueName): WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    \(call).located(fileID: \(AssetSymbolSource.literal(site.fileID)), line: \(site.line))
                }
            }

            func __widgetPreview(\(PreviewSite.label(fileID: site.fileID, line: site.line)): Void) -> WidgetPreview { \(uniqueName).preview }
            """
    }
}

/// The argument label that names a preview's accessor: `at_<file ID, other characters as _>_<line>`.
/// The macro and discovery compute it from the same file ID and line.
package enum PreviewSite {
    package static func label(fileID: String, line: Int) -> String {
        "at_" + String(fileID.map { $0.isLetter || $0.isNumber ? $0 : "_" }) + "_\(line)"
    }
}

/// The names a macro may introduce beyond the ones it declares: the compiler accepts a declaration
/// named `<discriminator><count><name>fMu<index>_`, the mangling of swift-syntax's
/// `makeUniqueName` (index empty for the first name, then 0, 1, …).
package enum MacroUniqueName {
    package static func make(discriminator: String, name: String) -> String {
        discriminator + "\(name.count)\(name)fMu_"
    }
}
