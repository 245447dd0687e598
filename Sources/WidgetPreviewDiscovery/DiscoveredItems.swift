/// One `#Preview(…)` found in source.
package struct DiscoveredPreview: Hashable, Sendable {
    /// The file's name as `#fileID` gives it: "<module>/<file name>".
    package var fileID: String
    package var line: Int
    /// The display name when the first argument is an unlabelled string literal.
    package var name: String?
    /// The arguments as written, labels included ("as: .systemSmall"), then the trailing closures' labels.
    package var arguments: [String]
    /// The `WidgetPreview(…)` call that restates this preview.
    package var initializerCall: String
    /// The `#if` conditions around it, outermost first (`["DEBUG"]`; an `#else` branch is `!(cond)`).
    package var conditions: [String]
    /// The names its arguments use (identifiers, member names), to tell whether it refers to a
    /// private or fileprivate declaration of its file.
    package var referencedNames: Set<String> = []
    /// Names declared private or fileprivate in its file that it refers to; when any, the registry
    /// calls the macro's accessor `__widgetPreview(<accessorLabel>: ())` instead of restating the call.
    package var privateNamesUsed: [String] = []
    /// The accessor's argument label (`PreviewSite.label`).
    package var accessorLabel: String
}

/// A type conforming (by its inheritance clause) to one of the protocols discovery lists.
package struct DiscoveredType: Hashable, Sendable {
    package enum Role: String, Sendable { case widget, widgetBundle, previewProvider, control }
    package var role: Role
    /// The qualified name as seen from the module: "Outer.Inner".
    package var name: String
    package var fileID: String
    package var line: Int
    package var conditions: [String]
    /// False when the type (or a type around it) is private or fileprivate, or generic: another
    /// file of the module cannot name it, so the registry leaves it out (and says so).
    package var isReachable: Bool
}

/// Everything discovery found in a module.
package struct DiscoveryResult: Hashable, Sendable {
    package var previews: [DiscoveredPreview] = []
    package var types: [DiscoveredType] = []
    /// Every `import` written in the scanned files (as written, deduplicated, in order of first use).
    package var imports: [String] = []
    /// Code that compiles on Linux but cannot link or run there, one line each:
    /// `path:line:col: error: …` (see `PreviewScanner`'s `@NSManaged` check).
    package var problems: [String] = []
    /// What builds but will not be drawn, one line each: `path:line:col: warning: …` (an `@main`
    /// that is neither a Widget nor a WidgetBundle).
    package var warnings: [String] = []
    package init() {}
}
